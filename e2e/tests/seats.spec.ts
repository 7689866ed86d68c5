// Issue 27 items 2 and 4 in Chromium against the production builds: the home's "last chance" row;
// a showtime's panel says when the film itself starts and ends (after the pre-show) and how many
// seats are left, on fr, on ch in German and on nl in Dutch, at 390 and 1366 px, axe clean; the
// chips say how full they are; "hide sold out" toggled by keyboard is kept in the address.
import type { Page } from '@playwright/test';
import {
  axeViolations,
  bookableShowtimes,
  collectErrors,
  DESKTOP,
  expect,
  firstBookableShowtime,
  openHydrated,
  PHONE,
  schedule,
  showtimeTime,
  test,
  tomorrowIn,
} from '../fixtures';

interface ListedShow {
  slug: string;
  tracking: { next24ShowtimesCount: number };
}

/** Films with showtimes in the next day on a site, read from the API's own address in a tab of its own. */
async function bookableFilms(page: Page, url: string): Promise<string[]> {
  const tab = await page.context().newPage();
  await tab.goto(new URL('/api/shows?filter=book', url).href);
  const { shows } = JSON.parse((await tab.locator('body').textContent()) ?? '{}') as { shows: ListedShow[] };
  await tab.close();
  return shows.filter((show) => show.tracking.next24ShowtimesCount > 0).map((show) => show.slug);
}

/** Minutes of a HH:MM time, counted from the session's day (a film ending after midnight counts on). */
const minutes = (time: string, after = 0) => {
  const value = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return value < after ? value + 24 * 60 : value;
};

const WORDS = {
  fr: {
    film: /^Film à (\d\d:\d\d) · fin à (\d\d:\d\d)$/,
    spoken: /^Séance à (\d\d:\d\d), le film commence à (\d\d:\d\d) et se termine à (\d\d:\d\d)\.$/,
    seats: /(Places disponibles|Se remplit|Presque complet) · \d+ places? restantes? sur \d+/,
    fill: /Places disponibles|Se remplit|Presque complet/,
  },
  de: {
    film: /^Film um (\d\d:\d\d) · Ende (\d\d:\d\d)$/,
    spoken: /^Vorstellung um (\d\d:\d\d), der Film beginnt um (\d\d:\d\d) und endet um (\d\d:\d\d)\.$/,
    seats: /(Plätze frei|Füllt sich|Fast ausverkauft) · Noch \d+ von \d+ Plätzen frei/,
    fill: /Plätze frei|Füllt sich|Fast ausverkauft/,
  },
  nl: {
    film: /^Film om (\d\d:\d\d) · einde (\d\d:\d\d)$/,
    spoken: /^Voorstelling om (\d\d:\d\d), de film begint om (\d\d:\d\d) en eindigt om (\d\d:\d\d)\.$/,
    seats: /(Plaatsen vrij|Loopt vol|Bijna vol) · Nog \d+ van \d+ plaatsen vrij/,
    fill: /Plaatsen vrij|Loopt vol|Bijna vol/,
  },
} as const;

/** Opens the first bookable showtime of a film page and checks the panel's film times and seats. */
async function checkPanel(page: Page, language: keyof typeof WORDS) {
  const words = WORDS[language];
  const chip = await firstBookableShowtime(page, language);
  // the chip says how full it is, in text (its gauge is drawn beside it)
  await expect(chip.getByText(words.fill)).toHaveText(words.fill);
  const session = await showtimeTime(chip);
  await chip.click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  // the short form on screen (hidden from a screen reader, which reads the sentence below)
  const shown = ((await panel.getByText(words.film).textContent()) ?? '').trim();
  const [, film = '', end = ''] = words.film.exec(shown) ?? [];
  expect(shown, 'the film times line').toMatch(words.film);
  // the session's time stays; the film starts after the pre-show (10 to 15 minutes), then ends
  expect(minutes(film, minutes(session)) - minutes(session)).toBeGreaterThanOrEqual(10);
  expect(minutes(film, minutes(session)) - minutes(session)).toBeLessThanOrEqual(15);
  expect(minutes(end, minutes(session))).toBeGreaterThan(minutes(film, minutes(session)));
  // one sentence for a screen reader, with the same three times
  const spoken = ((await panel.getByText(words.spoken).textContent()) ?? '').trim();
  expect(spoken).toMatch(words.spoken);
  expect(words.spoken.exec(spoken)?.slice(1)).toEqual([session, film, end]);
  await expect(panel.getByRole('definition').filter({ hasText: words.seats })).toHaveText(words.seats);
  return panel;
}

test.describe('the film real start, seats left, last chance', () => {
  test('fr at 1366 px: the home has a "last chance" row; its film panel says "film at · ends" and the seats left, axe clean', async ({
    page,
    site,
  }) => {
    // two pages and an axe pass: more than the default 30 s on a loaded machine
    test.slow();
    const errors = collectErrors(page);
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('fr', '/'));
    const row = page.getByRole('region', { name: 'Dernière chance' });
    await expect(row).toBeVisible();
    const cards = row.locator('a[href^="/film/"]');
    expect(await cards.count()).toBeGreaterThan(0);
    // the row comes after the first film row
    const order = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ''));
    expect(order.indexOf('Dernière chance')).toBe(order.indexOf('À l’affiche') + 1);
    const slug = ((await cards.first().getAttribute('href')) ?? '').replace('/film/', '');
    await openHydrated(page, site.url('fr', `/film/${slug}`));
    const panel = await checkPanel(page, 'fr');
    await page.screenshot({ path: test.info().outputPath('fr-1366-panel.png') });
    expect(await axeViolations(page)).toEqual([]);
    await expect(panel.getByRole('link', { name: /Réserver/ })).toHaveAttribute('href', /^\/api\/booking\//);
    expect(errors).toEqual([]);
  });

  for (const [code, prefix, language] of [
    ['ch', '/de', 'de'],
    ['nl', '/nl', 'nl'],
  ] as const) {
    test(`${code} in ${language === 'de' ? 'German' : 'Dutch'} at 390 px: the panel says when the film starts and ends and the seats left, nothing cut`, async ({
      page,
      site,
    }) => {
      const errors = collectErrors(page);
      await page.setViewportSize(PHONE);
      const [slug] = await bookableFilms(page, site.url(code, prefix));
      await openHydrated(page, site.url(code, `${prefix}/film/${slug}`));
      await page.screenshot({ path: test.info().outputPath(`${code}-390-schedule.png`), fullPage: true });
      const panel = await checkPanel(page, language);
      for (const part of [
        panel.getByText(WORDS[language].film),
        panel.getByRole('definition').filter({ hasText: WORDS[language].seats }),
      ]) {
        expect(await part.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      }
      await page.screenshot({ path: test.info().outputPath(`${code}-390-panel.png`) });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('fr: "hide sold out" toggled with the keyboard hides the full showtimes and is kept in the address', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(DESKTOP);
    const full = schedule(page).getByRole('button', { name: /^\s*\d{1,2}:\d{2}.*Complet$/, disabled: true });
    // a film whose day, at the site's default place, has a sold-out showtime: tomorrow's, whose
    // showtimes are all ahead (late in the evening today's full ones are past)
    let film = '';
    const day = tomorrowIn('Europe/Paris');
    for (const slug of (await bookableFilms(page, site.url('fr', '/'))).slice(0, 8)) {
      await openHydrated(page, site.url('fr', `/film/${slug}/filters/date-${day}`));
      if ((await full.count()) > 0) {
        film = slug;
        break;
      }
    }
    expect(film, 'a film with a sold-out showtime tomorrow').not.toBe('');
    // a full chip says it once, in text, with its crossed gauge
    await expect(full.first().locator('.mq-seats--full')).toHaveText('Complet');
    const box = page.getByRole('checkbox', { name: 'Masquer les séances complètes' });
    await expect(box).not.toBeChecked();
    await box.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/[?&]hidesoldout=true/);
    await expect(box).toBeChecked();
    await expect(full).toHaveCount(0);
    // the address carries it: the server renders it so
    await openHydrated(page, page.url());
    await expect(page.getByRole('checkbox', { name: 'Masquer les séances complètes' })).toBeChecked();
    await expect(full).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Masquer les séances complètes' }).focus();
    await page.keyboard.press('Space');
    await expect(page).not.toHaveURL(/hidesoldout/);
    expect(await full.count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
