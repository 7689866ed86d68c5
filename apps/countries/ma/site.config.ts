import { defineSite } from '@marquee/site-config';

/** Morocco. */
export default defineSite({
  code: 'ma',
  country: 'Morocco',
  brand: 'Marquee',
  domain: 'marquee.ma',
  languages: ['fr', 'en'],
  defaultLanguage: 'fr',
  prefixDefaultLanguage: true,
  timeZone: 'Africa/Casablanca',
  currency: 'MAD',
  ratingScheme: 'Default',
  flags: {},
  routes: {},
  externalLinks: {
    facebook: 'https://www.facebook.com/marqueema',
    instagram: 'https://www.instagram.com/marquee.ma',
    wallet: 'https://wallet.marquee.ma',
  },
});
