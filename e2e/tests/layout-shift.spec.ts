// Covers layout stability on a phone (390 px, touch): the film and cinema pages, drawn in the
// self-hosted faces, with the site's alert and the smart banner that appears after hydration,
// shift nothing (CLS budget 0.02); and a page the server left to the browser (its time budget
// spent: a second edge with `--data-budget 0`) arrives without moving what the visitor sees.
import type { Page } from '@playwright/test';
import { launchEdge } from '../platform.mjs';
import { expect, PHONE, test } from '../fixtures';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** Sums the page's layout shifts (none after an input counts), from its first paint. */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; node: string }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const node = entry.sources?.[0]?.node;
        const element = node instanceof Element ? node : node?.parentElement;
        w.__shifts.push({ value: entry.value, node: element ? `${element.tagName}.${element.className}` : '?' });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, once the smart banner (and the site's alert) are up and two frames have passed. */
async function shiftsAfterChrome(page: Page, { alert }: { alert: boolean }): Promise<{ cls: number; nodes: string[] }> {
  await expect(page.getByRole('region', { name: /application/i })).toBeVisible();
  if (alert) await expect(page.getByRole('complementary', { name: 'Notifications' }).getByRole('group')).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; node: string }[] }).__shifts,
  );
  return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), nodes: shifts.map((shift) => shift.node) };
}

const PAGES = [
  ['film', '/film/blues-de-frontiere'],
  ['cinema', '/cinema/marquee-euralille-lille'],
] as const;

for (const [kind, address] of PAGES) {
  test(`ISSUE-25 the ${kind} page on a phone: fonts, alert and smart banner shift nothing (CLS 0, budget 0.02)`, async ({
    page,
    site,
  }) => {
    await watchShifts(page);
    await page.goto(site.url('fr', address));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate(() => document.fonts.ready);
    expect(
      await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((f) => f.family)),
    ).toEqual(expect.arrayContaining(['Inter Variable', 'Oswald Variable']));
    const { cls, nodes } = await shiftsAfterChrome(page, { alert: true });
    expect(cls, nodes.join(', ')).toBeLessThan(0.001);
  });
}

test.describe('a page the server leaves to the browser', () => {
  let edge: Awaited<ReturnType<typeof launchEdge>> | undefined;

  test.beforeAll(async ({ site }) => {
    edge = await launchEdge({
      api: site.platform.api,
      deployDir: site.platform.deployDir,
      args: ['--data-budget', '0', '--render-cache-ttl', '0'],
    });
  });

  test.afterAll(async () => {
    await edge?.stop();
  });

  test('ISSUE-25 the cinema page arriving in the browser moves nothing in view (CLS <= 0.02)', async ({ page }) => {
    if (!edge) throw new Error('the second edge did not start');
    await watchShifts(page);
    const response = await page.goto(`http://fr.marquee.localhost:${edge.port}${PAGES[1][1]}`);
    // The server sent the frame and a placeholder: the page itself comes with the browser's render.
    expect(await response?.text()).toContain('class="region-loading"');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // The chrome's data (the site's alert among it) had no budget either: no alert here.
    const { cls, nodes } = await shiftsAfterChrome(page, { alert: false });
    expect(cls, nodes.join(', ')).toBeLessThanOrEqual(0.02);
  });
});
