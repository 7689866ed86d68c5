import path from 'node:path';
import { writeRemoteLocaleFiles } from '@marquee/i18n/build';
import { remoteConfig } from '@marquee/vite-config';
import { defineConfig } from 'vite';

const HOME = './src/features/home/help-home-page.tsx';
const RESULTS = './src/features/results/help-results-page.tsx';
const CATEGORY = './src/features/category/help-category-page.tsx';
const ARTICLE = './src/features/article/help-article-page.tsx';

const remote = remoteConfig({
  name: 'help-centre',
  exposes: { './routes': './src/app/routes.tsx' },
  // The lazy pages of ./routes, so a server-rendered page hints its own chunk.
  pages: {
    FaqHome: HOME,
    FaqResults: RESULTS,
    FaqCategory: CATEGORY,
    FaqArticleById: ARTICLE,
    FaqArticleBySlug: ARTICLE,
    MFaqHome: HOME,
    MFaqResults: RESULTS,
    MFaqCategory: CATEGORY,
    MFaqArticleById: ARTICLE,
    MFaqArticleBySlug: ARTICLE,
  },
  onBuilt: (outDir) => writeRemoteLocaleFiles(path.join(import.meta.dirname, 'locales'), outDir).then(() => undefined),
});

export default defineConfig(remote);
