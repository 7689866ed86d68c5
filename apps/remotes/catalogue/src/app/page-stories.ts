import type { StoryCases } from '@marquee/remote-contract/stories';

/**
 * The catalogue's page kinds as stories (Storybook "Pages/Catalogue", `pages.stories.tsx`): the
 * route each shows on a site — the seeded records every site has, or the site's first film, city
 * and cinema. `page-stories.test.ts` records the API answers their loaders need.
 */
export const CATALOGUE_STORY_CASES: StoryCases = {
  Home: () => ({}),
  Shows: () => ({}),
  ShowsBook: () => ({}),
  ShowsUpcoming: () => ({}),
  ShowsPresales: () => ({}),
  ShowsKids: () => ({}),
  ShowsSpecial: () => ({}),
  Movie: ({ film }) => ({ params: { slug: film } }),
  EntertainmentList: () => ({}),
  Entertainment: () => ({ params: { slug: 'opera-season' } }),
  Season: () => ({ params: { slug: 'ballet-season' } }),
  Cinema: ({ cinema }) => ({ params: { slug: cinema } }),
  City: ({ city }) => ({ params: { slug: city } }),
  CityLight: ({ city }) => ({ params: { slug: city } }),
  CinemaLight: ({ city }) => ({ params: { slug: city } }),
  Experiences: () => ({}),
  Experience: () => ({ params: { slug: 'imax' } }),
  ExperienceGroup: () => ({ params: { slug: 'technologies' } }),
  ExperienceArticle: () => ({ params: { slug: 'imax-explained' } }),
  AccessibleShowings: () => ({}),
  Tonight: () => ({}),
  OffersList: () => ({}),
  Offer: () => ({ params: { slug: 'student-price' } }),
  NewsList: () => ({}),
  NewsApp: () => ({}),
  NewsItem: () => ({ params: { slug: 'summer-of-cinema' } }),
  Info: () => ({ params: { slug: 'accessibility' } }),
  MobileApp: () => ({}),
  Cvd: () => ({}),
  Cgv: () => ({}),
  Club: () => ({}),
  Sitemap: () => ({}),
  Ecards: () => ({}),
  Ecards3: () => ({}),
  GiftCard: () => ({}),
  GiftCardBalance: () => ({}),
  Voucher: () => ({}),
  Subscription: () => ({}),
};
