import type { PageTable } from '@marquee/remote-contract/pages';

const HOME = { file: 'features/home/help-home-page.tsx', page: 'helpHomePage' } as const;
const RESULTS = { file: 'features/results/help-results-page.tsx', page: 'helpResultsPage' } as const;
const CATEGORY = { file: 'features/category/help-category-page.tsx', page: 'helpCategoryPage' } as const;
const ARTICLE_BY_ID = { file: 'features/article/help-article-page.tsx', page: 'helpArticleByIdPage' } as const;
const ARTICLE_BY_SLUG = { file: 'features/article/help-article-page.tsx', page: 'helpArticleBySlugPage' } as const;

/**
 * The help centre's page kinds, and where each one's page is (module under `src/`, export): the one
 * list of them in the remote. `routes.tsx` makes each a lazy page (its own chunk), `vite.config.ts`
 * tells the build which chunk is which page, and `pages.test.ts` checks the kinds against
 * `PAGE_OWNERS` of `@marquee/remote-contract` (docs/decisions/0058-page-kinds-table.md). The
 * web-view variants (`m/...`, SHELL-79) are the same pages: the shell renders them without header,
 * footer and chrome, and their links stay among the web-view pages.
 */
export const PAGES = {
  FaqHome: HOME,
  FaqResults: RESULTS,
  FaqCategory: CATEGORY,
  FaqArticleById: ARTICLE_BY_ID,
  FaqArticleBySlug: ARTICLE_BY_SLUG,
  MFaqHome: HOME,
  MFaqResults: RESULTS,
  MFaqCategory: CATEGORY,
  MFaqArticleById: ARTICLE_BY_ID,
  MFaqArticleBySlug: ARTICLE_BY_SLUG,
} as const satisfies PageTable;
