// Covers server rendering as a browser sees it: every page arrives as HTML (readable with
// JavaScript off), the browser hydrates it with no mismatch — no React recoverable error and
// no console error — on every site's home page and on every page kind that exists, the page
// is interactive afterwards, client-side navigation keeps the head current, and a mismatch
// would be caught (the check can fail).
import type { Page } from '@playwright/test';
import { expect, hydrationErrors, openHydrated, pageApi, SITES, type SiteCode, test } from '../fixtures';

interface ShowList {
  shows: { slug: string; title: string; isComingSoon: boolean }[];
}

/**
 * Console errors of a page, except the one Chromium logs for a document that is itself an
 * error answer (a 404 or 410 page is meant to answer so).
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const documentItself =
      message.text().startsWith('Failed to load resource') && message.location().url === page.url();
    if (!documentItself) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

for (const [code, site] of Object.entries(SITES) as [SiteCode, (typeof SITES)[SiteCode]][]) {
  test(`SHELL-81 ${code}: the home page is server-rendered and hydrates with no mismatch and no console error`, async ({
    page,
    site: s,
  }) => {
    const errors = consoleErrors(page);
    const response = await page.goto(s.url(code, site.home));
    expect(response?.headers()['x-marquee-render']).toMatch(/^(server|cache)$/);
    await page.locator('html[data-hydrated="hydrated"]').waitFor({ state: 'attached' });
    expect(await hydrationErrors(page)).toEqual([]);
    // Hydrated means interactive: the language switch opens.
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /Langu|Sprache|Taal/ }).click();
    await expect(page.getByRole('dialog').getByRole('list', { name: /Langu|Sprache|Taal/ })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('SHELL-81 every site home shows its films, header and footer from the server HTML alone', async ({
    page,
    site: s,
  }) => {
    for (const [code, site] of Object.entries(SITES) as [SiteCode, (typeof SITES)[SiteCode]][]) {
      await page.goto(s.url(code, site.home));
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const cards = page.getByRole('main').getByRole('heading', { level: 3 });
      await expect(cards.first()).toBeVisible();
      expect(await cards.count(), code).toBeGreaterThan(3);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      // The icons draw from the page's own sprite, outside the React root: every icon the page
      // uses has its symbol before any script runs.
      const icons = await page.evaluate(() => {
        const sprite = document.querySelectorAll('#mq-icon-sprite');
        const used = [...document.querySelectorAll('svg use')].map((use) => use.getAttribute('href') ?? '');
        return {
          sprites: sprite.length,
          insideRoot: document.querySelector('#root #mq-icon-sprite') !== null,
          used: used.length,
          missing: used.filter((href) => !document.querySelector(`#mq-icon-sprite ${href}`)),
        };
      });
      expect(icons, code).toMatchObject({ sprites: 1, insideRoot: false, missing: [] });
      expect(icons.used, code).toBeGreaterThan(0);
    }
  });
});

test('every page kind hydrates with no mismatch: film, cinemas, help, search, account, not found, gone', async ({
  page,
  site: s,
}) => {
  const errors = consoleErrors(page);
  await page.goto(s.url('fr', '/'));
  const films = await pageApi<ShowList>(page, '/api/shows?language=fr');
  const film = films.shows.find((show) => !show.isComingSoon);
  if (!film) throw new Error('no film on fr');
  const pages: [SiteCode, string, RegExp | string][] = [
    ['fr', `/film/${film.slug}`, film.title],
    ['be', '/nl/cinemas', /bioscopen/],
    ['ch', '/de/hilfe', /Hilfe/],
    ['nl', '/en/search?q=star', 'Search'],
    ['tn', '/fr/mon-compte', /Connexion|compte/],
    ['fr', '/cette-page-n-existe-pas', 'Page introuvable'],
    ['fr', '/410_GONE?errorCode=410', "Ce film n'est plus à l'affiche"],
  ];
  for (const [code, address, heading] of pages) {
    await openHydrated(page, s.url(code, address));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toHaveText(heading);
    expect(await hydrationErrors(page), `${code} ${address}`).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('SHELL-81 SHELL-83 SHELL-84 after hydration, client-side navigation renders the next page and keeps the head current', async ({
  page,
  site: s,
}) => {
  const errors = consoleErrors(page);
  await openHydrated(page, s.url('ch', '/fr'));
  const fromServer = await page.title();
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents++;
  });
  await page.getByRole('banner').getByRole('link', { name: 'Cinémas', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/cinémas/);
  expect(documents, 'no new document: the browser router navigated').toBe(0);
  await expect(page).not.toHaveTitle(fromServer);
  await expect(page).toHaveTitle(/ \| Marquee$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', s.url('ch', '/fr/cinemas'));
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    'href',
    s.url('ch', '/de/cinemas'),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a mismatch between the server HTML and the browser render is caught (the check can fail)', async ({
  page,
  site: s,
}) => {
  // The same page with its title changed in the HTML only: React must report it. (Not a film card's
  // title: the rows' cards are a StaticRegion, markup React keeps without hydrating it.)
  await page.route(s.url('fr', '/'), async (route) => {
    // Fetched from Node, which cannot resolve *.localhost: the edge's address, the site's Host.
    const response = await route.fetch({
      url: `${s.platform.edge}/`,
      headers: { ...route.request().headers(), host: new URL(s.url('fr', '/')).host },
    });
    const html = await response.text();
    const changed = html.replace(/(<main[\s\S]*?<h1[^>]*>)([^<]+)/, '$1Not what the browser renders');
    expect(changed).not.toBe(html);
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({ response, body: changed, headers });
  });
  await openHydrated(page, s.url('fr', '/'));
  // React hydrates the rest first, then renders the page's region again in the browser and
  // reports the mismatch: wait for the report.
  await expect.poll(async () => (await hydrationErrors(page)).length).toBeGreaterThan(0);
});
