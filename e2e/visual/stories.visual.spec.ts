// Visual regression of the Storybook (docs/decisions/0061-page-stories-visual.md): every component
// story of the UI kit at one width, and the remotes' page stories at phone (390) and desktop (1366)
// width (`PAGE_VIEWS`: one of them where the other adds nothing) on three sites (fr in French, ch
// in German, nl in Dutch), each compared with its committed baseline (visual/__screenshots__). The
// static build is served by visual/global-setup.ts; the clock is the page stories' recording clock,
// fonts are the kit's own files, animations are off.
// Axe (WCAG 2.1 A and AA, as the e2e suites) runs on each page story at each site and width.
// Update the baselines: `npm run test:visual -- --update`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';

// Tests of a group run on both workers; each worker opens its own context for a group (beforeAll).
test.describe.configure({ mode: 'parallel' });

const STATIC = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../packages/ui-kit/storybook-static');
/** The recording clock of the page stories (their answers were recorded at it). */
const NOW = new Date('2026-03-11T15:00:00Z');

interface IndexEntry {
  readonly id: string;
  readonly type: 'story' | 'docs';
  readonly title: string;
}
const entries = Object.values(
  (JSON.parse(readFileSync(path.join(STATIC, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> })
    .entries,
).filter((entry) => entry.type === 'story' && !entry.id.startsWith('examples-'));

/** The component stories (Components/*, Shell/*): one screenshot each at 1280 × 800. */
const COMPONENTS = entries.filter((entry) => !entry.title.startsWith('Pages/'));
const SITES = ['fr', 'ch', 'nl'] as const;
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } } as const;
type Width = keyof typeof WIDTHS;
const BOTH: readonly Width[] = ['phone', 'desktop'];
/**
 * The page stories screenshotted on three sites, and at which widths: one of each view (the show
 * lists, info pages, news and offers are each one view with other data), to keep the run short;
 * one width where the other adds nothing. Every page story still renders with axe in `test-stories`.
 */
const PAGE_VIEWS: Readonly<Record<string, readonly Width[]>> = {
  'pages-catalogue--home': BOTH,
  'pages-catalogue--shows': BOTH,
  'pages-catalogue--movie': BOTH,
  'pages-catalogue--cinema': BOTH,
  'pages-catalogue--city': BOTH,
  'pages-catalogue--experience': BOTH,
  'pages-catalogue--accessible-showings': BOTH,
  'pages-catalogue--tonight': BOTH,
  'pages-catalogue--news-list': BOTH,
  'pages-catalogue--offers-list': BOTH,
  'pages-search--search-results': BOTH,
  'pages-locator--cinemas': BOTH,
  // The account frame (title, navigation, a section) signed in; the visitor's sign-in page is one
  // column of text and two buttons at any width: the phone's, where long words would clip.
  'pages-account--account-favorite-cinemas': BOTH,
  'pages-account--account': ['phone'],
};
const PAGES = entries.filter((entry) => entry.id in PAGE_VIEWS);

type Preview = {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string;
      phase?: string;
    };
    onSetCurrentStory?: (selection: { storyId: string; viewMode: 'story' }) => Promise<void>;
  };
};

/**
 * One browser context per worker and width, so Storybook's files come from its cache. Each page
 * story is a fresh load of the preview frame; the component stories share one (`switchStory`).
 */
async function openPreview(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  // A context of its own (axe-core/playwright needs one made by browser.newContext).
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.clock.setFixedTime(NOW);
  // Posters and backdrops are the API's media: Storybook serves the recorded ones (packages/ui-kit/README.md),
  // but here they are answered at once as missing, so the baselines do not depend on the artwork.
  await page.route('**/api/media/**', (route) => route.fulfill({ status: 404, body: '' }));
  return page;
}

/** Waits until Storybook has run story `id` (render and play), its fonts are loaded and the page is at its top. */
async function storyRendered(page: Page, id: string): Promise<void> {
  const phase = await page
    .waitForFunction(
      (id) => {
        const render = (window as Preview).__STORYBOOK_PREVIEW__?.currentRender;
        if (render?.id !== id) return false;
        return ['finished', 'errored', 'aborted'].includes(render.phase ?? '') ? render.phase : false;
      },
      id,
      { timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue());
  expect(phase, `${id} did not render`).toBe('finished');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Shows a story (with the site global) in a fresh load of the preview frame and waits until Storybook has run it. */
async function showStory(page: Page, id: string, site = 'fr'): Promise<void> {
  await page.goto(`${process.env.STORYBOOK_URL}/iframe.html?viewMode=story&id=${id}&globals=site:${site}`);
  await storyRendered(page, id);
}

/**
 * Shows a component story in the preview frame already loaded, as Storybook's own sidebar does
 * (the preview unmounts the story before and renders this one, play function included): the
 * frame's scripts, styles and fonts are not loaded, parsed and run again for each story. The
 * first story of a worker loads the frame. (docs/decisions/0057-ci-time.md, addendum ci-time.)
 */
async function switchStory(page: Page, id: string): Promise<void> {
  if (!page.url().includes('/iframe.html')) return showStory(page, id);
  await page.evaluate(
    (storyId) => (window as Preview).__STORYBOOK_PREVIEW__?.onSetCurrentStory?.({ storyId, viewMode: 'story' }),
    id,
  );
  await storyRendered(page, id);
}

test.describe('component stories at 1280 px', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await openPreview(browser, { width: 1280, height: 800 });
  });
  test.afterAll(() => page.context().close());
  for (const entry of COMPONENTS) {
    test(`${entry.id}`, async () => {
      await switchStory(page, entry.id);
      await expect(page).toHaveScreenshot(`${entry.id}.png`);
    });
  }
});

for (const [width, viewport] of Object.entries(WIDTHS)) {
  test.describe(`page stories at ${viewport.width} px`, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await openPreview(browser, viewport);
    });
    test.afterAll(() => page.context().close());
    for (const site of SITES) {
      for (const entry of PAGES.filter((page) => PAGE_VIEWS[page.id]?.includes(width as Width))) {
        test(`${entry.id} on ${site}`, async () => {
          await showStory(page, entry.id, site);
          // The component stories are axe-checked by `test-stories`; a page is checked here on each site and width.
          // One `axe.run` in the frame (it has no frames of its own), only the violations serialised:
          // the same rules and violations as the default path, in about half its time
          // (docs/decisions/0057-ci-time.md; `axeViolations` of the e2e fixtures does the same).
          expect(page.frames()).toHaveLength(1);
          // (`options` replaces the run options: it comes before `withTags`.)
          const axe = await new AxeBuilder({ page })
            .setLegacyMode(true)
            .options({ resultTypes: ['violations'] })
            .include('#storybook-root')
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze();
          expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
            [],
          );
          await expect(page).toHaveScreenshot(`${entry.id}--${site}--${width}.png`);
        });
      }
    }
  });
}
