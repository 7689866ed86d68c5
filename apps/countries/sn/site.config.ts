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
  externalLinks: {
    facebook: 'https://www.facebook.com/marqueesn',
    instagram: 'https://www.instagram.com/marquee.sn',
    wallet: 'https://wallet.marquee.sn',
  },
});
