// Covers the locator in Chromium against the production builds, on fr: from a
// film page, "around me" with the browser's position at Paris lists the nearest cinemas (at most
// 6, within 50 km, nearest first) and the film's showtimes then come from those cinemas (saved in
// `cgp_locator`); a refused position marks it unavailable and raises the warning alert, which
// leaves after 10 s; the postal code `750` finds the Paris cinemas and choosing one shows its
// showtimes, drives the header's Cinemas link and enters the history; a saved position sends the
// Cinemas page to the nearest cinema; input of any length or script is harmless; axe at 390 and
// 1366 px with the locator open.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
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
  readonly gpsPosition: { x: number; y: number };
  readonly address: { postalCode: string };
}

async function contextPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  return context.newPage();
}

/** Opens the first film of the fr home (client-side), as a moviegoer does. */
async function openFilm(page: Page, url: string): Promise<string> {
  await openHydrated(page, url);
  // A film card's link is its title's (stretched over the card); promotions' titles are not links.
  const card = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first();
  const name = ((await card.textContent()) ?? '').trim();
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  return name;
}

test.describe('locator', () => {
  test('LOC-01 LOC-16 LOC-06 around me at Paris: the nearest fr cinemas (at most 6, nearest first) and their showtimes on a film page', async ({
    browser,
    site,
  }) => {
    const page = await contextPage(browser, { geolocation: PARIS, permissions: ['geolocation'] });
    const errors = collectErrors(page);
    await openFilm(page, site.url('fr', '/'));
    const cinemas = (await pageApi<{ cinemas: ApiCinema[] }>(page, '/api/cinemas?language=fr')).cinemas;
    const origin = { x: PARIS.longitude, y: PARIS.latitude };
    const expected = cinemas
      .map((c) => ({ name: c.name, d: km(origin, c.gpsPosition) }))
      .filter((c) => c.d <= 50)
      .sort((a, b) => a.d - b.d)
      .slice(0, 6)
      .map((c) => c.name);
    expect(expected.length).toBeGreaterThan(0);

    const dialog = await openLocator(page);
    await dialog.getByRole('button', { name: 'Les cinémas autour de moi' }).click();
    const choices = dialog.getByRole('region', { name: 'Près de vous' }).getByRole('listitem');
    await expect(choices).toHaveCount(expected.length);
    expect((await choices.allTextContents()).map((text, i) => text.startsWith(expected[i] as string))).toEqual(
      expected.map(() => true),
    );
    await dialog.getByRole('button', { name: /Voir les séances de c/ }).click();
    await expect(dialog).toBeHidden();
    expect((await savedSelection(page))?.type).toBe('position');
    const where = page.getByRole('combobox', { name: 'Où' });
    await expect(where).toHaveValue('position');
    const shownCinemas = scheduleCinemas(page);
    await expect(shownCinemas.first()).toBeVisible();
    const names = (await shownCinemas.allTextContents()).map((n) => n.trim());
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => expected.some((e) => name.startsWith(e)))).toBe(true);
    // nearest first
    const order = names.map((name) => expected.findIndex((e) => name.startsWith(e)));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('LOC-16 ERR-15 refused geolocation: unavailable and the warning alert, which leaves after 10 s', async ({
    browser,
    site,
  }) => {
    const page = await contextPage(browser, { permissions: [] });
    await page.context().clearPermissions();
    // The page's timers run on Playwright's clock: the locator's 10 s guard (headless Chromium
    // leaves the position prompt unanswered) and the alert's 10 s are moved through, not waited for.
    await page.clock.install();
    await openFilm(page, site.url('fr', '/'));
    const dialog = await openLocator(page);
    await dialog.getByRole('button', { name: 'Les cinémas autour de moi' }).click();
    const alert = page.getByRole('group', { name: "Nous n'avons pas pu vous localiser" });
    // The guard starts once the locator asks for the position: move the clock on until it fires.
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000);
        return alert.isVisible();
      })
      .toBe(true);
    await expect(dialog.getByText('Votre position n’est pas disponible.', { exact: false })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(alert).toBeHidden();
    expect(await savedSelection(page)).toBeNull();
    await page.context().close();
  });

  test('LOC-11 LOC-02 LOC-08 LOC-12 postal code 750 finds the Paris cinemas; the choice shows its showtimes, leads the Cinemas link and enters the history', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(DESKTOP);
    await openFilm(page, site.url('fr', '/'));
    const cinemas = (await pageApi<{ cinemas: ApiCinema[] }>(page, '/api/cinemas?language=fr')).cinemas;
    const paris = cinemas.filter((c) => c.address.postalCode.startsWith('750'));
    expect(paris.length).toBeGreaterThan(0);
    let dialog = await openLocator(page);
    await dialog.getByLabel('Un cinéma, une ville ou un code postal').fill('750');
    const results = dialog.getByRole('list', { name: /lieux? trouvés?/ }).getByRole('button');
    await expect(results).toHaveCount(paris.length);
    for (const cinema of paris)
      await expect(dialog.getByRole('button', { name: new RegExp(`^${cinema.name}`) })).toBeVisible();
    // fr shows postal codes (locatorHidePostalCode is off on fr)
    await expect(results.first()).toContainText('750');

    const chosen = paris[0] as ApiCinema;
    await dialog.getByRole('button', { name: new RegExp(`^${chosen.name}`) }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/filters/localisation-${chosen.slug}`));
    expect(await savedSelection(page)).toEqual({ type: 'cinema', value: chosen.slug });
    await expect(page.getByRole('combobox', { name: 'Où' })).toHaveValue(chosen.slug);
    // The header's Cinemas link leads to the chosen cinema.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cinémas' }).first()).toHaveAttribute(
      'href',
      new RegExp(`${chosen.slug}$`),
    );
    // Accent-insensitive name search, and the history.
    dialog = await openLocator(page);
    await expect(dialog.getByRole('heading', { name: 'Vos derniers choix' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: chosen.name })).toBeVisible();
    await dialog.getByLabel('Un cinéma, une ville ou un code postal').fill('OPÉRA');
    await expect(dialog.getByRole('button', { name: /Op[ée]ra/ }).first()).toBeVisible();
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('LOC-05 CAT-38 a saved position sends the Cinemas page to the nearest cinema once its data is ready', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('fr', '/'));
    const cinemas = (await pageApi<{ cinemas: ApiCinema[] }>(page, '/api/cinemas?language=fr')).cinemas;
    const origin = { x: PARIS.longitude, y: PARIS.latitude };
    const nearest = [...cinemas].sort((a, b) => km(origin, a.gpsPosition) - km(origin, b.gpsPosition))[0] as ApiCinema;
    await page.context().addCookies([
      {
        name: 'cgp_locator',
        value: encodeURIComponent(JSON.stringify({ type: 'position', value: `${PARIS.latitude},${PARIS.longitude}` })),
        url: site.url('fr', '/'),
      },
    ]);
    // The redirect happens in the browser once the page has hydrated (its data is then ready).
    await page.goto(site.url('fr', '/cinemas'));
    await page.waitForURL(new RegExp(`${nearest.slug}$`), { timeout: 25_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(nearest.name);
  });

  test('bad input of any length or script is capped and harmless', async ({ page, site }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(DESKTOP);
    await openFilm(page, site.url('fr', '/'));
    const dialog = await openLocator(page);
    const field = dialog.getByLabel('Un cinéma, une ville ou un code postal');
    await field.fill(`<img src=x onerror=alert(1)>${'映画館🎬'.repeat(2000)}`);
    expect((await field.inputValue()).length).toBeLessThanOrEqual(80);
    await expect(dialog.getByText('Aucun cinéma ni aucune ville ne correspond à votre recherche.')).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`LOC-01 axe finds nothing with the locator open at ${viewport.width} px`, async ({ browser, site }) => {
      const page = await contextPage(browser, { viewport, geolocation: PARIS, permissions: ['geolocation'] });
      await openFilm(page, site.url('fr', '/'));
      const dialog = await openLocator(page);
      await dialog.getByRole('button', { name: 'Les cinémas autour de moi' }).click();
      await expect(dialog.getByRole('button', { name: /Voir les séances de c/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/locator-${viewport.width}.png` });
      await page.context().close();
    });
  }
});
