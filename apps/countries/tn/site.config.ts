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
  // The account site's register and mail-validation screens after sign-in (A§2, ACC-19, ACC-20):
  // off on the token-cookie sites (decision 0025).
  accountUrls: false,
  routes: {},
  externalLinks: {
    facebook: 'https://www.facebook.com/marqueetn',
    instagram: 'https://www.instagram.com/marquee.tn',
    tiktok: 'https://www.tiktok.com/@marquee.tn',
    wallet: 'https://wallet.marquee.tn',
  },
});
