import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@marquee/domain-models';
import { href } from '@marquee/routing';
import type { SiteConfig } from '@marquee/site-config';
import { build } from 'vite';
import type { ServiceWorkerBuild } from '../src/pwa/sw-protocol';
import { SERVICE_WORKER_PATH } from '../src/pwa/sw-protocol';
import { buildWebManifest, manifestTexts, webManifestFile } from '../src/pwa/web-manifest';

/** A file name with a content hash (`name-AbCd1234.js`): its address is its revision. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|mjs|css|woff2|svg|png|jpg|webp|avif)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Workbox's precache manifest from the build's own output: every file of `assets/`, hashed ones by address. */
export async function precacheManifest(outDir: string): Promise<ServiceWorkerBuild['precache']> {
  const assets = path.join(outDir, 'assets');
  const files = (await filesUnder(assets)).sort();
  return Promise.all(
    files.map(async (file) => {
      const url = `/assets/${path.relative(assets, file).split(path.sep).join('/')}`;
      if (HASHED.test(file)) return { url, revision: null };
      const revision = createHash('sha256')
        .update(await readFile(file))
        .digest('hex')
        .slice(0, 16);
      return { url, revision };
    }),
  );
}

type Locale = { readonly pwa?: Record<string, string> };

/**
 * Writes what makes a country's site installable and readable offline, after its browser build:
 * the web app manifest of each language (`manifest.<lang>.webmanifest`, served at
 * `/manifest.webmanifest?lang=`) and the service worker (`sw.js`, served at the site's root), one
 * file bundled from `src/pwa/sw.ts` with the precache manifest of this build's files.
 */
export async function writePwaFiles(site: SiteConfig, shellDir: string, outDir: string): Promise<void> {
  const locales = new Map<Language, Locale>();
  for (const language of site.languages) {
    const locale = JSON.parse(await readFile(path.join(shellDir, 'locales', `${language}.json`), 'utf8')) as Locale;
    locales.set(language, locale);
    const manifest = buildWebManifest(site, language, manifestTexts(locale, site.brand));
    await writeFile(path.join(outDir, webManifestFile(language)), `${JSON.stringify(manifest, null, 2)}\n`);
  }
  const precache = await precacheManifest(outDir);
  const offline: Record<string, ServiceWorkerBuild['offline'][string]> = {};
  for (const [language, locale] of locales) {
    const texts = locale.pwa ?? {};
    offline[language] = {
      title: texts.offlineTitle ?? 'Offline',
      message: texts.offlineNoCopy ?? '',
      home: texts.offlineHome ?? site.brand,
      homeHref: href(site, language, 'Home'),
    };
  }
  const worker: ServiceWorkerBuild = {
    precache,
    stylesheet: precache.find((entry) => /\/assets\/style-[^/]+\.css$/.test(entry.url))?.url,
    offline,
    defaultLanguage: site.defaultLanguage,
  };
  await build({
    configFile: false,
    root: shellDir,
    logLevel: 'warn',
    publicDir: false,
    define: {
      __MARQUEE_SW__: JSON.stringify(worker),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      copyPublicDir: false,
      rollupOptions: {
        input: path.join(shellDir, 'src', 'pwa', 'sw.ts'),
        output: { format: 'iife', entryFileNames: SERVICE_WORKER_PATH.slice(1), codeSplitting: false },
      },
    },
  });
}
