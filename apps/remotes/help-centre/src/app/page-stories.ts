import type { StoryCases } from '@marquee/remote-contract/stories';

/**
 * The help centre's page kinds as stories (Storybook "Pages/Help centre", `pages.stories.tsx`): the
 * route each shows on a site (the seeded category 1 and article 101 every site has). The web-view
 * kinds (`m/...`) are the same pages. `page-stories.test.ts` records the API answers they need.
 */
export const HELP_STORY_CASES: StoryCases = {
  FaqHome: () => ({}),
  FaqResults: () => ({ search: '?q=ticket' }),
  FaqCategory: () => ({ params: { categoryId: '1' } }),
  FaqArticleById: () => ({ params: { id: '101' } }),
  FaqArticleBySlug: () => ({ params: { slug: 'how-do-i-book-a-ticket-online' } }),
  MFaqHome: () => ({}),
  MFaqResults: () => ({ search: '?q=ticket' }),
  MFaqCategory: () => ({ params: { categoryId: '1' } }),
  MFaqArticleById: () => ({ params: { id: '101' } }),
  MFaqArticleBySlug: () => ({ params: { slug: 'how-do-i-book-a-ticket-online' } }),
};
