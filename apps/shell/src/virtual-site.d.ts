declare module 'virtual:marquee/site' {
  import type { SiteConfig } from '@marquee/site-config';
  const site: SiteConfig;
  export default site;
}
