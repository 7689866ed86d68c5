import type { RemoteRoutes } from '@marquee/remote-contract';
import { pageStoriesMeta, pageStory, type SiteConfig } from '@marquee/remote-contract/stories';
import { storySession } from './page-stories';
import * as routes from './routes';

// The account remote's pages for designers (docs/decisions/0061-page-stories-visual.md): each page
// kind, its real page and loader fed the API answers recorded in ./page-stories.recorded/ (rerun:
// `RECORD_PAGE_STORIES=1 npx vitest run src/app/page-stories.test.ts`), on the site the toolbar's
// `site` global picks, at the viewport it picks; the account pages signed in as the seeded fan.

export default {
  title: 'Pages/Account',
  ...pageStoriesMeta({
    routes: routes as RemoteRoutes,
    recordings: import.meta.glob('./page-stories.recorded/*.gen.json', { import: 'default' }),
    texts: import.meta.glob('../../locales/*.json', { import: 'default' }),
    sites: import.meta.glob<SiteConfig>('../../../../countries/*/site.config.ts', { eager: true, import: 'default' }),
    session: storySession,
  }),
};

/** The sign-in page of a visitor (page kind Account, not signed in). */
export const Account = pageStory('Account');
/** My profile (page kind Account, signed in). */
export const AccountProfile = pageStory('Account', { signedIn: true });
export const AccountPage = pageStory('AccountPage', { signedIn: true });
export const AccountFavoriteCinemas = pageStory('AccountFavoriteCinemas', { signedIn: true });
export const AccountBookings = pageStory('AccountBookings', { signedIn: true });
