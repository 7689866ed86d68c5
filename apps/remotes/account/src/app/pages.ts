import type { PageTable } from '@marquee/remote-contract/pages';

/**
 * The account remote's page kinds, and where each one's page is (module under `src/`, export): the
 * one list of them in the remote. `routes.tsx` takes each page from it (the pages are in the
 * `./routes` chunk: small, and the account's entries need them at once), and `pages.test.ts` checks
 * the kinds against `PAGE_OWNERS` of `@marquee/remote-contract`
 * (docs/decisions/0058-page-kinds-table.md).
 */
export const PAGES = {
  Account: { file: 'features/space/account-page.tsx', page: 'accountPage' },
  AccountPage: { file: 'features/space/client-pages.tsx', page: 'advantagesPage' },
  AccountFavoriteCinemas: { file: 'features/space/client-pages.tsx', page: 'favouriteCinemasPage' },
  AccountBookings: { file: 'features/space/client-pages.tsx', page: 'bookingsPage' },
} as const satisfies PageTable;
