import { defineSite, SITE_TABLE } from '@marquee/site-config';

/** Switzerland. */
export default defineSite({
  // Code, country, brand, domain, languages, time zone, currency, rating: the one table of sites.
  ...SITE_TABLE.ch,
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
