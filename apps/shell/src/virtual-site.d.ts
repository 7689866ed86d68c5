declare module 'virtual:marquee/site' {
  import type { Flags } from '@marquee/feature-flags';
  import type { SiteConfig } from '@marquee/site-config';
  const site: SiteConfig;
  export default site;
  /** The site's flags, resolved when the country was built. */
  export const flags: Flags;
}
