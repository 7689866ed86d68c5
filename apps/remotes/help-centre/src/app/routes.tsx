import type { RemoteRoutes } from '@marquee/remote-contract';
import { lazyPage, translationLoader } from '@marquee/remote-contract';
import './help-centre.css';

const home = lazyPage(() => import('../features/home/help-home-page').then((module) => module.helpHomePage));
const results = lazyPage(() =>
  import('../features/results/help-results-page').then((module) => module.helpResultsPage),
);
const category = lazyPage(() =>
  import('../features/category/help-category-page').then((module) => module.helpCategoryPage),
);
const articleById = lazyPage(() =>
  import('../features/article/help-article-page').then((module) => module.helpArticleByIdPage),
);
const articleBySlug = lazyPage(() =>
  import('../features/article/help-article-page').then((module) => module.helpArticleBySlugPage),
);

/**
 * The help centre's pages: the exposed `./routes` module. Each page is its own chunk
 * (docs/decisions/0014), listed by kind in vite.config.ts too. The web-view variants (`m/...`,
 * SHELL-79) are the same pages: the shell renders them without header, footer and chrome, and
 * their links stay among the web-view pages.
 */
const routes: RemoteRoutes = {
  namespace: 'help-centre',
  pages: {
    FaqHome: home,
    FaqResults: results,
    FaqCategory: category,
    FaqArticleById: articleById,
    FaqArticleBySlug: articleBySlug,
    MFaqHome: home,
    MFaqResults: results,
    MFaqCategory: category,
    MFaqArticleById: articleById,
    MFaqArticleBySlug: articleBySlug,
  },
  loadTranslations: translationLoader(import.meta.url),
};

export const { namespace, pages, loadTranslations } = routes;
