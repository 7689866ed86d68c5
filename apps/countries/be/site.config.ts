import { defineSite } from '@marquee/site-config';

/** Belgium. */
export default defineSite({
  code: 'be',
  country: 'Belgium',
  brand: 'Marquee',
  domain: 'marquee.be',
  languages: ['fr', 'nl', 'en'],
  defaultLanguage: 'en',
  prefixDefaultLanguage: true,
  timeZone: 'Europe/Brussels',
  currency: 'EUR',
  ratingScheme: 'Cinecheck',
  flags: {},
  // The account site's register and mail-validation screens after sign-in (A§2, ACC-19, ACC-20):
  // on the third-party-login sites (decision 0025).
  accountUrls: true,
  routes: {},
  externalLinks: {
    business: 'https://business.marquee.be',
    facebook: 'https://www.facebook.com/marqueebe',
    instagram: 'https://www.instagram.com/marquee.be',
    youtube: 'https://www.youtube.com/@marqueebe',
    wallet: 'https://wallet.marquee.be',
  },
});
