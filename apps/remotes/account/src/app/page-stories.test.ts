import { fileURLToPath } from 'node:url';
import { startApi } from '@marquee/api/server';
import type { RemoteRoutes } from '@marquee/remote-contract';
import type { SiteConfig } from '@marquee/remote-contract/stories';
import { describePageStories } from '@marquee/remote-contract/testing';
import { ACCOUNT_STORY_CASES, STORY_CLIENT, storySession } from './page-stories';
import * as routes from './routes';

// The account's page stories: every page kind recorded on the eight sites and replayed from the
// committed answers alone (RECORD_PAGE_STORIES=1 records them again with the real API), each page
// also rendered signed in as the seeded fan, its browser's reads recorded with a development token.
describePageStories({
  title: 'Pages/Account',
  remote: 'account',
  routes: routes as RemoteRoutes,
  cases: ACCOUNT_STORY_CASES,
  sites: import.meta.glob<SiteConfig>('../../../../countries/*/site.config.ts', { eager: true, import: 'default' }),
  recordingsDir: fileURLToPath(new URL('./page-stories.recorded', import.meta.url)),
  startApi,
  minReplayed: 20,
  signedIn: { client: STORY_CLIENT, session: storySession, locales: new URL('../../locales', import.meta.url) },
});
