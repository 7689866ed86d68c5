export { type Digester, hashEmail, normalizeEmail } from './email-hash';
export {
  type ArticleTracking,
  articleTracking,
  type CinemaTracking,
  cinemaTracking,
  type PageTracking,
  type ShowTracking,
  showTracking,
} from './page-data';
export {
  EXTRA_PAGE_TYPES,
  PAGE_GROUP_PREFIX,
  PAGE_TYPE_OF_KIND,
  type PageSection,
  pageGroupOf,
  pageTypeOf,
  SECTION_OF_PAGE_TYPE,
  SPEC_PAGE_TYPES,
  TRACKED_PAGE_TYPES,
  type TrackedPageType,
} from './page-types';
export {
  CLIENT_EVENT,
  type ClientEvent,
  clientEvent,
  PAGE_VIEW_EVENT,
  type PageViewEvent,
  type PageViewInput,
  type PlatformType,
  pageViewEvent,
  platformType,
  type ViewportClass,
} from './page-view';
