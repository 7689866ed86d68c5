import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { listen } from './listen';
import type { CountryCode, Environment, Language } from '@marquee/domain-models';
import { ENVIRONMENTS } from '@marquee/domain-models';
import { LOCAL_STORYBOOK_HOST, type SiteConfig } from '@marquee/site-config';
import { applyLimits, closeOnClientError, type ServerLimits, serverOptions } from './limits';
import { DEFAULT_TRUSTED_PROXIES, requestScheme, siteHost, siteOrigin } from './origin';
import { type Handler, runPipeline, sendText } from './handlers/context';
import { apiProxyHandler } from './handlers/api-proxy';
import { filesHandler, VENDOR_PATH } from './handlers/files';
import { pathRedirectsHandler } from './handlers/path-redirects';
import { sitemapHandler } from './handlers/sitemap';
import { switchHandler } from './handlers/switch';
import { transportHandler } from './handlers/transport';
import { requestUrl } from './request-url';
import { OffSiteRedirect, redirect as sendRedirect } from './redirects';
import { parseAcceptLanguage, readLanguageCookie, resolveLanguage } from '@marquee/i18n';
import {
  deviceHint,
  PAGE_OWNERS,
  pageCookies,
  type RemoteName,
  type ServerRemotes,
  type ServerRenderResult,
} from '@marquee/remote-contract';
import { REMOTE_NAMES } from '@marquee/remote-contract';
import { href, match, type PageKind, pathLanguage } from '@marquee/routing';
import {
  ManifestReader,
  type RuntimeRemotes,
  remoteBase,
  routesModule,
  runtimeRemotes,
  type StoredManifest,
} from './manifest';
import { htmlSink } from './html-stream';
import {
  contentSecurityPolicy,
  documentParts,
  importMapScript,
  type PageHead,
  type RemoteAssets,
  renderPage,
  type VendorManifest,
} from './page';
import { cachedBody, RenderCache } from './render-cache';
import { registerServerSingletons, ServerModules } from './server-modules';
import { type SiteBuild, loadSites, siteForHost } from './sites';
import { pickEncoding, StaticFiles, safeJoin } from './static-files';

/** How the edge is set up. */
/** A request header's single value (the first, when a header came several times). */
function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export interface EdgeOptions {
  /** Folder holding the country apps (`<cc>/dist`). */
  readonly countriesDir: string;
  /** apps/vendor/dist. */
  readonly vendorDir: string;
  /** The deploy store: deployed remote versions and the manifest of each environment. */
  readonly deployDir: string;
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
   * Peers whose X-Forwarded-Proto is believed (the TLS terminator in front of the edge); by
   * default loopback only. Anyone else's is ignored: the request is then plain http.
   */
  readonly trustedProxies?: readonly string[];
  /** Timeouts and connection caps (defaults: SERVER_LIMITS). */
  readonly limits?: ServerLimits;
  /**
   * The port visitors use for the local `<cc>.marquee.localhost` sites, in absolute URLs
   * (default: the port the edge listens on).
   */
  readonly publicPort?: number;
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

const RUNTIME_MANIFEST_PATH = '/_marquee/remotes.json';

/** Headers every answer carries. */
function securityHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Our answers are read by our own pages only; vendor files and remotes say cross-origin.
  res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Permissions-Policy', 'geolocation=(self), camera=(), microphone=()');
}

/** The language a request asks for: route, then `lang` cookie, then browser, then site default. */
function requestLanguage(
  req: IncomingMessage,
  site: SiteBuild,
  pathname: string,
): { language: Language; fromRoute: boolean } {
  const routeLanguage = pathLanguage(site.config, pathname);
  if (routeLanguage) return { language: routeLanguage, fromRoute: true };
  return {
    language: resolveLanguage({
      cookieLanguage: readLanguageCookie(req.headers.cookie ?? ''),
      browserLanguages: parseAcceptLanguage(req.headers['accept-language']),
      site: site.config,
    }),
    fromRoute: false,
  };
}

/** Starts the edge. */
export async function startEdge(options: EdgeOptions): Promise<Edge> {
  const sites = await loadSites(options.countriesDir);
  if (sites.size === 0) throw new Error(`no built country app under ${options.countriesDir}: run the build first`);
  const vendor = JSON.parse(
    await readFile(path.join(options.vendorDir, 'vendor-manifest.json'), 'utf8'),
  ) as VendorManifest;
  const csp = contentSecurityPolicy(importMapScript(vendor, VENDOR_PATH), options.identityUrl);
  const manifests = new ManifestReader(options.deployDir);
  const files = new StaticFiles();
  const deployRoot = path.resolve(options.deployDir);
  const federationManifests = new Map<string, { js: string[]; css: string[]; direct?: true }>();
  // Text files (a site's or a deployed remote version's `{cc}_{lang}.json`) do not change: each is
  // read once; a read that failed is tried again next time.
  const textFiles = new Map<string, Promise<Record<string, unknown>>>();
  const serverRender = options.serverRender ?? true;
  const budgets = {
    dataBudgetMs: options.dataBudgetMs ?? RENDER_DEFAULTS.dataBudgetMs,
    renderTimeoutMs: options.renderTimeoutMs ?? RENDER_DEFAULTS.renderTimeoutMs,
  };
  const renderCache = new RenderCache(options.renderCacheTtlMs ?? RENDER_DEFAULTS.renderCacheTtlMs);
  const modules = new ServerModules(deployRoot);
  if (serverRender)
    await registerServerSingletons(options.vendorDir, [options.countriesDir, path.join(deployRoot, 'remotes')]);
  const trustedProxies = options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES;
  // Every host of ours a redirect may name: each site in each environment.
  const siteHosts = new Set(
    [...sites.values()].flatMap((site) => ENVIRONMENTS.map((environment) => siteHost(site.config, environment))),
  );
  const redirect = (res: ServerResponse, status: 301 | 302, location: string, vary?: string) =>
    sendRedirect(res, status, location, siteHosts, vary);
  /** The port of the local sites' absolute URLs: known once the edge listens. */
  let localPort = options.publicPort ?? 0;
  let originsCache: { mtimeMs: number; origins: Partial<Record<RemoteName, string>> } | undefined;

  async function remoteOrigins(): Promise<Partial<Record<RemoteName, string>>> {
    if (options.remoteOrigins) return options.remoteOrigins;
    const file = path.join(deployRoot, 'origins.json');
    try {
      const info = await stat(file);
      if (originsCache?.mtimeMs !== info.mtimeMs) {
        originsCache = { mtimeMs: info.mtimeMs, origins: JSON.parse(await readFile(file, 'utf8')) };
      }
      return originsCache.origins;
    } catch {
      return {};
    }
  }

  /** The files a remote's `./routes` needs, from its deployed federation manifest (read once per version). */
  async function remoteFiles(
    name: RemoteName,
    version: string,
  ): Promise<{ js: string[]; css: string[]; direct?: true } | undefined> {
    const key = `${name}@${version}`;
    const cached = federationManifests.get(key);
    if (cached) return cached;
    // A build that says where `./routes` is: that module and its chunks, no remote entry and no
    // federation runtime (docs/decisions/0014).
    const direct = await routesModule(deployRoot, name, version);
    if (direct) {
      const files = { js: [direct.module, ...direct.imports], css: [...direct.css], direct: true as const };
      federationManifests.set(key, files);
      return files;
    }
    const base = remoteBase(name, version);
    const file = path.join(deployRoot, 'remotes', name, version, 'mf-manifest.json');
    if (!existsSync(file)) return undefined;
    const manifest = JSON.parse(await readFile(file, 'utf8')) as {
      metaData: { remoteEntry: { name: string; path: string } };
      exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
    };
    const routes = manifest.exposes.find((expose) => expose.path === './routes');
    const entry = [manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name].filter(Boolean).join('/');
    const result = {
      js: [`${base}${entry}`, ...(routes?.assets.js.sync ?? []).map((asset) => `${base}${asset}`)],
      css: (routes?.assets.css.sync ?? []).map((asset) => `${base}${asset}`),
    };
    federationManifests.set(key, result);
    return result;
  }

  function readTexts(file: string): Promise<Record<string, unknown>> {
    let loaded = textFiles.get(file);
    if (!loaded) {
      loaded = readFile(file, 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>);
      loaded.catch(() => textFiles.delete(file));
      textFiles.set(file, loaded);
    }
    return loaded;
  }

  /** The shell's texts of a site in a language (the country build's `assets/i18n/{cc}_{lang}.json`). */
  function commonTexts(site: SiteBuild, language: Language): Promise<Record<string, unknown>> {
    return readTexts(path.join(site.dir, 'assets', 'i18n', `${site.config.code}_${language}.json`));
  }

  /** The head hints of the page's remotes: federation manifest, entry and chunks, CSS, and texts unless embedded. */
  async function pageAssets(
    owners: readonly RemoteName[],
    manifest: StoredManifest,
    site: SiteBuild,
    language: Language,
    embeddedTexts: readonly RemoteName[],
    kind?: PageKind,
  ): Promise<RemoteAssets[]> {
    const out: RemoteAssets[] = [];
    for (const owner of owners) {
      const deployed = manifest.remotes[owner];
      const assets = deployed ? await remoteFiles(owner, deployed.version) : undefined;
      if (!deployed || !assets) continue;
      const base = remoteBase(owner, deployed.version);
      // The page's own chunk when its remote loads it lazily (docs/decisions/0014).
      const page =
        kind && PAGE_OWNERS[kind] === owner
          ? (await routesModule(deployRoot, owner, deployed.version))?.pages?.[kind]
          : undefined;
      out.push({
        js: page ? [...new Set([...assets.js, page.module, ...page.imports])] : assets.js,
        css: assets.css,
        // The federation manifest only when the page loads the remote through the runtime.
        manifest: assets.direct ? undefined : `${base}mf-manifest.json`,
        texts: embeddedTexts.includes(owner) ? undefined : `${base}assets/i18n/${site.config.code}_${language}.json`,
      });
    }
    return out;
  }

  /** The live remotes as a server render sees them: server builds and texts of the deployed versions. */
  function serverRemotes(manifest: StoredManifest, site: SiteBuild): ServerRemotes {
    const version = (name: RemoteName) => {
      const deployed = manifest.remotes[name];
      if (!deployed) throw new Error(`remote "${name}" is not deployed in this environment`);
      return deployed.version;
    };
    return {
      async load(name) {
        return (await modules.remote(name, version(name))).routes;
      },
      texts(name, language) {
        const file = `${site.config.code}_${language}.json`;
        return readTexts(path.join(deployRoot, 'remotes', name, version(name), 'assets', 'i18n', file));
      },
    };
  }

  /**
   * Headers of a page: its language, and caching right for a per-site, per-language page. The
   * site is the host and the language is in the address, so a shared cache may keep the page
   * briefly by URL; a page whose language came from the cookie or the browser varies with them
   * and is private.
   */
  function pageHeaders(
    res: ServerResponse,
    language: Language,
    negotiated: boolean,
    rendered: 'server' | 'cache' | 'client',
  ) {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Language', language);
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Marquee-Render', rendered);
    if (res.statusCode >= 500) {
      // A failure is never kept by a cache: the next visitor gets a fresh try.
      res.setHeader('Cache-Control', 'no-store');
      if (res.statusCode === 503) res.setHeader('Retry-After', '10');
      res.setHeader('Vary', 'Cookie, Accept-Language, Accept-Encoding, Sec-CH-UA-Mobile, User-Agent');
    } else if (negotiated || rendered === 'client') {
      res.setHeader('Cache-Control', 'private, no-cache');
      res.setHeader('Vary', 'Cookie, Accept-Language, Accept-Encoding, Sec-CH-UA-Mobile, User-Agent');
    } else {
      const ttl = Math.max(1, Math.round(renderCache.ttlMs / 1000));
      res.setHeader('Cache-Control', `public, max-age=0, s-maxage=${ttl}, stale-while-revalidate=${ttl * 6}`);
      // The device class is part of the page (deviceHint): a shared cache keeps one copy per hint.
      res.setHeader('Vary', 'Accept-Encoding, Sec-CH-UA-Mobile, User-Agent');
    }
  }

  /**
   * Renders the page on the server and streams it (true), or leaves it to the browser (false)
   * when the country has no server build or the shell's render itself fails.
   */
  async function serveServerRendered(
    req: IncomingMessage,
    res: ServerResponse,
    site: SiteBuild,
    url: URL,
    environment: RuntimeRemotesEnvironment,
    language: Language,
    negotiated: boolean,
    manifest: StoredManifest,
    head: Omit<PageHead, 'remoteAssets'>,
  ): Promise<boolean> {
    if (!site.server) return false;
    const started = performance.now();
    const versions = REMOTE_NAMES.map((name) => manifest.remotes[name]?.version ?? '-').join(',');
    // The page varies with the device class (the footer's accordion, the web view's chrome).
    const device = deviceHint({
      userAgent: req.headers['user-agent'],
      uaMobile: headerValue(req.headers['sec-ch-ua-mobile']),
    });
    // The cookies a page may read make it the visitor's own: keyed on them, never shared.
    const cookies = pageCookies(headerValue(req.headers.cookie));
    const personal = Object.keys(cookies).length > 0;
    const key = `${site.config.code}|${environment}|${language}|${device.viewport}|${device.webview ? 'app' : 'web'}|${JSON.stringify(cookies)}|${url.pathname}${url.search}|${versions}`;
    let cached = renderCache.get(key);
    if (!cached) {
      const pending = renderCache.pending(key);
      if (pending) cached = await pending;
    }
    if (cached) {
      res.statusCode = cached.status;
      pageHeaders(res, language, negotiated || personal, 'cache');
      if (req.method === 'HEAD') {
        res.end();
        return true;
      }
      const encoding = pickEncoding(req.headers['accept-encoding']);
      const body = await cachedBody(cached, encoding);
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.end(body);
      return true;
    }
    // The visitor went away before the page was complete: stop loading its data. Whatever the
    // outcome, this key's render is no longer under way (others stop getting its stale page).
    const gone = new AbortController();
    renderCache.begin(key);
    res.once('close', () => {
      renderCache.refreshed(key);
      if (!res.writableFinished) gone.abort();
    });
    let result: ServerRenderResult;
    try {
      const entry = await modules.shell(site.server);
      result = await entry.render({
        site: site.config,
        // From the site's configuration, never from the Host or X-Forwarded-* headers (item 4).
        url: `${siteOrigin(site.config, environment, localPort)}${url.pathname}${url.search}`,
        language,
        remotes: serverRemotes(manifest, site),
        commonTexts: (lang) => commonTexts(site, lang),
        apiUrl: options.apiUrl,
        apiHeaders: { 'x-marquee-site': site.config.code },
        ...budgets,
        signal: gone.signal,
        device,
        cookies,
      });
    } catch (error) {
      console.error(
        `edge: server render of ${site.config.code} ${url.pathname} failed; the browser renders it:`,
        error,
      );
      return false;
    }
    if (result.kind === 'redirect') {
      redirect(res, result.status === 301 ? 301 : 302, result.location);
      return true;
    }
    const renderMs = performance.now() - started - result.dataMs;
    const remoteAssets = await pageAssets(
      [...result.remotes, ...result.clientOnly],
      manifest,
      site,
      language,
      result.remotes,
      match(site.config, url.pathname)?.kind,
    );
    const { start, end } = documentParts(
      site.template,
      { ...head, remoteAssets },
      { headHtml: result.head, hydration: result.hydration },
    );
    res.statusCode = result.status;
    pageHeaders(res, language, negotiated || personal, 'server');
    res.setHeader('Server-Timing', `data;dur=${result.dataMs.toFixed(1)}, render;dur=${renderMs.toFixed(1)}`);
    if (req.method === 'HEAD') {
      result.body.destroy();
      res.end();
      return true;
    }
    // A page with a region left to the browser is not reused: the next visitor gets a full render.
    const keep: Buffer[] | undefined =
      result.clientOnly.length === 0 && result.status < 500 ? [Buffer.from(start)] : undefined;
    const sink = htmlSink(res, pickEncoding(req.headers['accept-encoding']));
    sink.write(start);
    for await (const chunk of result.body) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      sink.write(buffer);
      keep?.push(buffer);
    }
    sink.write(end);
    // Kept before the answer ends: its end ('close') tells waiting requests to go on.
    if (keep && !gone.signal.aborted) {
      renderCache.set(key, { status: result.status, html: Buffer.concat(keep).toString('utf8') + end, language });
    }
    await sink.end();
    return true;
  }

  async function servePage(
    req: IncomingMessage,
    res: ServerResponse,
    site: SiteBuild,
    url: URL,
    environment: RuntimeRemotesEnvironment,
  ) {
    const { language, fromRoute } = requestLanguage(req, site, url.pathname);
    // A site that prefixes its default language has no page at `/`: send the visitor to the
    // home of the language their cookie or browser asks for (SHELL-01..04, SITE-16).
    if (!fromRoute && url.pathname === '/') {
      redirect(res, 302, `${href(site.config, language, 'Home')}${url.search}`, 'Cookie, Accept-Language');
      return;
    }
    const manifest = await manifests.read(environment);
    const remotes: RuntimeRemotes = await runtimeRemotes(manifest, deployRoot);
    const head = {
      language,
      environment,
      vendor,
      vendorBase: VENDOR_PATH,
      remotes,
      // Inlined when the file is there; without it the page fetches its texts itself.
      commonTexts: await commonTexts(site, language).catch(() => undefined),
      shellScripts: site.entry.preload,
    };
    if (serverRender) {
      const served = await serveServerRendered(req, res, site, url, environment, language, !fromRoute, manifest, head);
      if (served) return;
    }
    const matched = match(site.config, url.pathname);
    const owner = matched ? PAGE_OWNERS[matched.kind] : undefined;
    const html = renderPage(site.template, {
      ...head,
      remoteAssets: owner ? await pageAssets([owner], manifest, site, language, [], matched?.kind) : [],
    });
    res.statusCode = 200;
    pageHeaders(res, language, true, 'client');
    res.end(req.method === 'HEAD' ? undefined : html);
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
    apiProxyHandler({ apiUrl: options.apiUrl }),
    pathRedirectsHandler({ redirect }),
    filesHandler({ files, vendorDir: options.vendorDir, deployRoot, remoteOrigins }),
    sitemapHandler({ apiUrl: options.apiUrl, origin }),
    async ({ res, environment, url }) => {
      if (url.pathname !== RUNTIME_MANIFEST_PATH) return false;
      const manifest = await manifests.read(environment);
      res.setHeader('Access-Control-Allow-Origin', '*');
      sendText(
        res,
        200,
        JSON.stringify({ environment, remotes: await runtimeRemotes(manifest, deployRoot) }),
        'application/json; charset=utf-8',
      );
      return true;
    },
    switchHandler({ sites, origin, redirect }),
    // Anything else is a page of the site: the shell's HTML (client routes fall back to it).
    async ({ req, res, site, url, environment }) => {
      await servePage(req, res, site, url, environment);
      return true;
    },
  ];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    securityHeaders(res);
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
    const scheme = requestScheme(req, trustedProxies);
    await runPipeline(pipeline, { req, res, site: found.site, environment: found.environment, url, scheme });
  }

  const server: Server = createServer(serverOptions(options.limits), (req, res) => {
    handle(req, res).catch((error: unknown) => {
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
  return { ...listening, sites: [...sites.keys()] };
}

type RuntimeRemotesEnvironment = Parameters<ManifestReader['read']>[0];

/** The country codes an edge serves, for printing URLs. */
export function siteUrls(codes: Iterable<CountryCode>, port: number): string[] {
  return [...codes].map((code) => `http://${code}.marquee.localhost:${port}/`);
}
