import { defineSite } from '@marquee/site-config';

/** Switzerland. */
export default defineSite({
  code: 'ch',
  country: 'Switzerland',
  brand: 'Marquee',
  domain: 'marquee.ch',
  languages: ['fr', 'en', 'de'],
  defaultLanguage: 'en',
  prefixDefaultLanguage: true,
  timeZone: 'Europe/Zurich',
  currency: 'CHF',
  ratingScheme: 'Default',
  flags: {},
  routes: {},
  externalLinks: { wallet: 'https://wallet.marquee.ch' },
});
