import { defineSite, SITE_TABLE } from '@marquee/site-config';

/** Netherlands. */
export default defineSite({
  // Code, country, brand, domain, languages, time zone, currency, rating: the one table of sites.
  ...SITE_TABLE.nl,
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
