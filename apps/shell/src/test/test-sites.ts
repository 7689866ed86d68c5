import { defineSite, SITE_TABLE, type SiteConfig } from '@marquee/site-config';

/** Sites as the country apps declare them, their row of the table of sites spread (the shell never imports a country app): one set for the shell's tests. */
export const TEST_SITES = {
  fr: defineSite({
    ...SITE_TABLE.fr,
    flags: {},
    accountUrls: true,
    routes: {},
    externalLinks: {
      facebook: 'https://www.facebook.com/marqueefr',
      instagram: 'https://www.instagram.com/marquee.fr',
      tiktok: 'https://www.tiktok.com/@marquee.fr',
      twitter: 'https://x.com/marquee_fr',
      youtube: 'https://www.youtube.com/@marqueefr',
    },
  }),
  nl: defineSite({
    ...SITE_TABLE.nl,
    flags: {},
    accountUrls: true,
    routes: {},
  }),
  be: defineSite({
    ...SITE_TABLE.be,
    flags: {},
    accountUrls: true,
    routes: {},
    externalLinks: { facebook: 'https://www.facebook.com/marqueebe', instagram: 'not an address' },
  }),
} satisfies Record<string, SiteConfig>;
