import type { RemoteRoutes } from '@marquee/remote-contract';
import { pageStoriesMeta, pageStory, type SiteConfig } from '@marquee/remote-contract/stories';
import * as routes from './routes';

// The catalogue's pages for designers (docs/decisions/0061-page-stories-visual.md): each page kind,
// its real page and loader fed the API answers recorded in ./page-stories.recorded/ (rerun:
// `RECORD_PAGE_STORIES=1 npx vitest run src/app/page-stories.test.ts`), on the site the toolbar's
// `site` global picks, at the viewport it picks.

export default {
  title: 'Pages/Catalogue',
  ...pageStoriesMeta({
    routes: routes as RemoteRoutes,
    recordings: import.meta.glob('./page-stories.recorded/*.gen.json', { import: 'default' }),
    texts: import.meta.glob('../../locales/*.json', { import: 'default' }),
    sites: import.meta.glob<SiteConfig>('../../../../countries/*/site.config.ts', { eager: true, import: 'default' }),
  }),
};

export const Home = pageStory('Home');
export const Shows = pageStory('Shows');
export const ShowsBook = pageStory('ShowsBook');
export const ShowsUpcoming = pageStory('ShowsUpcoming');
export const ShowsPresales = pageStory('ShowsPresales');
export const ShowsKids = pageStory('ShowsKids');
export const ShowsSpecial = pageStory('ShowsSpecial');
export const Movie = pageStory('Movie');
export const EntertainmentList = pageStory('EntertainmentList');
export const Entertainment = pageStory('Entertainment');
export const Season = pageStory('Season');
export const Cinema = pageStory('Cinema');
export const City = pageStory('City');
export const CityLight = pageStory('CityLight');
export const CinemaLight = pageStory('CinemaLight');
export const Experiences = pageStory('Experiences');
export const Experience = pageStory('Experience');
export const ExperienceGroup = pageStory('ExperienceGroup');
export const ExperienceArticle = pageStory('ExperienceArticle');
export const AccessibleShowings = pageStory('AccessibleShowings');
export const Tonight = pageStory('Tonight');
export const OffersList = pageStory('OffersList');
export const Offer = pageStory('Offer');
export const NewsList = pageStory('NewsList');
export const NewsApp = pageStory('NewsApp');
export const NewsItem = pageStory('NewsItem');
export const Info = pageStory('Info');
export const MobileApp = pageStory('MobileApp');
export const Cvd = pageStory('Cvd');
export const Cgv = pageStory('Cgv');
export const Club = pageStory('Club');
export const Sitemap = pageStory('Sitemap');
export const Ecards = pageStory('Ecards');
export const Ecards3 = pageStory('Ecards3');
export const GiftCard = pageStory('GiftCard');
export const GiftCardBalance = pageStory('GiftCardBalance');
export const Voucher = pageStory('Voucher');
export const Subscription = pageStory('Subscription');
