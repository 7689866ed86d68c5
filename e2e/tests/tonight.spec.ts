// "Tonight, near me, fits my time" as a moviegoer walks
// it, per site kind — fr in French, ch in German, nl in Dutch — at 1366 px and at 390 px by touch:
// open the page (from the header's navigation at 1366 px), narrow the window (a start after and an
// end before), pick an accessible showing (the audio-description chip), open its panel and read
// the film's real start (after the pre-show) and the seats left, Book now (at 1366 px the hand-off
// names the same film and time; at 390 px the link goes to it). axe on every view (the list and
// the open panel, both widths); no sideways scrolling on the phone; screenshots of the list and the
// panel at each width are kept in the test's output for a human look. Then the page's place: the
// locator's saved cinema, every cinema, and a signed-in client's favourite cinemas.
import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  axeViolations,
  collectErrors,
  DESKTOP,
  expect,
  hydrationErrors,
  openHydrated,
  PHONE,
  type SiteCode,
  showtimeTime,
  signInFromHeader,
  test,
  tomorrowIn,
} from '../fixtures';

const JOURNEYS: {
  site: SiteCode;
  /** The site's time zone (its "tomorrow"). */
  zone: string;
  home: string;
  nav: RegExp;
  path: string;
  title: RegExp;
  /** Tomorrow evening's heading and document title (the page names the evening it shows). */
  tomorrow: string;
  chips: RegExp;
  /** The panel's "film at" sentence: the film's real start after the pre-show. */
  filmAt: RegExp;
  /** The panel's seats left ("42 seats left of 180"). */
  seats: RegExp;
  book: RegExp;
}[] = [
  {
    site: 'fr',
    zone: 'Europe/Paris',
    home: '/',
    nav: /^Ce soir$/,
    path: '/ce-soir',
    title: /Ce soir près de chez vous/,
    tomorrow: 'Demain soir près de chez vous',
    chips: /Expériences et accessibilité/,
    filmAt: /Film à (\d\d:\d\d)/,
    seats: /\d+ places? restantes? sur \d+/,
    book: /Réserver/,
  },
  {
    site: 'ch',
    zone: 'Europe/Zurich',
    home: '/de',
    nav: /^Heute Abend$/,
    path: '/de/heute-abend',
    title: /Heute Abend in Ihrer Nähe/,
    tomorrow: 'Morgen Abend in Ihrer Nähe',
    chips: /Erlebnisse und Barrierefreiheit/,
    filmAt: /Film um (\d\d:\d\d)/,
    seats: /Noch \d+ von \d+ Plätzen frei/,
    book: /Jetzt buchen|Buchen/,
  },
  {
    site: 'nl',
    zone: 'Europe/Amsterdam',
    home: '/nl',
    nav: /^Vanavond$/,
    path: '/nl/vanavond',
    title: /Vanavond bij u in de buurt/,
    tomorrow: 'Morgenavond bij u in de buurt',
    chips: /Belevingen en toegankelijkheid/,
    filmAt: /Film om (\d\d:\d\d)/,
    seats: /Nog \d+ van \d+ plaatsen vrij/,
    book: /Nu reserveren/,
  },
];

/** The window's two selects, by their labels (fr, de, nl). */
const startAfter = (page: Page) => page.getByRole('combobox', { name: /^(Début après|Beginn nach|Begint na)/ });
const endBefore = (page: Page) => page.getByRole('combobox', { name: /^(Fin avant|Ende vor|Eindigt voor)/ });

/** Narrows the window: starts after 17:00, ends before 23:30 — each a new address, rendered. */
async function narrowWindow(page: Page): Promise<void> {
  await startAfter(page).selectOption('17:00');
  await expect.poll(() => page.url()).toMatch(/[?&]from=17%3A00/);
  await endBefore(page).selectOption('23:30');
  await expect.poll(() => page.url()).toMatch(/[?&]to=23%3A30/);
  await expect(endBefore(page)).toHaveValue('23:30');
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
 * Opens the first bookable showing's panel (a tap on a phone); checks it names its time, the film,
 * the film's real start (the session, then 10 to 15 minutes of adverts and trailers) and the seats
 * left; returns time and film.
 */
async function openPanel(
  page: Page,
  { filmAt, seats }: { filmAt: RegExp; seats: RegExp },
  tap = false,
): Promise<{ time: string; film: string }> {
  const row = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^\s*\d{1,2}:\d{2}/, disabled: false }) })
    .first();
  const time = await showtimeTime(row.getByRole('button').first());
  const film = ((await row.getByRole('link').first().textContent()) ?? '').trim();
  // every showing listed carries audio description
  await expect(row.getByText(/Audiodes/)).toContainText(/Audiodes/);
  if (tap) await row.getByRole('button').first().tap();
  else await row.getByRole('button').first().click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(time);
  await expect(panel).toContainText(film);
  await expect(panel).toContainText(filmAt);
  const start = filmAt.exec((await panel.textContent()) ?? '')?.[1] ?? '';
  const preShow = (minutes(start) - minutes(time) + 1440) % 1440;
  expect(preShow).toBeGreaterThanOrEqual(10);
  expect(preShow).toBeLessThanOrEqual(15);
  await expect(panel.locator('[data-seats-left]')).toHaveText(seats);
  return { time, film };
}

test.describe('tonight, near me, fits my time', () => {
  for (const journey of JOURNEYS) {
    test(`tonight ${journey.site}: from the navigation, the window narrowed, an accessible showing, its panel, Book now — 1366 px and 390 px`, async ({
      page,
      browser,
      site,
    }, info) => {
      // two widths, two axe runs and a hand-off in one journey: three times the default time
      test.slow();
      const errors = collectErrors(page);
      await page.setViewportSize(DESKTOP);
      await openHydrated(page, site.url(journey.site, journey.home));
      await page.getByRole('banner').getByRole('link', { name: journey.nav }).first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(journey.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.title);
      // tomorrow evening, by address (the page has no day chooser; the address carries the day)
      await openHydrated(page, `${page.url().replace(/[?#].*$/, '')}/filters/date-${tomorrowIn(journey.zone)}`);
      // the heading and the document title name tomorrow's evening, not tonight's
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.tomorrow);
      await expect(page).toHaveTitle(new RegExp(journey.tomorrow));

      await narrowWindow(page);
      await accessibleOnly(page, journey.chips);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: info.outputPath(`${journey.site}-1366.png`), fullPage: true });

      const { time, film } = await openPanel(page, journey);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: info.outputPath(`${journey.site}-1366-panel.png`) });
      const book = page.getByRole('dialog').getByRole('link', { name: journey.book });
      await expect(book).toHaveAttribute('target', '_blank');
      const [handOff] = await Promise.all([page.context().waitForEvent('page'), book.click()]);
      await handOff.waitForLoadState();
      await expect(handOff.getByRole('heading', { level: 1 })).toContainText(film);
      await expect(handOff.locator('body')).toContainText(time);
      await handOff.close();
      expect(await hydrationErrors(page)).toEqual([]);
      expect(errors).toEqual([]);

      // On a phone, by touch: the page with the accessible chip (rendered by the server as the
      // address says), the window narrowed again there, a showing tapped, its panel read, Book now.
      const phone = await browser.newContext({
        viewport: PHONE,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      try {
        const small = await phone.newPage();
        const smallErrors = collectErrors(small);
        const address = new URL(page.url());
        for (const key of ['modal', 'showtimeId', 'slug', 'from', 'to']) address.searchParams.delete(key);
        await openHydrated(small, address.toString());
        await narrowWindow(small);
        const sideways = () => small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(await sideways()).toBe(0);
        expect(await axeViolations(small)).toEqual([]);
        await small.screenshot({ path: info.outputPath(`${journey.site}-390.png`), fullPage: true });
        await openPanel(small, journey, true);
        const smallBook = small.getByRole('dialog').getByRole('link', { name: journey.book });
        await expect(smallBook).toHaveAttribute('target', '_blank');
        await expect(smallBook).toHaveAttribute('href', /\/api\/booking\//);
        expect(await sideways()).toBe(0);
        expect(await axeViolations(small)).toEqual([]);
        await small.screenshot({ path: info.outputPath(`${journey.site}-390-panel.png`) });
        expect(await hydrationErrors(small)).toEqual([]);
        expect(smallErrors).toEqual([]);
      } finally {
        await phone.close();
      }
    });
  }
});

test.describe('tonight: where', () => {
  /** The place chooser and its options' labels. */
  const where = (page: Page) => page.getByRole('combobox', { name: /^Où/ });
  /** The lead under the title, which names the place the page lists. */
  const lead = (page: Page) =>
    page
      .getByRole('main')
      .getByRole('paragraph')
      .filter({ hasText: /^Toutes les séances de tous les films/ });
  const optionLabels = async (page: Page) => {
    await expect(where(page)).toBeVisible();
    return where(page)
      .locator('option')
      .evaluateAll((options) => options.map((o) => o.textContent ?? ''));
  };

  test('LOC-06 tonight fr: the locator’s saved cinema is offered and shown; "all our cinemas" overrides it; an anonymous visitor is offered no favourites', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    const saved = 'marquee-bellecour-lyon';
    const origin = new URL(site.url('fr', '/'));
    await page.context().addCookies([
      {
        name: 'cgp_locator',
        value: encodeURIComponent(JSON.stringify({ type: 'cinema', value: saved })),
        domain: origin.hostname,
        path: '/',
      },
    ]);
    await openHydrated(page, site.url('fr', '/ce-soir'));
    const labels = await optionLabels(page);
    expect(labels[0]).toBe('Tous nos cinémas');
    expect(labels[1]).toMatch(/ \(votre choix\)$/);
    expect(labels).not.toContain('Mes cinémas favoris');
    await expect(where(page)).toHaveValue(saved);
    const name = (labels[1] ?? '').replace(' (votre choix)', '');
    await expect(lead(page)).toHaveText(`Toutes les séances de tous les films à ${name}.`);

    await where(page).selectOption('all');
    await expect.poll(() => new URL(page.url()).searchParams.get('place')).toBe('all');
    await expect(where(page)).toHaveValue('all');
    await expect(lead(page)).toHaveText(/dans tous nos cinémas/);
    await where(page).selectOption(saved);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/ce-soir/filters/localisation-${saved}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('tonight fr: signed in, "my favourite cinemas" is offered; chosen, the address carries them and renders them for whoever opens it', async ({
    page,
    browser,
    site,
  }) => {
    test.slow();
    const errors = collectErrors(page, { except: site.platform.identity });
    await openHydrated(page, site.url('fr', '/ce-soir'));
    expect(await optionLabels(page)).not.toContain('Mes cinémas favoris');
    await signInFromHeader(page, site, ACCOUNTS.fan, 'fr');
    await expect(where(page).locator('option[value="favourites"]')).toHaveText('Mes cinémas favoris');
    await where(page).selectOption('favourites');
    await expect.poll(() => new URL(page.url()).searchParams.get('cinemas')?.split(',').length).toBe(5);
    const favourites = new URL(page.url()).searchParams.get('cinemas')?.split(',') ?? [];
    await expect(lead(page)).toHaveText(/dans vos cinémas favoris : /);
    // The cinema of each listed showing: the link to its page in the showing's row.
    const listed = await page
      .getByRole('main')
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((a) => a.getAttribute('href') ?? '').filter((href) => href.startsWith('/cinema/')),
      );
    for (const href of listed) expect(favourites.map((slug) => `/cinema/${slug}`)).toContain(href);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    // The address alone says it: an anonymous visitor given the link sees the same cinemas.
    const other = await browser.newContext();
    try {
      const shared = await other.newPage();
      await openHydrated(shared, page.url());
      await expect(where(shared)).toHaveValue('favourites');
      await expect(lead(shared)).toHaveText((await lead(page).textContent()) ?? '');
    } finally {
      await other.close();
    }
  });
});
