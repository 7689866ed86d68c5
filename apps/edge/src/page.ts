import { createHash } from 'node:crypto';
import { type Environment, type Language, TRAILER_FRAME_ORIGINS } from '@marquee/domain-models';
import { BOOTSTRAP_ELEMENT_ID, PRELOAD_ELEMENT_ID } from '@marquee/remote-contract';
import { WEB_MANIFEST_PATH } from './handlers/pwa';
import type { RuntimeRemotes } from './manifest';

/** What apps/vendor's build says about the shared singletons. */
export interface VendorManifest {
  readonly version: string;
  readonly imports: Readonly<Record<string, string>>;
  readonly files: readonly string[];
  readonly versions: Readonly<Record<string, string>>;
}

/** The assets of a remote's page the browser should fetch at once. */
export interface RemoteAssets {
  /** The remote's federation manifest (mf-manifest.json). */
  readonly manifest?: string;
  readonly js: readonly string[];
  readonly css: readonly string[];
  readonly texts: string | undefined;
  /**
   * The shared singletons the page's chunks import (bare specifiers): those whose vendor files
   * are not preloaded on every page (the client's space) are hinted with this page.
   */
  readonly singletons?: readonly string[];
}

/** Everything the edge writes into a page's head. */
export interface PageHead {
  readonly language: Language;
  readonly environment: Environment;
  readonly vendor: VendorManifest;
  readonly vendorBase: string;
  readonly remotes: RuntimeRemotes;
  /** The shell's texts for the page language (inlined: no round trip before the first render). */
  readonly commonTexts: Record<string, unknown> | undefined;
  /** The page's remotes, fetched in parallel with the shell instead of after it. */
  readonly remoteAssets: readonly RemoteAssets[];
  /** The shell's scripts: its entry and what it imports (hinted so they start with the vendor files). */
  readonly shellScripts: readonly string[];
}

/** JSON safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The `<script type="importmap">` of every page: the one inline script a page has. */
export function importMapScript(vendor: VendorManifest, vendorBase: string): string {
  return scriptJson(importMap(vendor, vendorBase));
}

/**
 * The Content-Security-Policy of every page: scripts only from the site itself plus the import
 * map (allowed by its hash; the bootstrap and JSON-LD blocks are data, never run), styles from
 * the site (style attributes allowed: components set custom properties), no plugins, no
 * framing by other sites, forms and base URL only to the site. Frames only from the trailer
 * players (YouTube's no-cookie host, Vimeo, AlloCiné: `TRAILER_FRAME_ORIGINS`), video and audio
 * only from the site (the API's trailer files, CAT-10..12).
 */
export function contentSecurityPolicy(importMapText: string, identityOrigin?: string): string {
  const hash = createHash('sha256').update(importMapText).digest('base64');
  // The sign-in provider (configuration, never the request): its token endpoint is fetched and
  // its authorize address loaded in the hidden frame of a silent renewal.
  // The frame goes from the provider back to the site's own callback: 'self' too.
  const identity = identityOrigin ? new URL(identityOrigin).origin : undefined;
  return [
    "default-src 'self'",
    `script-src 'self' 'sha256-${hash}'`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${identity ? ` ${identity}` : ''}`,
    `frame-src ${TRAILER_FRAME_ORIGINS.join(' ')}${identity ? ` 'self' ${identity}` : ''}`,
    "media-src 'self'",
    // The site's service worker (/sw.js) and web app manifest: the site's own files only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The import map that resolves every shared singleton to its vendor file. */
export function importMap(vendor: VendorManifest, vendorBase: string): { imports: Record<string, string> } {
  const imports: Record<string, string> = {};
  for (const [spec, file] of Object.entries(vendor.imports)) imports[spec] = `${vendorBase}${file}`;
  return { imports };
}

/**
 * The scripts a page needs at once: the shell's, the vendor files every page preloads and those
 * of the singletons the page's remote chunks import, the page's remotes.
 */
function pageScripts(head: PageHead): string[] {
  const vendorFiles = new Set(head.vendor.files);
  for (const spec of head.remoteAssets.flatMap((remote) => remote.singletons ?? [])) {
    const file = head.vendor.imports[spec];
    if (file) vendorFiles.add(file);
  }
  return [
    ...head.shellScripts,
    ...[...vendorFiles].map((file) => `${head.vendorBase}${file}`),
    ...head.remoteAssets.flatMap((remote) => remote.js),
  ];
}

/**
 * The head's hints: the import map (before any module script), the remotes' stylesheets and
 * federation manifests, and — unless `scripts` is false — module preload hints for every script
 * the first render needs (vendor, shell, the page's remotes) so they load in one round trip.
 */
function headHints(head: PageHead, scripts = true): string[] {
  const hints: string[] = [];
  hints.push(`<script type="importmap">${importMapScript(head.vendor, head.vendorBase)}</script>`);
  // The site's web app manifest in the page language, and the icon a home screen shows (decision 0048).
  hints.push(`<link rel="manifest" href="${WEB_MANIFEST_PATH}?lang=${escapeAttribute(head.language)}">`);
  hints.push('<link rel="apple-touch-icon" href="/assets/icons/icon-192.png">');
  if (scripts) {
    for (const script of pageScripts(head)) hints.push(`<link rel="modulepreload" href="${escapeAttribute(script)}">`);
  }
  for (const remote of head.remoteAssets) {
    // The federation runtime fetches each remote's manifest before its entry: start the page's
    // own remote manifests with the HTML instead of after the shell has run.
    if (remote.manifest) {
      hints.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(remote.manifest)}">`);
    }
    for (const css of remote.css) hints.push(`<link rel="stylesheet" href="${escapeAttribute(css)}">`);
    if (remote.texts) {
      hints.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(remote.texts)}">`);
    }
  }
  return hints;
}

function bootstrapScript(head: PageHead, ssr?: unknown): string {
  const bootstrap = {
    environment: head.environment,
    remotes: head.remotes,
    translations: head.commonTexts ? { [head.language]: head.commonTexts } : undefined,
    ...(ssr === undefined ? {} : { ssr }),
  };
  return `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${scriptJson(bootstrap)}</script>`;
}

function withLanguage(template: string, language: string): string {
  return template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
}

/**
 * Fills the shell's page template for a page the browser renders (no server render): hints
 * and the bootstrap data (runtime remote manifest and texts) inlined as JSON in the head.
 */
export function renderPage(template: string, head: PageHead): string {
  return withLanguage(template, head.language).replace(
    '<!--marquee:head-->',
    [...headHints(head), bootstrapScript(head)].join('\n    '),
  );
}

/** What a server render adds to the document: its head elements and its hydration data. */
export interface ServerRendered {
  /** `<title>`, meta, links, JSON-LD (replacing the template's title). */
  readonly headHtml: string;
  readonly hydration: unknown;
}

/**
 * The document around a server-rendered app, in two parts: everything up to the inside of
 * `#root` (the head complete: title, meta, import map, stylesheets), and everything after it
 * (the bootstrap data with the hydration data, and the list of the page's scripts, after the
 * content so the content arrives first). The scripts are not hinted in the head: the page paints
 * the server's HTML with its stylesheets alone, then the shell's entry preloads them all at once
 * and starts the app (docs/decisions/0007).
 */
export function documentParts(
  template: string,
  head: PageHead,
  rendered: ServerRendered,
): { start: string; end: string } {
  const marker = '<!--marquee:body-->';
  const at = template.indexOf(marker);
  if (at < 0) throw new Error('the page template has no <!--marquee:body--> marker');
  const before = withLanguage(template.slice(0, at), head.language)
    .replace(/<title>[^<]*<\/title>/, rendered.headHtml)
    .replace('<!--marquee:head-->', headHints(head, false).join('\n    '));
  const after = template.slice(at + marker.length);
  const close = after.indexOf('</div>');
  if (close < 0) throw new Error('the page template does not close #root');
  const scripts = `<script id="${PRELOAD_ELEMENT_ID}" type="application/json">${scriptJson(pageScripts(head))}</script>`;
  const end = `${after.slice(0, close + '</div>'.length)}\n    ${bootstrapScript(head, rendered.hydration)}\n    ${scripts}${after.slice(close + '</div>'.length)}`;
  return { start: before, end };
}
