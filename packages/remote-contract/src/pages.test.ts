import { describe, expect, it } from 'vitest';
import { definePage, type PageProps, resolvePage, type RemoteRoutes } from './contract';
import { eagerPages, lazyPages, pageSources } from './pages';

// Two page modules as `import.meta.glob` gives them from a remote's src/app/.
const Empty = (_props: PageProps<null>) => null;
const moviePage = definePage<null>({ loader: async () => null, Component: Empty });
const listPages = { ShowsBook: definePage<null>({ loader: async () => null, Component: Empty }) };
const modules = {
  '../features/movie/movie-page.tsx': { moviePage },
  '../features/shows/shows-page.tsx': { showListPages: listPages },
};
const loaded: string[] = [];
const lazyModules = Object.fromEntries(
  Object.entries(modules).map(([file, module]) => [
    file,
    async () => {
      loaded.push(file);
      return module;
    },
  ]),
);
const table = {
  Movie: { file: 'features/movie/movie-page.tsx', page: 'moviePage' },
  Shows: { file: 'features/shows/shows-page.tsx', page: 'showListPages', key: 'ShowsBook' },
  ShowsBook: { file: 'features/shows/shows-page.tsx', page: 'showListPages', key: 'ShowsBook' },
} as const;

describe('a remote page table (docs/decisions/0058-page-kinds-table.md)', () => {
  it('ROUTE-01 gives ./routes a lazy page per kind, loaded on first use, rows of one page sharing it', async () => {
    const pages = lazyPages(table, lazyModules);
    expect(pages.Shows).toBe(pages.ShowsBook);
    expect(loaded).toEqual([]);
    const routes = { pages } as unknown as RemoteRoutes;
    expect(await resolvePage(routes, 'Movie')).toBe(moviePage);
    expect(await resolvePage(routes, 'Shows')).toBe(listPages.ShowsBook);
    expect(loaded).toEqual(['../features/movie/movie-page.tsx', '../features/shows/shows-page.tsx']);
    expect(eagerPages(table, modules)).toEqual({
      Movie: moviePage,
      Shows: listPages.ShowsBook,
      ShowsBook: listPages.ShowsBook,
    });
  });

  it('ROUTE-01 gives the build each page kind’s module', () => {
    expect(pageSources(table)).toEqual({
      Movie: './src/features/movie/movie-page.tsx',
      Shows: './src/features/shows/shows-page.tsx',
      ShowsBook: './src/features/shows/shows-page.tsx',
    });
  });

  it('ROUTE-01 fails on a page added in one place only: a page module in no row, a row without its module or export', async () => {
    const added = { ...modules, '../features/season/season-page.tsx': {} };
    expect(() => eagerPages(table, added)).toThrow('src/features/season/season-page.tsx in no row of src/app/pages.ts');
    expect(() =>
      lazyPages({ ...table, Season: { file: 'features/season/season-page.tsx', page: 'seasonPage' } }, lazyModules),
    ).toThrow("Season's module src/features/season/season-page.tsx is not a page module");
    expect(() =>
      eagerPages(
        { Movie: { file: 'features/movie/movie-page.tsx', page: 'filmPage' } },
        { '../features/movie/movie-page.tsx': { moviePage } },
      ),
    ).toThrow('src/features/movie/movie-page.tsx has no page filmPage');
    const wrong = lazyPages(
      { Movie: { file: 'features/movie/movie-page.tsx', page: 'filmPage' } },
      { '../features/movie/movie-page.tsx': lazyModules['../features/movie/movie-page.tsx'] as () => Promise<unknown> },
    );
    await expect(resolvePage({ pages: wrong } as unknown as RemoteRoutes, 'Movie')).rejects.toThrow(
      'has no page filmPage',
    );
  });
});
