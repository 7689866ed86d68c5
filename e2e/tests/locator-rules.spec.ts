// Covers the locator's remaining rules in Chromium against the production builds, as a
// moviegoer walks them on fr (and nl for its default city):
// - around me locks the "Où" switcher's cinemas to those found, nearest first; choosing a cinema
//   releases it (LOC-14, LOC-15);
// - the chosen cinema leads a city's list of cinemas (the cinema-order lock, LOC-08); after its
//   cinema page has been visited and left (client-side, the page never reloads) the city's list
//   is back in its own order (LOC-09);
// - on a cinema page the locator's current place is that cinema, whatever the cookie says (LOC-03);
// - a city chosen in the locator on a film page becomes the saved place once its schedule has
//   results; a city where the film plays nowhere leaves the saved place as it was (LOC-13);
// - a site with a single cinema: the locator chooses it by itself (LOC-10);
// - nl starts a film's programme on its default city, Amsterdam; fr on its default region,
//   Île-de-France: the switcher names it and the schedule lists only the region's cinemas (LOC-20);
// - a failing chat availability request leaves the help centre without a chat entry (ERR-10).
import type { Browser, Page } from '@playwright/test';
import {
  axeViolations,
  collectErrors,
  DESKTOP,
  expect,
  hydrationErrors,
  km,
  openHydrated,
  openLocator,
  PARIS,
  PHONE,
  pageApi,
  savedSelection,
  scheduleCinemas,
  test,
} from '../fixtures';

interface ApiCinema {
  readonly slug: string;
  readonly name: string;
  readonly citySlug: string;
  readonly gpsPosition: { x: number; y: number };
}
interface ApiCity {
  readonly slug: string;
  readonly name: string;
}
interface ApiShowtimes {
  readonly date: string;
  readonly days: readonly string[];
  readonly cinemas: readonly { cinemaSlug: string; cinemaName: string }[];
}

/** Opens the first film of the home (client-side, as a moviegoer does); its slug. */
async function openFilm(page: Page, url: string): Promise<string> {
  await openHydrated(page, url);
  // A film card's link is its title's (stretched over the card); promotions' titles are not links.
  const card = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first();
  const name = ((await card.textContent()) ?? '').trim();
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  return new URL(page.url()).pathname.split('/').filter(Boolean).at(-1) ?? '';
}

/** The names of the cinemas the film's schedule lists, in order. */
async function listedCinemas(page: Page): Promise<string[]> {
  const names = scheduleCinemas(page);
  await expect(names.first()).toBeVisible();
  return (await names.allTextContents()).map((name) => name.trim());
}

/** Marks the document: still marked later means the walk never reloaded the page (the store lives on). */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}
async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

async function newPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  return context.newPage();
}

test.describe('locator rules', () => {
  test('LOC-14 LOC-15 LOC-08 LOC-09 around me locks the cinemas bar; a chosen cinema leads the city list until its page is left', async ({
    browser,
    site,
  }) => {
    test.setTimeout(120_000);
    const page = await newPage(browser, { geolocation: PARIS, permissions: ['geolocation'] });
    const errors = collectErrors(page);
    const film = await openFilm(page, site.url('fr', '/'));
    await markDocument(page);
    const cinemas = (await pageApi<{ cinemas: ApiCinema[] }>(page, '/api/cinemas?language=fr')).cinemas;
    const origin = { x: PARIS.longitude, y: PARIS.latitude };
    const nearest = cinemas
      .map((cinema) => ({ cinema, d: km(origin, cinema.gpsPosition) }))
      .filter((entry) => entry.d <= 50)
      .sort((a, b) => a.d - b.d)
      .slice(0, 6)
      .map((entry) => entry.cinema.slug);
    const where = page.getByRole('combobox', { name: 'Où' });

    // Free: the switcher offers every cinema of the site.
    await expect(where.locator('optgroup[label="Cinémas"] option')).toHaveCount(cinemas.length);

    // LOC-14: around me locks the bar to the cinemas found, nearest first.
    let dialog = await openLocator(page);
    await dialog.getByRole('button', { name: 'Les cinémas autour de moi' }).click();
    await dialog.getByRole('button', { name: /Voir les séances de c/ }).click();
    await expect(dialog).toBeHidden();
    await expect(where).toHaveValue('position');
    const bar = where.locator('optgroup[label="Cinémas près de vous"] option');
    await expect(bar).toHaveCount(nearest.length);
    expect(await bar.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(
      nearest,
    );

    // The film's Paris list in its own order; the visitor's cinema will be its last one.
    const paris = await pageApi<ApiShowtimes>(page, `/api/show/${film}/showtimes/paris?language=fr`);
    expect(paris.cinemas.length).toBeGreaterThan(1);
    const chosen = paris.cinemas.at(-1) as ApiShowtimes['cinemas'][number];
    const chosenName = cinemas.find((c) => c.slug === chosen.cinemaSlug)?.name ?? chosen.cinemaName;

    // LOC-15: choosing a cinema releases the bar; LOC-08: it locks the cinema order on it.
    dialog = await openLocator(page);
    await dialog.getByLabel('Un cinéma, une ville ou un code postal').fill(chosenName);
    await dialog
      .getByRole('button', { name: new RegExp(`^${chosenName}`) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/filters/localisation-${chosen.cinemaSlug}`));
    await expect(where).toHaveValue(chosen.cinemaSlug);
    await expect(where.locator('optgroup[label="Cinémas près de vous"]')).toHaveCount(0);
    await expect(where.locator('optgroup[label="Cinémas"] option')).toHaveCount(cinemas.length);
    expect(await savedSelection(page)).toEqual({ type: 'cinema', value: chosen.cinemaSlug });

    // The visitor compares with the whole city: their cinema comes first.
    await where.selectOption('paris');
    await expect(page).toHaveURL(/\/filters\/localisation-paris/);
    await expect.poll(async () => (await listedCinemas(page))[0]).toBe(chosen.cinemaName);
    expect((await listedCinemas(page)).length).toBe(paris.cinemas.length);

    // Back on their cinema, the visitor opens its page from the header's Cinemas link, then the film
    // again from there: the cinema page is left (every step client-side, the store lives on).
    await where.selectOption(chosen.cinemaSlug);
    await expect(page).toHaveURL(new RegExp(`/filters/localisation-${chosen.cinemaSlug}`));
    // The header slides away on scroll: back to the top, as a visitor does.
    await page.evaluate(() => window.scrollTo(0, 0));
    const cinemasLink = page.getByRole('banner').getByRole('link', { name: 'Cinémas' }).first();
    await expect(cinemasLink).toHaveAttribute('href', new RegExp(`/cinema/${chosen.cinemaSlug}$`));
    await cinemasLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosenName);
    await page.locator(`main a[href$="/film/${film}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/film/${film}$`));
    expect(await sameDocument(page)).toBe(true);

    // LOC-09: released — Paris lists its cinemas in their own order again.
    await where.selectOption('paris');
    await expect(page).toHaveURL(/\/filters\/localisation-paris/);
    await expect.poll(async () => (await listedCinemas(page))[0]).toBe(paris.cinemas[0]?.cinemaName);
    expect(await listedCinemas(page)).toEqual(paris.cinemas.map((c) => c.cinemaName));
    expect(await sameDocument(page)).toBe(true);
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('LOC-03 on a cinema page the locator is at that cinema, whatever the saved cookie says', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.context().addCookies([
      {
        name: 'cgp_locator',
        value: encodeURIComponent(JSON.stringify({ type: 'city', value: 'lyon' })),
        url: site.url('fr', '/'),
      },
    ]);
    await openHydrated(page, site.url('fr', '/'));
    const cinemas = (await pageApi<{ cinemas: ApiCinema[] }>(page, '/api/cinemas?language=fr')).cinemas;
    const cinema = cinemas.find((c) => c.citySlug !== 'lyon') as ApiCinema;
    await openHydrated(page, site.url('fr', `/cinema/${cinema.slug}?modal=locator`));
    const dialog = page.getByRole('dialog', { name: 'Où voulez-vous aller ?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Lieu choisi : ${cinema.name}`)).toBeVisible();
    // Restored, not chosen: the saved place is untouched.
    expect(await savedSelection(page)).toEqual({ type: 'city', value: 'lyon' });
    expect(await axeViolations(page)).toEqual([]);
  });

  test('LOC-13 a city chosen in the locator is saved once its schedule has results; a city without the film is not', async ({
    page,
    site,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('fr', '/'));
    const cities = (await pageApi<{ cities: ApiCity[] }>(page, '/api/cities?language=fr')).cities;
    const shows = (await pageApi<{ shows: { slug: string }[] }>(page, '/api/shows?language=fr')).shows;
    // A film that plays in some cities of the site and nowhere in another.
    let pick: { film: string; playing: ApiCity; other: ApiCity } | null = null;
    for (const show of shows) {
      const days = await Promise.all(
        cities.map(
          async (city) =>
            (await pageApi<ApiShowtimes>(page, `/api/show/${show.slug}/showtimes/${city.slug}?language=fr`)).days
              .length,
        ),
      );
      const playing = cities[days.findIndex((n) => n > 0)];
      const other = cities[days.indexOf(0)];
      if (playing && other) {
        pick = { film: show.slug, playing, other };
        break;
      }
    }
    expect(pick, 'a film of the seed plays in one fr city and not in another').not.toBeNull();
    const { film, playing, other } = pick as NonNullable<typeof pick>;
    await page.goto(site.url('fr', `/film/${film}`));
    await page.locator('html[data-hydrated]').waitFor();

    // A city where the film plays: city mode, saved and in the history.
    let dialog = await openLocator(page);
    await dialog.getByLabel('Un cinéma, une ville ou un code postal').fill(playing.name);
    await dialog.getByRole('button', { name: new RegExp(`^${playing.name}\\s*Ville`) }).click();
    await expect(page).toHaveURL(new RegExp(`/filters/localisation-${playing.slug}`));
    await expect.poll(() => savedSelection(page)).toEqual({ type: 'city', value: playing.slug });
    await expect(page.getByRole('combobox', { name: 'Où' })).toHaveValue(playing.slug);

    // A city where the film plays nowhere: the page says so, the saved place stays.
    dialog = await openLocator(page);
    await dialog.getByLabel('Un cinéma, une ville ou un code postal').fill(other.name);
    await dialog.getByRole('button', { name: new RegExp(`^${other.name}\\s*Ville`) }).click();
    await expect(page).toHaveURL(new RegExp(`/filters/localisation-${other.slug}`));
    await expect(page.getByRole('region', { name: 'Séances' }).getByRole('status')).toBeVisible();
    expect(await savedSelection(page)).toEqual({ type: 'city', value: playing.slug });
    dialog = await openLocator(page);
    await expect(dialog.getByText(`Lieu choisi : ${playing.name}`)).toBeVisible();
    const history = dialog.getByRole('region', { name: 'Vos derniers choix' });
    await expect(history.getByRole('button', { name: playing.name })).toBeVisible();
    await expect(history.getByRole('button', { name: other.name })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('LOC-10 a site with a single cinema: the locator chooses it by itself', async ({ page, site }) => {
    await page.setViewportSize(PHONE);
    await openHydrated(page, site.url('fr', '/'));
    // The seed has no one-cinema site: the real API's list reaches the page cut to its first cinema.
    const body = await pageApi<{ cinemas: ApiCinema[]; total: number }>(page, '/api/cinemas?language=fr');
    const only = body.cinemas[0] as ApiCinema;
    await page.route(
      (url) => url.pathname === '/api/cinemas',
      (route) => route.fulfill({ json: { ...body, total: 1, cinemas: [only] } }),
    );
    // The film opens client-side: its loader and the locator read the one-cinema list.
    const card = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first();
    await card.click();
    await expect(page).toHaveURL(/\/film\//);
    await page.getByRole('button', { name: 'Trouver un cinéma' }).click();
    await expect(page).toHaveURL(new RegExp(`/filters/localisation-${only.slug}`));
    await expect(page.getByRole('dialog', { name: 'Où voulez-vous aller ?' })).toBeHidden();
    expect(await savedSelection(page)).toEqual({ type: 'cinema', value: only.slug });
  });

  test('LOC-20 nl starts a film programme on its default city, Amsterdam', async ({ page, site }) => {
    await page.setViewportSize(DESKTOP);
    await openFilm(page, site.url('nl', '/'));
    await expect(page.getByRole('combobox', { name: 'Waar' })).toHaveValue('amsterdam');
    expect(await savedSelection(page)).toBeNull();
  });

  test("LOC-20 fr starts a film programme on its default region, Île-de-France: the region's cinemas only", async ({
    page,
    site,
  }, info) => {
    await page.setViewportSize(DESKTOP);
    await openFilm(page, site.url('fr', '/'));
    const { cities } = await pageApi<{ cities: (ApiCity & { mainRegion: string })[] }>(page, '/api/cities?language=fr');
    const { cinemas } = await pageApi<{ cinemas: ApiCinema[] }>(page, '/api/cinemas?language=fr');
    const regionCities = new Set(cities.filter((city) => city.mainRegion === 'idf').map((city) => city.slug));
    const inRegion = new Set(cinemas.filter((c) => regionCities.has(c.citySlug)).map((cinema) => cinema.name));
    expect(inRegion.size).toBeGreaterThan(0);
    const where = page.getByRole('combobox', { name: 'Où' });
    await expect(where.locator('option:checked')).toHaveText('Île-de-France');
    const listed = await listedCinemas(page);
    expect(listed.length).toBeGreaterThan(0);
    for (const name of listed) expect(inRegion.has(name), name).toBe(true);
    // A default is not a choice: nothing is saved.
    expect(await savedSelection(page)).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('.catalogue-place').screenshot({ path: info.outputPath('idf-1366.png') });
    await page.setViewportSize(PHONE);
    await expect(where.locator('option:checked')).toHaveText('Île-de-France');
    await page.locator('.catalogue-place').screenshot({ path: info.outputPath('idf-390.png') });
    // Choosing another place leaves the region behind (the switcher offers it only while it is the default).
    await where.selectOption('lyon');
    await expect(where).toHaveValue('lyon');
    await expect(where.locator('option', { hasText: 'Île-de-France' })).toHaveCount(0);
  });

  test('ERR-10 the chat availability request failing leaves the chat out of the help centre', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    const entry = page.getByRole('button', { name: 'Chat with us' });
    const asked = () =>
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/chat/availability');
    await page.setViewportSize(DESKTOP);
    // Agents answering: the entry is there (so its absence below is the failure's doing).
    await page.route('**/api/chat/availability*', (route) =>
      route.fulfill({ json: { available: true, instructions: ['agents'], opensAt: null } }),
    );
    let answered = asked();
    await openHydrated(page, site.url('fr', '/en/help'));
    await answered;
    await expect(entry).toBeVisible();
    // The availability request fails: unknown, and the chat is not offered.
    await page.unroute('**/api/chat/availability*');
    await page.route('**/api/chat/availability*', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    answered = asked();
    await openHydrated(page, site.url('fr', '/en/help'));
    expect((await answered).status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(entry).toHaveCount(0);
    expect(errors.filter((error) => !error.includes('503'))).toEqual([]);
  });
});
