import path from 'node:path';
import { writeRemoteLocaleFiles } from '@marquee/i18n/build';
import { remoteConfig } from '@marquee/vite-config';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteConfig({
    name: 'catalogue',
    exposes: { './routes': './src/app/routes.tsx' },
    // The lazy pages of ./routes, so a server-rendered page hints its own chunk.
    pages: {
      Home: './src/features/home/home-page.tsx',
      Movie: './src/features/movie/movie-page.tsx',
      EntertainmentList: './src/features/entertainment/events-page.tsx',
      Entertainment: './src/features/entertainment/event-page.tsx',
      Season: './src/features/season/season-page.tsx',
      Shows: './src/features/shows/shows-page.tsx',
      ShowsBook: './src/features/shows/shows-page.tsx',
      ShowsUpcoming: './src/features/shows/shows-page.tsx',
      ShowsPresales: './src/features/shows/shows-page.tsx',
      ShowsKids: './src/features/shows/shows-page.tsx',
      ShowsSpecial: './src/features/shows/shows-page.tsx',
      Cinema: './src/features/cinema/cinema-page.tsx',
      City: './src/features/places/place-pages.tsx',
      CityLight: './src/features/places/place-pages.tsx',
      CinemaLight: './src/features/places/place-pages.tsx',
      Experiences: './src/features/experience/experiences-page.tsx',
      Experience: './src/features/experience/experience-page.tsx',
      ExperienceGroup: './src/features/experience/experience-group-page.tsx',
      ExperienceArticle: './src/features/experience/experience-article-page.tsx',
      AccessibleShowings: './src/features/accessible/accessible-page.tsx',
      OffersList: './src/features/offers/offers-page.tsx',
      Offer: './src/features/offers/offer-page.tsx',
      NewsList: './src/features/news/news-page.tsx',
      NewsApp: './src/features/news/news-page.tsx',
      NewsItem: './src/features/news/news-item-page.tsx',
      Info: './src/features/info/info-page.tsx',
      MobileApp: './src/features/info/info-page.tsx',
      Cvd: './src/features/info/info-page.tsx',
      Cgv: './src/features/info/info-page.tsx',
      Club: './src/features/info/info-page.tsx',
      Sitemap: './src/features/info/sitemap-page.tsx',
      Tonight: './src/features/tonight/tonight-page.tsx',
      Ecards: './src/features/cards/ecards-page.tsx',
      Ecards3: './src/features/cards/ecards-page.tsx',
      GiftCard: './src/features/cards/giftcard-page.tsx',
      GiftCardBalance: './src/features/cards/giftcard-page.tsx',
      Voucher: './src/features/cards/voucher-page.tsx',
      Subscription: './src/features/subscription/subscription-page.tsx',
    },
    onBuilt: (outDir) =>
      writeRemoteLocaleFiles(path.join(import.meta.dirname, 'locales'), outDir).then(() => undefined),
  }),
);
