import { defineSite } from '@marquee/site-config';

/** Netherlands. */
export default defineSite({
  code: 'nl',
  country: 'Netherlands',
  brand: 'Marquee',
  domain: 'marquee.nl',
  languages: ['nl', 'en'],
  defaultLanguage: 'nl',
  prefixDefaultLanguage: true,
  timeZone: 'Europe/Amsterdam',
  currency: 'EUR',
  ratingScheme: 'Cinecheck',
  flags: {},
  routes: {},
  externalLinks: {
    homeVideo: 'https://vod.marquee.nl',
    wallet: 'https://wallet.marquee.nl',
    moreFrom: 'https://more.marquee.nl',
  },
});
