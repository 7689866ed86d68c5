import { defineSite, SITE_TABLE } from '@marquee/site-config';

/** France. */
export default defineSite({
  // Code, country, brand, domain, languages, time zone, currency, rating: the one table of sites.
  ...SITE_TABLE.fr,
  flags: {},
  // The account site's register and mail-validation screens after sign-in (A§2, ACC-19, ACC-20):
  // on the third-party-login sites (decision 0025).
  accountUrls: true,
  routes: {},
  externalLinks: {
    homeVideo: 'https://vod.marquee.fr',
    facebook: 'https://www.facebook.com/marqueefr',
    instagram: 'https://www.instagram.com/marquee.fr',
    tiktok: 'https://www.tiktok.com/@marquee.fr',
    twitter: 'https://x.com/marquee_fr',
    youtube: 'https://www.youtube.com/@marqueefr',
    wallet: 'https://wallet.marquee.fr',
  },
});
