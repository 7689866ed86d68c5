// Covers the place side of the catalogue in Chromium against the production builds: the cinemas
// list (fr: the full directory by city; be: cards by city in its three languages; sn: one flat
// list), a city (its light list, its page), a cinema, another day of its week, a showtime's
// details and Book now at the ticketing hand-off; the cinema's #tarifs and #info opened by the
// address, services and the info accordion that toggle and reset on navigation; a renamed cinema
// answering 301; unknown or malformed slugs answering 404, never 500; axe at 390 and 1366 px on
// every page kind (list, light lists, city, cinema); no hydration mismatch.
import type { Page } from '@playwright/test';
import {
  axeViolations,
  bookableShowtimesIn,
  collectErrors,
  DESKTOP,
  expect,
  hydrationErrors,
  openHydrated,
  PHONE,
  type SiteCode,
  showtimeTime,
  test,
} from '../fixtures';

/** The day strip, by its name in the page language. */
function dayStrip(page: Page) {
  return page.getByRole('group', { name: /Choisir un jour|Choose a day|Kies een dag|Tag wählen/ });
}

/** From a cinema page: another day of its week, a bookable showtime, its panel, Book now at the hand-off. */
async function bookAnotherDay(page: Page, book: RegExp): Promise<void> {
  const before = page.url();
  await dayStrip(page).getByRole('button', { pressed: false }).first().click();
  await expect.poll(() => page.url()).not.toBe(before);
  expect(page.url()).toMatch(/\/filters\/date-\d{4}-\d{2}-\d{2}$/);
  await expect(dayStrip(page).getByRole('button', { pressed: true })).toHaveCount(1);
  await expect(page.getByRole('region', { name: /^(Séances|Showtimes|Voorstellingen)$/ })).toHaveAttribute(
    'aria-busy',
    'false',
  );

  const showtime = bookableShowtimesIn(
    page.getByRole('region', { name: /^(Séances|Showtimes|Voorstellingen)$/ }),
  ).first();
  const time = await showtimeTime(showtime);
  const film = (
    (await showtime
      .locator('xpath=ancestor::section[contains(@class,"catalogue-schedule__show")]//h3')
      .textContent()) ?? ''
  ).trim();
  const cinema = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  await showtime.click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(time);
  await expect(panel).toContainText(film);
  await expect(panel).toContainText(cinema);
  const link = panel.getByRole('link', { name: book });
  await expect(link).toHaveAttribute('target', '_blank');
  const [handOff] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await handOff.waitForLoadState();
  await expect(handOff.getByRole('heading', { level: 1 })).toContainText(film);
  await expect(handOff.locator('body')).toContainText(cinema);
  await expect(handOff.locator('body')).toContainText(time);
  await handOff.close();
}

/** Once a link was followed: the new address, and the page live (a full load hydrates again). */
async function arrived(page: Page, url: RegExp): Promise<void> {
  await expect(page).toHaveURL(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The status an address answers, as the browser gets it (Node cannot resolve `*.localhost`). */
async function statusOf(page: Page, url: string): Promise<number | undefined> {
  return (await page.goto(url))?.status();
}

test.describe('cinemas and cities', () => {
  test('CAT-36 CAT-37 CAT-49 CAT-51 CAT-39 CAT-21 fr: the full list, a city, its page, a cinema, another day, a showtime, Book now', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('fr', '/cinemas'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos 30 cinémas');
    // Above 8 cinemas: the full directory, by city, with an index of the cities.
    await expect(page.locator('[data-layout="full"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Villes' }).getByRole('link')).toHaveCount(15);
    await expect(page.getByRole('link', { name: 'Marquee Opéra' })).toHaveAttribute(
      'href',
      '/cinema/marquee-opera-paris',
    );
    // A city of one cinema leads to it; Paris (seven) to its light list.
    await expect(page.getByRole('heading', { name: 'Dijon' }).getByRole('link')).toHaveAttribute(
      'href',
      '/cinema/marquee-darcy-dijon',
    );
    await page.getByRole('heading', { name: 'Paris', level: 2 }).getByRole('link').click();
    await arrived(page, /\/ville-list\/paris$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos cinémas à Paris');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(7);
    // The city's own page: description, default cinema, its cinemas, highlight, nearby.
    await page.getByRole('link', { name: 'Films et cinémas à Paris' }).click();
    await expect(page).toHaveURL(/\/ville\/paris$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cinémas à Paris');
    await expect(page.getByText('Notre choix en ville')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Villes à proximité' })).toBeVisible();
    await page.getByRole('heading', { name: 'Marquee Opéra' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/cinema\/marquee-opera-paris$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marquee Opéra');
    await expect(page.getByRole('heading', { name: 'Séances' })).toBeVisible();
    await bookAnotherDay(page, /Réserver/);
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  const BELGIUM: { language: string; cinemas: string; city: string; single: string; book: RegExp }[] = [
    { language: 'nl', cinemas: 'Onze 6 bioscopen', city: 'Brussel', single: 'Luik', book: /Nu reserveren/ },
    { language: 'fr', cinemas: 'Nos 6 cinémas', city: 'Bruxelles', single: 'Liège', book: /Réserver/ },
    { language: 'en', cinemas: 'Our 6 cinemas', city: 'Brussels', single: 'Liège', book: /Book now/ },
  ];
  for (const be of BELGIUM) {
    test(`CAT-36 CAT-37 CAT-51 CAT-39 be in ${be.language}: six cinemas as cards by city, a city, a cinema, another day, Book now`, async ({
      page,
      site,
    }) => {
      const errors = collectErrors(page);
      await page.setViewportSize(DESKTOP);
      await openHydrated(page, site.url('be', `/${be.language}/cinemas`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(be.cinemas);
      // Eight or fewer: every cinema as a card, none hidden.
      await expect(page.locator('[data-layout="cards"]')).toBeVisible();
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(6);
      // A city of one cinema goes straight to it.
      await expect(page.getByRole('heading', { name: be.single, level: 2 }).getByRole('link')).toHaveAttribute(
        'href',
        `/${be.language}/${be.language === 'nl' ? 'bioscoop' : 'cinema'}/marquee-mediacite-liege`,
      );
      await page.getByRole('heading', { name: be.city, level: 2 }).getByRole('link').click();
      await arrived(page, /-list\/bruxelles$/);
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
      await page.getByRole('main').getByRole('link', { name: 'Marquee De Brouckère' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marquee De Brouckère');
      await bookAnotherDay(page, be.book);
      expect(await hydrationErrors(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('CAT-36 CAT-37 sn: its one cinema in a flat list (no city grouping), then its page and Book now', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('sn', '/fr/cinemas'));
    await expect(page.locator('[data-layout="cards"]')).toBeVisible();
    await expect(page.getByRole('main').getByRole('region')).toHaveAccessibleName('Tous nos cinémas');
    await page.getByRole('main').getByRole('link', { name: 'Marquee Plateau' }).click();
    await arrived(page, /\/fr\/cinema\/marquee-plateau-dakar$/);
    // The prices in the site's currency (CFA francs).
    await page.getByRole('button', { name: 'Tarifs' }).click();
    await expect(page.getByRole('table', { name: 'Billets' }).getByRole('cell').first()).toContainText(/F\s?CFA/);
    await bookAnotherDay(page, /Réserver/);
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('CAT-43 CAT-45 CAT-46 CAT-47 #tarifs and #info open their sections from the address', async ({ page, site }) => {
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('fr', '/cinema/marquee-opera-paris#tarifs'));
    const pricing = page.getByRole('button', { name: 'Tarifs' });
    await expect(pricing).toHaveAttribute('aria-expanded', 'true');
    const prices = page.getByRole('table', { name: 'Billets' });
    await expect(prices).toBeVisible();
    await expect(prices.getByRole('row').first()).toContainText(/Plein tarif\s*\d+,\d{2}\s€/);
    await expect(page.getByRole('region', { name: 'Tarifs', exact: true }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Infos pratiques' })).toHaveAttribute('aria-expanded', 'false');
    expect(await hydrationErrors(page)).toEqual([]);

    await openHydrated(page, site.url('fr', '/cinema/marquee-opera-paris#info'));
    const info = page.getByRole('button', { name: 'Infos pratiques' });
    await expect(info).toHaveAttribute('aria-expanded', 'true');
    const map = page.getByRole('link', { name: /Voir sur la carte/ });
    await expect(map).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=48\.\d+&mlon=2\.\d+#map=17\//,
    );
    await expect(page.getByRole('link', { name: /AccesLibre/ })).toHaveAttribute('href', /acceslibre\.beta\.gouv\.fr/);
    await expect(page.getByRole('heading', { name: 'Itinéraire' })).toBeVisible();
    // CAT-41: selecting the info accordion again closes it.
    await info.click();
    await expect(info).toHaveAttribute('aria-expanded', 'false');
    expect(await hydrationErrors(page)).toEqual([]);
  });

  test('CAT-40 CAT-41 CAT-42 CAT-44 a service shows its description and closes again; both reset on navigation', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('fr', '/cinema/marquee-opera-paris'));
    const service = page.getByRole('button', { name: 'Parking' });
    await service.click();
    await expect(service).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await service.getAttribute('aria-controls')}`)).toContainText('Parking');
    await service.click();
    await expect(service).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(`#${await service.getAttribute('aria-controls')}`)).toBeEmpty();
    await service.click();
    const info = page.getByRole('button', { name: 'Infos pratiques' });
    await info.click();
    await expect(info).toHaveAttribute('aria-expanded', 'true');
    // Another cinema, through the router: nothing selected, the accordion closed.
    await page
      .getByRole('heading', { name: 'Cinémas à proximité' })
      .locator('xpath=..')
      .getByRole('link')
      .first()
      .click();
    await expect(page).not.toHaveURL(/marquee-opera-paris/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Marquee Opéra');
    await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Infos pratiques' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('CAT-47 the busiest cinema shows its own pushes from the API, with their date and call to action', async ({
    page,
    site,
  }) => {
    await openHydrated(page, site.url('fr', '/cinema/marquee-euralille-lille'));
    const pushes = page.getByRole('region', { name: 'Dans ce cinéma' });
    await expect(pushes.getByRole('heading', { level: 3 })).toHaveText([
      'Soirée avant-première',
      'Petit-déjeuner au cinéma',
    ]);
    await expect(pushes.getByRole('link', { name: 'Voir l’avant-première' })).toHaveAttribute('href', '/evenements');
    await expect(pushes).toContainText('2026');
    const backdrop = pushes.locator('img').first();
    await backdrop.scrollIntoViewIfNeeded();
    await expect
      .poll(() => backdrop.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // A cinema without pushes has no such block.
    await openHydrated(page, site.url('fr', '/cinema/marquee-bellecour-lyon'));
    await expect(page.getByRole('region', { name: 'Dans ce cinéma' })).toHaveCount(0);
  });

  test('CAT-48 SHELL-73 the cinema alert shows on its cinema only, once: in the page, not also as a toast', async ({
    page,
    site,
  }) => {
    await openHydrated(page, site.url('fr', '/cinema/marquee-darcy-dijon'));
    await expect(page.getByRole('main').getByRole('group', { name: 'Travaux au Marquee Darcy' })).toContainText(
      'Travaux au Marquee Darcy',
    );
    // The site-wide alert arrives as a toast: by then the page's alerts are all queued.
    const toasts = page.getByRole('complementary', { name: 'Notifications' });
    await expect(toasts.getByRole('group', { name: 'Maintenance de la réservation en ligne' })).toHaveCount(1);
    await expect(toasts).not.toContainText('Travaux au Marquee Darcy');
    await expect(page.getByText('Travaux au Marquee Darcy')).toHaveCount(1);
    await openHydrated(page, site.url('fr', '/cinema/marquee-opera-paris'));
    // Neither alert of the site (the cinema's, the site-wide one) is a notice of this page.
    await expect(
      page
        .getByRole('main')
        .getByRole('group', { name: /Travaux au Marquee Darcy|Maintenance de la réservation en ligne/ }),
    ).toHaveCount(0);
  });

  test('CAT-39 CAT-50 ERR a renamed cinema answers 301; unknown or malformed slugs answer 404, never 500', async ({
    page,
    site,
  }) => {
    const response = await page.goto(site.url('fr', '/cinema/marquee-clichy-paris'));
    expect(page.url()).toMatch(/\/cinema\/marquee-wepler-paris$/);
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
    const bad: [SiteCode, string][] = [
      ['fr', '/cinema/marquee-nowhere'],
      ['fr', '/cinema/bad..slug'],
      ['fr', '/cinema/%E2%80%A6'],
      ['fr', '/ville/atlantis'],
      ['fr', '/ville-list/atlantis'],
      ['fr', '/cinemas/l/atlantis'],
      ['be', '/nl/stad/atlantis'],
      ['sn', '/fr/ville/paris'],
    ];
    for (const [code, path] of bad)
      expect(`${code}${path} ${await statusOf(page, site.url(code, path))}`).toBe(`${code}${path} 404`);
    // A malformed day on a cinema is ignored: the page, not an error.
    expect(await statusOf(page, site.url('fr', '/cinema/marquee-opera-paris/filters/date-2026-13-45'))).toBe(200);
  });

  const PAGES: { kind: string; code: SiteCode; path: string }[] = [
    { kind: 'Cinemas', code: 'fr', path: '/cinemas' },
    { kind: 'Cinemas (cards)', code: 'be', path: '/nl/cinemas' },
    { kind: 'Cinema', code: 'fr', path: '/cinema/marquee-opera-paris' },
    { kind: 'Cinema', code: 'be', path: '/nl/bioscoop/marquee-de-brouckere-bruxelles' },
    { kind: 'City', code: 'fr', path: '/ville/lyon' },
    { kind: 'CityLight', code: 'be', path: '/nl/stad-list/bruxelles' },
    { kind: 'CinemaLight', code: 'fr', path: '/cinemas/l/idf' },
  ];
  for (const viewport of [PHONE, DESKTOP]) {
    test(`CAT-36 CAT-39 CAT-49 CAT-51 axe finds nothing on each place page at ${viewport.width} px; hydration matches`, async ({
      page,
      site,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      for (const target of PAGES) {
        await openHydrated(page, site.url(target.code, target.path));
        expect(`${target.kind} ${target.path}: ${(await axeViolations(page)).join('\n')}`).toBe(
          `${target.kind} ${target.path}: `,
        );
        expect(await hydrationErrors(page)).toEqual([]);
        // Nothing wider than the window.
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      }
      // The open pricing and information too.
      await openHydrated(page, site.url('fr', '/cinema/marquee-opera-paris#tarifs'));
      await page.getByRole('button', { name: 'Infos pratiques' }).click();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
