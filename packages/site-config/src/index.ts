export type { SiteConfig } from './site-config';
export { defineSite, localHost, productionHost, SiteConfigError } from './site-config';
