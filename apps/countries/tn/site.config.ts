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
  externalLinks: {
    facebook: 'https://www.facebook.com/marqueetn',
    instagram: 'https://www.instagram.com/marquee.tn',
    tiktok: 'https://www.tiktok.com/@marquee.tn',
    wallet: 'https://wallet.marquee.tn',
  },
});
