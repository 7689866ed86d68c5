import { defineSite } from '@marquee/site-config';

/** Tunisia. */
export default defineSite({
  code: 'tn',
  country: 'Tunisia',
  brand: 'Marquee',
  domain: 'marquee.tn',
  languages: ['fr', 'en'],
  defaultLanguage: 'fr',
  prefixDefaultLanguage: true,
  timeZone: 'Africa/Tunis',
  currency: 'TND',
  ratingScheme: 'Default',
  flags: {},
  routes: {},
  externalLinks: { wallet: 'https://wallet.marquee.tn' },
});
