// Issue 25 items 2, 3 and 7 in Chromium against the production builds: the call to action of a
// film follows its booking state on the home, the header push and the film page (domain-models'
// filmBookingState); on a 390 px phone the film page's day strip starts on the first screen,
// with the server's headings in order and no layout shift, the desktop hero unchanged; no word is
// cut on a day chip or a flag, months stay lower case in French and Dutch, and a Swiss price
// reads the same in the showtime panel and on the booking hand-off page.
import type { Page } from '@playwright/test';
import {
  collectErrors,
  DESKTOP,
  expect,
  firstBookableShowtime,
  openHydrated,
  PHONE,
  schedule,
  test,
} from '../fixtures';

/** What the cookie alert and the app's smart banner cover at the bottom of a phone's first screen. */
const COVERED_BOTTOM = 170;

interface ListedShow {
  slug: string;
  tracking: { next24ShowtimesCount: number };
}

/**
 * A film with showtimes in the next day on a site (the list's order): one a moviegoer can book.
 * Read from the API's own address, so that no page of the site (and its header push) is seen first.
 */
async function bookableFilm(page: Page, url: string): Promise<string> {
  // In a tab of its own: the JSON page's favicon request (404) is none of the tested page's errors.
  const tab = await page.context().newPage();
  await tab.goto(new URL('/api/shows?filter=book', url).href);
  const { shows } = JSON.parse((await tab.locator('body').textContent()) ?? '{}') as { shows: ListedShow[] };
  await tab.close();
  const film = shows.find((show) => show.tracking.next24ShowtimesCount > 0);
  if (!film) throw new Error('no film with showtimes today');
  return film.slug;
}

interface UpcomingShow {
  slug: string;
  salesOpeningDatetime: string | null;
}

/**
 * A film in presale on a site: its sales open later (a day ahead at least, so that no time zone
 * makes it open already) and it has days of showtimes (the day strip is shown). The list's order
 * (by release) picks the first; read from the API's own address in a tab of its own.
 */
async function presaleFilm(page: Page, url: string): Promise<string> {
  const tab = await page.context().newPage();
  const read = async <T>(path: string): Promise<T> => {
    await tab.goto(new URL(path, url).href);
    return JSON.parse((await tab.locator('body').textContent()) ?? '{}') as T;
  };
  const later = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 16);
  const { shows } = await read<{ shows: UpcomingShow[] }>('/api/shows?filter=upcoming');
  let found: string | undefined;
  for (const show of shows) {
    if ((show.salesOpeningDatetime ?? '') <= later) continue;
    const { days } = await read<{ days: string[] }>(`/api/show/${show.slug}`);
    if (days.length > 0) {
      found = show.slug;
      break;
    }
  }
  await tab.close();
  if (!found) throw new Error('no film in presale with days of showtimes');
  return found;
}

/**
 * Records every layout shift of the page's content (`main`) from its first paint (registered
 * before the page loads); the shell's floating alerts, which settle over the page, are not its layout.
 */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        };
        const inMain = shift.sources.some((source) => source.node?.parentElement?.closest('main'));
        if (!shift.hadRecentInput && inMain) shifts.push(shift.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('the film page on a phone', () => {
  test('CAT-06 at 390 px the day strip starts on the first screen, above what the alert and the smart banner cover; headings in order; CLS 0', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(PHONE);
    const errors = collectErrors(page);
    const slug = await bookableFilm(page, site.url('fr', '/'));
    await watchLayoutShifts(page);
    await openHydrated(page, site.url('fr', `/film/${slug}`));
    const strip = page.getByRole('group', { name: 'Choisir un jour' });
    await expect(strip).toBeVisible();
    // Measured at the top of the page, as the visitor lands.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = await strip.boundingBox();
    expect(box, 'the day strip').not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height - COVERED_BOTTOM);
    // The first showtimes follow the strip at once: a short scroll, not 2,400 px.
    const first = schedule(page)
      .getByRole('button', { name: /^\s*\d{1,2}:\d{2}/ })
      .first();
    const firstBox = await first.boundingBox();
    expect(firstBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(PHONE.height * 1.5);

    // The server's order is the order read: h1, the showtimes, then the record.
    const headings = await page
      .locator('main h1, main h2')
      .evaluateAll((nodes) => nodes.map((node) => `${node.tagName} ${node.textContent?.trim()}`));
    const at = (text: string) => headings.findIndex((heading) => heading.endsWith(text));
    expect(headings[0]?.startsWith('H1')).toBe(true);
    expect(at(' Séances')).toBeGreaterThan(0);
    expect(at(' Séances')).toBeLessThan(at(' Synopsis'));
    expect(at(' Synopsis')).toBeLessThan(at(' Fiche technique'));

    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('CAT-06 RULE-06 at 390 px a film in presale: when booking opens, the wishlist and the day strip on the first screen (within 560 px), headings in order, CLS 0', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(PHONE);
    const errors = collectErrors(page);
    const slug = await presaleFilm(page, site.url('fr', '/'));
    await watchLayoutShifts(page);
    await openHydrated(page, site.url('fr', `/film/${slug}`));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const hero = page.locator('.catalogue-movie__hero');
    await expect(hero.locator('[data-booking]')).toHaveAttribute('data-booking', 'presale');
    // A title longer than two lines moves everything under it by its extra lines.
    const title = hero.getByRole('heading', { level: 1 });
    const lines = await title.evaluate((node) => {
      const style = getComputedStyle(node);
      const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.05;
      return { count: Math.round(node.getBoundingClientRect().height / line), height: line };
    });
    const FIRST_SCREEN = 560 + Math.max(0, lines.count - 2) * lines.height;
    const bottom = async (locator: typeof title) => {
      const box = await locator.boundingBox();
      expect(box, await locator.evaluate((node) => node.outerHTML.slice(0, 80))).not.toBeNull();
      return (box?.y ?? 0) + (box?.height ?? 0);
    };
    // When booking opens, and the ways to be told (the alert and the wishlist).
    const opens = hero.getByText(/^Réservations dès le [a-z]+ \d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2}$/);
    await expect(opens).toBeVisible();
    expect(await bottom(opens)).toBeLessThanOrEqual(FIRST_SCREEN);
    // Where the hint to wish for it was: the alert when booking opens.
    const hint = hero.getByRole('button', { name: 'M’alerter à l’ouverture des réservations' });
    await expect(hint).toBeVisible();
    expect(await bottom(hint)).toBeLessThanOrEqual(FIRST_SCREEN);
    const wish = hero.getByRole('button', { name: 'Envie de voir' });
    await expect(wish).toBeVisible();
    expect(await bottom(wish)).toBeLessThanOrEqual(FIRST_SCREEN);
    // The day strip starts there too, above what the alert and the smart banner cover.
    const strip = page.getByRole('group', { name: 'Choisir un jour' });
    await expect(strip).toBeVisible();
    const box = await strip.boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(FIRST_SCREEN);
    expect(await bottom(strip)).toBeLessThanOrEqual(PHONE.height - COVERED_BOTTOM + (FIRST_SCREEN - 560));

    const headings = await page
      .locator('main h1, main h2')
      .evaluateAll((nodes) => nodes.map((node) => `${node.tagName} ${node.textContent?.trim()}`));
    const at = (text: string) => headings.findIndex((heading) => heading.endsWith(text));
    expect(headings[0]?.startsWith('H1')).toBe(true);
    expect(at(' Séances')).toBeGreaterThan(0);
    expect(at(' Séances')).toBeLessThan(at(' Synopsis'));
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    expect(errors).toEqual([]);

    // On a desktop its hero keeps the 320 px poster, and the schedule repeats when booking opens.
    await page.setViewportSize(DESKTOP);
    const poster = await page.locator('.catalogue-movie__poster').boundingBox();
    expect(Math.round(poster?.width ?? 0)).toBe(320);
    await expect(schedule(page).getByText(/^Réservations dès le/)).toBeVisible();
    await expect(schedule(page).getByText(/^Réservations dès le/)).toContainText('Réservations dès le');
  });

  test('CAT-06 at 1366 px the hero keeps its backdrop and 320 px poster, the record its two columns', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(DESKTOP);
    const slug = await bookableFilm(page, site.url('fr', '/'));
    await openHydrated(page, site.url('fr', `/film/${slug}`));
    const poster = await page.locator('.catalogue-movie__poster').boundingBox();
    expect(Math.round(poster?.width ?? 0)).toBe(320);
    await expect(page.locator('.catalogue-movie__backdrop img')).toBeVisible();
    const story = await page.locator('.catalogue-movie__story').boundingBox();
    const details = await page.locator('.catalogue-movie__details').boundingBox();
    expect(details?.x ?? 0).toBeGreaterThan((story?.x ?? 0) + (story?.width ?? 0));
    // The showtimes right under the hero, before the record.
    const strip = await page.getByRole('group', { name: 'Choisir un jour' }).boundingBox();
    expect(strip?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(story?.y ?? 0);
  });
});

test.describe('the film record, static markup (first-load budget)', () => {
  test('CAT-07 the record is kept as the server rendered it (no code, no hydration) and renders after a client-side navigation', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('fr', '/'));
    // A film of the home, opened by the router (its record is rendered in the browser).
    const link = page.getByRole('main').locator('a[href^="/film/"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Fiche technique' })).toBeVisible();
    // The same film loaded from the server: its record is the server's markup, which React leaves alone.
    await openHydrated(page, site.url('fr', href));
    const record = page.getByRole('region', { name: 'Fiche technique', exact: true });
    await expect(record.getByRole('heading', { level: 2, name: 'Fiche technique' })).toBeVisible();
    const hydrated = await record.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react')));
    expect(hydrated).toBe(false);
    expect(errors).toEqual([]);
  });
});

test.describe('RULE-06 a film’s call to action follows its booking state', () => {
  test('RULE-06 the headline film: the home push, the header push and its page agree, and only a bookable film says "Réserver"', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(PHONE);
    await openHydrated(page, site.url('fr', '/'));
    const push = page.getByRole('region', { name: 'À la une', exact: true }).getByRole('article').first();
    const state = await push.getAttribute('data-booking');
    expect(state).toMatch(/^(bookable|presale|coming-soon)$/);
    // Its call to action: the card's one link.
    const cta = push.getByRole('link');
    const href = (await cta.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/film\/[a-z0-9-]+$/);

    const header = page.getByRole('complementary', { name: 'À la une', exact: true }).getByRole('link');
    if (await header.count()) {
      await expect(header).toHaveAttribute('data-booking', state ?? '');
      if (state !== 'bookable') await expect(header).not.toContainText('Réserver');
    }
    if (state === 'bookable') await expect(cta).toContainText('Réserver');
    else {
      await expect(cta).not.toContainText('Réserver');
      await expect(cta).toHaveClass(/catalogue-promo__cta--status/);
    }
    if (state === 'presale') {
      await expect(cta).toContainText(/Réservations dès le [a-z]+ \d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2}/);
      await expect(push.locator('button[data-wish]')).toBeVisible();
    }

    // Every promoted film: not bookable, never "Réserver".
    const promotedFilms = page
      .getByRole('main')
      .getByRole('article')
      .and(page.locator('[data-booking]:not([data-booking="bookable"])'));
    for (const card of await promotedFilms.all()) {
      await expect(card.getByRole('link')).not.toContainText('Réserver');
    }

    // Its page says the same, and when booking opens.
    await openHydrated(page, site.url('fr', href));
    const hero = page.locator('.catalogue-movie__hero [data-booking]').first();
    await expect(hero).toHaveAttribute('data-booking', state ?? '');
    if (state !== 'bookable') {
      await expect(page.locator('.catalogue-movie__hero')).not.toContainText('Réserver');
      await expect(schedule(page).getByText(/^(Réservations dès le|Sortie le|Prochainement)/)).toContainText(
        /Réservations dès le|Sortie le|Prochainement/,
      );
    }
  });
});

test.describe('words whole and one format per site', () => {
  test('SITE-38 at 390 px the French day chip reads "Aujourd’hui" (or "Demain") whole, months in lower case in the chips and the panel', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(PHONE);
    const slug = await bookableFilm(page, site.url('fr', '/'));
    await openHydrated(page, site.url('fr', `/film/${slug}`));
    const strip = page.getByRole('group', { name: 'Choisir un jour' });
    // The strip opens on today ("Aujourd'hui", then "Demain"), or on tomorrow once today's
    // showtimes are all past (late in the evening): its first chip says one of the two.
    const weekdays = strip.locator('.mq-day__weekday');
    await expect(weekdays.first()).toHaveText(/^(Aujourd’hui|Aujourd'hui|Demain)$/i);
    const named = weekdays.filter({ hasText: /^(Aujourd|Demain)/ });
    expect(await named.count()).toBeGreaterThanOrEqual(1);
    for (const chip of await named.all()) {
      // innerText is what is drawn (text-transform applied, nothing cut).
      expect(await chip.evaluate((node) => (node as HTMLElement).innerText)).toMatch(/^(Aujourd'hui|Demain)$/);
      expect(await chip.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    }
    for (const month of await strip.locator('.mq-day__month').all()) {
      const drawn = await month.evaluate((node) => (node as HTMLElement).innerText);
      expect(drawn).toBe(drawn.toLowerCase());
    }
    await (await firstBookableShowtime(page)).click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    const day = await panel.getByText(/^\S+ \d{1,2} \S+ \d{4}$/).evaluate((node) => (node as HTMLElement).innerText);
    // "Samedi 28 novembre 2026": the weekday may start with a capital, the month may not.
    expect(day).toMatch(/^[A-Z][a-z]+ \d{1,2} [a-zéû]+ \d{4}$/);
  });

  test('SITE-38 at 390 px the Dutch chips keep their months in lower case', async ({ page, site }) => {
    await page.setViewportSize(PHONE);
    const slug = await bookableFilm(page, site.url('nl', '/nl'));
    await openHydrated(page, site.url('nl', `/nl/film/${slug}`));
    const strip = page.getByRole('group', { name: 'Kies een dag' });
    await expect(strip).toBeVisible();
    for (const month of await strip.locator('.mq-day__month').all()) {
      const drawn = await month.evaluate((node) => (node as HTMLElement).innerText);
      expect(drawn).toBe(drawn.toLowerCase());
    }
  });

  test('CAT-04 at 390 px the German "LIEBLINGSFILM" flag stays on one line', async ({ page, site }) => {
    await page.setViewportSize(PHONE);
    await openHydrated(page, site.url('ch', '/de'));
    const flags = page.locator('.mq-show-card__flag', { hasText: /^Lieblingsfilm$/i });
    expect(await flags.count()).toBeGreaterThan(0);
    for (const flag of await flags.all()) {
      const lines = await flag.evaluate((node) => {
        const text = [...node.childNodes].find((child) => child.nodeType === Node.TEXT_NODE);
        if (!text) return -1;
        const range = document.createRange();
        range.selectNodeContents(text);
        return range.getClientRects().length;
      });
      expect(lines).toBe(1);
      expect(await flag.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    }
  });

  test('SITE-39 a Swiss price reads the same in the showtime panel and on the booking hand-off page', async ({
    page,
    site,
  }) => {
    const slug = await bookableFilm(page, site.url('ch', '/de'));
    await openHydrated(page, site.url('ch', `/de/film/${slug}`));
    await (await firstBookableShowtime(page, 'de')).click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    const price = ((await panel.getByRole('strong').textContent()) ?? '').trim();
    expect(price).toMatch(/CHF/);
    const book = (await panel.getByRole('link', { name: /Jetzt buchen/ }).getAttribute('href')) ?? '';
    expect(book).toMatch(/^\/api\/booking\//);
    const handOff = await page.evaluate(async (target) => (await fetch(target)).text(), book);
    // The same characters (the hand-off page writes its no-break spaces as they are).
    expect(handOff.replace(/\u00a0|\u202f/g, ' ')).toContain(price.replace(/\u00a0|\u202f/g, ' '));
  });
});
