import { PassThrough } from 'node:stream';
import { createAlertStore } from '@marquee/alerts';
import { createModalStore } from '@marquee/modals';
import { createSessionStore } from '@marquee/session';
import { type ApiClient, createApiClient, isApiUnavailable } from '@marquee/api-client';
import { environmentFromHost, type Language, type SafeInjection } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags/core';
import { createI18n, type I18n } from '@marquee/i18n';
import type {
  RemoteName,
  RemoteRoutes,
  ServerRenderRequest,
  ServerRenderResult,
  ShellServerEntry,
} from '@marquee/remote-contract';
import { modalRenderedOpen, PAGE_OWNERS } from '@marquee/remote-contract';
import type { SiteConfig } from '@marquee/site-config';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { RouterHydrationData, ServerRenderData } from '../app/bootstrap-data';
import { type DocumentHead, documentHeadHtml, errorDocumentHead, pageDocumentHead } from '../app/document-head';
import { HydrationMark, ShellProviders } from '../app/providers';
import { isRouteHandle } from '../app/route-handle';
import { headInjectionsHtml } from '../app/injections';
import type { PageLoaderData, RootLoaderData } from '../app/loader-data';
import { createRoutes } from '../app/router';
import { errorTexts } from '../components/error-texts';
import type { ShellServices, Texts } from '../app/shell-context';
import { type RemoteLoader, RemoteLoadError } from '../lib/remote-error';

/** Errors as react-router's browser router reads them back (its StaticRouterProvider's format). */
export function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) out[id] = { ...error, __type: 'RouteErrorResponse' };
    else if (error instanceof Error)
      out[id] = {
        message: error.message,
        __type: 'Error',
        ...(error.name !== 'Error' ? { __subType: error.name } : {}),
      };
    else out[id] = error;
  }
  return out;
}

/** The page route of a render (the deepest match with a page kind), its data and its error. */
function pageMatch(context: StaticHandlerContext) {
  for (let i = context.matches.length - 1; i >= 0; i--) {
    const match = context.matches[i];
    if (match && isRouteHandle(match.route.handle)) {
      return {
        id: match.route.id,
        handle: match.route.handle,
        params: match.params,
        data: context.loaderData[match.route.id] as PageLoaderData | undefined,
      };
    }
  }
  return undefined;
}

/** The settings' injections the root loader kept (none when it failed). */
function rootChrome(context: StaticHandlerContext): readonly SafeInjection[] {
  return (context.loaderData.root as RootLoaderData | undefined)?.chrome.injections ?? [];
}

/**
 * The status of the page: the router's, except that a failure of the API itself (unreachable,
 * timed out, or answering 5xx) is 503, "try again shortly", rather than 500.
 */
function pageStatus(context: StaticHandlerContext): number {
  if (context.statusCode < 500) return context.statusCode;
  return Object.values(context.errors ?? {}).some(isApiUnavailable) ? 503 : context.statusCode;
}

/** The head of the page the router reached: the page's own, or the error view's. */
function headOf(context: StaticHandlerContext, services: ShellServices, i18n: I18n, language: Language): DocumentHead {
  const errors = Object.values(context.errors ?? {});
  const page = pageMatch(context);
  if (errors.length > 0 || !page?.data) {
    const { title } = errorTexts(context.statusCode);
    return errorDocumentHead(services.site, i18n.getFixedT(language, 'common')(title));
  }
  return pageDocumentHead({
    site: services.site,
    origin: services.origin,
    kind: page.handle.kind,
    language: page.handle.language,
    params: page.params,
    head: page.data.head,
  });
}

/**
 * Renders a page of a country site on the server (the module a country's server build
 * exports): react-router's static handler runs the page's loaders (data through the API
 * client, in the page language), then React streams shell and remote page. Everything — i18n,
 * flags, alert queue, API clients and their caches, the loaded remotes of the page — is made
 * for this request only.
 */
export async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const started = performance.now();
  const site = request.site as SiteConfig;
  const { language } = request;
  const url = new URL(request.url);
  const i18n = await createI18n({
    language,
    resources: { common: await request.commonTexts(language) },
    variables: { brand: site.brand },
  });

  const loaded = new Map<RemoteName, RemoteRoutes>();
  const remotes: RemoteLoader = {
    async load(name) {
      const cached = loaded.get(name);
      if (cached) return cached;
      try {
        const routes = await request.remotes.load(name);
        loaded.set(name, routes);
        return routes;
      } catch (error) {
        throw new RemoteLoadError(name, error);
      }
    },
    loaded: (name) => loaded.get(name),
    reset: (name) => void loaded.delete(name),
  };
  const clients = new Map<Language, ApiClient>();
  const services: ShellServices = {
    site,
    // The edge picks the site by this host, and the environment with it (SITE-26..28).
    environment: environmentFromHost(url.host),
    flags: resolveFlags(site.code, site.flags),
    remotes,
    api(lang) {
      let client = clients.get(lang);
      if (!client) {
        client = createApiClient({
          baseUrl: request.apiUrl,
          language: lang,
          headers: request.apiHeaders,
          retries: 1,
          timeoutMs: request.dataBudgetMs,
        });
        clients.set(lang, client);
      }
      return client;
    },
    origin: url.origin,
    commonTexts: (lang) => request.commonTexts(lang),
    remoteTexts: (name, _routes, lang) => request.remotes.texts(name, lang),
    renderer: 'server',
    budget: AbortSignal.timeout(request.dataBudgetMs),
    renderedAt: new Date(),
    alerts: createAlertStore(),
    // A showtime's own address renders the page with its panel open (docs/decisions/0013).
    modals: createModalStore({ current: modalRenderedOpen(url.search) }),
    session: createSessionStore(),
    device: request.device ?? { viewport: 'desktop', webview: false },
    cookies: () => request.cookies ?? {},
  };

  const handler = createStaticHandler(createRoutes(services, i18n, language));
  const context = await handler.query(new Request(url, request.signal ? { signal: request.signal } : {}));
  const dataMs = performance.now() - started;
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  // Which regions the server rendered, and which it left to the browser.
  const rendered: RemoteName[] = [];
  const clientOnly: RemoteName[] = [];
  const page = pageMatch(context);
  if (page?.data) {
    const owner = PAGE_OWNERS[page.handle.kind];
    if (owner) (page.data.clientOnly ? clientOnly : rendered).push(owner);
  }
  const texts: Record<string, Texts> = {};
  for (const name of rendered) {
    const namespace = loaded.get(name)?.namespace;
    const bundle = namespace ? (i18n.getResourceBundle(language, namespace) as Texts | undefined) : undefined;
    if (namespace && bundle) texts[namespace] = bundle;
  }
  const router: RouterHydrationData = {
    loaderData: context.loaderData,
    actionData: null,
    errors: serializeErrors(context.errors),
  };
  const hydration: ServerRenderData = {
    language,
    renderedAt: services.renderedAt.toISOString(),
    router,
    remotes: rendered,
    texts,
    device: services.device,
  };

  const body = new PassThrough();
  let timeout: ReturnType<typeof setTimeout> | undefined;
  await new Promise<void>((resolve, reject) => {
    let piped = false;
    let failed = false;
    const send = () => {
      if (piped || failed) return;
      piped = true;
      clearTimeout(timeout);
      stream.pipe(body);
      resolve();
    };
    const stream = renderToPipeableStream(
      <ShellProviders services={services} i18n={i18n}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
        <HydrationMark mode="hydrated" />
      </ShellProviders>,
      {
        // The data is loaded before rendering, so every region is complete at once: keep it
        // inline. (React otherwise moves a region over ~12 KB out of place and reveals it with
        // an inline script: invisible without JavaScript, and to crawlers that do not run it.)
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Sent when every part is rendered, lazy ones included (the footer's code is imported
        // when it renders): a part still pending when the shell is ready would be sent out of
        // place too.
        onAllReady: send,
        onShellError(error) {
          failed = true;
          clearTimeout(timeout);
          reject(error);
        },
        onError(error) {
          // A region that throws is finished by the browser; the shell goes out.
          console.error(`server render of ${url.pathname}:`, error);
        },
      },
    );
    // Past the budget, what is still pending is left to the browser: the rest goes out.
    timeout = setTimeout(() => {
      stream.abort(new Error('server render timed out'));
      setImmediate(send);
    }, request.renderTimeoutMs);
    timeout.unref();
  });
  return {
    kind: 'page',
    status: pageStatus(context),
    language,
    head: documentHeadHtml(headOf(context, services, i18n, language)) + headInjectionsHtml(rootChrome(context)),
    hydration,
    remotes: rendered,
    clientOnly,
    body,
    dataMs,
  };
}

/** The shape the edge loads (checked at compile time). */
export const entry: ShellServerEntry = { render };
