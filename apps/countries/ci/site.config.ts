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
  // The account site's register and mail-validation screens after sign-in (A§2, ACC-19, ACC-20):
  // off on the token-cookie sites (decision 0025).
  accountUrls: false,
  routes: {},
  externalLinks: {
    facebook: 'https://www.facebook.com/marqueeci',
    instagram: 'https://www.instagram.com/marquee.ci',
    wallet: 'https://wallet.marquee.ci',
  },
});
