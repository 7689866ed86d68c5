import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { CountryCode, Environment } from '@marquee/domain-models';
import { ENVIRONMENTS } from '@marquee/domain-models';
import type { RemoteName } from '@marquee/remote-contract';
import { LOCAL_STORYBOOK_HOST, type SiteConfig } from '@marquee/site-config';
import type { ApiCacheOptions } from './api-cache';
import { Cache, remember } from './cache';
import { apiProxyHandler } from './handlers/api-proxy';
import { type Handler, runPipeline, sendText } from './handlers/context';
import { filesHandler, VENDOR_PATH } from './handlers/files';
import { pathRedirectsHandler } from './handlers/path-redirects';
import { pwaHandler } from './handlers/pwa';
import { renderHandler } from './handlers/render';
import { runtimeManifestHandler } from './handlers/runtime-manifest';
import { sitemapHandler } from './handlers/sitemap';
import { feedsHandler } from './handlers/feeds';
import { switchHandler } from './handlers/switch';
import { transportHandler } from './handlers/transport';
import { applyLimits, closeOnClientError, refuseConnect, type ServerLimits, serverOptions } from './limits';
import { listen } from './listen';
import { DbManifestStore, FileManifestStore, type ManifestStore } from './manifest-store';
import { Rollouts } from './handlers/rollout';
import { RolloutCounts } from './rollout';
import { DEFAULT_TRUSTED_PROXIES, requestScheme, siteHost, siteOrigin } from './origin';
import { clientAddresses } from './proxy';
import { TrustedProxies } from '@marquee/db';
import { contentSecurityPolicy, importMapScript, type VendorManifest } from './page';
import { OffSiteRedirect, redirect as sendRedirect } from './redirects';
import { requestUrl } from './request-url';
import { registerServerSingletons, ServerModules } from './server-modules';
import { loadSites, siteForHost } from './sites';
import { StaticFiles, safeJoin } from './static-files';

/** How the edge is set up. */
export interface EdgeOptions {
  /** Folder holding the country apps (`<cc>/dist`). */
  readonly countriesDir: string;
  /** apps/vendor/dist. */
  readonly vendorDir: string;
  /** The deploy store: deployed remote versions and the manifest of each environment. */
  readonly deployDir: string;
  /**
   * Where the live versions are read (default: the deploy store's manifest files; with
   * DATABASE_URL the edge's main reads them from the shared database: `DbManifestStore`).
   */
  readonly manifests?: ManifestStore;
  /**
   * How often the edge adds the visits and errors it counted to the shared counts and checks the
   * rollouts for an automatic rollback (ms; default 1,000).
   */
  readonly rolloutCheckMs?: number;
  /** Origin of the API the edge proxies `/api` to. */
  readonly apiUrl: string;
  /**
   * Where each remote is served (its own server, like a CDN origin per team). A remote
   * without an origin is served from the deploy store by the edge itself. Read from
   * `<deployDir>/origins.json` on every request when not given.
   */
  readonly remoteOrigins?: Partial<Record<RemoteName, string>>;
  readonly port?: number;
  readonly host?: string;
  /** The built Storybook of the UI kit, served on storybook.marquee.localhost (SITE-22). */
  readonly storybookDir?: string;
  /**
   * Render pages on the server (default) or send the empty shell for the browser to render
   * (`false`: what every page was before server rendering; benchmarks compare the two).
   */
  readonly serverRender?: boolean;
  /** How long a server render is reused for the same site, language, address and remotes (ms; 0: never). */
  readonly renderCacheTtlMs?: number;
  /** How long a page's data may take on the server before its region is left to the browser (ms). */
  readonly dataBudgetMs?: number;
  /** How long React may render before what is missing is left to the browser (ms). */
  readonly renderTimeoutMs?: number;
  /**
   * Peers whose X-Forwarded-Proto and X-Forwarded-For are believed (the TLS terminator or load
   * balancer in front of the edge; addresses or CIDR ranges, TRUSTED_PROXIES in main.ts); by
   * default loopback only. Anyone else's is ignored: the request is then plain http, from its peer.
   */
  readonly trustedProxies?: readonly string[];
  /** Timeouts and connection caps (defaults: SERVER_LIMITS). */
  readonly limits?: ServerLimits;
  /**
   * The port visitors use for the local `<cc>.marquee.localhost` sites, in absolute URLs
   * (default: the port the edge listens on).
   */
  readonly publicPort?: number;
  /**
   * Bounds of the shared cache of API answers, or `false` to pass every `/api`
   * request straight through (default: API_CACHE_DEFAULTS).
   */
  readonly apiCache?: ApiCacheOptions | false;
  /** The sign-in provider's issuer (the platform's identity service): allowed by the pages' CSP. */
  readonly identityUrl?: string;
}

/** Default time budgets of a server render. */
export const RENDER_DEFAULTS = { renderCacheTtlMs: 5_000, dataBudgetMs: 1_500, renderTimeoutMs: 3_000 } as const;

/** A running edge. */
export interface Edge {
  readonly url: string;
  readonly port: number;
  /** The sites served, in the order their builds were found. */
  readonly sites: readonly CountryCode[];
  close(): Promise<void>;
}

/** Headers every answer carries. */
function securityHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Our answers are read by our own pages only; vendor files and remotes say cross-origin.
  res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Permissions-Policy', 'geolocation=(self), camera=(), microphone=()');
}

/**
 * A request head Node lets through that no HTTP/1.x server should serve: a
 * request line without a version (read by Node as HTTP/0.9, headers and all), or more than one
 * Host line, which one server reads one way and the next another (RFC 9112 §3.2: 400).
 */
export function isMalformedHead(req: IncomingMessage): boolean {
  return req.httpVersionMajor !== 1 || (req.headersDistinct.host?.length ?? 0) > 1;
}

/** Starts the edge. */
export async function startEdge(options: EdgeOptions): Promise<Edge> {
  const sites = await loadSites(options.countriesDir);
  if (sites.size === 0) throw new Error(`no built country app under ${options.countriesDir}: run the build first`);
  const vendor = JSON.parse(
    await readFile(path.join(options.vendorDir, 'vendor-manifest.json'), 'utf8'),
  ) as VendorManifest;
  const csp = contentSecurityPolicy(importMapScript(vendor, VENDOR_PATH), options.identityUrl);
  const manifests = options.manifests ?? new FileManifestStore(options.deployDir);
  const files = new StaticFiles();
  const deployRoot = path.resolve(options.deployDir);
  // Counts on the manifests' engine: the shared database's rows, or a file beside the manifest files.
  const counts = await RolloutCounts.open({
    deployDir: deployRoot,
    ...(manifests instanceof DbManifestStore ? { db: manifests.db } : {}),
  });
  const rollouts = new Rollouts(manifests, counts, await counts.secret(), deployRoot);
  const serverRender = options.serverRender ?? true;
  const modules = new ServerModules(deployRoot);
  if (serverRender)
    await registerServerSingletons(options.vendorDir, [options.countriesDir, path.join(deployRoot, 'remotes')]);
  const trustedProxies = options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES;
  // The same rule as the API's and the provider's (addresses and CIDR ranges, walked from the right).
  const trusted = new TrustedProxies(trustedProxies.join(','));
  // Every host of ours a redirect may name: each site in each environment.
  const siteHosts = new Set(
    [...sites.values()].flatMap((site) => ENVIRONMENTS.map((environment) => siteHost(site.config, environment))),
  );
  const redirect = (res: ServerResponse, status: 301 | 302, location: string, vary?: string) =>
    sendRedirect(res, status, location, siteHosts, vary);
  /** The port of the local sites' absolute URLs: known once the edge listens. */
  let localPort = options.publicPort ?? 0;
  // origins.json is read again when it changes (its modification time is the key).
  const origins = new Cache<number, Promise<Partial<Record<RemoteName, string>>>>({ maxEntries: 1 });
  async function remoteOrigins(): Promise<Partial<Record<RemoteName, string>>> {
    if (options.remoteOrigins) return options.remoteOrigins;
    const file = path.join(deployRoot, 'origins.json');
    try {
      const { mtimeMs } = await stat(file);
      return await remember(origins, mtimeMs, async () => JSON.parse(await readFile(file, 'utf8')));
    } catch {
      return {};
    }
  }

  async function serveStorybook(req: IncomingMessage, res: ServerResponse, dir: string): Promise<void> {
    const { pathname } = requestUrl(req.url);
    const file = safeJoin(dir, pathname === '/' ? 'index.html' : pathname);
    if (file && (await files.send(req, res, file))) return;
    sendText(res, 404, 'Not found\n');
  }

  const origin = (config: SiteConfig, environment: Environment) => siteOrigin(config, environment, localPort);
  /** The request's way through the edge, once its site is known: each step answers or passes. */
  const pipeline: readonly Handler[] = [
    transportHandler({ origin, redirect }),
    apiProxyHandler({
      apiUrl: options.apiUrl,
      localPort: () => localPort,
      ...(options.apiCache === undefined ? {} : { apiCache: options.apiCache }),
    }),
    // The beacon (POST), override links and the status page, before the read-only paths' rules.
    rollouts.handler(),
    pathRedirectsHandler({ redirect }),
    filesHandler({ files, vendorDir: options.vendorDir, deployRoot, remoteOrigins }),
    pwaHandler({ files }),
    sitemapHandler({ apiUrl: options.apiUrl, origin }),
    feedsHandler({ apiUrl: options.apiUrl, origin }),
    runtimeManifestHandler({ manifests, deployRoot, rollouts }),
    switchHandler({ sites, origin, redirect }),
    // Anything else is a page of the site: the shell's HTML (client routes fall back to it).
    renderHandler({
      serverRender,
      deployRoot,
      manifests,
      modules,
      vendor,
      csp,
      apiUrl: options.apiUrl,
      renderCacheTtlMs: options.renderCacheTtlMs ?? RENDER_DEFAULTS.renderCacheTtlMs,
      dataBudgetMs: options.dataBudgetMs ?? RENDER_DEFAULTS.dataBudgetMs,
      renderTimeoutMs: options.renderTimeoutMs ?? RENDER_DEFAULTS.renderTimeoutMs,
      origin,
      redirect,
      rollouts,
    }),
  ];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    securityHeaders(res);
    if (isMalformedHead(req)) {
      res.setHeader('Connection', 'close');
      sendText(res, 400, 'Bad request\n');
      return;
    }
    if (req.method === 'TRACE') {
      // Echoes a request back (cookies and all, to a script that may not read them): never, on any path.
      res.setHeader('Allow', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      sendText(res, 405, 'Method not allowed\n');
      return;
    }
    if (options.storybookDir && (req.headers.host ?? '').replace(/:\d+$/, '') === LOCAL_STORYBOOK_HOST) {
      await serveStorybook(req, res, path.resolve(options.storybookDir));
      return;
    }
    const found = siteForHost(req.headers.host, sites);
    if (!found) {
      // The Host is not echoed: a 404 names nothing the visitor sent.
      sendText(res, 404, 'Unknown site\n');
      return;
    }
    let url: URL;
    try {
      url = requestUrl(req.url);
    } catch {
      sendText(res, 400, 'Bad request URL\n');
      return;
    }
    const scheme = requestScheme(req, trusted);
    // Behind a load balancer, the visitor's own address (not the balancer's) is what the API limits.
    const forwarded = req.headers['x-forwarded-for'];
    clientAddresses.set(
      req,
      trusted.clientAddress(req.socket.remoteAddress ?? '', Array.isArray(forwarded) ? forwarded.join(',') : forwarded),
    );
    await runPipeline(pipeline, { req, res, site: found.site, environment: found.environment, url, scheme });
  }

  const server: Server = createServer(serverOptions(options.limits), (req, res) => {
    handle(req, res).catch((error: unknown) => {
      // Refused for its framing while a handler was at work (closeOnClientError): already answered.
      if (req.errored && res.writableEnded) return;
      if (error instanceof OffSiteRedirect) {
        console.error('edge:', error.message, 'for', req.url);
        if (!res.headersSent) sendText(res, 404, 'Not found\n');
        return;
      }
      console.error('edge: request failed', req.url, error);
      if (!res.headersSent) sendText(res, 500, 'Internal error\n');
      else res.destroy();
    });
  });
  applyLimits(server, options.limits);
  server.on('clientError', closeOnClientError);
  server.on('connect', refuseConnect);
  // Import the server builds before the first visitor: each country's shell entry and the live
  // version of every remote in every environment the store has (a remote deployed later is
  // imported on its first page). A build that fails is logged and left to the browser.
  if (serverRender) {
    await Promise.all([
      ...[...sites.values()].map((site) =>
        site.server ? modules.shell(site.server).catch(() => undefined) : undefined,
      ),
      ...ENVIRONMENTS.map(async (environment) => {
        const { remotes } = await manifests.read(environment);
        await Promise.all(
          Object.entries(remotes).map(([name, deployed]) =>
            deployed ? modules.remote(name as RemoteName, deployed.version).catch(() => undefined) : undefined,
          ),
        );
      }),
    ]);
  }
  const listening = await listen(server, options.port ?? 0, options.host ?? '127.0.0.1');
  localPort = options.publicPort ?? listening.port;
  rollouts.start(options.rolloutCheckMs ?? 1_000);
  return {
    ...listening,
    sites: [...sites.keys()],
    async close() {
      await listening.close();
      await rollouts.stop();
      await counts.close();
    },
  };
}

/** The country codes an edge serves, for printing URLs. */
export function siteUrls(codes: Iterable<CountryCode>, port: number): string[] {
  return [...codes].map((code) => `http://${code}.marquee.localhost:${port}/`);
}
