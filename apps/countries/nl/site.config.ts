import { defineSite } from '@marquee/site-config';

/** Netherlands. */
export default defineSite({
  code: 'nl',
  country: 'Netherlands',
  brand: 'Marquee',
  domain: 'marquee.nl',
  languages: ['nl', 'en'],
  defaultLanguage: 'nl',
  prefixDefaultLanguage: true,
  timeZone: 'Europe/Amsterdam',
  currency: 'EUR',
  ratingScheme: 'Cinecheck',
  flags: {},
  // The account site's register and mail-validation screens after sign-in (A§2, ACC-19, ACC-20):
  // on the third-party-login sites (decision 0025).
  accountUrls: true,
  routes: {},
  externalLinks: {
    homeVideo: 'https://vod.marquee.nl',
    facebook: 'https://www.facebook.com/marqueenl',
    instagram: 'https://www.instagram.com/marquee.nl',
    tiktok: 'https://www.tiktok.com/@marquee.nl',
    twitter: 'https://x.com/marquee_nl',
    youtube: 'https://www.youtube.com/@marqueenl',
    wallet: 'https://wallet.marquee.nl',
    moreFrom: 'https://more.marquee.nl',
  },
});
