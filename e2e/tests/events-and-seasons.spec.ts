// Covers entertainment and seasons in Chromium against the production builds: the events list,
// an event page with its showtimes and a showtime's panel (fr, at 1366 px and by touch at 390 px,
// axe at both widths, no hydration mismatch); the season page with its price and its showtime
// selection — several at once on fr, one at a time on nl, cleared when a cinema is chosen and on
// another page; and the server's answers for a renamed record (301), a missing one (404), a
// retired show (the 410 target) and bad input (never a 500), read over HTTP without following.
import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import {
  axeViolations,
  bookableShowtimes,
  collectErrors,
  DESKTOP,
  expect,
  hydrationErrors,
  openHydrated,
  PHONE,
  scheduleCinemas,
  showtimeTime,
  test,
} from '../fixtures';

/** An answer of the edge for a site's path, redirects not followed (Node cannot resolve `*.localhost`). */
function edgeAnswer(port: number, site: string, path: string): Promise<{ status: number; location: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host: `${site}.marquee.localhost:${port}` } },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? '' });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The showtime panel's trigger: the first bookable showtime of the day. */
function firstShowtime(page: Page) {
  return bookableShowtimes(page).first();
}

/** The season's showtime toggles (pressed once picked). */
function picks(page: Page) {
  return page
    .getByRole('region', { name: /^(Séances|Voorstellingen)$/ })
    .getByRole('button', { name: /^\s*\d{1,2}:\d{2}/, pressed: false });
}

test.describe('entertainment', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`CAT-27 CAT-28 SHELL-57 events list, an event, a showtime's panel at ${viewport.width} px (axe, hydration)`, async ({
      browser,
      site,
    }) => {
      const context = await browser.newContext({
        viewport,
        hasTouch: viewport === PHONE,
        isMobile: viewport === PHONE,
        locale: 'pt-PT',
      });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await openHydrated(page, site.url('fr', '/evenements'));
      await expect(page.getByRole('heading', { level: 1, name: 'Événements' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      const card = page.getByRole('link', { name: /Saison opéra/ });
      if (viewport === PHONE) await card.tap();
      else await card.click();
      await expect(page).toHaveURL(/\/evenements\/opera-season$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Saison opéra' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Séances' })).toBeVisible();
      // One section per show of the event, its cinemas below.
      const show = page.getByRole('region', { name: /La Traviata/ });
      await expect(show.getByRole('heading', { level: 4 }).first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      const showtime = firstShowtime(page);
      const time = await showtimeTime(showtime);
      if (viewport === PHONE) await showtime.tap();
      else await showtime.click();
      const panel = page.getByRole('dialog');
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(time);
      await expect(panel).toContainText('La Traviata');
      await expect(panel.getByRole('link', { name: /Réserver/ })).toHaveAttribute('target', '_blank');
      expect(await axeViolations(page)).toEqual([]);

      expect(await hydrationErrors(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('CAT-21 CAT-23 CAT-26 an event: another day and a city keep to the address, rendered the same by the server', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('fr', '/evenements/opera-season'));
    const strip = page.getByRole('group', { name: 'Choisir un jour' });
    await strip.getByRole('button', { pressed: false }).first().click();
    await expect(page).toHaveURL(/\/filters\/date-2026-12-09$/);
    await expect(strip.getByRole('button', { pressed: true })).toContainText('9');
    await page.getByLabel('Où').selectOption('paris');
    await expect(page).toHaveURL(/\/filters\/localisation-paris$/);
    // Paris only (the loader's test checks each cinema's city); the reloaded address shows the same.
    const names = await scheduleCinemas(page, 'fr', 4).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    const reloaded = page.url();
    await openHydrated(page, reloaded);
    expect(await scheduleCinemas(page, 'fr', 4).allTextContents()).toEqual(names);
    expect(await hydrationErrors(page)).toEqual([]);
  });
});

test.describe('seasons', () => {
  test('CAT-29 CAT-31 CAT-32 CAT-33 CAT-35 fr: the season with its price, several showtimes picked, cleared when a cinema is chosen', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('fr', '/saison/ballet-season'));
    await expect(page.getByRole('heading', { level: 1, name: 'Saison ballet' })).toBeVisible();
    await expect(page.getByText('En direct sur grand écran').first()).toBeVisible();
    // The price, with the initial price struck.
    await expect(page.locator('.catalogue-season__price s')).toHaveText(/€/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Réserver' }).first()).toHaveAttribute(
      'href',
      '#season-showtimes',
    );
    await expect(page.getByText('Plein tarif')).toBeVisible();

    const selection = page.getByRole('complementary', { name: /Votre sélection/ });
    await expect(selection).toContainText('Votre sélection (0)');
    await picks(page).nth(0).click();
    await picks(page).nth(0).click();
    await expect(selection).toContainText('Votre sélection (2)');
    await expect(
      page
        .getByRole('region', { name: 'Séances', exact: true })
        .getByRole('button', { name: /^\s*\d{1,2}:\d{2}/, pressed: true }),
    ).toHaveCount(2);
    await expect(selection.getByRole('link', { name: 'Réserver' }).first()).toHaveAttribute('target', '_blank');
    expect(await axeViolations(page)).toEqual([]);
    // Remove one, then cinema mode clears the rest.
    await selection
      .getByRole('button', { name: /^Retirer .* de la sélection$/ })
      .first()
      .click();
    await expect(selection).toContainText('Votre sélection (1)');
    const cinema = await scheduleCinemas(page, 'fr', 4).first().getByRole('link').getAttribute('href');
    const slug = cinema?.split('/').pop() ?? '';
    await page.getByLabel('Où').selectOption(slug);
    await expect(page).toHaveURL(new RegExp(`localisation-${slug}$`));
    await expect(selection).toContainText('Votre sélection (0)');
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('CAT-33 CAT-34 nl: one showtime at a time, and another page starts empty (390 px, axe)', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(PHONE);
    await openHydrated(page, site.url('nl', '/nl/seizoen/ballet-season'));
    await expect(page.getByRole('heading', { level: 1, name: 'Balletseizoen' })).toBeVisible();
    const selection = page.getByRole('complementary', { name: /Jouw selectie/ });
    await picks(page).nth(0).click();
    await picks(page).nth(0).click();
    await expect(selection).toContainText('Jouw selectie (1)');
    await expect(
      page
        .getByRole('region', { name: 'Voorstellingen', exact: true })
        .getByRole('button', { name: /^\s*\d{1,2}:\d{2}/, pressed: true }),
    ).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Evenementen' }).first().click();
    await expect(page).toHaveURL(/\/nl\/evenementen$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Balletseizoen' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: /Jouw selectie/ })).toContainText('Jouw selectie (0)');
  });
});

test.describe('server answers', () => {
  test('CAT-02 CAT-30 ERR-02 ERR-04 redirects, not found, gone and bad input as HTTP statuses', async ({ site }) => {
    const { port } = site.platform;
    expect(await edgeAnswer(port, 'fr', '/evenements/opera-live-season')).toEqual({
      status: 301,
      location: '/evenements/opera-season',
    });
    expect(await edgeAnswer(port, 'ch', '/de/saison/opera-live-season')).toEqual({
      status: 301,
      location: '/de/saison/opera-season',
    });
    expect((await edgeAnswer(port, 'fr', '/evenements/nope')).status).toBe(404);
    expect((await edgeAnswer(port, 'fr', '/saison/nope')).status).toBe(404);
    const gone = await edgeAnswer(port, 'fr', '/film/the-forgotten-reel');
    expect(gone.status).toBe(302);
    expect(gone.location).toBe('/410_GONE?errorCode=410');
    expect((await edgeAnswer(port, 'fr', '/410_GONE?errorCode=410')).status).toBe(410);
    // Bad input: a malformed day and an unknown place are ignored; a malformed slug is not found.
    expect((await edgeAnswer(port, 'fr', '/evenements/opera-season/filters/date-2026-13-45')).status).toBe(200);
    expect((await edgeAnswer(port, 'fr', '/saison/ballet-season/filters/localisation-atlantis')).status).toBe(200);
    expect((await edgeAnswer(port, 'fr', '/evenements/%25%25')).status).toBe(404);
    expect((await edgeAnswer(port, 'fr', `/saison/${'x'.repeat(300)}`)).status).toBe(404);
  });

  test('ERR-02 the not-found view is shown at the same address', async ({ page, site }) => {
    await openHydrated(page, site.url('fr', '/saison/nope'));
    expect(new URL(page.url()).pathname).toBe('/saison/nope');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await hydrationErrors(page)).toEqual([]);
  });
});
