import { defineSite } from '@marquee/site-config';

/** Ivory Coast. */
export default defineSite({
  code: 'ci',
  country: 'Ivory Coast',
  brand: 'Marquee',
  domain: 'marquee.ci',
  languages: ['fr', 'en'],
  defaultLanguage: 'fr',
  prefixDefaultLanguage: true,
  timeZone: 'Africa/Abidjan',
  currency: 'XOF',
  ratingScheme: 'Default',
  flags: {},
  routes: {},
  externalLinks: { wallet: 'https://wallet.marquee.ci' },
});
