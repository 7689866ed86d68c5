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
  /** Which versions each visitor gets, and the counts of visits and errors (issue 29). */
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
  readonly head: Omit<PageHead, 'remoteAssets'>;
  /** A rollout is under way or an override is active: the page is this visitor's (never shared). */
  readonly personalVersions: boolean;
  readonly override: Override | undefined;
}

/**
 * The last step of the pipeline: any other address is a page of the site. Rendered on the server
 * and streamed (reused for a short time, one render at a time per page), or left to the browser
 * when the country has no server build or the render fails.
 */
export function renderHandler(options: RenderHandlerOptions): Handler {
  // Files of a deployed remote version and text files never change: each is read once (a read
  // that failed is tried again next time).
  const federationManifests = new Cache<string, { js: string[]; css: string[]; direct?: true }>({ maxEntries: 200 });
  const textFiles = new Cache<string, Promise<Record<string, unknown>>>({ maxEntries: 2_000 });
  const budgets = { dataBudgetMs: options.dataBudgetMs, renderTimeoutMs: options.renderTimeoutMs };
  const renderCache = new RenderCache(options.renderCacheTtlMs);

  /**
   * Whether the API answers its health check now (asked alongside each render, given at most the
   * data budget: a render costs far more). A render made while it does not may lack what the API
   * failed to give even when it looks whole (a film answered 404, a home without its lists): it is
   * not the healthy page, so it is neither kept nor shared, and a page held from before goes out
   * instead.
   */
  function apiUp(): Promise<boolean> {
    return fetch(new URL('/api/health', options.apiUrl), {
      signal: AbortSignal.timeout(Math.max(200, options.dataBudgetMs)),
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
    name: RemoteName,
    version: string,
  ): Promise<{ js: string[]; css: string[]; direct?: true } | undefined> {
    const key = `${name}@${version}`;
    const cached = federationManifests.get(key);
    if (cached) return cached;
    // A build that says where `./routes` is: that module and its chunks, no remote entry and no
    // federation runtime (docs/decisions/0014).
    const direct = await routesModule(options.deployRoot, name, version);
    if (direct) {
      const files = { js: [direct.module, ...direct.imports], css: [...direct.css], direct: true as const };
      federationManifests.set(key, files);
      return files;
    }
    const base = remoteBase(name, version);
    const file = path.join(options.deployRoot, 'remotes', name, version, 'mf-manifest.json');
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
    return remember(textFiles, file, async () => JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>);
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
          ? (await routesModule(options.deployRoot, owner, deployed.version))?.pages?.[kind]
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
        return (await options.modules.remote(name, version(name))).routes;
      },
      texts(name, language) {
        const file = `${site.config.code}_${language}.json`;
        return readTexts(path.join(options.deployRoot, 'remotes', name, version(name), 'assets', 'i18n', file));
      },
    };
  }

  /**
   * Headers of a page: its language, and caching right for any shared cache in front (RFC 9111,
   * issue 26, decision 0040). A page is shared only when everything it was rendered from is in its
   * address or in a header its `Vary` names: the site (Host), the language in the address, the
   * device class from `X-Marquee-Device` (never the User-Agent), no page cookie; `Vary: Cookie`
   * keeps the generic page from visitors who carry one. Fresh for the render cache's TTL, then
   * served stale while revalidating (as the edge's own render cache does) or on errors.
   */
  function pageHeaders(res: ServerResponse, language: Language, cache: PageCaching, etag?: string) {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Language', language);
    res.setHeader('Content-Security-Policy', options.csp);
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
      res.setHeader(
        'Cache-Control',
        pageCacheControl(renderCache.ttlMs, renderCache.staleMs, renderCache.staleIfErrorMs),
      );
      res.setHeader('Vary', SHARED_PAGE_VARY);
    }
  }

  /** A kept page sent to a visitor: its ETag (a 304 when their If-None-Match matches) and its Age. */
  function sendKept(req: IncomingMessage, res: ServerResponse, kept: CachedRender, cache: PageCaching): void {
    res.statusCode = kept.status;
    pageHeaders(res, kept.language as Language, cache, kept.etag);
    res.setHeader('Age', String(renderCache.age(kept)));
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
    cachedBody(kept, encoding).then(
      (body) => {
        if (encoding) res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', body.length);
        res.end(body);
      },
      () => res.destroy(),
    );
  }

  /**
   * Renders the page on the server and streams it (true), or leaves it to the browser (false)
   * when the country has no server build or the shell's render itself fails.
   */
  async function serveServerRendered(page: PageRequest): Promise<boolean> {
    const { req, res, site, url, environment, language, negotiated, manifest, head, personalVersions, override } = page;
    if (!site.server) return false;
    const started = performance.now();
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
    let cached = renderCache.get(key);
    if (!cached) {
      const pending = renderCache.pending(key);
      if (pending) cached = await pending;
    }
    if (cached) {
      sendKept(req, res, cached, { rendered: 'cache', shared });
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
    const apiAnswers = apiUp();
    let result: ServerRenderResult;
    try {
      const entry = await options.modules.shell(site.server);
      result = await entry.render({
        site: site.config,
        // From the site's configuration, never from the Host or X-Forwarded-* headers (item 4).
        url: `${options.origin(site.config, environment)}${url.pathname}${url.search}`,
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
      const owner = PAGE_OWNERS[match(site.config, url.pathname)?.kind as PageKind];
      if (owner) options.rollouts.count(environment, manifest, 'server', [owner]);
      const fallback = renderCache.held(key);
      console.error(
        `edge: server render of ${site.config.code} ${url.pathname} failed; ${fallback ? 'the page kept before is sent' : 'the browser renders it'}:`,
        error,
      );
      if (!fallback) return false;
      sendKept(req, res, fallback, { rendered: 'stale', shared });
      return true;
    }
    if (result.kind === 'redirect') {
      options.redirect(res, result.status === 301 ? 301 : 302, result.location);
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
    const parts = documentParts(
      site.template,
      { ...head, remoteAssets },
      { headHtml: result.head, hydration: result.hydration },
    );
    const start = parts.start;
    const end = withBadge(parts.end, override);
    res.statusCode = result.status;
    const etag = renderEtag(key);
    // A region left to the browser (its remote or its data failed or was late), or the API down
    // while it rendered: not the healthy page.
    const apiWasUp = await apiAnswers;
    const degraded = result.clientOnly.length > 0 || !apiWasUp;
    // A region the server could not render while the API answered (its server build failed to
    // load, or it threw): a server render failure of that remote's version (issue 29).
    if (result.clientOnly.length > 0 && apiWasUp && req.method === 'GET') {
      options.rollouts.count(environment, manifest, 'server', result.clientOnly);
    }
    // A part failed (the API down or past the data budget, a remote's build): the healthy page
    // the edge still holds goes out instead, with its Age (stale-if-error).
    const fallback = degraded || result.status >= 500 ? renderCache.held(key) : undefined;
    if (fallback) {
      result.body.destroy();
      sendKept(req, res, fallback, { rendered: 'stale', shared });
      return true;
    }
    pageHeaders(res, language, { rendered: 'server', shared, degraded }, etag);

    res.setHeader('Server-Timing', `data;dur=${result.dataMs.toFixed(1)}, render;dur=${renderMs.toFixed(1)}`);
    if (req.method === 'HEAD') {
      result.body.destroy();
      res.end();
      return true;
    }
    // A page with a region left to the browser is not reused: the next visitor gets a full render.
    const keep: Buffer[] | undefined = !degraded && result.status < 500 ? [Buffer.from(start)] : undefined;
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
      renderCache.set(key, {
        status: result.status,
        html: Buffer.concat(keep).toString('utf8') + end,
        language,
        etag,
        renderedAt: renderCache.now(),
      });
    }
    await sink.end();
    return true;
  }

  async function servePage(
    req: IncomingMessage,
    res: ServerResponse,
    site: SiteBuild,
    url: URL,
    environment: Environment,
    scheme: 'http' | 'https',
  ) {
    const { language, fromRoute } = requestLanguage(req, site, url.pathname);
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
    const remotes: RuntimeRemotes = await runtimeRemotes(manifest, options.deployRoot);
    const head = {
      language,
      environment,
      vendor: options.vendor,
      vendorBase: VENDOR_PATH,
      remotes,
      // Inlined when the file is there; without it the page fetches its texts itself.
      commonTexts: await commonTexts(site, language).catch(() => undefined),
      shellScripts: site.entry.preload,
    };
    if (options.serverRender) {
      const served = await serveServerRendered({
        req,
        res,
        site,
        url,
        environment,
        language,
        negotiated: !fromRoute,
        manifest,
        head,
        personalVersions,
        override: chosen.override,
      });
      if (served) return;
    }
    const matched = match(site.config, url.pathname);
    const owner = matched ? PAGE_OWNERS[matched.kind] : undefined;
    const html = withBadge(
      renderPage(site.template, {
        ...head,
        remoteAssets: owner ? await pageAssets([owner], manifest, site, language, [], matched?.kind) : [],
      }),
      chosen.override,
    );
    res.statusCode = 200;
    pageHeaders(res, language, { rendered: 'client', shared: false });
    res.end(req.method === 'HEAD' ? undefined : html);
  }

  return async ({ req, res, site, url, environment, scheme }) => {
    await servePage(req, res, site, url, environment, scheme);
    return true;
  };
}
