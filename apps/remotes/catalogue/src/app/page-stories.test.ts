import { fileURLToPath } from 'node:url';
import { startApi } from '@marquee/api/server';
import type { RemoteRoutes } from '@marquee/remote-contract';
import type { SiteConfig } from '@marquee/remote-contract/stories';
import { describePageStories } from '@marquee/remote-contract/testing';
import { CATALOGUE_STORY_CASES } from './page-stories';
import * as routes from './routes';

// The catalogue's page stories: every page kind recorded on the eight sites and replayed from the
// committed answers alone (RECORD_PAGE_STORIES=1 records them again with the real API).
describePageStories({
  title: 'Pages/Catalogue',
  remote: 'catalogue',
  routes: routes as RemoteRoutes,
  cases: CATALOGUE_STORY_CASES,
  sites: import.meta.glob<SiteConfig>('../../../../countries/*/site.config.ts', { eager: true, import: 'default' }),
  recordingsDir: fileURLToPath(new URL('./page-stories.recorded', import.meta.url)),
  startApi,
  minReplayed: 200,
});
