// "Tonight, near me, fits my time" (issue 27 item 1) as a moviegoer walks it, per site kind — fr
// in French, ch in German, nl in Dutch — at 1366 px and at 390 px by touch: open the page from
// the header's navigation, narrow the window (a start after and an end before), pick an
// accessible showing (the audio-description chip), open its panel and read the film's real start
// (after the pre-show), Book now (the hand-off names
// the same film and time). axe on the page and on the open panel; no sideways scrolling on the
// phone; a screenshot of each width is kept in the test's output for a human look.
import type { Page } from '@playwright/test';
import {
  axeViolations,
  collectErrors,
  expect,
  hydrationErrors,
  openHydrated,
  type SiteCode,
  showtimeTime,
  test,
} from '../fixtures';

const JOURNEYS: {
  site: SiteCode;
  home: string;
  nav: RegExp;
  path: string;
  title: RegExp;
  chips: RegExp;
  /** The panel's "film at" sentence: the film's real start after the pre-show. */
  filmAt: RegExp;
  book: RegExp;
}[] = [
  {
    site: 'fr',
    home: '/',
    nav: /^Ce soir$/,
    path: '/ce-soir',
    title: /Ce soir près de chez vous/,
    chips: /Expériences et accessibilité/,
    filmAt: /Film à (\d\d:\d\d)/,
    book: /Réserver/,
  },
  {
    site: 'ch',
    home: '/de',
    nav: /^Heute Abend$/,
    path: '/de/heute-abend',
    title: /Heute Abend in Ihrer Nähe/,
    chips: /Erlebnisse und Barrierefreiheit/,
    filmAt: /Film um (\d\d:\d\d)/,
    book: /Jetzt buchen|Buchen/,
  },
  {
    site: 'nl',
    home: '/nl',
    nav: /^Vanavond$/,
    path: '/nl/vanavond',
    title: /Vanavond bij u in de buurt/,
    chips: /Belevingen en toegankelijkheid/,
    filmAt: /Film om (\d\d:\d\d)/,
    book: /Nu reserveren/,
  },
];

/** Narrows the window: starts after 17:00, ends before 23:30 — each a new address, rendered. */
async function narrowWindow(page: Page): Promise<void> {
  await page.getByRole('combobox').first().selectOption('17:00');
  await expect.poll(() => page.url()).toMatch(/[?&]from=17%3A00/);
  await page.getByRole('combobox').nth(1).selectOption('23:30');
  await expect.poll(() => page.url()).toMatch(/[?&]to=23%3A30/);
  await expect(page.getByRole('combobox').nth(1)).toHaveValue('23:30');
}

/** Presses the audio-description chip; the address and the list follow. */
async function accessibleOnly(page: Page, chips: RegExp): Promise<void> {
  const chip = page.getByRole('group', { name: chips }).getByRole('button', { name: /Audiodes/ });
  await chip.click();
  await expect.poll(() => page.url()).toMatch(/\/filters\/.*tags-audio-description/);
  await expect(page.getByRole('group', { name: chips }).getByRole('button', { name: /Audiodes/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

/** Minutes of a HH:mm time. */
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Opens the first bookable showing's panel; checks it names its time, the film, and the film's
 * real start (the session, then 10 to 15 minutes of adverts and trailers); returns time and film.
 */
async function openPanel(page: Page, filmAt: RegExp): Promise<{ time: string; film: string }> {
  const row = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^\s*\d{1,2}:\d{2}/, disabled: false }) })
    .first();
  const time = await showtimeTime(row.getByRole('button').first());
  const film = ((await row.getByRole('link').first().textContent()) ?? '').trim();
  // every showing listed carries audio description
  await expect(row.getByText(/Audiodes/)).toContainText(/Audiodes/);
  await row.getByRole('button').first().click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(time);
  await expect(panel).toContainText(film);
  await expect(panel).toContainText(filmAt);
  const start = filmAt.exec((await panel.textContent()) ?? '')?.[1] ?? '';
  const preShow = (minutes(start) - minutes(time) + 1440) % 1440;
  expect(preShow).toBeGreaterThanOrEqual(10);
  expect(preShow).toBeLessThanOrEqual(15);
  return { time, film };
}

test.describe('tonight, near me, fits my time', () => {
  for (const journey of JOURNEYS) {
    test(`issue 27 item 1 ${journey.site}: from the navigation, the window narrowed, an accessible showing, its panel, Book now — 1366 px and 390 px`, async ({
      page,
      browser,
      site,
    }, info) => {
      // two widths, two axe runs and a hand-off in one journey: three times the default time
      test.slow();
      const errors = collectErrors(page);
      await page.setViewportSize({ width: 1366, height: 900 });
      await openHydrated(page, site.url(journey.site, journey.home));
      await page.getByRole('banner').getByRole('link', { name: journey.nav }).first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(journey.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.title);

      await narrowWindow(page);
      await accessibleOnly(page, journey.chips);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: info.outputPath(`${journey.site}-1366.png`), fullPage: true });

      const { time, film } = await openPanel(page, journey.filmAt);
      expect(await axeViolations(page)).toEqual([]);
      const book = page.getByRole('dialog').getByRole('link', { name: journey.book });
      await expect(book).toHaveAttribute('target', '_blank');
      const [handOff] = await Promise.all([page.context().waitForEvent('page'), book.click()]);
      await handOff.waitForLoadState();
      await expect(handOff.getByRole('heading', { level: 1 })).toContainText(film);
      await expect(handOff.locator('body')).toContainText(time);
      await handOff.close();
      expect(await hydrationErrors(page)).toEqual([]);
      expect(errors).toEqual([]);

      // The same address on a phone, by touch: rendered by the server as it is, nothing wider than the screen.
      const phone = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      try {
        const small = await phone.newPage();
        const address = new URL(page.url());
        address.searchParams.delete('modal');
        address.searchParams.delete('showtimeId');
        address.searchParams.delete('slug');
        await openHydrated(small, address.toString());
        await expect(small.getByRole('combobox').nth(1)).toHaveValue('23:30');
        const sideways = () => small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(await sideways()).toBe(0);
        await small.screenshot({ path: info.outputPath(`${journey.site}-390.png`), fullPage: true });
        const row = small
          .getByRole('main')
          .getByRole('listitem')
          .filter({ has: small.getByRole('button', { name: /^\s*\d{1,2}:\d{2}/, disabled: false }) });
        await row.first().getByRole('button').first().tap();
        await expect(small.getByRole('dialog')).toBeVisible();
        expect(await axeViolations(small)).toEqual([]);
      } finally {
        await phone.close();
      }
    });
  }
});
