import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Environment, Language } from '@marquee/domain-models';
import { parseAcceptLanguage, readLanguageCookie, resolveLanguage } from '@marquee/i18n';
import {
  PAGE_OWNERS,
  pageCookies,
  REMOTE_NAMES,
  type RemoteName,
  type ServerRemotes,
  type ServerRenderResult,
} from '@marquee/remote-contract';
import { href, match, type PageKind, pathLanguage } from '@marquee/routing';
import type { SiteConfig } from '@marquee/site-config';
import { Cache, remember } from '../cache';
import { htmlSink } from '../html-stream';
import {
  type ManifestReader,
  type RuntimeRemotes,
  remoteBase,
  routesModule,
  runtimeRemotes,
  type StoredManifest,
} from '../manifest';
import { documentParts, type PageHead, type RemoteAssets, renderPage, type VendorManifest } from '../page';
import { deviceClass, PRIVATE_PAGE_VARY, pageCacheControl, pageDevice, SHARED_PAGE_VARY } from '../page-caching';
import { type CachedRender, cachedBody, RenderCache, renderEtag } from '../render-cache';
import type { ServerModules } from '../server-modules';
import type { SiteBuild } from '../sites';
import { noneMatch, pickEncoding } from '../static-files';
import { hasRollout, type Override } from '../rollout';
import type { Handler } from './context';
import { VENDOR_PATH } from './files';
import { OVERRIDE_PATH, type Rollouts } from './rollout';

/** A request header's single value (the first, when a header came several times). */
function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The language a request asks for: route, then `lang` cookie, then browser, then site default. */
function requestLanguage(
  ctx: RenderContext,
  req: IncomingMessage,
  site: SiteBuild,
  pathname: string,
): { language: Language; fromRoute: boolean } {
  const routeLanguage = pathLanguageOf(ctx, site, pathname);
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

/**
 * The language an address names (`pathLanguage`: the routes matched in turn), looked up once per
 * site and address: on a page the render cache holds, matching the routes again was the largest
 * part of the edge's own work before the answer's bytes.
 */
function pathLanguageOf(ctx: RenderContext, site: SiteBuild, pathname: string): Language | undefined {
  const key = `${site.config.code}${pathname}`;
  const known = ctx.routeLanguages.get(key);
  if (known !== undefined) return known === null ? undefined : known;
  const language = pathLanguage(site.config, pathname);
  ctx.routeLanguages.set(key, language ?? null);
  return language;
}

/** What the render handler needs from the edge. */
export interface RenderHandlerOptions {
  /** Render on the server (true) or send the empty shell for the browser to render (false). */
  readonly serverRender: boolean;
  readonly deployRoot: string;
  readonly manifests: ManifestReader;
  readonly modules: ServerModules;
  readonly vendor: VendorManifest;
  /** The pages' Content-Security-Policy. */
  readonly csp: string;
  readonly apiUrl: string;
  /** How long a server render is reused (ms; 0: never). */
  readonly renderCacheTtlMs: number;
  /** How long a page's data may take on the server before its region is left to the browser (ms). */
  readonly dataBudgetMs: number;
  /** How long React may render before what is missing is left to the browser (ms). */
  readonly renderTimeoutMs: number;
  /** A site's origin in an environment (from its configuration, never from the request). */
  readonly origin: (site: SiteConfig, environment: Environment) => string;
  readonly redirect: (res: ServerResponse, status: 301 | 302, location: string, vary?: string) => void;
  /** Which versions each visitor gets, and the counts of visits and errors. */
  readonly rollouts: Rollouts;
}

/**
 * The notice a page shows while an override is active (outside `#root`: never hydrated), styled
 * with the kit's tokens, with a link that ends it.
 */
export function overrideBadge(override: Override): string {
  const text = `Override active: ${override.remote} ${override.version}`;
  const safe = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<aside class="mq-override-badge" aria-label="Version override" data-override="${override.remote}" style="position:fixed;inset-block-end:var(--mq-space-4,1rem);inset-inline-start:var(--mq-space-4,1rem);z-index:2147483000;display:flex;gap:.75rem;align-items:center;padding:.5rem .875rem;border-radius:.5rem;border:1px solid var(--mq-color-border-strong,#6b6876);background:var(--mq-color-surface-overlay,#2c2c35);color:var(--mq-color-text,#f3f1ec);font:600 .875rem/1.4 system-ui,sans-serif"><span role="status">${safe}</span><a href="${OVERRIDE_PATH}?end=1" style="color:inherit">End override</a></aside>`;
}

/** The document's end with the override badge before `</body>`. */
function withBadge(html: string, override: Override | undefined): string {
  if (!override) return html;
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + overrideBadge(override) : `${html.slice(0, at)}${overrideBadge(override)}${html.slice(at)}`;
}

/** How a page answer may be cached: how it was made, whether a shared cache may keep it, whether a part is missing. */
interface PageCaching {
  /** `stale`: a kept page sent because its new render failed or degraded (stale-if-error). */
  readonly rendered: 'server' | 'cache' | 'stale' | 'client';
  readonly shared: boolean;
  readonly degraded?: boolean;
}

/** One page to render: the request, its site, language and the live remotes. */
interface PageRequest {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly site: SiteBuild;
  readonly url: URL;
  readonly environment: Environment;
  readonly language: Language;
  /** The language came from the cookie or the browser, not the address: the page is not shared. */
  readonly negotiated: boolean;
  readonly manifest: StoredManifest;
  /** A rollout is under way or an override is active: the page is this visitor's (never shared). */
  readonly personalVersions: boolean;
  readonly override: Override | undefined;
}

/** What the render handler keeps while the edge runs, shared by its parts below. */
interface RenderContext {
  readonly options: RenderHandlerOptions;
  /**
   * Files of a deployed remote version and text files never change: each is read once (a read
   * that failed is tried again next time).
   */
  readonly federationManifests: Cache<string, { js: string[]; css: string[]; direct?: true }>;
  readonly textFiles: Cache<string, Promise<Record<string, unknown>>>;
  readonly budgets: { readonly dataBudgetMs: number; readonly renderTimeoutMs: number };
  readonly renderCache: RenderCache;
  /** The language each site's addresses name, or null for none (`pathLanguageOf`). */
  readonly routeLanguages: Cache<string, Language | null>;
  /** `Cache-Control` of a shared page: the same for every page (the render cache's times). */
  readonly sharedCacheControl: string;
}

/**
 * The last step of the pipeline: any other address is a page of the site. Rendered on the server
 * and streamed (reused for a short time, one render at a time per page), or left to the browser
 * when the country has no server build or the render fails.
 */
export function renderHandler(options: RenderHandlerOptions): Handler {
  const renderCache = new RenderCache(options.renderCacheTtlMs);
  const ctx: RenderContext = {
    options,
    federationManifests: new Cache({ maxEntries: 200 }),
    textFiles: new Cache({ maxEntries: 2_000 }),
    budgets: { dataBudgetMs: options.dataBudgetMs, renderTimeoutMs: options.renderTimeoutMs },
    renderCache,
    routeLanguages: new Cache({ maxEntries: 2_000 }),
    sharedCacheControl: pageCacheControl(renderCache.ttlMs, renderCache.staleMs, renderCache.staleIfErrorMs),
  };
  return async ({ req, res, site, url, environment, scheme }) => {
    await servePage(ctx, req, res, site, url, environment, scheme);
    return true;
  };
}

/**
 * Whether the API answers its health check now (asked alongside each render, given at most the
 * data budget: a render costs far more). A render made while it does not may lack what the API
 * failed to give even when it looks whole (a film answered 404, a home without its lists): it is
 * not the healthy page, so it is neither kept nor shared, and a page held from before goes out
 * instead.
 */
function apiUp(ctx: RenderContext): Promise<boolean> {
  return fetch(new URL('/api/health', ctx.options.apiUrl), {
    signal: AbortSignal.timeout(Math.max(200, ctx.options.dataBudgetMs)),
  }).then(
    async (answer) => {
      await answer.body?.cancel();
      return answer.status < 500;
    },
    () => false,
  );
}

/** The files a remote's `./routes` needs, from its deployed federation manifest (read once per version). */
async function remoteFiles(
  ctx: RenderContext,
  name: RemoteName,
  version: string,
): Promise<{ js: string[]; css: string[]; direct?: true; singletons?: readonly string[] } | undefined> {
  const { deployRoot } = ctx.options;
  const key = `${name}@${version}`;
  const cached = ctx.federationManifests.get(key);
  if (cached) return cached;
  // A build that says where `./routes` is: that module and its chunks, no remote entry and no
  // federation runtime (docs/decisions/0014).
  const direct = await routesModule(deployRoot, name, version);
  if (direct) {
    const files = {
      js: [direct.module, ...direct.imports],
      css: [...direct.css],
      direct: true as const,
      ...(direct.singletons ? { singletons: direct.singletons } : {}),
    };
    ctx.federationManifests.set(key, files);
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
  ctx.federationManifests.set(key, result);
  return result;
}

function readTexts(ctx: RenderContext, file: string): Promise<Record<string, unknown>> {
  return remember(ctx.textFiles, file, async () => JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>);
}

/** The shell's texts of a site in a language (the country build's `assets/i18n/{cc}_{lang}.json`). */
function commonTexts(ctx: RenderContext, site: SiteBuild, language: Language): Promise<Record<string, unknown>> {
  return readTexts(ctx, path.join(site.dir, 'assets', 'i18n', `${site.config.code}_${language}.json`));
}

/** The head hints of the page's remotes: federation manifest, entry and chunks, CSS, and texts unless embedded. */
async function pageAssets(
  ctx: RenderContext,
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
    const assets = deployed ? await remoteFiles(ctx, owner, deployed.version) : undefined;
    if (!deployed || !assets) continue;
    const base = remoteBase(owner, deployed.version);
    // The page's own chunk when its remote loads it lazily (docs/decisions/0014).
    const page =
      kind && PAGE_OWNERS[kind] === owner
        ? (await routesModule(ctx.options.deployRoot, owner, deployed.version))?.pages?.[kind]
        : undefined;
    out.push({
      js: page ? [...new Set([...assets.js, page.module, ...page.imports])] : assets.js,
      singletons: [...new Set([...(assets.singletons ?? []), ...(page?.singletons ?? [])])],
      css: assets.css,
      // The federation manifest only when the page loads the remote through the runtime.
      manifest: assets.direct ? undefined : `${base}mf-manifest.json`,
      texts: embeddedTexts.includes(owner) ? undefined : `${base}assets/i18n/${site.config.code}_${language}.json`,
    });
  }
  return out;
}

/** The live remotes as a server render sees them: server builds and texts of the deployed versions. */
function serverRemotes(ctx: RenderContext, manifest: StoredManifest, site: SiteBuild): ServerRemotes {
  const version = (name: RemoteName) => {
    const deployed = manifest.remotes[name];
    if (!deployed) throw new Error(`remote "${name}" is not deployed in this environment`);
    return deployed.version;
  };
  return {
    async load(name) {
      return (await ctx.options.modules.remote(name, version(name))).routes;
    },
    texts(name, language) {
      const file = `${site.config.code}_${language}.json`;
      return readTexts(ctx, path.join(ctx.options.deployRoot, 'remotes', name, version(name), 'assets', 'i18n', file));
    },
  };
}

/**
 * Headers of a page: its language, and caching right for any shared cache in front (RFC 9111,
 * decision 0040). A page is shared only when everything it was rendered from is in its
 * address or in a header its `Vary` names: the site (Host), the language in the address, the
 * device class from `X-Marquee-Device` (never the User-Agent), no page cookie; `Vary: Cookie`
 * keeps the generic page from visitors who carry one. Fresh for the render cache's TTL, then
 * served stale while revalidating (as the edge's own render cache does) or on errors.
 */
function pageHeaders(ctx: RenderContext, res: ServerResponse, language: Language, cache: PageCaching, etag?: string) {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Language', language);
  res.setHeader('Content-Security-Policy', ctx.options.csp);
  res.setHeader('X-Marquee-Render', cache.rendered);
  if (res.statusCode >= 500 || cache.degraded) {
    // A failure, or a page with a part missing, is never kept by a cache: the next visitor gets
    // a fresh try, and a cache holding the healthy page goes on serving it.
    res.setHeader('Cache-Control', 'no-store');
    if (res.statusCode === 503) res.setHeader('Retry-After', '10');
    res.setHeader('Vary', PRIVATE_PAGE_VARY);
    return;
  }
  if (etag) res.setHeader('ETag', etag);
  if (!cache.shared || cache.rendered === 'client') {
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('Vary', PRIVATE_PAGE_VARY);
  } else {
    res.setHeader('Cache-Control', ctx.sharedCacheControl);
    res.setHeader('Vary', SHARED_PAGE_VARY);
  }
}

/** A kept page sent to a visitor: its ETag (a 304 when their If-None-Match matches) and its Age. */
function sendKept(
  ctx: RenderContext,
  req: IncomingMessage,
  res: ServerResponse,
  kept: CachedRender,
  cache: PageCaching,
): void {
  res.statusCode = kept.status;
  pageHeaders(ctx, res, kept.language as Language, cache, kept.etag);
  res.setHeader('Age', String(ctx.renderCache.age(kept)));
  if (kept.status === 200 && noneMatch(headerValue(req.headers['if-none-match']), kept.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const send = (body: Buffer) => {
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(body);
  };
  const body = cachedBody(kept, encoding);
  if (body instanceof Promise) body.then(send, () => res.destroy());
  else send(body);
}

/**
 * What a server render of this request is made from and kept under: the device class and the
 * page cookies it reads, whether a shared cache may keep it, and the render cache's key.
 */
function renderInputs(page: PageRequest) {
  const { req, site, url, environment, language, negotiated, manifest, personalVersions, override } = page;
  const versions = REMOTE_NAMES.map((name) => manifest.remotes[name]?.version ?? '-').join(',');
  // The page varies with the device class (the footer's accordion, the web view's chrome): a
  // shared cache may keep it only when that class came in the header its Vary names.
  const { device, keyed } = pageDevice(req);
  // The cookies a page may read make it the visitor's own: keyed on them, never shared.
  const cookies = pageCookies(headerValue(req.headers.cookie));
  const personal = Object.keys(cookies).length > 0;
  // During a rollout a page is built from the visitor's versions: it is never shared (a cache
  // in front would give one group's page to the other); the edge's own cache is keyed on them.
  const shared = keyed && !negotiated && !personal && !personalVersions;
  const key = `${site.config.code}|${environment}|${language}|${deviceClass(device)}|${JSON.stringify(cookies)}|${url.pathname}${url.search}|${versions}${override ? `|override=${override.remote}` : ''}`;
  return { device, cookies, shared, key };
}

/**
 * The page the render cache holds for a key, to send as it is: a fresh one (or the expired one
 * while another request renders it again), else the one a render under way for the same key
 * keeps. Undefined: this request renders (the cache counts it as the key's render when the kept
 * page expired).
 */
function keptRender(ctx: RenderContext, key: string): CachedRender | undefined | Promise<CachedRender | undefined> {
  return ctx.renderCache.get(key) ?? ctx.renderCache.pending(key);
}

/**
 * Renders the page on the server and streams it (true), or leaves it to the browser (false)
 * when the shell's render itself fails. The render cache was asked first (`keptRender`) and had
 * nothing to send.
 */
async function serveServerRendered(
  ctx: RenderContext,
  page: PageRequest & { readonly head: Omit<PageHead, 'remoteAssets'>; readonly server: string },
  inputs: ReturnType<typeof renderInputs>,
): Promise<boolean> {
  const { req, res, site, url, environment, manifest } = page;
  const { renderCache } = ctx;
  const started = performance.now();
  const { device, cookies, shared, key } = inputs;
  // The visitor went away before the page was complete: stop loading its data.
  const gone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  const apiAnswers = apiUp(ctx);
  let result: ServerRenderResult;
  try {
    const entry = await ctx.options.modules.shell(page.server);
    result = await entry.render({
      site: site.config,
      // From the site's configuration, never from the Host or X-Forwarded-* headers.
      url: `${ctx.options.origin(site.config, environment)}${url.pathname}${url.search}`,
      language: page.language,
      remotes: serverRemotes(ctx, manifest, site),
      commonTexts: (lang) => commonTexts(ctx, site, lang),
      apiUrl: ctx.options.apiUrl,
      apiHeaders: { 'x-marquee-site': site.config.code },
      ...ctx.budgets,
      signal: gone.signal,
      device,
      cookies,
    });
  } catch (error) {
    const owner = PAGE_OWNERS[match(site.config, url.pathname)?.kind as PageKind];
    if (owner) ctx.options.rollouts.count(environment, manifest, 'server', [owner]);
    const fallback = renderCache.held(key);
    console.error(
      `edge: server render of ${site.config.code} ${url.pathname} failed; ${fallback ? 'the page kept before is sent' : 'the browser renders it'}:`,
      error,
    );
    if (!fallback) return false;
    sendKept(ctx, req, res, fallback, { rendered: 'stale', shared });
    return true;
  }
  if (result.kind === 'redirect') {
    ctx.options.redirect(res, result.status === 301 ? 301 : 302, result.location);
    return true;
  }
  const renderMs = performance.now() - started - result.dataMs;
  await sendRendered(ctx, page, result, { key, shared, renderMs, apiAnswers, gone: gone.signal });
  return true;
}

/**
 * Sends a server render: the page held from before instead when a part failed (stale-if-error),
 * else its headers and the document streamed, kept for the next visitors when it is whole.
 */
async function sendRendered(
  ctx: RenderContext,
  page: PageRequest & { readonly head: Omit<PageHead, 'remoteAssets'> },
  result: Extract<ServerRenderResult, { kind: 'page' }>,
  made: {
    readonly key: string;
    readonly shared: boolean;
    readonly renderMs: number;
    readonly apiAnswers: Promise<boolean>;
    readonly gone: AbortSignal;
  },
): Promise<void> {
  const { req, res, site, url, environment, language, manifest, head, override } = page;
  const { key, shared } = made;
  const remoteAssets = await pageAssets(
    ctx,
    [...result.remotes, ...result.clientOnly],
    manifest,
    site,
    language,
    result.remotes,
    match(site.config, url.pathname)?.kind,
  );
  const parts = documentParts(
    site.template,
    { ...head, remoteAssets },
    { headHtml: result.head, hydration: result.hydration },
  );
  const end = withBadge(parts.end, override);
  res.statusCode = result.status;
  const etag = renderEtag(key);
  // A region left to the browser (its remote or its data failed or was late), or the API down
  // while it rendered: not the healthy page.
  const apiWasUp = await made.apiAnswers;
  const degraded = result.clientOnly.length > 0 || !apiWasUp;
  // A region the server could not render while the API answered (its server build failed to
  // load, or it threw): a server render failure of that remote's version.
  if (result.clientOnly.length > 0 && apiWasUp && req.method === 'GET') {
    ctx.options.rollouts.count(environment, manifest, 'server', result.clientOnly);
  }
  // A part failed (the API down or past the data budget, a remote's build): the healthy page
  // the edge still holds goes out instead, with its Age (stale-if-error).
  const fallback = degraded || result.status >= 500 ? ctx.renderCache.held(key) : undefined;
  if (fallback) {
    result.body.destroy();
    sendKept(ctx, req, res, fallback, { rendered: 'stale', shared });
    return;
  }
  pageHeaders(ctx, res, language, { rendered: 'server', shared, degraded }, etag);

  res.setHeader('Server-Timing', `data;dur=${result.dataMs.toFixed(1)}, render;dur=${made.renderMs.toFixed(1)}`);
  if (req.method === 'HEAD') {
    result.body.destroy();
    res.end();
    return;
  }
  // A page with a region left to the browser is not reused: the next visitor gets a full render.
  const keep = !degraded && result.status < 500;
  await streamDocument(ctx, page, result, { start: parts.start, end, keep, key, etag, gone: made.gone });
}

/** Streams the document (compressed as the visitor accepts), and keeps it in the render cache when asked. */
async function streamDocument(
  ctx: RenderContext,
  page: PageRequest,
  result: Extract<ServerRenderResult, { kind: 'page' }>,
  doc: {
    readonly start: string;
    readonly end: string;
    readonly keep: boolean;
    readonly key: string;
    readonly etag: string;
    readonly gone: AbortSignal;
  },
): Promise<void> {
  const { req, res, language } = page;
  const keep: Buffer[] | undefined = doc.keep ? [Buffer.from(doc.start)] : undefined;
  const sink = htmlSink(res, pickEncoding(req.headers['accept-encoding']));
  sink.write(doc.start);
  for await (const chunk of result.body) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    sink.write(buffer);
    keep?.push(buffer);
  }
  sink.write(doc.end);
  // Kept before the answer ends: its end ('close') tells waiting requests to go on.
  if (keep && !doc.gone.aborted) {
    ctx.renderCache.set(doc.key, {
      status: result.status,
      html: Buffer.concat(keep).toString('utf8') + doc.end,
      language,
      etag: doc.etag,
      renderedAt: ctx.renderCache.now(),
    });
  }
  await sink.end();
}

/** A page of the site: the language's home for `/`, else rendered on the server or left to the browser. */
async function servePage(
  ctx: RenderContext,
  req: IncomingMessage,
  res: ServerResponse,
  site: SiteBuild,
  url: URL,
  environment: Environment,
  scheme: 'http' | 'https',
) {
  const { options } = ctx;
  const { language, fromRoute } = requestLanguage(ctx, req, site, url.pathname);
  // A site that prefixes its default language has no page at `/`: send the visitor to the
  // home of the language their cookie or browser asks for (SHELL-01..04, SITE-16).
  if (!fromRoute && url.pathname === '/') {
    options.redirect(res, 302, `${href(site.config, language, 'Home')}${url.search}`, 'Cookie, Accept-Language');
    return;
  }
  const stored = await options.manifests.read(environment);
  // The versions this visitor gets (a rollout's candidate for its share, an override): the
  // server render, the hints and the bootstrap the browser hydrates with all name the same.
  const chosen = options.rollouts.forVisitor(req, res, environment, stored, scheme);
  const manifest = chosen.manifest;
  if (req.method === 'GET') options.rollouts.count(environment, manifest, 'visit');
  const personalVersions = hasRollout(stored) || chosen.override !== undefined;
  const page: PageRequest = {
    req,
    res,
    site,
    url,
    environment,
    language,
    negotiated: !fromRoute,
    manifest,
    personalVersions,
    override: chosen.override,
  };
  // A page the render cache holds is sent before anything else is looked up: the head below (the
  // live remotes' files, the texts) is what a render needs, not a kept page.
  const inputs = options.serverRender && site.server ? renderInputs(page) : undefined;
  if (inputs) {
    const found = keptRender(ctx, inputs.key);
    const kept = found instanceof Promise ? await found : found;
    if (kept) {
      sendKept(ctx, req, res, kept, { rendered: 'cache', shared: inputs.shared });
      return;
    }
    // This request renders the key: from now on the same requests wait for it (no stampede on a
    // cold page). Whatever the outcome, once it ends the render is no longer under way (others
    // stop getting its stale page, and those waiting go on).
    ctx.renderCache.begin(inputs.key);
    res.once('close', () => ctx.renderCache.refreshed(inputs.key));
  }
  const remotes: RuntimeRemotes = await runtimeRemotes(manifest, options.deployRoot);
  const head = {
    language,
    environment,
    vendor: options.vendor,
    vendorBase: VENDOR_PATH,
    remotes,
    // Inlined when the file is there; without it the page fetches its texts itself.
    commonTexts: await commonTexts(ctx, site, language).catch(() => undefined),
    shellScripts: site.entry.preload,
  };
  if (inputs && site.server && (await serveServerRendered(ctx, { ...page, head, server: site.server }, inputs))) return;
  const matched = match(site.config, url.pathname);
  const owner = matched ? PAGE_OWNERS[matched.kind] : undefined;
  const html = withBadge(
    renderPage(site.template, {
      ...head,
      remoteAssets: owner ? await pageAssets(ctx, [owner], manifest, site, language, [], matched?.kind) : [],
    }),
    chosen.override,
  );
  res.statusCode = 200;
  pageHeaders(ctx, res, language, { rendered: 'client', shared: false });
  res.end(req.method === 'HEAD' ? undefined : html);
}
