export type { SiteFacts } from '@marquee/domain-models';
export { SITE_TABLE } from '@marquee/domain-models';
export type { MobileAppLinks, SiteConfig } from './site-config';
export {
  accountUrlsOf,
  DEFAULT_MOBILE_APP,
  defineSite,
  IDENTITY_API_AUDIENCE,
  IDENTITY_CALLBACK_PATH,
  identityClientId,
  identityClientOrigins,
  LOCAL_IDENTITY_HOST,
  LOCAL_PARENT_DOMAIN,
  LOCAL_STORYBOOK_HOST,
  localHost,
  productionHost,
  productionIdentityHost,
  SiteConfigError,
} from './site-config';
