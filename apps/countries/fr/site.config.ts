import { defineSite } from '@marquee/site-config';

/** France. */
export default defineSite({
  code: 'fr',
  country: 'France',
  brand: 'Marquee',
  domain: 'marquee.fr',
  languages: ['fr', 'en'],
  defaultLanguage: 'fr',
  prefixDefaultLanguage: false,
  timeZone: 'Europe/Paris',
  currency: 'EUR',
  ratingScheme: 'CSA',
  flags: {},
  routes: {},
  externalLinks: { homeVideo: 'https://vod.marquee.fr', wallet: 'https://wallet.marquee.fr' },
});
