import { defineSite, SITE_TABLE } from '@marquee/site-config';

/** Belgium. */
export default defineSite({
  // Code, country, brand, domain, languages, time zone, currency, rating: the one table of sites.
  ...SITE_TABLE.be,
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
