import { defineSite, SITE_TABLE } from '@marquee/site-config';

/** Senegal. */
export default defineSite({
  // Code, country, brand, domain, languages, time zone, currency, rating: the one table of sites.
  ...SITE_TABLE.sn,
  flags: {},
  // The account site's register and mail-validation screens after sign-in (A§2, ACC-19, ACC-20):
  // off on the token-cookie sites (decision 0025).
  accountUrls: false,
  routes: {},
  externalLinks: {
    facebook: 'https://www.facebook.com/marqueesn',
    instagram: 'https://www.instagram.com/marquee.sn',
    wallet: 'https://wallet.marquee.sn',
  },
});
