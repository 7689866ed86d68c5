import type { Environment, Language } from '@marquee/domain-models';
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
  /** The page's own remote, fetched in parallel with the shell instead of after it. */
  readonly remoteAssets: RemoteAssets | undefined;
  /** The shell's stylesheet and entry script (hinted so they start with the vendor files). */
  readonly shellEntry: string;
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

/** The import map that resolves every shared singleton to its vendor file. */
export function importMap(vendor: VendorManifest, vendorBase: string): { imports: Record<string, string> } {
  const imports: Record<string, string> = {};
  for (const [spec, file] of Object.entries(vendor.imports)) imports[spec] = `${vendorBase}${file}`;
  return { imports };
}

/**
 * Fills the shell's page template: `<html lang>`, the import map (before any module
 * script), module preload hints for every file the first render needs (vendor, shell,
 * the page's remote) so they load in one round trip, and the bootstrap data (runtime
 * remote manifest and texts) inlined as JSON.
 */
export function renderPage(template: string, head: PageHead): string {
  const hints: string[] = [];
  hints.push(`<script type="importmap">${scriptJson(importMap(head.vendor, head.vendorBase))}</script>`);
  hints.push(`<link rel="modulepreload" href="${escapeAttribute(head.shellEntry)}">`);
  for (const file of head.vendor.files)
    hints.push(`<link rel="modulepreload" href="${escapeAttribute(`${head.vendorBase}${file}`)}">`);
  // The federation runtime fetches each remote's manifest before its entry: start the page's
  // own remote manifest with the HTML instead of after the shell has run.
  if (head.remoteAssets?.manifest) {
    hints.push(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(head.remoteAssets.manifest)}">`,
    );
  }
  if (head.remoteAssets) {
    for (const css of head.remoteAssets.css) hints.push(`<link rel="stylesheet" href="${escapeAttribute(css)}">`);
    for (const js of head.remoteAssets.js) hints.push(`<link rel="modulepreload" href="${escapeAttribute(js)}">`);
    if (head.remoteAssets.texts) {
      hints.push(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(head.remoteAssets.texts)}">`,
      );
    }
  }
  const bootstrap = {
    environment: head.environment,
    remotes: head.remotes,
    translations: head.commonTexts ? { [head.language]: head.commonTexts } : undefined,
  };
  hints.push(`<script id="marquee-bootstrap" type="application/json">${scriptJson(bootstrap)}</script>`);
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${head.language}"`)
    .replace('<!--marquee:head-->', hints.join('\n    '));
}
