import type { StoryCases } from '@marquee/remote-contract/stories';

/**
 * The search remote's page kinds as stories (Storybook "Pages/Search", `pages.stories.tsx`): the
 * results page of a search for "film" (in French, German and Dutch alike it finds offers, news
 * and help articles: three groups). `page-stories.test.ts` records the API answers it needs.
 */
export const SEARCH_STORY_CASES: StoryCases = {
  SearchResults: () => ({ search: '?q=film' }),
};
