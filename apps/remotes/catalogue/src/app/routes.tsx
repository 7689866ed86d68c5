import type { RemoteRoutes } from '@marquee/remote-contract';
import { lazyPages, translationLoader } from '@marquee/remote-contract';
import { lazy } from 'react';
import { PAGES } from './pages';
import './catalogue.css';

/** The experience teaser's module: both variants, loaded when one opens. */
const teaser = () => import('../features/experience/experience-teaser');

/**
 * The catalogue's pages: the exposed `./routes` module. Each page is its own chunk, fetched when
 * the page is first needed (docs/decisions/0014): a film page does not load the home's code. The
 * kinds and their modules are the table of `./pages.ts`; the page modules are found by name
 * (`src/features/<folder>/<name>-page.tsx`, the place pages' `place-pages.tsx`), and one in no row
 * of the table fails here (docs/decisions/0058-page-kinds-table.md).
 */
const routes: RemoteRoutes = {
  namespace: 'catalogue',
  pages: lazyPages(PAGES, import.meta.glob(['../features/*/*-page.tsx', '../features/*/*-pages.tsx'])),
  loadTranslations: translationLoader(import.meta.url),
  // The experience teaser, both variants (SHELL-58): its own chunk, loaded when one opens.
  modals: {
    'experience-teaser': {
      Component: lazy(() => teaser().then((module) => ({ default: module.ExperienceTeaserModal }))),
    },
    'experience-teaser-panel': {
      Component: lazy(() => teaser().then((module) => ({ default: module.ExperienceTeaserPanel }))),
    },
  },
};

export const { namespace, pages, loadTranslations, modals } = routes;
