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
  // The account site's register and mail-validation screens after sign-in (A§2, ACC-19, ACC-20):
  // off on the token-cookie sites (decision 0025).
  accountUrls: false,
  routes: {},
  externalLinks: {
    facebook: 'https://www.facebook.com/marqueesn',
    instagram: 'https://www.instagram.com/marquee.sn',
    wallet: 'https://wallet.marquee.sn',
  },
});
