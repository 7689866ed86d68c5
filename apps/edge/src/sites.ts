import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CountryCode } from '@marquee/domain-models';
import { environmentFromHost, type Environment, isCountryCode } from '@marquee/domain-models';
import type { SiteConfig } from '@marquee/site-config';
import { LOCAL_PARENT_DOMAIN as LOCAL_PARENT } from '@marquee/site-config';

/** Where a country build keeps the shell's server entry (apps/shell/build: SERVER_ENTRY). */
export const SERVER_ENTRY = 'server/entry.mjs';

/** A country build the edge serves: its config, its files and its page template. */
export interface SiteBuild {
  readonly config: SiteConfig;
  /** The country app's dist folder. */
  readonly dir: string;
  /** index.html of the build (the shell's page, with placeholders). */
  readonly template: string;
  /**
   * The shell's entry script and stylesheet, from the build's Vite manifest, and every script
   * the entry imports, also later (the app it starts once the page is painted): preloaded with
   * the page.
   */
  readonly entry: { readonly script: string; readonly styles: readonly string[]; readonly preload: readonly string[] };
  /** The shell's server entry (`dist/server/entry.mjs`), when the build has one. */
  readonly server: string | undefined;
}

/** A chunk of a Vite build manifest. */
interface ViteChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly css?: string[];
  readonly imports?: string[];
  readonly dynamicImports?: string[];
}

/**
 * The scripts the page starts with: the entry, what it imports statically or dynamically (the app
 * it starts after the first paint), and their static imports, each once. Dynamic imports below the
 * entry are left out: they are loaded only when needed (the sign-in client).
 */
function scriptsOf(
  chunk: ViteChunk,
  manifest: Record<string, ViteChunk>,
  seen = new Set<string>(),
  entry = true,
): string[] {
  if (seen.has(chunk.file)) return [];
  seen.add(chunk.file);
  const files = [chunk.file];
  for (const key of [...(chunk.imports ?? []), ...(entry ? (chunk.dynamicImports ?? []) : [])]) {
    const imported = manifest[key];
    if (imported) files.push(...scriptsOf(imported, manifest, seen, false));
  }
  return files;
}

/** Reads every built country app under `countriesDir/<cc>/dist`. */
export async function loadSites(countriesDir: string): Promise<Map<CountryCode, SiteBuild>> {
  const sites = new Map<CountryCode, SiteBuild>();
  for (const code of await readdir(countriesDir)) {
    const dir = path.join(countriesDir, code, 'dist');
    if (!isCountryCode(code) || !existsSync(path.join(dir, 'site.json'))) continue;
    const config = JSON.parse(await readFile(path.join(dir, 'site.json'), 'utf8')) as SiteConfig;
    const template = await readFile(path.join(dir, 'index.html'), 'utf8');
    const manifest = JSON.parse(await readFile(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ViteChunk
    >;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    if (!entry) throw new Error(`${dir}: no entry in the Vite manifest`);
    sites.set(code, {
      config,
      dir,
      template,
      entry: {
        script: `/${entry.file}`,
        styles: (entry.css ?? []).map((css) => `/${css}`),
        preload: scriptsOf(entry, manifest).map((file) => `/${file}`),
      },
      server: existsSync(path.join(dir, SERVER_ENTRY)) ? path.join(dir, SERVER_ENTRY) : undefined,
    });
  }
  return sites;
}

/** Which site and environment a Host header names, or null for a host we do not serve. */
export function siteForHost(
  host: string | undefined,
  sites: ReadonlyMap<CountryCode, SiteBuild>,
): { site: SiteBuild; environment: Environment } | null {
  if (!host) return null;
  const name = host.toLowerCase().replace(/:\d+$/, '');
  // Development: <cc>.marquee.localhost (SITE-20).
  if (name.endsWith(`.${LOCAL_PARENT}`)) {
    const code = name.slice(0, -LOCAL_PARENT.length - 1);
    const site = isCountryCode(code) ? sites.get(code) : undefined;
    return site ? { site, environment: 'development' } : null;
  }
  // Production and pre-production: www. / preprod. / staging. + the site's domain (SITE-24..27).
  for (const site of sites.values()) {
    for (const prefix of ['www.', 'preprod.', 'staging.']) {
      if (name === `${prefix}${site.config.domain}`) return { site, environment: environmentFromHost(name) };
    }
  }
  return null;
}
