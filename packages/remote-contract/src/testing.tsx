import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import { createI18n, I18nextProvider, type MissingKey, siteFormats } from '@marquee/i18n';
import { href, type PageKind, type RoutingSite } from '@marquee/routing';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  type LazyRemotePage,
  type PageInfo,
  type RemoteName,
  type RemotePage,
  type RemoteRoutes,
  resolvePage,
  type Translate,
} from './contract';
import { kindsOwnedBy } from './owners';
import type { PageTable } from './pages';
import type { DeviceHint } from './server-render';

/** What a remote's test says about the page to render. */
export interface ServerRenderCase<D> {
  /** The page, or a lazy page (its module is loaded first), as a remote's `pages` holds it. */
  readonly page: RemotePage<D> | LazyRemotePage | undefined;
  readonly data: D;
  readonly language: Language;
  /** The remote's namespace, and the folder of its `{lang}.json` source texts. */
  readonly namespace: RemoteRoutes['namespace'];
  readonly localesDir: string;
  /** The site the page belongs to (default: fr). */
  readonly site?: RoutingSite;
  /** The address rendered (default: the site's home in that language). */
  readonly url?: string;
  /** The page kind rendered (default: Home). */
  readonly kind?: PageKind;
  /** The device the page is rendered for (default: desktop, not a web view). */
  readonly device?: DeviceHint;
  /** The site's time zone and currency (default: the French site's, Europe/Paris and EUR). */
  readonly timeZone?: string;
  readonly currency?: string;
}

/** The brand of every country's site configuration: the shell gives it to every text as `{{brand}}`. */
const BRAND = 'Marquee';
const FR: RoutingSite = { code: 'fr', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: false };

/**
 * The missing-key report of the test harness: where the platform only logs a key its texts lack
 * (ERR-25), a test collects them and fails, naming each (`namespace:key (language)`).
 */
function missingKeys(): { readonly report: (missing: MissingKey) => void; readonly check: (what: string) => void } {
  const found = new Set<string>();
  return {
    report: ({ namespace, key, languages }) => {
      found.add(`${namespace}:${key} (${languages.join(', ')})`);
    },
    check: (what) => {
      if (found.size > 0) throw new Error(`${what}: missing text ${[...found].join(', ')}`);
    },
  };
}

/**
 * Renders a remote's page to HTML as the edge does, in Node where no window, document or
 * navigator exist: its component under a static router and the remote's real texts. For each
 * remote's test that its pages are server-safe. A text key missing from the remote's file fails
 * the render (rejects, naming the key) instead of being shown.
 */
export async function renderPageOnServer<D>(options: ServerRenderCase<D>): Promise<string> {
  const { data, language, namespace } = options;
  const given = options.page;
  if (!given) throw new Error(`${namespace}: the page to render is missing`);
  const page = ('lazy' in given ? await given.lazy() : given) as RemotePage<D>;
  const site = options.site ?? FR;
  const texts = JSON.parse(await readFile(path.join(options.localesDir, `${language}.json`), 'utf8'));
  const missing = missingKeys();
  const i18n = await createI18n({
    language,
    resources: { [namespace]: texts },
    defaultNamespace: namespace,
    variables: { brand: BRAND },
    missingKeyHandler: missing.report,
  });
  const url = new URL(options.url ?? `http://${site.code}.marquee.localhost${href(site, language, 'Home')}`);
  const info = {
    site: site.code,
    language,
    kind: options.kind ?? 'Home',
    params: {},
    url,
    device: options.device ?? { viewport: 'desktop', webview: false },
    flags: resolveFlags(site.code, {}),
    timeZone: options.timeZone ?? 'Europe/Paris',
    currency: options.currency ?? 'EUR',
    format: siteFormats({
      language,
      country: site.code,
      timeZone: options.timeZone ?? 'Europe/Paris',
      currency: options.currency ?? 'EUR',
    }),
    href: (kind, params, target = language) => href(site, target, kind, params),
  } as PageInfo;
  const { Component } = page;
  const handler = createStaticHandler([{ path: '*', element: <Component data={data} page={info} /> }]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${namespace}: the page answered a redirect`);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </I18nextProvider>,
  );
  missing.check(`${namespace} ${language} ${url.pathname}`);
  return html;
}

/**
 * A remote's `t` in a language, from its real `{lang}.json` source texts, as a page's head()
 * gets it; a key missing from the file throws (a missing text is a test failure).
 */
export async function translatorFor(
  localesDir: string,
  namespace: RemoteRoutes['namespace'],
  language: Language,
): Promise<Translate> {
  const texts = JSON.parse(await readFile(path.join(localesDir, `${language}.json`), 'utf8'));
  const missing = missingKeys();
  const i18n = await createI18n({
    language,
    resources: { [namespace]: texts },
    defaultNamespace: namespace,
    variables: { brand: BRAND },
    missingKeyHandler: missing.report,
  });
  return (key, options) => {
    const text = i18n.t(key, { ...options, ns: namespace });
    if (text === key) throw new Error(`${namespace} ${language}: missing key ${key}`);
    missing.check(`${namespace} ${language}`);
    return text;
  };
}

/**
 * What is wrong with a remote's page table (`src/app/pages.ts`, docs/decisions/0058-page-kinds-table.md),
 * one sentence a problem, none when it is right: its kinds are those `PAGE_OWNERS` gives the
 * remote, no more, no less (a kind added in one place only); `./routes` serves exactly those kinds,
 * each resolving to a page (a loader and a component) from the module and export its row names;
 * and each row's module is a file under `srcDir` (what the build's `pages` option reads).
 */
export async function pageTableProblems(
  remote: RemoteName,
  table: PageTable,
  routes: RemoteRoutes,
  srcDir: string,
): Promise<string[]> {
  const problems: string[] = [];
  const listed = (Object.keys(table) as PageKind[]).sort();
  const owned = kindsOwnedBy(remote);
  for (const kind of owned)
    if (!table[kind]) problems.push(`PAGE_OWNERS gives ${kind} to ${remote}, its page table lacks it`);
  for (const kind of listed)
    if (!owned.includes(kind)) problems.push(`the page table lists ${kind}, PAGE_OWNERS does not give it to ${remote}`);
  const routed = (Object.keys(routes.pages) as PageKind[]).sort();
  if (routed.join() !== listed.join())
    problems.push(`./routes serves ${routed.join(', ')}; the table lists ${listed.join(', ')}`);
  for (const kind of listed) {
    const row = table[kind];
    const file = path.join(srcDir, row?.file ?? '');
    if (
      !(await access(file).then(
        () => true,
        () => false,
      ))
    )
      problems.push(`${kind}: no file ${file}`);
    const page = await resolvePage(routes, kind).catch((error: unknown) => String(error));
    if (typeof page === 'string') problems.push(`${kind}: ${page}`);
    else if (typeof page?.loader !== 'function' || !page.Component)
      problems.push(`${kind}: ${row?.file} ${row?.page} is not a page`);
  }
  return problems;
}
