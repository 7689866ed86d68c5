// Covers the home page's rows and the show list pages in Chromium
// against the production builds: the fr and nl homes (their flags differ: presales on fr, kids
// and special events on nl, VOD on both) with pushes, rows each titled with a "see all" link to
// its list page, promotions and videos; a card opening its film page inside the app; a list page
// filtered by a genre chip and a version chip (toggle buttons writing the /filters/ address
// without a page load), that address reloaded keeping the chips (server-rendered), an empty
// result offering to clear the filters, a malformed filter segment ignored (200, whole list),
// versions among the tag chips on ch; the JSON-LD of a list; axe on the home and a list page at
// 390 and 1366 px; no hydration mismatch, no console error.
import type { Page } from '@playwright/test';
import {
  axeViolations,
  collectErrors,
  DESKTOP,
  expect,
  hydrationErrors,
  openHydrated,
  PHONE,
  pageApi,
  reachFooter,
  test,
} from '../fixtures';

/** A titled section of the page's main region. */
function region(page: Page, name: string) {
  return page.getByRole('main').getByRole('region', { name, exact: true });
}

/** Marks the document: a page load drops the mark, a router navigation keeps it. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
}

/** The "N films" line of a list page, as a number of films shown. */
async function shownCount(page: Page): Promise<number> {
  const text = (await page.getByRole('main').getByRole('status').textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
}

/**
 * Elements of the main region that reach past the window's right edge, outside the scrollers
 * (rows, chip rows, list tabs) that are meant to scroll sideways; and the main region scrolling.
 */
function contentOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return ['no main'];
    const scrollers = '.catalogue-row__track, .catalogue-chips__list, .catalogue-list__tabs ul';
    const width = document.documentElement.clientWidth;
    const out = main.scrollWidth > main.clientWidth ? [`main scrolls: ${main.scrollWidth} > ${main.clientWidth}`] : [];
    for (const element of Array.from(main.querySelectorAll('*'))) {
      if (element.parentElement?.closest(scrollers)) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 1 && box.right > width + 0.5)
        out.push(`${element.tagName}.${element.className} ends at ${box.right}`);
    }
    return out;
  });
}

const HOMES = [
  {
    site: 'fr',
    path: '/',
    pushes: 'À la une',
    rows: [
      ['À l’affiche', '/films/reserver'],
      ['Prochainement', '/films/prochainement'],
      ['Avant-premières et préventes', '/films/preventes'],
    ],
    absent: ['Pour les enfants', 'Événements'],
    vod: 'À voir chez soi',
    videos: 'Dernières vidéos',
  },
  {
    site: 'nl',
    path: '/nl',
    pushes: 'Uitgelicht',
    rows: [
      ['Nu in de bioscoop', '/nl/films/boeken'],
      ['Binnenkort', '/nl/films/binnenkort'],
      ['Voor kinderen', '/nl/films/kinderen'],
      ['Speciale voorstellingen', '/nl/films/speciale-voorstellingen'],
    ],
    absent: ['Voorpremières en voorverkoop'],
    vod: 'Thuis kijken',
    videos: 'Nieuwste video’s',
  },
] as const;

test.describe('home rows', () => {
  test.use({ viewport: DESKTOP });

  for (const home of HOMES) {
    test(`CAT-03 CAT-04 FLAG-26 FLAG-27 FLAG-35 FLAG-50 ${home.site}: pushes, the rows the site's flags offer in order with a "see all" to their list, promotions, VOD, videos`, async ({
      page,
      site,
    }) => {
      const errors = collectErrors(page);
      await openHydrated(page, site.url(home.site, home.path));
      const main = page.getByRole('main');
      // Pushes first: a call to action to a film page of this site.
      const pushes = region(page, home.pushes);
      await expect(pushes.getByRole('listitem').first()).toBeVisible();
      await expect(pushes.getByRole('link').first()).toHaveAttribute(
        'href',
        new RegExp(`^${home.site === 'fr' ? '' : '/nl'}/film/[a-z0-9-]+$`),
      );
      // The film rows, in order, each with its heading and its "see all" link.
      const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
      const rowTitles = home.rows.map(([title]) => title);
      expect(headings.filter((heading) => (rowTitles as readonly string[]).includes(heading))).toEqual(rowTitles);
      for (const [title, list] of home.rows) {
        const row = region(page, title);
        const cards = row.getByRole('listitem');
        expect(await cards.count()).toBeGreaterThan(0);
        expect(await cards.count()).toBeLessThanOrEqual(12);
        await expect(row.getByRole('link', { name: new RegExp(`— ${title}$`) })).toHaveAttribute('href', list);
      }
      for (const title of home.absent) await expect(region(page, title)).toHaveCount(0);
      // The film cards link to film pages; VOD and the channel's videos are there (vodEnabled on fr and nl).
      const firstCard = region(page, home.rows[0][0]).getByRole('link').nth(1);
      await expect(firstCard).toHaveAttribute('href', /\/film\/[a-z0-9-]+$/);
      await expect(region(page, home.vod).getByRole('listitem').first()).toBeAttached();
      const video = region(page, home.videos)
        .getByRole('link')
        .filter({ has: page.locator('img') })
        .first();
      await expect(video).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/);
      await expect(video).toHaveAttribute('target', '_blank');
      await expect(video.locator('img')).toHaveAttribute('loading', 'lazy');
      // Images below the first row are lazy and sized; no SVG artwork on the page.
      const images = await main.locator('img').evaluateAll((all) =>
        all.map((img) => ({
          src: img.getAttribute('src') ?? '',
          loading: img.getAttribute('loading'),
          sized: img.hasAttribute('width') && img.hasAttribute('height'),
        })),
      );
      expect(images.every((image) => image.sized)).toBe(true);
      expect(images.filter((image) => image.src.endsWith('.svg'))).toEqual([]);
      expect(images.filter((image) => image.loading !== 'lazy').length).toBeLessThanOrEqual(7);
      expect(await hydrationErrors(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('CAT-06 a card of a row opens its film page inside the app', async ({ page, site }) => {
    const errors = collectErrors(page);
    await openHydrated(page, site.url('nl', '/nl'));
    await markDocument(page);
    const card = region(page, 'Nu in de bioscoop').getByRole('link').nth(1);
    const title = ((await card.textContent()) ?? '').trim();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(page.url()).toMatch(/\/nl\/film\/[a-z0-9-]+$/);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('show lists', () => {
  test.use({ viewport: DESKTOP });

  test("CAT-04 the footer's films entry (/films) is the list of films to book, not a dead link", async ({
    page,
    site,
  }) => {
    await openHydrated(page, site.url('fr', '/'));
    const entry = (await reachFooter(page)).locator('a[href="/films"]').first();
    await expect(entry).toHaveCount(1);
    await entry.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/films');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.getByRole('main').getByRole('link', { name: /.+/ }).count()).toBeGreaterThan(3);
    await expect(page.getByText(/introuvable|n'existe pas/i)).toHaveCount(0);
  });

  test('CAT-04 CAT-05 CAT-23 a genre chip and a version chip filter the list through the /filters/ address without a page load; reloaded, the address keeps them', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await openHydrated(page, site.url('fr', '/films/reserver'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Films à l’affiche');
    const all = await shownCount(page);
    expect(all).toBeGreaterThan(20);
    await markDocument(page);
    const genres = page.getByRole('group', { name: 'Genres' });
    const versions = page.getByRole('group', { name: 'Versions' });
    const drame = genres.getByRole('button', { name: 'Drame', exact: true });
    await expect(drame).toHaveAttribute('aria-pressed', 'false');
    await drame.click();
    await expect(page).toHaveURL(/\/films\/reserver\/filters\/genres-drame$/);
    await expect(drame).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => shownCount(page)).toBeLessThan(all);
    const dramas = await shownCount(page);
    const vost = versions.getByRole('button', { name: 'VOST', exact: true });
    await vost.click();
    await expect(page).toHaveURL(/\/films\/reserver\/filters\/versions-vost\/genres-drame$/);
    await expect(vost).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => shownCount(page)).toBeLessThanOrEqual(dramas);
    const filtered = await shownCount(page);
    expect(await sameDocument(page)).toBe(true);
    // Every film shown is a drama playing in VOST (the API, asked directly, agrees).
    const api = await pageApi<{ shows: { title: string; genres: string[] }[] }>(
      page,
      '/api/shows?filter=book&versions=vost&language=fr',
    );
    const expected = api.shows.filter((show) => show.genres.includes('Drame')).map((show) => show.title);
    const titles = await page.getByRole('main').getByRole('list').last().getByRole('heading').allTextContents();
    expect(titles.sort()).toEqual(expected.sort());
    expect(filtered).toBe(expected.length);
    // The address reloaded: the server renders the same chips and films.
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-marquee-render']).toMatch(/server|cache/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(genres.getByRole('button', { name: 'Drame', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(versions.getByRole('button', { name: 'VOST', exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(await shownCount(page)).toBe(filtered);
    // Toggling a chip off goes back; clearing empties the address.
    await genres.getByRole('button', { name: 'Drame', exact: true }).click();
    await expect(page).toHaveURL(/\/films\/reserver\/filters\/versions-vost$/);
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect(page).toHaveURL(/\/films\/reserver$/);
    await expect.poll(() => shownCount(page)).toBe(all);
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('CAT-04 SHELL-84 the list carries JSON-LD: an ItemList of its films in order and a BreadcrumbList home → list', async ({
    page,
    site,
  }) => {
    await openHydrated(page, site.url('fr', '/films/reserver/filters/genres-drame'));
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    const graph = blocks.flatMap((block) => (block['@graph'] as Record<string, unknown>[] | undefined) ?? [block]);
    const list = graph.find((node) => node['@type'] === 'ItemList') as {
      itemListElement: { '@type': string; position: number; url: string; name: string }[];
    };
    const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; name: string; item: { '@type': string; '@id': string } }[];
    };
    const titles = await page.getByRole('main').getByRole('list').last().getByRole('heading').allTextContents();
    expect(list.itemListElement.map((item) => item.name)).toEqual(titles);
    expect(list.itemListElement.map((item) => item.position)).toEqual(titles.map((_, i) => i + 1));
    expect(list.itemListElement[0]?.url).toBe(
      site.url('fr', `/film/${list.itemListElement[0]?.url.split('/film/')[1]}`),
    );
    // Each step is the page itself (a WebPage by its address), as on every other page.
    expect(
      crumbs.itemListElement.map((item) => [item.position, item.name, item.item['@type'], item.item['@id']]),
    ).toEqual([
      [1, 'Accueil', 'WebPage', site.url('fr', '/')],
      [2, 'Films à l’affiche', 'WebPage', site.url('fr', '/films/reserver')],
    ]);
  });

  test('CAT-04 ERR an empty result says so and offers to clear the filters; a malformed filter segment is ignored (200, the whole list)', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await openHydrated(page, site.url('fr', '/films/reserver'));
    const all = await shownCount(page);
    // A genre and an experience no film of the list has together (asked of the API).
    const { shows } = await pageApi<{ shows: { slug: string; genres: string[] }[] }>(page, '/api/shows?filter=book');
    const { tags } = await pageApi<{ tags: { slug: string; tagCategory: string }[] }>(page, '/api/tags');
    const genreSlug = (genre: string) =>
      genre
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    let empty: string | null = null;
    for (const tag of tags.filter((t) => t.tagCategory === 'experience')) {
      const withTag = new Set(
        (await pageApi<{ shows: { slug: string }[] }>(page, `/api/shows?filter=book&tags=${tag.slug}`)).shows.map(
          (s) => s.slug,
        ),
      );
      if (withTag.size === 0) continue;
      const genre = [...new Set(shows.flatMap((s) => s.genres))].find(
        (g) => !shows.some((s) => withTag.has(s.slug) && s.genres.includes(g)),
      );
      if (genre) {
        empty = `/films/reserver/filters/tags-${tag.slug}/genres-${genreSlug(genre)}`;
        break;
      }
    }
    if (!empty) throw new Error('no empty combination in the data set');
    await openHydrated(page, site.url('fr', empty));
    await expect(page.getByText('Aucun film ne correspond à ces filtres.')).toBeVisible();
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect(page).toHaveURL(/\/films\/reserver$/);
    await expect.poll(() => shownCount(page)).toBe(all);
    const response = await page.goto(site.url('fr', '/films/reserver/filters/date-2026-02-31/genres-%ZZ/tags-IMAX/x-'));
    expect(response?.status()).toBe(200);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await shownCount(page)).toBe(all);
    await expect(page.getByRole('main').getByRole('button', { pressed: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('CAT-05 FLAG-54 on ch the versions are offered among the tag chips and written in the tags segment', async ({
    page,
    site,
  }) => {
    await openHydrated(page, site.url('ch', '/en/films/book'));
    await expect(page.getByRole('group', { name: 'Versions', exact: true })).toHaveCount(0);
    const tags = page.getByRole('group', { name: 'Versions and experiences' });
    // Version labels come from the API in the page language.
    await tags.getByRole('button', { name: 'Original version, subtitled', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/films\/book\/filters\/tags-vost$/);
    await tags.getByRole('button', { name: 'IMAX', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/films\/book\/filters\/tags-vost,imax$/);
    await expect(tags.getByRole('button', { pressed: true })).toHaveCount(2);
  });
});

for (const [name, viewport] of [
  ['390', PHONE],
  ['1366', DESKTOP],
] as const) {
  test.describe(`axe at ${name} px`, () => {
    test.use({ viewport });

    test(`CAT-03 CAT-04 home and a filtered list page have no axe violation at ${name} px`, async ({ page, site }) => {
      // axe over three full pages on a shared machine
      test.setTimeout(120_000);
      const errors = collectErrors(page);
      await openHydrated(page, site.url('fr', '/'));
      expect(await axeViolations(page)).toEqual([]);
      // The page's content never widens the page (the rows scroll inside).
      expect(await contentOverflow(page)).toEqual([]);
      await openHydrated(page, site.url('fr', '/films/reserver/filters/versions-vost/genres-drame'));
      expect(await axeViolations(page)).toEqual([]);
      expect(await contentOverflow(page)).toEqual([]);
      await openHydrated(page, site.url('nl', '/nl'));
      expect(await axeViolations(page)).toEqual([]);
      expect(await hydrationErrors(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
