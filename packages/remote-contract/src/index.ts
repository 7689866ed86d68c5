export type {
  LazyRemotePage,
  PageContext,
  PageHead,
  PageHeaderOptions,
  PageInfo,
  PageProps,
  RemoteName,
  RemotePage,
  RemoteModal,
  RemoteModalProps,
  RemoteRoutes,
  TranslationLoader,
  Translate,
} from './contract';
export {
  definePage,
  lazyPage,
  PAGE_COOKIES,
  pageCookies,
  REMOTE_NAMES,
  ROUTES_EXPOSE,
  resolvedPage,
  resolvePage,
  translationLoader,
} from './contract';
export { kindsOwnedBy, MODAL_OWNERS, modalRenderedOpen, PAGE_OWNERS } from './owners';
export { eagerPages, lazyPages, type PageModule, type PageTable, pageSources } from './pages';
export { BOOTSTRAP_ELEMENT_ID, deviceHint, PRELOAD_ELEMENT_ID } from './server-render';
export type {
  DeviceHint,
  ServerPage,
  ServerRedirect,
  ServerRemotes,
  ServerRenderRequest,
  ServerRenderResult,
  ShellServerEntry,
  ViewportClass,
} from './server-render';
export { HYDRATING_ATTRIBUTE, StaticRegion, type StaticRegionProps } from './static-region';
export {
  absoluteUrl,
  type BreadcrumbItem,
  type BreadcrumbNode,
  breadcrumbList,
  type Crumb,
} from './structured-data';
