// Covers the film page's record, trailers and structured data in Chromium against the production
// builds: the whole show record on fr and on nl in Dutch (facts by the duration and content-rating
// rules, the site's rating scheme, nationality, feelings), the S3 trailer really playing in the
// trailer modal and stopping when it closes, a YouTube trailer behind a click-to-load facade then
// in the no-cookie player, the poster frame with a link when offline, ?bandeannonce=true starting
// the trailer, the Content-Security-Policy of the page (frames of the three players only, media
// from the site), the JSON-LD of the first HTML (Movie with its trailer, one ScreeningEvent per
// showtime of the day shown, MovieTheater with address, BreadcrumbList), axe at 390 and 1366 px.
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
  type SiteCode,
  type SiteFixture,
  schedule,
  test,
} from '../fixtures';

interface Video {
  videoType: 'S3' | 'youtube' | 'vimeo' | 'allocine';
  url: string;
  embedUrl: string | null;
}
interface Show {
  slug: string;
  title: string;
  isMovie: boolean;
  duration: number;
  nationality: string;
  contentRating: { system: string; label: string; warning: string | null };
  trailers: Video[];
}

/** Each site of the spec with the words its moviegoer reads. */
const WORDS = {
  fr: {
    home: '/',
    path: (slug: string) => `/film/${slug}`,
    trailer: 'Voir la bande-annonce',
    details: 'Fiche technique',
    duration: 'Durée',
    rating: 'Classification (CSA)',
    allAudiences: 'Tout public',
    nationality: 'Nationalité',
    feelings: 'Ce qu’en pensent les spectateurs',
    close: 'Fermer la bande-annonce',
    watchOnYouTube: /Voir sur YouTube/,
    offline: /hors ligne/,
  },
  nl: {
    home: '/nl',
    path: (slug: string) => `/nl/film/${slug}`,
    trailer: 'Bekijk de trailer',
    details: 'Filmgegevens',
    duration: 'Speelduur',
    rating: 'Leeftijdsclassificatie (Cinecheck)',
    allAudiences: 'Alle leeftijden',
    nationality: 'Land van herkomst',
    feelings: 'Wat bioscoopbezoekers ervan vinden',
    close: 'Trailer sluiten',
    watchOnYouTube: /Bekijk op YouTube/,
    offline: /offline/,
  },
} as const;

/** RULE-25, RULE-26: under an hour `Nmin`, else `HhMM`. */
function duration(minutes: number): string {
  return minutes < 60 ? `${minutes}min` : `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`;
}

/** RULE-20..22: the warning, else the label unless TP or AD, else the words for all audiences. */
function ratingText(rating: Show['contentRating'], allAudiences: string): string {
  if (rating.warning?.trim()) return rating.warning;
  return rating.label && !['TP', 'AD'].includes(rating.label.toUpperCase()) ? rating.label : allAudiences;
}

/** The films a site books now, from its API (through the edge, from a page already on the site). */
async function films(page: Page, site: SiteCode): Promise<Show[]> {
  const list = await pageApi<{ shows: Show[] }>(page, `/api/shows?filter=book`);
  const movies = list.shows.filter((show) => show.isMovie && show.trailers.length > 0);
  if (movies.length === 0) throw new Error(`${site}: no film with a trailer`);
  return movies;
}

/** The first film of a site whose trailer is of a kind. */
async function filmWith(page: Page, site: SiteCode, kind: Video['videoType']): Promise<Show> {
  const film = (await films(page, site)).find((show) => show.trailers[0]?.videoType === kind);
  if (!film) throw new Error(`${site}: no film with a ${kind} trailer`);
  return film;
}

/** Opens a film page, hydrated: the first film of the site's home with a trailer of that kind. */
async function openFilmWith(page: Page, site: SiteFixture, code: 'fr' | 'nl', kind: Video['videoType']): Promise<Show> {
  await openHydrated(page, site.url(code, code === 'fr' ? '/' : '/nl'));
  const film = await filmWith(page, code, kind);
  await openHydrated(page, site.url(code, WORDS[code].path(film.slug)));
  return film;
}

/** GETs an address of the site from inside the page (Node cannot resolve `*.localhost`). */
function fetchRaw(page: Page, url: string): Promise<{ status: number; csp: string; text: string }> {
  return page.evaluate(async (target) => {
    const response = await fetch(target);
    return {
      status: response.status,
      csp: response.headers.get('content-security-policy') ?? '',
      text: await response.text(),
    };
  }, url);
}

/** The current time of the trailer's video. */
function videoTime(page: Page): Promise<number> {
  return page
    .getByRole('dialog')
    .locator('video')
    .evaluate((video: HTMLVideoElement) => video.currentTime);
}

test.describe('the film record', () => {
  for (const code of ['fr', 'nl'] as const) {
    test(`CAT-07 RULE-20 RULE-21 RULE-22 RULE-25 RULE-26 SITE-41 ${code}: the whole show record in the page language`, async ({
      page,
      site,
    }) => {
      const words = WORDS[code];
      const errors = collectErrors(page);
      await page.setViewportSize(DESKTOP);
      await openHydrated(page, site.url(code, words.home));
      const film = (await films(page, code))[0] as Show;
      await openHydrated(page, site.url(code, words.path(film.slug)));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(film.title);
      const details = page.getByRole('region', { name: words.details });
      const fact = (term: string) => details.locator('div').filter({ has: page.getByText(term, { exact: true }) });
      await expect(fact(words.duration).locator('dd')).toHaveText(duration(film.duration));
      // The site's scheme (fr CSA, nl Cinecheck) and the display rule.
      await expect(fact(words.rating).locator('dd')).toContainText(ratingText(film.contentRating, words.allAudiences));
      await expect(fact(words.nationality).locator('dd')).not.toHaveText('');
      await expect(fact(words.nationality).locator('dd')).not.toHaveText(film.nationality);
      // Feelings counts: wishlist, loved, liked, disappointed.
      await expect(page.getByRole('region', { name: words.feelings }).getByRole('listitem')).toHaveCount(4);
      // The trailer is a facade: nothing of a player before it is pressed.
      await expect(page.getByRole('button', { name: words.trailer })).toBeVisible();
      await expect(page.locator('iframe, video')).toHaveCount(0);
      expect(await hydrationErrors(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('the backdrop is for a desktop: a phone downloads none, its poster stays the largest image', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(PHONE);
    await openHydrated(page, site.url('fr', '/'));
    const film = (await films(page, 'fr'))[0] as Show;
    const backdrops: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/media/backdrop/')) backdrops.push(request.url());
    });
    await openHydrated(page, site.url('fr', WORDS.fr.path(film.slug)));
    await expect(page.locator('.catalogue-movie__poster')).toBeVisible();
    expect(backdrops).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await expect.poll(() => backdrops.length).toBeGreaterThan(0);
  });
});

test.describe('trailers', () => {
  test('CAT-10 SHELL-59 SHELL-61 the S3 trailer plays in the trailer modal and stops when it closes', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openFilmWith(page, site, 'fr', 'S3');
    await page.getByRole('button', { name: WORDS.fr.trailer }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => videoTime(page), { timeout: 8_000 }).toBeGreaterThan(0.5);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: WORDS.fr.close }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(0);
  });

  test("CAT-10 the trailer modal's code is fetched when the visitor reaches for the button, not with the page", async ({
    page,
    site,
  }) => {
    await page.setViewportSize(DESKTOP);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/trailer-modal-[^/]*\.js$/.test(new URL(request.url()).pathname)) fetched.push(request.url());
    });
    await openFilmWith(page, site, 'fr', 'S3');
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await page.getByRole('button', { name: WORDS.fr.trailer }).hover();
    await expect.poll(() => fetched.length).toBe(1);
    await page.getByRole('button', { name: WORDS.fr.trailer }).click();
    await expect(page.getByRole('dialog').locator('video')).toHaveCount(1);
    expect(fetched).toHaveLength(1);
  });

  test('CAT-11 a YouTube trailer: a facade, then the privacy-enhanced player once pressed', async ({ page, site }) => {
    await page.setViewportSize(PHONE);
    const film = await openFilmWith(page, site, 'fr', 'youtube');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: WORDS.fr.trailer }).click();
    const frame = page.getByRole('dialog').locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?/);
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('mute')).toBeNull();
    await expect(page.getByRole('dialog').getByRole('link', { name: WORDS.fr.watchOnYouTube })).toHaveAttribute(
      'href',
      film.trailers[0]?.url ?? '',
    );
  });

  test('CAT-12 offline, a provider trailer is the poster frame with a link to the provider', async ({ page, site }) => {
    await page.setViewportSize(DESKTOP);
    const film = await openFilmWith(page, site, 'nl', 'youtube');
    await page.context().setOffline(true);
    await page.getByRole('button', { name: WORDS.nl.trailer }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('status')).toHaveText(WORDS.nl.offline);
    await expect(dialog.getByRole('link', { name: WORDS.nl.watchOnYouTube })).toHaveAttribute(
      'href',
      film.trailers[0]?.url ?? '',
    );
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await expect(dialog.locator('img')).toBeVisible();
    // The offline dialog (its own code, not the trailer modal's) is a modal dialog like the other.
    expect(await axeViolations(page)).toEqual([]);
    await page.context().setOffline(false);
    // Back online, the player loads.
    await expect(dialog.locator('iframe')).toHaveCount(1);
  });

  test('ROUTE-68 ?bandeannonce=true starts the trailer: the S3 file plays, a provider player starts muted', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('fr', '/'));
    const s3 = await filmWith(page, 'fr', 'S3');
    const youtube = await filmWith(page, 'fr', 'youtube');
    await openHydrated(page, site.url('fr', `${WORDS.fr.path(s3.slug)}?bandeannonce=true`));
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(() => videoTime(page), { timeout: 8_000 }).toBeGreaterThan(0.5);
    await openHydrated(page, site.url('fr', `${WORDS.fr.path(youtube.slug)}?bandeannonce=true`));
    const src = new URL((await page.getByRole('dialog').locator('iframe').getAttribute('src')) ?? '');
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect([src.searchParams.get('autoplay'), src.searchParams.get('mute')]).toEqual(['1', '1']);
  });

  test('CAT-11 the page allows exactly the three players (and the sign-in frame) as frames and media from the site only', async ({
    page,
    site,
  }) => {
    await openHydrated(page, site.url('fr', '/'));
    const film = (await films(page, 'fr'))[0] as Show;
    const { csp } = await fetchRaw(page, WORDS.fr.path(film.slug));
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    // The three players, and the sign-in's hidden frame: the identity provider and the page's own
    // `/callback` it returns to (docs/decisions/0017). Nothing else.
    const frames = directives.get('frame-src') ?? [];
    expect(frames.slice(0, 3)).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://player.allocine.fr',
    ]);
    expect(frames.slice(3).sort()).toEqual(["'self'", expect.stringMatching(/^http:\/\/id\.marquee\.localhost:\d+$/)]);
    expect(directives.get('media-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });
});

test.describe('structured data', () => {
  test('SHELL-82 the first HTML carries the JSON-LD: Movie and trailer, one ScreeningEvent per showtime of the day, theatres, breadcrumbs', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('fr', '/'));
    const film = await filmWith(page, 'fr', 'S3');
    const { text: html } = await fetchRaw(page, WORDS.fr.path(film.slug));
    const block = /<script data-head type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(block).toBeTruthy();
    const graph = JSON.parse(block ?? '{}') as { '@context': string; '@graph': Record<string, unknown>[] };
    expect(graph['@context']).toBe('https://schema.org');
    const nodes = graph['@graph'];
    const byId = new Map(nodes.map((node) => [node['@id'], node]));
    const movie = nodes.find((node) => node['@type'] === 'Movie');
    expect(movie).toMatchObject({ name: film.title, trailer: { '@type': 'VideoObject' } });
    expect((movie?.trailer as Record<string, string> | undefined)?.contentUrl).toMatch(
      /^http:\/\/fr\.marquee\.localhost:\d+\/api\/media\/video\//,
    );
    // As many screenings as the page shows showtimes for its day.
    await openHydrated(page, site.url('fr', WORDS.fr.path(film.slug)));
    const shown = await schedule(page)
      .getByRole('button', { name: /^\s*\d{1,2}:\d{2}/ })
      .count();
    const events = nodes.filter((node) => node['@type'] === 'ScreeningEvent');
    expect(shown).toBeGreaterThan(0);
    expect(events).toHaveLength(shown);
    for (const event of events) {
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
      const theatre = byId.get((event.location as { '@id': string })['@id']);
      expect(theatre).toMatchObject({
        '@type': 'MovieTheater',
        address: { '@type': 'PostalAddress', addressCountry: 'FR' },
      });
      expect(event.workPresented).toEqual({ '@id': movie?.['@id'] });
      expect((event.offers as { url: string }).url).toMatch(/\/api\/booking\/[^/]+\?language=fr$/);
    }
    expect(nodes.filter((node) => node['@type'] === 'BreadcrumbList')).toHaveLength(1);
  });
});

test.describe('accessibility', () => {
  for (const size of [PHONE, DESKTOP]) {
    test(`axe: the film page and its open trailer at ${size.width} px`, async ({ page, site }) => {
      await page.setViewportSize(size);
      await openFilmWith(page, site, 'nl', 'S3');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: WORDS.nl.trailer }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`film-record-${size.width}.png`), fullPage: true });
    });
  }
});
