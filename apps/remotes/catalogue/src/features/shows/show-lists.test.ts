import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningApi, startApi } from '@marquee/api/server';
import { createApiClient, getShows, isNotFound } from '@marquee/api-client';
import type { CountryCode } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import { siteFormats } from '@marquee/i18n';
import type { PageContext } from '@marquee/remote-contract';
import { schemaOrgProblems } from '@marquee/remote-contract/schema-org';
import { renderPageOnServer, translatorFor } from '@marquee/remote-contract/testing';
import { decodeFilters, href, type RoutingSite } from '@marquee/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  genreSlug,
  type ListFilters,
  type ListKind,
  type ListOptions,
  listFiltersSuffix,
  NO_FILTERS,
  readListFilters,
  toggleChip,
} from '../../lib/show-lists';
import { listHead } from './shows-head';
import { loadShowList } from './shows-loader';
import { showListPages } from './shows-page';

const localesDir = fileURLToPath(new URL('../../../locales', import.meta.url));

const OPTIONS: ListOptions = {
  genres: [
    { value: 'drame', label: 'Drame' },
    { value: 'science-fiction', label: 'Science-fiction' },
  ],
  versions: [
    { value: 'vf', label: 'VF' },
    { value: 'vost', label: 'VOST' },
  ],
  experiences: [
    { value: 'imax', label: 'IMAX' },
    { value: 'audio-description', label: 'Audiodescription' },
  ],
  days: [
    { value: '2026-11-24', label: 'mar. 24 nov.' },
    { value: '2026-11-25', label: 'mer. 25 nov.' },
  ],
};

describe('list filters in the address', () => {
  it('CAT-04 genres, versions, experiences and a day are read from the /filters/ suffix; what the list does not offer is ignored', () => {
    const read = (suffix: string) => readListFilters(decodeFilters(suffix), OPTIONS);
    expect(read('/filters/date-2026-11-25/tags-imax/versions-vost/genres-drame,science-fiction')).toEqual({
      genres: ['drame', 'science-fiction'],
      versions: ['vost'],
      experiences: ['imax'],
      date: '2026-11-25',
    });
    // malformed and unknown segments: ignored, never an error
    expect(read('/filters/date-2026-13-45/genres-%E0%A4%A/versions-klingon/tags-/nonsense/-x')).toEqual(NO_FILTERS);
    expect(read('/filters/date-1999-01-01/genres-western')).toEqual(NO_FILTERS);
  });

  it('CAT-05 FLAG-54 versions are written among the tags on ch (tag style) and on their own elsewhere (version style); both are read', () => {
    const filters: ListFilters = { genres: ['drame'], versions: ['vost'], experiences: ['imax'], date: '2026-11-24' };
    expect(listFiltersSuffix(filters, 'version')).toBe('/filters/date-2026-11-24/tags-imax/versions-vost/genres-drame');
    expect(listFiltersSuffix(filters, 'tag')).toBe('/filters/date-2026-11-24/tags-vost,imax/genres-drame');
    expect(readListFilters(decodeFilters(listFiltersSuffix(filters, 'tag')), OPTIONS)).toEqual(filters);
    expect(readListFilters(decodeFilters(listFiltersSuffix(filters, 'version')), OPTIONS)).toEqual(filters);
    expect(listFiltersSuffix(NO_FILTERS, 'tag')).toBe('');
  });

  it('CAT-23 a chip toggles its value; the day is one value and choosing it again clears it', () => {
    const on = toggleChip(NO_FILTERS, 'genres', 'drame');
    expect(on.genres).toEqual(['drame']);
    expect(toggleChip(on, 'genres', 'drame').genres).toEqual([]);
    const day = toggleChip(NO_FILTERS, 'date', '2026-11-24');
    expect(day.date).toBe('2026-11-24');
    expect(toggleChip(day, 'date', '2026-11-25').date).toBe('2026-11-25');
    expect(toggleChip(day, 'date', '2026-11-24').date).toBeNull();
    expect(genreSlug('Épouvante-horreur')).toBe('epouvante-horreur');
    expect(genreSlug('Science Fiction & Fantasy')).toBe('science-fiction-fantasy');
  });
});

// The reference API on a real SQLite file, its clock pinned to a Tuesday just after midnight in Paris.
const NOW = new Date('2026-11-24T00:30:00Z');
let api: RunningApi;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'marquee-lists-'));
  api = await startApi({ dbPath: path.join(scratch, 'api.sqlite'), now: () => NOW });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await rm(scratch, { recursive: true, force: true });
});

const SITES: Record<'fr' | 'ch' | 'nl', RoutingSite> = {
  fr: { code: 'fr', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: false },
  ch: { code: 'ch', languages: ['fr', 'en', 'de'], defaultLanguage: 'en', prefixDefaultLanguage: true },
  nl: { code: 'nl', languages: ['nl', 'en'], defaultLanguage: 'nl', prefixDefaultLanguage: true },
};

function context(site: 'fr' | 'ch' | 'nl', kind: ListKind, suffix = ''): PageContext {
  const language = SITES[site].defaultLanguage;
  const timeZone = { fr: 'Europe/Paris', ch: 'Europe/Zurich', nl: 'Europe/Amsterdam' }[site];
  const currency = site === 'ch' ? 'CHF' : 'EUR';
  return {
    site: site as CountryCode,
    language,
    kind,
    params: suffix ? { '*': suffix.replace('/filters/', '') } : {},
    url: new URL(`${href(SITES[site], language, kind)}${suffix}`, `http://${site}.marquee.localhost`),
    flags: resolveFlags(site, {}),
    device: { viewport: 'desktop', webview: false },
    timeZone,
    currency,
    format: siteFormats({ language, country: site, timeZone, currency }),
    api: createApiClient({ baseUrl: api.url, language, headers: { 'x-marquee-site': site }, retries: 0 }),
    href: (k, params, target = language) => href(SITES[site], target, k, params),
    signal: new AbortController().signal,
    cookies: {},
  };
}

describe('show list loader (real API)', () => {
  it('CAT-04 the book list: every film on, in home order, with the genres, versions, experiences and days its showtimes offer', async () => {
    const data = await loadShowList(context('fr', 'ShowsBook'), 'ShowsBook', NOW);
    expect(data.base).toBe('/films/reserver');
    expect(data.shows.length).toBe(data.total);
    expect(data.shows.length).toBeGreaterThan(20);
    expect(data.options.days.map((d) => d.value)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    expect(data.options.days[1]?.label).toMatch(/mer\.? 25 nov/);
    expect(data.options.versions.map((v) => v.value)).toEqual(['vf', 'vost', 'vo']);
    expect(data.options.experiences.map((e) => e.value)).toContain('imax');
    expect(data.options.experiences.map((e) => e.value)).not.toContain('event');
    expect(data.options.genres.map((g) => g.value)).toContain('drame');
    const answer = await getShows(context('fr', 'ShowsBook').api, undefined, { filter: 'book' });
    const ordered = answer.shows
      .filter((s) => s.homeOrder !== null)
      .sort((a, b) => (a.homeOrder ?? 0) - (b.homeOrder ?? 0));
    expect(data.shows.slice(0, ordered.length).map((s) => s.slug)).toEqual(ordered.map((s) => s.slug));
  });

  it('the book list carries its "last chance" films (final showing within 7 days), the other lists none', async () => {
    const book = await loadShowList(context('fr', 'ShowsBook'), 'ShowsBook', NOW);
    expect(book.lastChance.length).toBeGreaterThan(0);
    const listed = new Set(book.shows.map((show) => show.slug));
    for (const show of book.lastChance) expect(listed.has(show.slug)).toBe(true);
    expect(book.lastChance.length).toBeLessThan(book.shows.length);
    const upcoming = await loadShowList(context('fr', 'ShowsUpcoming'), 'ShowsUpcoming', NOW);
    expect(upcoming.lastChance).toEqual([]);
  });

  it('CAT-04 CAT-05 a filtered address loads with its filters applied: a genre and a version narrow the list to matching films', async () => {
    const suffix = '/filters/versions-vost/genres-drame';
    const data = await loadShowList(context('fr', 'ShowsBook', suffix), 'ShowsBook', NOW);
    expect(data.filters).toEqual({ genres: ['drame'], versions: ['vost'], experiences: [], date: null });
    expect(data.shows.length).toBeGreaterThan(0);
    expect(data.shows.length).toBeLessThan(data.total);
    const client = context('fr', 'ShowsBook').api;
    const withVost = new Set(
      (await getShows(client, undefined, { filter: 'book', versions: ['vost'] })).shows.map((s) => s.slug),
    );
    const all = (await getShows(client, undefined, { filter: 'book' })).shows;
    const expected = all.filter((s) => withVost.has(s.slug) && s.genres.includes('Drame')).map((s) => s.slug);
    expect(data.shows.map((s) => s.slug).sort()).toEqual(expected.sort());
  });

  it('CAT-05 on ch versions come in the tags segment (tag style) and filter the same way', async () => {
    const tag = await loadShowList(context('ch', 'ShowsBook', '/filters/tags-vost'), 'ShowsBook', NOW);
    const version = await loadShowList(context('ch', 'ShowsBook', '/filters/versions-vost'), 'ShowsBook', NOW);
    expect(tag.filters.versions).toEqual(['vost']);
    expect(tag.shows.map((s) => s.slug)).toEqual(version.shows.map((s) => s.slug));
    expect(tag.shows.length).toBeLessThan(tag.total);
  });

  it('ERR a malformed filter segment is ignored: the whole list, no error', async () => {
    const data = await loadShowList(
      context('fr', 'ShowsBook', '/filters/date-2026-02-31/genres-%ZZ/tags-IMAX/what-ever'),
      'ShowsBook',
      NOW,
    );
    expect(data.filters).toEqual(NO_FILTERS);
    expect(data.shows.length).toBe(data.total);
  });

  it('RULE-31 FLAG-26 FLAG-27 the upcoming list looks 7 days ahead; a list whose flag is off is not found', async () => {
    const upcoming = await loadShowList(context('fr', 'ShowsUpcoming'), 'ShowsUpcoming', NOW);
    expect(upcoming.shows.length).toBeGreaterThan(0);
    const answer = await getShows(context('fr', 'ShowsUpcoming').api, undefined, { filter: 'upcoming' });
    const inWeek = answer.shows.filter((s) => {
      const date = s.releases.find((r) => r.zone === 'FR')?.date ?? '';
      return date >= '2026-11-24' && date <= '2026-12-01';
    });
    expect(upcoming.shows.map((s) => s.slug).sort()).toEqual(inWeek.map((s) => s.slug).sort());
    expect(answer.shows.length).toBeGreaterThan(inWeek.length);
    // its genre chips are the genres of the week's films only
    const weekGenres = new Set(inWeek.flatMap((s) => s.genres.map(genreSlug)));
    expect(upcoming.options.genres.length).toBeGreaterThan(0);
    expect(upcoming.options.genres.filter((g) => !weekGenres.has(g.value))).toEqual([]);
    await expect(loadShowList(context('fr', 'ShowsKids'), 'ShowsKids', NOW)).rejects.toSatisfy(isNotFound);
    await expect(loadShowList(context('nl', 'ShowsPresales'), 'ShowsPresales', NOW)).rejects.toSatisfy(isNotFound);
    expect((await loadShowList(context('nl', 'ShowsKids'), 'ShowsKids', NOW)).shows.length).toBeGreaterThan(0);
  });

  it('SHELL-81 SHELL-82 CAT-04 head: title, description and JSON-LD ItemList of the films shown with a BreadcrumbList home → list', async () => {
    const ctx = context('fr', 'ShowsBook', '/filters/genres-drame');
    const data = await loadShowList(ctx, 'ShowsBook', NOW);
    const head = listHead(data, ctx, await translatorFor(localesDir, 'catalogue', 'fr'));
    expect(head.title).toBe('Films à l’affiche');
    expect(head.description?.length).toBeLessThanOrEqual(160);
    const graph = (head.structuredData as { '@graph': Record<string, unknown>[] })['@graph'];
    const [list, crumbs] = graph as [
      { '@type': string; itemListElement: { '@type': string; position: number; url: string; name: string }[] },
      { '@type': string; itemListElement: { position: number; name: string; item: unknown }[] },
    ];
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement).toHaveLength(data.shows.length);
    expect(list.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      url: `http://fr.marquee.localhost/film/${data.shows[0]?.slug}`,
      name: data.shows[0]?.title,
    });
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement).toEqual([
      // Each step is the page itself, a WebPage by its address, as on every other page.
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Accueil',
        item: { '@type': 'WebPage', '@id': 'http://fr.marquee.localhost/' },
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Films à l’affiche',
        item: { '@type': 'WebPage', '@id': 'http://fr.marquee.localhost/films/reserver' },
      },
    ]);
    expect(schemaOrgProblems(head.structuredData as Record<string, unknown>)).toEqual([]);
  });

  it('CAT-04 server render: pressed chips of the address, toggle buttons to the next addresses, the empty result offers to clear', async () => {
    const ctx = context('fr', 'ShowsBook', '/filters/genres-drame');
    const data = await loadShowList(ctx, 'ShowsBook', NOW);
    const html = await renderPageOnServer({
      page: showListPages.ShowsBook,
      data,
      language: 'fr',
      namespace: 'catalogue',
      localesDir,
      url: ctx.url.href,
    });
    expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*>Drame<\/button>/);
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>VOST<\/button>/);
    expect(html).toContain('Films à l’affiche');
    const empty = await renderPageOnServer({
      page: showListPages.ShowsBook,
      data: { ...data, shows: [] },
      language: 'fr',
      namespace: 'catalogue',
      localesDir,
      url: ctx.url.href,
    });
    expect(empty).toContain('Aucun film ne correspond à ces filtres.');
    expect(empty).toContain('Effacer les filtres');
  });
});
