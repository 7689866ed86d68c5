// Covers the home page's and the film page's posters as raster images (home page
// performance): on a phone and on a desktop, the first push's backdrop is the LCP image (eager,
// high fetch priority, AVIF), the first cards of the "now showing" row load eagerly as AVIF,
// every other poster is lazy and is fetched only when scrolled near; every poster has a width and height (no layout shift)
// and a <picture> with AVIF then WebP; no SVG poster is fetched; the cards, plain links, still
// navigate inside the app without a page load; the film page's poster is an eager, high-priority
// AVIF. No hydration mismatch, no console error, no axe violation.
import { devices, type Page } from '@playwright/test';
import { axeViolations, collectErrors, DESKTOP, expect, hydrationErrors, openHydrated, test } from '../fixtures';

interface PosterFacts {
  loading: string | null;
  fetchPriority: string | null;
  width: string | null;
  height: string | null;
  sourceTypes: (string | null)[];
  currentSrc: string;
  complete: boolean;
}

/** The "now showing" row of the fr home. */
function nowShowing(page: Page) {
  return page.getByRole('region', { name: 'À l’affiche', exact: true }).getByRole('list');
}

/** The poster of every card of the home's "now showing" row, in order. */
function firstListPosters(page: Page): Promise<PosterFacts[]> {
  return nowShowing(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => {
        const img = item.querySelector('img');
        return {
          loading: img?.getAttribute('loading') ?? null,
          fetchPriority: img?.getAttribute('fetchpriority') ?? null,
          width: img?.getAttribute('width') ?? null,
          height: img?.getAttribute('height') ?? null,
          sourceTypes: Array.from(img?.parentElement?.querySelectorAll('source') ?? [], (s) => s.getAttribute('type')),
          currentSrc: img?.currentSrc ?? '',
          complete: Boolean(img?.complete && img.naturalWidth > 0),
        };
      }),
    );
}

/** Content types of the images the page fetched, by URL. */
function recordImages(page: Page): Map<string, string> {
  const images = new Map<string, string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image') {
      images.set(new URL(response.url()).pathname, response.headers()['content-type'] ?? '');
    }
  });
  return images;
}

const VIEWPORTS = [
  {
    name: 'phone',
    firstRow: 3,
    use: (({ defaultBrowserType: _, ...phone }) => phone)(devices['Pixel 7']),
  },
  { name: 'desktop', firstRow: 6, use: { viewport: DESKTOP } },
] as const;

for (const { name, firstRow, use } of VIEWPORTS) {
  test.describe(`home posters on a ${name}`, () => {
    test.use(use);

    test(`ROUTE-07 ENT-06 the first push is the high-priority LCP image, the first ${firstRow} posters are eager AVIF, the rest lazy; no SVG poster`, async ({
      page,
      site,
    }) => {
      // The home and axe over it; a poster not encoded yet is encoded on its first request.
      test.setTimeout(90_000);
      const errors = collectErrors(page);
      const images = recordImages(page);
      await openHydrated(page, site.url('fr', '/'));
      const push = page.getByRole('region', { name: 'À la une', exact: true }).locator('img').first();
      await expect(push).toHaveAttribute('fetchpriority', 'high');
      await expect(push).toHaveAttribute('loading', 'eager');
      await expect
        .poll(() => push.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await push.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /\/api\/media\/backdrop\/.+\.avif$/,
      );
      expect(await page.locator('img[fetchpriority="high"]').count()).toBe(1);
      const posters = await firstListPosters(page);
      expect(posters.length).toBe(12);
      for (const [index, poster] of posters.entries()) {
        expect(poster.loading, `card ${index}`).toBe(index < firstRow ? 'eager' : 'lazy');
        expect(poster.fetchPriority, `card ${index}`).toBe('auto');
        expect([poster.width, poster.height]).toEqual(['240', '360']);
        expect(poster.sourceTypes).toEqual(['image/avif', 'image/webp']);
      }
      // The first row is shown as AVIF, the format Chromium prefers among the sources.
      await expect
        .poll(async () => (await firstListPosters(page)).slice(0, firstRow).every((p) => p.complete), {
          timeout: 30_000,
        })
        .toBe(true);
      for (const poster of (await firstListPosters(page)).slice(0, firstRow)) {
        expect(poster.currentSrc).toMatch(/\/api\/media\/poster\/[a-z0-9-]+\.[a-z0-9]+\.(240|320|480|640)\.avif$/);
      }
      const posterTypes = [...images].filter(([path]) => path.startsWith('/api/media/poster/'));
      expect(posterTypes.length).toBeGreaterThanOrEqual(firstRow);
      for (const [path, type] of posterTypes) expect(type, path).toBe('image/avif');
      // Lazy posters far below the fold are not fetched until scrolled near.
      const last = nowShowing(page).getByRole('listitem').last();
      const lastImage = last.locator('img');
      expect(await lastImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe('');
      await last.scrollIntoViewIfNeeded();
      await expect
        .poll(() => lastImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          timeout: 30_000,
        })
        .toBe(true);
      expect(await lastImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
      expect(await hydrationErrors(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

test('CAT-06 a card, a plain link, opens the film page inside the app; its poster is an eager high-priority AVIF', async ({
  page,
  site,
}) => {
  const errors = collectErrors(page);
  await openHydrated(page, site.url('fr', '/'));
  // A page load would drop this marker: the router navigates without one.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const card = nowShowing(page).getByRole('link').first();
  const title = (await card.textContent()) ?? '';
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  const url = page.url();
  // The same page loaded from the server: the poster is the page's LCP image.
  await openHydrated(page, url);
  // The poster, not the desktop backdrop of the hero (a picture too).
  const poster = page.locator('main picture:not(.catalogue-movie__backdrop) img');
  await expect(poster).toHaveAttribute('fetchpriority', 'high');
  expect(await poster.getAttribute('loading')).not.toBe('lazy');
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await poster.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  expect(await hydrationErrors(page)).toEqual([]);
  expect(errors).toEqual([]);
});
