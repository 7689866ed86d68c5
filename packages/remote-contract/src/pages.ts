import type { PageKind } from '@marquee/routing';
import { type LazyRemotePage, lazyPage, type RemotePage } from './contract';

// Types and small functions, no React and no singleton: a remote's vite.config.ts
// imports this file (through `@marquee/remote-contract/pages`) to read its page table.

/** Where the page of one kind is: a module of the remote and the export that is the page. */
export interface PageModule {
  /** The page's module, from the remote's `src/` folder: `features/movie/movie-page.tsx`. */
  readonly file: string;
  /** The module's export that is the page (`moviePage`), or that holds several pages (`showListPages`). */
  readonly page: string;
  /** When that export holds several pages by kind: the key of this kind's page (`ShowsBook`). */
  readonly key?: string;
}

/**
 * A remote's page table (`src/app/pages.ts`): every page kind it serves and where its page is.
 * The one list of the remote's kinds: `./routes` builds its lazy pages from it (`lazyPages`),
 * `vite.config.ts` its build's page chunks (`pageSources`), and the remote's test checks it
 * against `PAGE_OWNERS` (docs/decisions/0058-page-kinds-table.md).
 */
export type PageTable = Partial<Record<PageKind, PageModule>>;

/**
 * The page modules of a table by kind, as `remoteConfig`'s `pages` option takes them
 * (`{ Movie: './src/features/movie/movie-page.tsx' }`): a server-rendered page hints its own chunk.
 */
export function pageSources(table: PageTable): Record<string, string> {
  return Object.fromEntries(Object.entries(table).map(([kind, row]) => [kind, `./src/${row?.file}`]));
}

/** A page of any data type. */
// biome-ignore lint/suspicious/noExplicitAny: each page has its own data type.
type AnyPage = RemotePage<any>;

/** The page a row names in its module's exports. */
function pageOf(module: unknown, row: PageModule): AnyPage {
  const exported = (module as Record<string, unknown>)[row.page];
  const found = row.key ? (exported as Record<string, unknown> | undefined)?.[row.key] : exported;
  if (!found) throw new Error(`page table: src/${row.file} has no page ${row.page}${row.key ? `.${row.key}` : ''}`);
  return found as AnyPage;
}

/**
 * Each row of `table` with its module among `modules` (keys as `import.meta.glob` gives them from
 * `src/app/`: `../features/movie/movie-page.tsx`). Throws when a row's module is not among them,
 * or a module is in no row (a page written but not routed), so neither can be half added.
 */
function rowsWithModules<M>(table: PageTable, modules: Readonly<Record<string, M>>): [PageKind, PageModule, M][] {
  const rows: [PageKind, PageModule, M][] = [];
  for (const [kind, row] of Object.entries(table) as [PageKind, PageModule][]) {
    const module = modules[`../${row.file}`];
    if (!module) throw new Error(`page table: ${kind}'s module src/${row.file} is not a page module`);
    rows.push([kind, row, module]);
  }
  const listed = new Set(rows.map(([, row]) => `../${row.file}`));
  const unlisted = Object.keys(modules).filter((file) => !listed.has(file));
  if (unlisted.length > 0) {
    const files = unlisted.map((file) => `src/${file.replace(/^\.\.\//, '')}`).join(', ');
    throw new Error(`page table: ${files} in no row of src/app/pages.ts`);
  }
  return rows;
}

/**
 * The lazy pages of a remote's `./routes` (`src/app/routes.tsx`), each its own chunk fetched when
 * first needed (docs/decisions/0014): `modules` are the remote's page modules as
 * `import.meta.glob` gives them (`../features/<folder>/<name>-page.tsx`). Rows naming the same page share one
 * lazy page. Throws when a row and the modules disagree (`rowsWithModules`).
 */
export function lazyPages(
  table: PageTable,
  modules: Readonly<Record<string, () => Promise<unknown>>>,
): Partial<Record<PageKind, LazyRemotePage>> {
  const shared = new Map<string, LazyRemotePage>();
  const out: Partial<Record<PageKind, LazyRemotePage>> = {};
  for (const [kind, row, load] of rowsWithModules(table, modules)) {
    const id = `${row.file}#${row.page}#${row.key ?? ''}`;
    const page = shared.get(id) ?? lazyPage(() => load().then((module) => pageOf(module, row)));
    shared.set(id, page);
    out[kind] = page;
  }
  return out;
}

/**
 * The pages of a remote whose pages are in its `./routes` chunk (account, locator, search: small,
 * and needed at once): `modules` as `import.meta.glob(…, { eager: true })`
 * gives them. Throws when a row and the modules disagree (`rowsWithModules`) or a row names no page.
 */
export function eagerPages(
  table: PageTable,
  modules: Readonly<Record<string, unknown>>,
): Partial<Record<PageKind, AnyPage>> {
  return Object.fromEntries(rowsWithModules(table, modules).map(([kind, row, module]) => [kind, pageOf(module, row)]));
}
