import type { StoryCases } from '@marquee/remote-contract/stories';

/**
 * The locator's page kinds as stories (Storybook "Pages/Locator", `pages.stories.tsx`): the list of
 * the site's cinemas. `page-stories.test.ts` records the API answers it needs.
 */
export const LOCATOR_STORY_CASES: StoryCases = {
  Cinemas: () => ({}),
};
