import type { PageTable } from '@marquee/remote-contract/pages';

/**
 * The locator's page kinds, and where each one's page is (module under `src/`, export): the one
 * list of them in the remote. `routes.tsx` takes each page from it (in the `./routes` chunk), and
 * `pages.test.ts` checks the kinds against `PAGE_OWNERS` of `@marquee/remote-contract`
 * (docs/decisions/0058-page-kinds-table.md).
 */
export const PAGES = {
  Cinemas: { file: 'features/cinemas/cinemas-page.tsx', page: 'cinemasPage' },
} as const satisfies PageTable;
