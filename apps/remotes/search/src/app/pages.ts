import type { PageTable } from '@marquee/remote-contract/pages';

/**
 * The search remote's page kinds, and where each one's page is (module under `src/`, export): the
 * one list of them in the remote. `routes.tsx` takes each page from it (in the `./routes` chunk),
 * and `pages.test.ts` checks the kinds against `PAGE_OWNERS` of `@marquee/remote-contract`
 * (docs/decisions/0058-page-kinds-table.md).
 */
export const PAGES = {
  SearchResults: { file: 'features/results/search-results-page.tsx', page: 'searchResultsPage' },
} as const satisfies PageTable;
