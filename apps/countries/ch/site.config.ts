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
  // The account site's register and mail-validation screens after sign-in (A§2, ACC-19, ACC-20):
  // on the third-party-login sites (decision 0025).
  accountUrls: true,
  routes: {},
  externalLinks: {
    facebook: 'https://www.facebook.com/marqueech',
    instagram: 'https://www.instagram.com/marquee.ch',
    tiktok: 'https://www.tiktok.com/@marquee.ch',
    wallet: 'https://wallet.marquee.ch',
  },
});
