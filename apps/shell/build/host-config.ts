import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveFlags } from '@marquee/feature-flags/core';
import { writeLocaleFiles } from '@marquee/i18n/build';
import type { SiteConfig } from '@marquee/site-config';
import { FIRST_SCREEN_FONT_FILES } from '@marquee/ui-kit/fonts';
import { spriteHtml } from '@marquee/ui-kit/sprite';
import { isServerSingleton, isSingleton, plainDynamicImports, singletonExportsGuard } from '@marquee/vite-config';
import react from '@vitejs/plugin-react';
import type { ConfigEnv, IndexHtmlTransformContext, Plugin, UserConfig } from 'vite';
import { writePwaFiles } from './pwa';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE_MODULE = 'virtual:marquee/site';
const RESOLVED_SITE_MODULE = `\0${SITE_MODULE}`;

/**
 * Makes `virtual:marquee/site` the country's config module, and writes next to the build
 * what the edge reads (`site.json`), the shell's texts for each language of the site
 * (`assets/i18n/{cc}_{lang}.json`), the web app manifests and the service worker (./pwa.ts).
 */
function countrySite(site: SiteConfig, siteModule: string, outDir: string): Plugin {
  return {
    name: 'marquee:country-site',
    resolveId(id) {
      return id === SITE_MODULE ? RESOLVED_SITE_MODULE : null;
    },
    // The config as data: \`defineSite\` validated it when this build imported it, so the
    // browser does not validate it again (its time-zone check alone cost ~20 ms of a phone's
    // main thread before the page could hydrate). Its flags are resolved here too, so the
    // browser carries neither the flag table nor its documentation. The module is still
    // watched for rebuilds.
    load(id) {
      if (id !== RESOLVED_SITE_MODULE) return null;
      this.addWatchFile(siteModule);
      const flags = resolveFlags(site.code, site.flags);
      return `export default Object.freeze(${JSON.stringify(site)});\nexport const flags = Object.freeze(${JSON.stringify(flags)});\n`;
    },
    async closeBundle() {
      await mkdir(outDir, { recursive: true });
      await writeFile(path.join(outDir, 'site.json'), `${JSON.stringify(site, null, 2)}\n`);
      await writeLocaleFiles({
        sourceDir: path.join(shellDir, 'locales'),
        outDir: path.join(outDir, 'assets', 'i18n'),
        sites: [{ code: site.code, languages: site.languages }],
      });
      // After the texts: the worker precaches them with the rest of assets/.
      await writePwaFiles(site, shellDir, outDir);
    },
  };
}

/** What a country app passes: its config and the folder it lives in. */
export interface CountryBuildOptions {
  readonly site: SiteConfig;
  /** The country app's folder (`import.meta.dirname` of its vite.config.ts). */
  readonly dir: string;
  /** The config module, relative to `dir` (default `site.config.ts`). */
  readonly siteModule?: string;
}

/** Where a country's server build goes, and its module (the edge loads it). */
export const SERVER_ENTRY = 'server/entry.mjs';

/**
 * The Vite config that builds a country's host bundle from the shell: `vite build` for the
 * browser, then `vite build --ssr` for the server (the edge renders pages with it). Shared
 * singletons stay bare imports, resolved in the browser through the vendor import map and on
 * the edge to its one copy, so the host and every remote run one copy of each.
 */
export function defineCountryBuild(options: CountryBuildOptions): (env: ConfigEnv) => UserConfig {
  return (env) => (env.isSsrBuild ? countryServerBuild(options) : countryBrowserBuild(options));
}

/** The shell's server entry, one Node ES module: everything bundled but the singletons. */
function countryServerBuild(options: CountryBuildOptions): UserConfig {
  const entry = path.join(shellDir, 'src', 'server', 'render.tsx');
  return {
    root: shellDir,
    base: '/',
    plugins: [react()],
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: entry,
      outDir: path.join(options.dir, 'dist', path.dirname(SERVER_ENTRY)),
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      copyPublicDir: false,
      rollupOptions: {
        input: entry,
        external: isServerSingleton,
        output: { format: 'es', entryFileNames: path.basename(SERVER_ENTRY), codeSplitting: false },
      },
    },
  };
}

/**
 * Writes the UI kit's icon sprite at the top of the document's body, outside the React root: every
 * page draws its icons from the first paint, before any script, and no app's script carries the
 * paths (the kit's Icon finds the sprite there and loads nothing).
 */
function iconSprite(): Plugin {
  return {
    name: 'marquee:icon-sprite',
    transformIndexHtml(html) {
      if (!/<body>/.test(html)) throw new Error('the shell template has no <body> to put the icon sprite in');
      return html.replace('<body>', `<body>\n    ${spriteHtml()}`);
    },
  };
}

/**
 * Preloads the fonts of the first screen (the kit's `FIRST_SCREEN_FONT_FILES`) in the document's
 * head, after the page's head and before the stylesheet: the browser fetches them with the page instead of after it has
 * parsed the CSS and laid the page out, so the swap from the fallback comes before or near the
 * first paint. A font the kit names but the build did not emit fails the build.
 */
function firstScreenFonts(): Plugin {
  return {
    name: 'marquee:first-screen-fonts',
    transformIndexHtml: {
      order: 'post',
      handler(html: string, context: IndexHtmlTransformContext) {
        const assets = Object.values(context.bundle ?? {});
        const links = FIRST_SCREEN_FONT_FILES.map((name) => {
          const asset = assets.find(
            (output) =>
              output.type === 'asset' && (output.names ?? []).includes(name) && output.fileName.endsWith('.woff2'),
          );
          if (!asset) throw new Error(`the first-screen font ${name} is not in the build (is fonts.css imported?)`);
          return `<link rel="preload" href="/${asset.fileName}" as="font" type="font/woff2" crossorigin>`;
        });
        if (!html.includes('<!--marquee:head-->')) throw new Error('the shell template has no head marker');
        // After the page's head (title, meta and the preload of its largest image, the LCP, in
        // place of the template's title) and the edge's hints (import map, the remote's
        // stylesheet), before the shell's stylesheet: the image is asked for first.
        return html.replace('<!--marquee:head-->', `<!--marquee:head-->\n    ${links.join('\n    ')}`);
      },
    },
  };
}

function countryBrowserBuild(options: CountryBuildOptions): UserConfig {
  const outDir = path.join(options.dir, 'dist');
  const siteModule = path.join(options.dir, options.siteModule ?? 'site.config.ts');
  return {
    root: shellDir,
    base: '/',
    plugins: [
      react(),
      // The shell imports only what the vendor files export (React's, React DOM's and the router's are reduced).
      singletonExportsGuard(),
      plainDynamicImports(),
      iconSprite(),
      firstScreenFonts(),
      countrySite(options.site, siteModule, outDir),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      manifest: true,
      modulePreload: false,
      // One stylesheet, linked in the head: the shell's own CSS and that of the kit components it
      // renders on the server (header push, feedback, alerts, error views). Split per chunk, the
      // app chunk's CSS would arrive with the app, after the first paint, and restyle (move) what
      // the server had already painted.
      cssCodeSplit: false,
      rollupOptions: { external: isSingleton },
    },
  };
}
