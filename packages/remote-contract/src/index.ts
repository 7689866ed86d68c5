export type {
  PageContext,
  PageHead,
  PageInfo,
  PageProps,
  RemoteName,
  RemotePage,
  RemoteRoutes,
  TranslationLoader,
  Translate,
} from './contract';
export { definePage, PAGE_OWNERS, REMOTE_NAMES, ROUTES_EXPOSE, translationLoader } from './contract';
export { BOOTSTRAP_ELEMENT_ID, PRELOAD_ELEMENT_ID } from './server-render';
export type {
  ServerPage,
  ServerRedirect,
  ServerRemotes,
  ServerRenderRequest,
  ServerRenderResult,
  ShellServerEntry,
} from './server-render';
