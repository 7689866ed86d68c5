import type { RemoteRoutes } from '@marquee/remote-contract';
import { pageStoriesMeta, pageStory, type SiteConfig } from '@marquee/remote-contract/stories';
import * as routes from './routes';

// The search remote's pages for designers (docs/decisions/0061-page-stories-visual.md): each page kind,
// its real page and loader fed the API answers recorded in ./page-stories.recorded/ (rerun:
// `RECORD_PAGE_STORIES=1 npx vitest run src/app/page-stories.test.ts`), on the site the toolbar's
// `site` global picks, at the viewport it picks.

export default {
  title: 'Pages/Search',
  ...pageStoriesMeta({
    routes: routes as RemoteRoutes,
    recordings: import.meta.glob('./page-stories.recorded/*.gen.json', { import: 'default' }),
    texts: import.meta.glob('../../locales/*.json', { import: 'default' }),
    sites: import.meta.glob<SiteConfig>('../../../../countries/*/site.config.ts', { eager: true, import: 'default' }),
  }),
};

export const SearchResults = pageStory('SearchResults');
