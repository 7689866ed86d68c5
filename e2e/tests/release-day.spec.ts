// Release day at the ticketing hand-off (decision 0045), in Chromium against the
// production builds: the line of a showtime is filled for real (the API's capacity per showtime,
// counted in its shared counters), then Book now shows the waiting state in the panel — the
// position announced politely, a control to leave the line — instead of a broken page; when the
// API's window moves on, the panel says it is the visitor's turn and continues to the hand-off.
// By keyboard on ch in German, by touch at 390 px on nl in Dutch.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  axeViolations,
  bookableShowtimesOfTheDay,
  collectErrors,
  DESKTOP,
  expect,
  homeIn,
  hydrationErrors,
  openHydrated,
  PHONE,
  type SiteCode,
  type SiteLanguage,
  test,
} from '../fixtures';

/** A case: a site and one of its languages (the site table's), how the visitor presses, the words they read. */
type Case = {
  [C in SiteCode]: {
    site: C;
    language: SiteLanguage<C>;
    input: 'keyboard' | 'touch';
    book: RegExp;
    position: RegExp;
    leave: RegExp;
    ready: RegExp;
    continue: RegExp;
  };
}[SiteCode];

const CASES: Case[] = [
  {
    site: 'ch',
    language: 'de',
    input: 'keyboard',
    book: /Jetzt buchen/,
    position: /Sie sind Nummer \d+ in der Warteschlange/,
    leave: /^Warteschlange verlassen$/,
    ready: /Sie sind an der Reihe/,
    continue: /Weiter zur Buchung/,
  },
  {
    site: 'nl',
    language: 'nl',
    input: 'touch',
    book: /Nu reserveren/,
    position: /U bent nummer \d+ in de wachtrij/,
    leave: /^Wachtrij verlaten$/,
    ready: /U bent aan de beurt/,
    continue: /Verder met reserveren/,
  },
];

/** A page of its own context: a phone by touch, or a desktop by keyboard. */
async function open(browser: Browser, input: 'keyboard' | 'touch'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(
    input === 'touch'
      ? { viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
      : { viewport: DESKTOP },
  );
  return { context, page: await context.newPage() };
}

/**
 * Other visitors fill the showtime's line (through the edge, as browsers would) until the API says
 * the next visitor waits at least 12 s: more than one window of the API's capacity is ahead.
 */
async function fillTheLine(page: Page, turnUrl: string): Promise<number> {
  const retryAfter = await page.evaluate(async (url) => {
    for (let i = 0; i < 2_000; i += 1) {
      const response = await fetch(url, { cache: 'no-store' });
      if (response.status === 503) {
        const seconds = Number(response.headers.get('retry-after'));
        if (seconds >= 12) return seconds;
      }
    }
    return 0;
  }, turnUrl);
  expect(retryAfter, 'the API never said to wait').toBeGreaterThanOrEqual(12);
  return retryAfter;
}

test.describe('release day at the hand-off', () => {
  for (const c of CASES) {
    test(`CAT-16 CAT-17 SHELL-70 ${c.site} by ${c.input}: Book now on an overloaded hand-off waits in line (position announced), can leave it, and continues when the line moves`, async ({
      browser,
      site,
    }) => {
      test.setTimeout(120_000);
      const { context, page } = await open(browser, c.input);
      try {
        const errors = collectErrors(page);
        const press = async (target: ReturnType<Page['getByRole']>) => {
          if (c.input === 'touch') await target.tap();
          else {
            await target.focus();
            await page.keyboard.press('Enter');
          }
        };
        await openHydrated(page, site.url(c.site, homeIn(c.site, c.language)));
        const card = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first();
        const film = ((await card.textContent()) ?? '').trim();
        const home = page.url();
        await press(card);
        await expect.poll(() => page.url()).not.toBe(home);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(film);

        // The last bookable showtime of the page (other suites book the first ones).
        // (the next day's when the page's day has none left: late in the evening)
        const showtime = (await bookableShowtimesOfTheDay(page, c.language, { tap: c.input === 'touch' })).last();
        await press(showtime);
        const panel = page.getByRole('dialog');
        await expect(panel).toBeVisible();
        const book = panel.getByRole('link', { name: c.book });
        const href = (await book.getAttribute('href')) ?? '';
        expect(href).toMatch(/^\/api\/booking\/\d+\?language=/);
        const [path, query] = href.split('?');
        await fillTheLine(page, `${path}/turn?${query}`);

        // Book now: no new tab, the waiting state in the panel, announced politely.
        let opened = 0;
        context.on('page', () => {
          opened += 1;
        });
        await press(book);
        const line = panel.getByRole('status').filter({ hasText: c.position });
        await expect(line).toBeVisible();
        await expect(line).toHaveAttribute('aria-live', 'polite');
        const leave = panel.getByRole('button', { name: c.leave });
        await expect(leave).toBeFocused();
        expect(opened).toBe(0);
        expect(await axeViolations(page)).toEqual([]);

        // Leaving the line gives Book now back, with the focus; pressing again queues again.
        await press(leave);
        await expect(book).toBeVisible();
        await expect(book).toBeFocused();
        await expect(line).toBeHidden();
        // (The line is filled again: the API's window may have moved on meanwhile.)
        await fillTheLine(page, `${path}/turn?${query}`);
        await press(book);
        await expect(panel.getByRole('status').filter({ hasText: c.position })).toBeVisible();

        // The API's window moves on: the panel's next try (after Retry-After) is admitted.
        const next = panel.getByRole('link', { name: c.continue });
        await expect(next).toBeVisible({ timeout: 60_000 });
        await expect(next).toBeFocused();
        await expect(panel.getByRole('status').filter({ hasText: c.ready })).toBeVisible();
        expect(await next.getAttribute('href')).toMatch(/[?&]pass=[\w-]{22}$/);
        const [handOff] = await Promise.all([context.waitForEvent('page'), press(next)]);
        await handOff.waitForLoadState();
        await expect(handOff.getByRole('heading', { level: 1 })).toContainText(film);
        await handOff.close();
        // Back to Book now in the panel.
        await expect(book).toBeVisible();

        expect(await hydrationErrors(page)).toEqual([]);
        // Chromium logs each 503 of the line (the test's own and the panel's asks); nothing else.
        expect(errors.filter((e) => !e.includes('status of 503 (Service Unavailable)'))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
