import { defineSite, SITE_TABLE } from '@marquee/site-config';

/** Tunisia. */
export default defineSite({
  // Code, country, brand, domain, languages, time zone, currency, rating: the one table of sites.
  ...SITE_TABLE.tn,
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
