export type {
  PageContext,
  PageInfo,
  PageProps,
  RemoteName,
  RemotePage,
  RemoteRoutes,
  TranslationLoader,
} from './contract';
export { definePage, PAGE_OWNERS, REMOTE_NAMES, ROUTES_EXPOSE, translationLoader } from './contract';
