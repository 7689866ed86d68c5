/**
 * The shared singletons: every app (host and remotes) marks these bare specifiers as
 * external, and the browser resolves them through one import map to the files that
 * apps/vendor builds once per release. Exactly one copy of each runs on a page.
 * i18next and react-i18next are provided once inside `@marquee/i18n`'s vendor file: no app
 * imports them directly (a lint rule sends everyone to @marquee/i18n).
 * See docs/decisions/0001-federation-and-shared-singletons.md for the measurements.
 */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'zustand',
  '@module-federation/runtime',
  '@marquee/alerts',
  '@marquee/api-client',
  '@marquee/client-space',
  '@marquee/feature-flags',
  '@marquee/i18n',
  '@marquee/locator-state',
  '@marquee/modals',
  '@marquee/session',
] as const;

/** A shared singleton specifier. */
export type Singleton = (typeof SINGLETONS)[number];

/** True when an import specifier is served by the vendor import map. */
export function isSingleton(id: string): boolean {
  return (SINGLETONS as readonly string[]).includes(id);
}

/**
 * Bare imports a server build may keep: the singletons, plus `react-dom/server` (the shell's
 * server entry renders with it). The edge resolves each to one copy (apps/vendor's) and refuses
 * any other bare import, naming it.
 */
export const SERVER_SINGLETONS: readonly string[] = [
  ...SINGLETONS.filter((spec) => spec !== 'react-dom/client' && spec !== '@module-federation/runtime'),
  'react-dom/server',
];

/** True when a server build leaves this import bare for the edge to resolve. */
export function isServerSingleton(id: string): boolean {
  return SERVER_SINGLETONS.includes(id);
}

/**
 * Singletons whose vendor file carries only the exports the apps use (the whole of
 * react-router is many times this subset). Every host and remote build
 * checks its imports against this list and fails, naming the export, when one is missing.
 */
export const SINGLETON_EXPORTS: Partial<Record<Singleton, readonly string[]>> = {
  // React's public API, without its internals, `unstable_` and test-only names: the vendor file
  // spells every name it exports (a CommonJS package's named exports), all in a first load.
  react: [
    'Children',
    'Component',
    'Fragment',
    'Profiler',
    'PureComponent',
    'StrictMode',
    'Suspense',
    'cloneElement',
    'createContext',
    'createElement',
    'createRef',
    'forwardRef',
    'isValidElement',
    'lazy',
    'memo',
    'startTransition',
    'use',
    'useActionState',
    'useCallback',
    'useContext',
    'useDebugValue',
    'useDeferredValue',
    'useEffect',
    'useId',
    'useImperativeHandle',
    'useInsertionEffect',
    'useLayoutEffect',
    'useMemo',
    'useOptimistic',
    'useReducer',
    'useRef',
    'useState',
    'useSyncExternalStore',
    'useTransition',
    'version',
  ],
  'react-dom': [
    'createPortal',
    'flushSync',
    'preconnect',
    'prefetchDNS',
    'preinit',
    'preinitModule',
    'preload',
    'preloadModule',
    'requestFormReset',
    'useFormState',
    'useFormStatus',
    'version',
  ],
  'react-dom/client': ['createRoot', 'hydrateRoot', 'version'],
  // The flag table and its documentation stay out of the browser: a country's flags are resolved
  // when it is built (virtual:marquee/site); servers and tools import `@marquee/feature-flags/core`.
  '@marquee/feature-flags': ['FlagsProvider', 'useFlag', 'useFlags'],
  'react-router': [
    'createBrowserRouter',
    'RouterProvider',
    'Link',
    'Outlet',
    'ScrollRestoration',
    'Form',
    'data',
    'redirect',
    'isRouteErrorResponse',
    'useLoaderData',
    'useRouteLoaderData',
    'useLocation',
    'useMatches',
    'useNavigate',
    'useNavigation',
    'useParams',
    'useRevalidator',
    'useRouteError',
  ],
};
