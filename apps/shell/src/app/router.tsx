import { isGone, isNotFound } from '@marquee/api-client';
import type { Language } from '@marquee/domain-models';
import type { I18n } from '@marquee/i18n';
import type { PageContext, RemoteName } from '@marquee/remote-contract';
import { PAGE_OWNERS } from '@marquee/remote-contract';
import type { PageKind } from '@marquee/routing';
import { href, routePatterns } from '@marquee/routing';
import { data, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { ErrorPage, NotFoundPage } from '../components/error-page';
import { RemoteLoadError } from '../lib/remote-loader';
import { PageErrorBoundary } from '../components/page-error-boundary';
import { BootPlaceholder, PageShell } from '../components/page-shell';
import { RemotePageRoute } from '../components/remote-page-route';
import { ensureCommonTexts, ensureRemoteTexts, languageOfPath } from '../lib/texts';
import { pageInfo } from './page-info';
import type { RouteHandle } from './route-handle';
import type { ShellServices } from './shell-context';

/** What a page route's loader returns. */
export interface PageLoaderData {
  readonly data: unknown;
  readonly title: string | undefined;
}

/** What the root route's loader returns. */
export interface RootLoaderData {
  readonly language: Language;
}

/** The error targets, shown without changing the address (ROUTE error targets). */
export const ERROR_PATHS = ['/404', '/404_NOT_FOUND', '/410_GONE'] as const;

function pageLoader(services: ShellServices, i18n: I18n, kind: PageKind, language: Language, owner: RemoteName) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<PageLoaderData> => {
    const remote = await services.remotes.load(owner);
    // The remote's texts belong to the remote: failing to get them is the remote failing.
    const texts = ensureRemoteTexts(i18n, remote, services.site.code, language).catch((error: unknown) => {
      throw new RemoteLoadError(owner, error);
    });
    texts.catch(() => {});
    const page = remote.pages[kind];
    if (!page) throw data({ kind }, { status: 404 });
    const context: PageContext = {
      ...pageInfo(services, kind, language, params, new URL(request.url)),
      signal: request.signal,
    };
    try {
      const [pageData] = await Promise.all([(page.loader as (c: PageContext) => Promise<unknown>)(context), texts]);
      const title = (page.title as ((d: unknown, p: PageContext) => string) | undefined)?.(pageData, context);
      return { data: pageData, title };
    } catch (error) {
      // A missing record is the not-found view; a retired one the gone view (spec §8).
      if (isNotFound(error)) throw data({ kind }, { status: 404 });
      if (isGone(error)) throw data({ kind }, { status: 410 });
      throw error;
    }
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
  const errorTargets: RouteObject[] = ERROR_PATHS.map((path) => ({ path, Component: ErrorPage }));
  return [
    {
      id: 'root',
      Component: PageShell,
      ErrorBoundary: PageErrorBoundary,
      HydrateFallback: BootPlaceholder,
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      loader: async ({ request }: LoaderFunctionArgs): Promise<RootLoaderData> => {
        const { pathname } = new URL(request.url);
        const language = languageOfPath(site, pathname);
        // A site whose default language carries a prefix has no page at `/`: go to the
        // home of the language chosen by cookie, browser and site default (SHELL-01..04).
        if (!language && pathname === '/') throw redirect(href(site, fallbackLanguage, 'Home'));
        await ensureCommonTexts(i18n, site.code, language ?? fallbackLanguage);
        return { language: language ?? fallbackLanguage };
      },
      children: [...pages, ...errorTargets, { path: '*', Component: NotFoundPage }],
    },
  ];
}
