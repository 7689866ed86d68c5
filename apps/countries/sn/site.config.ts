import { defineSite } from '@marquee/site-config';

/** Senegal. */
export default defineSite({
  code: 'sn',
  country: 'Senegal',
  brand: 'Marquee',
  domain: 'marquee.sn',
  languages: ['fr', 'en'],
  defaultLanguage: 'fr',
  prefixDefaultLanguage: true,
  timeZone: 'Africa/Dakar',
  currency: 'XOF',
  ratingScheme: 'Default',
  flags: {},
  routes: {},
  externalLinks: { wallet: 'https://wallet.marquee.sn' },
});
