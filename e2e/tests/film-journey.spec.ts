// Covers the showtimes journey in Chromium against the production builds, as a moviegoer walks
// it: the home page, a film, another day, a version filter, a showtime, its details panel, and
// Book now opening the ticketing hand-off that names the same film, cinema and time — on fr, on
// ch in English and on nl in Dutch, at 1366 px and at 390 px by touch (no sideways scrolling). Also: the filter address reloaded keeps the state
// (server-rendered), the showtime's own address opens the panel, the .ics is a calendar file, axe
// on the film page and the open panel, no hydration mismatch; the fr and nl film pages at 390 px with a
// phone's user agent are no wider than the screen.
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import {
  axeViolations,
  bookableShowtimes,
  bookableShowtimesIn,
  collectErrors,
  DESKTOP,
  expect,
  firstBookableShowtime,
  hydrationErrors,
  openHydrated,
  PHONE,
  PHONE_UA,
  SITES,
  type SiteCode,
  showtimeTime,
  test,
} from '../fixtures';

/** Each site kind of the issue, with the words its moviegoer reads. */
const JOURNEYS: { site: SiteCode; showtimes: RegExp; book: RegExp; handOff: RegExp }[] = [
  { site: 'fr', showtimes: /^Séances$/, book: /Réserver/, handOff: /Réservation/ },
  { site: 'ch', showtimes: /^Showtimes$/, book: /Book now/, handOff: /Booking/ },
  { site: 'nl', showtimes: /^Voorstellingen$/, book: /Nu reserveren/, handOff: /Reservering/ },
];

/** Opens the site's home and follows the first film card to its page (client-side). */
async function openFirstFilm(page: Page, url: string): Promise<void> {
  await openHydrated(page, url);
  const home = page.url();
  // A film card's link is its title's (stretched over the card); promotions' titles are not links.
  const card = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first();
  const name = ((await card.textContent()) ?? '').trim();
  await card.click();
  await expect.poll(() => page.url()).not.toBe(home);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

/** GETs an address of the site from inside the page (Node cannot resolve `*.localhost`). */
function fetchText(page: Page, url: string): Promise<{ status: number; type: string; text: string }> {
  return page.evaluate(async (target) => {
    const response = await fetch(target);
    return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
  }, url);
}

/** The day strip, by its name in the page language. */
function dayStrip(page: Page) {
  return page.getByRole('group', { name: /Choisir un jour|Choose a day|Kies een dag|Tag wählen/ });
}

/**
 * Waits until the day the address names is the one on screen: the schedule stays `aria-busy`
 * from the tap until the new day's showtimes are committed (the address changes before React
 * has rendered them).
 */
async function dayShown(page: Page): Promise<void> {
  await expect(
    page.getByRole('region', { name: /^(Séances|Showtimes|Vorstellungen|Voorstellingen)$/ }),
  ).toHaveAttribute('aria-busy', 'false');
}

/** Chooses the next day of the strip (the first one not selected after the selected one). */
async function chooseAnotherDay(page: Page): Promise<void> {
  const before = page.url();
  await dayStrip(page).getByRole('button', { pressed: false }).first().click();
  await expect.poll(() => page.url()).not.toBe(before);
  expect(page.url()).toMatch(/\/filters\/date-\d{4}-\d{2}-\d{2}/);
  await dayShown(page);
}

test.describe('the showtimes journey', () => {
  for (const journey of JOURNEYS) {
    test(`CAT-21 SHELL-57 SHELL-62 SHELL-65 SHELL-66 SHELL-70 ${journey.site}: home, a film, another day, a version, a showtime, the panel, Book now`, async ({
      page,
      site,
    }) => {
      const errors = collectErrors(page);
      await page.setViewportSize(DESKTOP);
      await openFirstFilm(page, site.url(journey.site, SITES[journey.site].home));
      const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
      await expect(page.getByRole('heading', { name: journey.showtimes })).toBeVisible();

      await chooseAnotherDay(page);
      // A version chip, when the day offers more than one.
      const versions = page.getByRole('group', { name: /Versions|Versies|Fassungen/ });
      if (await versions.count()) {
        const chip = versions.getByRole('button').first();
        await chip.click();
        await expect(chip).toHaveAttribute('aria-pressed', 'true');
        await expect.poll(() => page.url()).toMatch(/versions-/);
      }

      // A bookable showtime: its details in the side panel.
      const showtime = bookableShowtimesIn(page.getByRole('region', { name: journey.showtimes })).first();
      const time = await showtimeTime(showtime);
      const cinemaName = (
        (await showtime
          .locator('xpath=ancestor::li[contains(@class,"catalogue-schedule__cinema")]//h3')
          .textContent()) ?? ''
      ).trim();
      await showtime.click();
      const panel = page.getByRole('dialog');
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(time);
      await expect(panel).toContainText(cinemaName);
      await expect(panel).toContainText(title);
      expect(await axeViolations(page)).toEqual([]);

      // Book now: a new tab at the hand-off, naming the same film, cinema and time.
      const book = panel.getByRole('link', { name: journey.book });
      await expect(book).toHaveAttribute('target', '_blank');
      const [handOff] = await Promise.all([page.context().waitForEvent('page'), book.click()]);
      await handOff.waitForLoadState();
      await expect(handOff.getByRole('heading', { level: 1 })).toContainText(title);
      await expect(handOff.locator('body')).toContainText(cinemaName);
      await expect(handOff.locator('body')).toContainText(time);
      await expect(handOff.locator('body')).toContainText(journey.handOff);
      await handOff.close();

      expect(await hydrationErrors(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  for (const journey of JOURNEYS) {
    test(`CAT-21 SHELL-57 SHELL-65 ${journey.site} at 390 px by touch: home, a film, another day, a showtime, the panel full screen, Book now`, async ({
      browser,
      site,
    }) => {
      const context = await browser.newContext({
        viewport: PHONE,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      try {
        const errors = collectErrors(page);
        await openHydrated(page, site.url(journey.site, SITES[journey.site].home));
        // Nothing wider than the phone: no sideways scrolling (nor a zoomed-out page).
        const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(await sideways()).toBe(0);
        const home = page.url();
        const card = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first();
        const name = ((await card.textContent()) ?? '').trim();
        await card.tap();
        await expect.poll(() => page.url()).not.toBe(home);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
        expect(await sideways()).toBe(0);

        const before = page.url();
        await dayStrip(page).getByRole('button', { pressed: false }).first().tap();
        await expect.poll(() => page.url()).not.toBe(before);
        await expect(dayStrip(page).getByRole('button', { pressed: true })).toHaveCount(1);
        await dayShown(page);

        const showtime = bookableShowtimesIn(page.getByRole('region', { name: journey.showtimes })).first();
        const time = await showtimeTime(showtime);
        await showtime.tap();
        const panel = page.getByRole('dialog');
        await expect(panel).toBeVisible();
        await expect(panel).toContainText(time);
        // Full screen on a phone.
        const box = await panel.boundingBox();
        expect(box?.width).toBeCloseTo(390, 0);
        expect(await axeViolations(page)).toEqual([]);

        const book = panel.getByRole('link', { name: journey.book });
        await expect(book).toBeInViewport();
        const [handOff] = await Promise.all([context.waitForEvent('page'), book.tap()]);
        await handOff.waitForLoadState();
        await expect(handOff.getByRole('heading', { level: 1 })).toContainText(name);
        await expect(handOff.locator('body')).toContainText(time);
        await handOff.close();

        await panel.getByRole('button', { name: /^(Fermer|Close|Sluiten)$/ }).tap();
        await expect(panel).toBeHidden();
        expect(await hydrationErrors(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  // A phone's layout viewport grows to fit what is too wide (then innerWidth grows with it): only
  // the document's own width tells. The server renders the phone markup for a phone's user agent.
  test('CONST-01 the film page fits a 390 px phone on fr and nl: nothing wider than the screen, no sideways scrolling', async ({
    browser,
    site,
  }) => {
    const films: [SiteCode, string][] = [
      ['fr', '/film/les-pixels-en-folie'],
      ['nl', '/nl/film/het-lange-weekend'],
    ];
    for (const [code, path] of films) {
      const context = await browser.newContext({
        viewport: PHONE,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: PHONE_UA,
      });
      const page = await context.newPage();
      try {
        await openHydrated(page, site.url(code, path));
        await expect(
          page.getByRole('region', { name: /^(Séances|Showtimes|Vorstellungen|Voorstellingen)$/ }),
        ).toBeVisible();
        const widths = await page.evaluate(() => ({
          document: document.documentElement.scrollWidth,
          window: window.innerWidth,
        }));
        expect(widths, `${code} ${path}`).toEqual({ document: 390, window: 390 });
      } finally {
        await context.close();
      }
    }
  });

  test('CAT-21 the filter address reloaded keeps its day and filters (rendered by the server); bad segments are ignored', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openFirstFilm(page, site.url('fr', '/'));
    await chooseAnotherDay(page);
    const filtered = page.url();
    const day = /date-(\d{4}-\d{2}-\d{2})/.exec(filtered)?.[1];
    // The server's HTML alone (no JavaScript) shows the chosen day.
    const { text: html } = await fetchText(page, filtered);
    expect(html).toContain(`"date":"${day}"`);
    await openHydrated(page, filtered);
    await expect(dayStrip(page).getByRole('button', { pressed: true })).toHaveCount(1);
    expect(await hydrationErrors(page)).toEqual([]);
    // A malformed date and an unknown place are ignored: the page, never an error.
    const broken = `${filtered.replace(/date-[^/]+/, 'date-2026-13-45')}/localisation-atlantis`;
    expect((await fetchText(page, broken)).status).toBe(200);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("SHELL-57 a showtime's own address opens the film page with its panel, rendered open by the server", async ({
    page,
    site,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openFirstFilm(page, site.url('fr', '/'));
    const showtime = await firstBookableShowtime(page);
    await showtime.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Share falls back to copying the link: read the address it builds from the panel's own link.
    const base = page.url().split('?')[0];
    const id = await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('a[href*="/api/calendar/"]');
      return /calendar\/([^.]+)\.ics/.exec(link?.getAttribute('href') ?? '')?.[1] ?? null;
    });
    expect(id).not.toBeNull();
    const own = `${base}?modal=showtime-details-panel&showtimeId=${id}`;
    // The server renders the panel open in the first HTML (readable before any script runs).
    const first = await fetchText(page, own);
    expect(first.status).toBe(200);
    const dialog = /<dialog[^>]*class="[^"]*mq-side-panel[^"]*"[^>]*>([\s\S]*?)<\/dialog>/.exec(first.text);
    expect(dialog?.[0]).toMatch(/^<dialog[^>]* open=""/);
    expect(dialog?.[1]).toContain(`/api/calendar/${id}.ics`);
    expect(dialog?.[1]).toMatch(/Réserver/);
    await openHydrated(page, own);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await hydrationErrors(page)).toEqual([]);
    // Once live, it is a true modal dialog: the page behind is inert.
    expect(await page.getByRole('dialog').evaluate((element) => element.matches(':modal'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(page.url()).not.toContain('modal=');
  });

  test('SHELL-56 a legacy showtime-details address opens the same details as a centred modal, rendered open by the server', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openFirstFilm(page, site.url('fr', '/'));
    const showtime = await firstBookableShowtime(page);
    await showtime.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const base = page.url().split('?')[0];
    const id = await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('a[href*="/api/calendar/"]');
      return /calendar\/([^.]+)\.ics/.exec(link?.getAttribute('href') ?? '')?.[1] ?? null;
    });
    expect(id).not.toBeNull();
    const legacy = `${base}?modal=showtime-details&showtimeId=${id}`;
    const first = await fetchText(page, legacy);
    expect(first.status).toBe(200);
    // The centred modal, not the side panel, with the same content and Book now.
    expect(first.text).not.toMatch(/<dialog[^>]*class="[^"]*mq-side-panel/);
    const dialog = /<dialog[^>]*class="[^"]*mq-modal[^"]*"[^>]*>([\s\S]*?)<\/dialog>/.exec(first.text);
    expect(dialog?.[1]).toContain(`/api/calendar/${id}.ics`);
    expect(dialog?.[1]).toMatch(/Réserver/);
    await openHydrated(page, legacy);
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: /Réserver/ })).toHaveAttribute('target', '_blank');
    expect(await hydrationErrors(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    // Centred: the modal's middle is the window's middle (a side panel sits against the right edge).
    const box = await modal.boundingBox();
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - DESKTOP.width / 2)).toBeLessThan(4);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    expect(page.url()).not.toContain('modal=');
  });

  test('the .ics of a showtime parses (ical.js) with the time the panel shows, in Paris', async ({ page, site }) => {
    await openFirstFilm(page, site.url('fr', '/'));
    const showtime = await firstBookableShowtime(page);
    const time = await showtimeTime(showtime);
    await showtime.click();
    const panel = page.getByRole('dialog');
    const link = panel.getByRole('link', { name: 'Ajouter au calendrier' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/api\/calendar\/\d+\.ics\?language=fr$/);
    const answer = await fetchText(page, href);
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(answer.text));
    const vevent = calendar.getFirstSubcomponent('vevent');
    expect(vevent).not.toBeNull();
    const event = new ICAL.Event(vevent as ICAL.Component);
    // The instant, read in the cinema's zone, is the time the moviegoer chose.
    const local = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      hour: '2-digit',
      minute: '2-digit',
    }).format(event.startDate.toJSDate());
    expect(local).toBe(time);
    const title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    expect(event.summary).toContain(title);
    expect(event.endDate.toJSDate().getTime()).toBeGreaterThan(event.startDate.toJSDate().getTime());
  });
});
