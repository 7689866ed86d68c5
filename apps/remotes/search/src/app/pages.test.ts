import type { RemoteRoutes } from '@marquee/remote-contract';
import { pageTableProblems } from '@marquee/remote-contract/testing';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGES } from './pages';
import * as routes from './routes';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

// A kind added in one place only (PAGE_OWNERS, the table, ./routes, a page module) fails here; the
// test loads every page's module, so it gets the time of a cold import.

describe('the page table (docs/decisions/0058-page-kinds-table.md)', () => {
  it('ROUTE-01 lists the page kinds PAGE_OWNERS gives the search, each served by ./routes from the module its row names', async () => {
    expect(await pageTableProblems('search', PAGES, routes as RemoteRoutes, srcDir)).toEqual([]);
  }, 60_000);
});
