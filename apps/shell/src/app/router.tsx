import { isGone, isNotFound } from '@marquee/api-client';
import type { Language } from '@marquee/domain-models';
import type { I18n } from '@marquee/i18n';
import type {
  RemotePage,
  PageContext,
  PageHead,
  PageInfo,
  RemoteName,
  RemoteRoutes,
  Translate,
} from '@marquee/remote-contract';
import { PAGE_OWNERS, resolvePage } from '@marquee/remote-contract';
import type { PageKind } from '@marquee/routing';
import { IDENTITY_CALLBACK_PATH } from '@marquee/site-config';
import { errorTarget, href, pathLanguage, readErrorCode, routePatterns } from '@marquee/routing';
import { data, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { PageErrorBoundary } from '../components/page-error-boundary';
import { BootPlaceholder, PageShell } from '../components/page-shell';
import { ERROR_ROUTE_PREFIX, NOT_FOUND_ROUTE_ID } from './route-ids';
import { RemotePageRoute } from '../components/remote-page-route';
import { SignInCallback, signInCallbackLoader } from '../components/sign-in/sign-in-callback';
import { RemoteLoadError } from '../lib/remote-error';
import { ensureCommonTexts, ensureRemoteTexts } from '../lib/texts';
import type { PageLoaderData, RootLoaderData } from './loader-data';
import { pageInfo } from './page-info';
import type { RouteHandle } from './route-handle';
import type { ShellServices } from './shell-context';

/** What an error route answers: the status, shown by the error view at the same address. */
export interface ErrorRouteData {
  readonly kind: PageKind | 'Error';
}

/** The error targets, shown without changing the address (ROUTE error targets). */
export const ERROR_PATHS = ['/404', '/404_NOT_FOUND', '/410_GONE'] as const;

/** The statuses an error target answers with; any other errorCode shows the not-found view. */
const ERROR_STATUSES = new Set([404, 410]);

/** A page the server leaves to the browser. */
const CLIENT_ONLY: PageLoaderData = { data: null, head: undefined, clientOnly: true };

/** The time budget of a server render ran out. */
class BudgetSpent extends Error {
  constructor() {
    super('the server render time budget is spent');
    this.name = 'BudgetSpent';
  }
}

/** Rejects with BudgetSpent when the signal aborts (server renders only). */
function withinBudget<T>(work: Promise<T>, budget: AbortSignal | undefined): Promise<T> {
  if (!budget) return work;
  if (budget.aborted) return Promise.reject(new BudgetSpent());
  return new Promise<T>((resolve, reject) => {
    const spent = () => reject(new BudgetSpent());
    budget.addEventListener('abort', spent, { once: true });
    work.then(resolve, reject).finally(() => budget.removeEventListener('abort', spent));
  });
}

/** The `redirectSlug` a record carries, if any (CAT-02). */
function redirectSlugOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('redirectSlug' in value)) return undefined;
  const slug = (value as { redirectSlug: unknown }).redirectSlug;
  return typeof slug === 'string' && slug !== '' ? slug : undefined;
}

/** A page about one record (a slug or an id in its address): a failure to load it is "not found" (ERR-03). */
function isDetailPage(params: LoaderFunctionArgs['params']): boolean {
  return params.slug !== undefined || params.id !== undefined || params.categoryId !== undefined;
}

function pageLoader(services: ShellServices, i18n: I18n, kind: PageKind, language: Language, owner: RemoteName) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<PageLoaderData> => {
    const onServer = services.renderer === 'server';
    // On the server the page's own data may take only so long: the API calls are aborted and
    // the browser finishes the region (the shell is sent at once).
    const signal = onServer && services.budget ? AbortSignal.any([request.signal, services.budget]) : request.signal;
    let remote: RemoteRoutes;
    try {
      remote = await withinBudget(services.remotes.load(owner), services.budget);
    } catch (error) {
      if (onServer) return CLIENT_ONLY;
      throw error;
    }
    // The remote's texts belong to the remote: failing to get them is the remote failing.
    const texts = ensureRemoteTexts(i18n, services, owner, remote, language).catch((error: unknown) => {
      throw new RemoteLoadError(owner, error);
    });
    texts.catch(() => {});
    // A lazy page's own module comes with the remote: failing to get it is the remote failing.
    let page: RemotePage<unknown> | undefined;
    try {
      page = await withinBudget(resolvePage(remote, kind), services.budget);
    } catch (error) {
      if (onServer) return CLIENT_ONLY;
      throw error instanceof RemoteLoadError ? error : new RemoteLoadError(owner, error);
    }
    if (!page) throw data({ kind } satisfies ErrorRouteData, { status: 404 });
    const info: PageInfo = pageInfo(services, kind, language, params, new URL(request.url));
    const context: PageContext = { ...info, signal, cookies: services.cookies() };
    let pageData: unknown;
    try {
      [pageData] = await withinBudget(
        Promise.all([(page.loader as (c: PageContext) => Promise<unknown>)(context), texts]),
        services.budget,
      );
    } catch (error) {
      if (onServer && (error instanceof BudgetSpent || error instanceof RemoteLoadError)) return CLIENT_ONLY;
      // A missing record is the not-found view; a retired one goes to the gone target (spec §8).
      if (isNotFound(error)) throw data({ kind } satisfies ErrorRouteData, { status: 404 });
      if (isGone(error)) throw redirect(errorTarget(410));
      if (error instanceof RemoteLoadError) throw error;
      // Any other failure to load one record is shown as not found (ERR-03); a list that
      // cannot be loaded is an error.
      if (isDetailPage(params)) throw data({ kind } satisfies ErrorRouteData, { status: 404 });
      throw error;
    }
    // A renamed record answers with its new slug: the page moved for good (CAT-02).
    const moved = redirectSlugOf(pageData);
    if (moved !== undefined && moved !== params.slug) {
      const { '*': _filters, ...rest } = params;
      throw redirect(href(services.site, language, kind, { ...(rest as Record<string, string>), slug: moved }), 301);
    }
    const t = i18n.getFixedT(language, remote.namespace) as unknown as Translate;
    const head = await (
      page.head as ((d: unknown, p: PageInfo, t: Translate) => PageHead | Promise<PageHead>) | undefined
    )?.(pageData, info, t);
    return { data: pageData, head, ...(page.header ? { header: page.header } : {}) };
  };
}

/** The error targets and the catch-all answer with their status; the error view shows it (ROUTE-52..55). */
function errorLoader(fixed?: number) {
  return ({ request }: LoaderFunctionArgs): never => {
    const code = fixed ?? readErrorCode(new URL(request.url).search);
    throw data({ kind: 'Error' } satisfies ErrorRouteData, { status: ERROR_STATUSES.has(code) ? code : 404 });
  };
}

/** The route table of a site: every page kind a remote owns, in every language of the site. */
export function createRoutes(services: ShellServices, i18n: I18n, fallbackLanguage: Language): RouteObject[] {
  const { site, flags } = services;
  const pages: RouteObject[] = [];
  for (const language of site.languages) {
    for (const { kind, path } of routePatterns(site, language, flags)) {
      const owner = PAGE_OWNERS[kind];
      if (!owner) continue;
      const handle: RouteHandle = { kind, language };
      pages.push({
        id: `${language}:${kind}:${path}`,
        path,
        handle,
        loader: pageLoader(services, i18n, kind, language, owner),
        Component: RemotePageRoute,
        ErrorBoundary: PageErrorBoundary,
      });
    }
  }
  const errorTargets: RouteObject[] = ERROR_PATHS.map((path) => ({
    id: `${ERROR_ROUTE_PREFIX}${path}`,
    path,
    loader: errorLoader(),
    ErrorBoundary: PageErrorBoundary,
  }));
  return [
    {
      id: 'root',
      Component: PageShell,
      ErrorBoundary: PageErrorBoundary,
      HydrateFallback: BootPlaceholder,
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      loader: async ({ request }: LoaderFunctionArgs): Promise<RootLoaderData> => {
        const { pathname } = new URL(request.url);
        const language = pathLanguage(site, pathname);
        // A site whose default language carries a prefix has no page at `/`: go to the
        // home of the language chosen by cookie, browser and site default (SHELL-01..04).
        if (!language && pathname === '/') throw redirect(href(site, fallbackLanguage, 'Home'));
        const lang = language ?? fallbackLanguage;
        // On the server the footer's calls share the page's time budget.
        const signal = services.budget ? AbortSignal.any([request.signal, services.budget]) : request.signal;
        // The footer's and the chrome's calls run on the server and at client-side navigations,
        // never at hydration: their code is fetched when a loader first needs it.
        const [{ loadFooterData }, { loadChromeData }] = await Promise.all([
          import('../components/footer/footer-data'),
          import('./chrome-data'),
        ]);
        const [footer, , chrome] = await Promise.all([
          loadFooterData(services.api(lang), flags, signal),
          // ERR-25: the shell's texts failing to load is logged; the page renders (keys shown).
          ensureCommonTexts(i18n, services, lang).catch((error: unknown) => {
            console.error(`texts: the shell's texts (${lang}) could not be loaded; keys are shown`, error);
          }),
          loadChromeData(services, lang),
        ]);
        return { language: lang, footer, chrome };
      },
      children: [
        ...pages,
        ...errorTargets,
        {
          id: 'sign-in-callback',
          path: IDENTITY_CALLBACK_PATH,
          loader: signInCallbackLoader,
          Component: SignInCallback,
          ErrorBoundary: PageErrorBoundary,
        },
        { id: NOT_FOUND_ROUTE_ID, path: '*', loader: errorLoader(404), ErrorBoundary: PageErrorBoundary },
      ],
    },
  ];
}
