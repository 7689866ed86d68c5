import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningApi, startApi } from '@marquee/api/server';
import { createApiClient, isNotFound } from '@marquee/api-client';
import type { Language } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import { siteFormats } from '@marquee/i18n';
import { locatorCookie } from '@marquee/locator-state';
import type { PageContext, Translate } from '@marquee/remote-contract';
import { href, type RoutingSite } from '@marquee/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPageGraph } from '../../lib/event-structured-data';
import { eventHead } from './event-head';
import { loadEvent } from './event-loader';
import { eventsHead } from './events-head';
import { loadEvents } from './events-loader';
import { schemaOrgProblems } from '@marquee/remote-contract/schema-org';

// The reference API on a real SQLite file, its clock pinned to a Monday afternoon in Paris.
const NOW = new Date('2026-11-23T15:10:00Z');
let api: RunningApi;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'marquee-events-'));
  api = await startApi({ dbPath: path.join(scratch, 'api.sqlite'), now: () => NOW });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await rm(scratch, { recursive: true, force: true });
});

const fr: RoutingSite = { code: 'fr', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: false };
const t: Translate = (key) => key;

function context(pathname: string, slug: string | undefined, cookies: Record<string, string> = {}): PageContext {
  const language: Language = 'fr';
  return {
    site: 'fr',
    language,
    kind: slug ? 'Entertainment' : 'EntertainmentList',
    params: slug ? { slug } : {},
    url: new URL(pathname, 'http://fr.marquee.localhost'),
    flags: resolveFlags('fr', {}),
    device: { viewport: 'desktop', webview: false },
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    format: siteFormats({ language, country: 'fr', timeZone: 'Europe/Paris', currency: 'EUR' }),
    api: createApiClient({ baseUrl: api.url, language, headers: { 'x-marquee-site': 'fr' }, retries: 0 }),
    href: (kind, params, target = language) => href(fr, target, kind, params),
    signal: new AbortController().signal,
    cookies,
  };
}

describe('events list', () => {
  it('CAT-27 lists the events of /api/events that are on sale, with an ItemList and a breadcrumb', async () => {
    const data = await loadEvents(context('/evenements', undefined));
    expect(data.events.map((event) => event.slug)).toEqual([
      'opera-season',
      'ballet-season',
      'concerts',
      'cinema-nights',
      'festivals',
    ]);
    expect(data.events[0]).toEqual({
      slug: 'opera-season',
      title: 'Saison opéra',
      subtitle: 'En direct sur grand écran',
      poster: '/api/media/season/opera-season.svg',
      type: 'opera',
    });
    const head = eventsHead(data, context('/evenements', undefined), t);
    const graph = (head.structuredData?.['@graph'] ?? []) as Record<string, unknown>[];
    expect(graph.map((node) => node['@type'])).toEqual(['ItemList', 'BreadcrumbList']);
    expect(schemaOrgProblems({ '@context': 'https://schema.org', ...head.structuredData })).toEqual([]);
    expect((graph[0]?.itemListElement as { url: string }[] | undefined)?.[0]?.url).toBe(
      'http://fr.marquee.localhost/evenements/opera-season',
    );
  });
});

describe('event page', () => {
  it('CAT-28 loads the event and its showtimes (every cinema of the site when no place is chosen), one show per section', async () => {
    const data = await loadEvent(context('/evenements/opera-season', 'opera-season'), NOW);
    expect(data).toMatchObject({ slug: 'opera-season', title: 'Saison opéra', redirectSlug: null });
    const { programme } = data;
    expect(programme.selection).toBeNull();
    expect(programme.schedule?.date).toBe('2026-12-06');
    expect(programme.schedule?.days).toEqual(['2026-12-06', '2026-12-09']);
    expect(programme.shows.map((show) => show.slug)).toEqual(['opera-en-direct-la-traviata']);
    expect(programme.schedule?.cinemas.length).toBe(12);
    expect(programme.schedule?.currency).toBe('EUR');
    for (const cinema of programme.schedule?.cinemas ?? []) expect(cinema.showSlug).toBe('opera-en-direct-la-traviata');
  });

  it('CAT-26 a city keeps only its own cinemas; a cinema only itself; the address wins over the saved place', async () => {
    const lyon = (locatorCookie({ type: 'city', value: 'lyon' }).split(';')[0] ?? '').slice('cgp_locator='.length);
    const inParis = await loadEvent(
      context('/evenements/opera-season/filters/localisation-paris', 'opera-season', { cgp_locator: lyon }),
      NOW,
    );
    expect(inParis.programme.selection).toEqual({ type: 'city', value: 'paris' });
    const parisCinemas = new Set(inParis.programme.cinemas.filter((c) => c.citySlug === 'paris').map((c) => c.slug));
    expect(inParis.programme.schedule?.cinemas.length).toBeGreaterThan(0);
    for (const cinema of inParis.programme.schedule?.cinemas ?? []) {
      expect(parisCinemas.has(cinema.cinemaSlug)).toBe(true);
      expect(cinema.cinemaCitySlug).toBe('paris');
    }
    const fromCookie = await loadEvent(context('/evenements/opera-season', 'opera-season', { cgp_locator: lyon }), NOW);
    expect(fromCookie.programme.source).toBe('cookie');
    for (const cinema of fromCookie.programme.schedule?.cinemas ?? []) expect(cinema.cinemaCitySlug).toBe('lyon');
    const one = inParis.programme.schedule?.cinemas[0]?.cinemaSlug ?? '';
    const inOne = await loadEvent(context(`/evenements/opera-season/filters/localisation-${one}`, 'opera-season'), NOW);
    expect(inOne.programme.schedule?.cinemas.map((c) => c.cinemaSlug)).toEqual([one]);
  });

  it('the address’s day is shown; a malformed day or an unknown place is ignored, never an error', async () => {
    const later = await loadEvent(context('/evenements/opera-season/filters/date-2026-12-09', 'opera-season'), NOW);
    expect(later.programme.schedule?.date).toBe('2026-12-09');
    const broken = await loadEvent(
      context('/evenements/opera-season/filters/date-2026-13-45/localisation-atlantis', 'opera-season'),
      NOW,
    );
    expect(broken.programme.selection).toBeNull();
    expect(broken.programme.schedule?.date).toBe('2026-12-06');
  });

  it('ERR-02 an unknown event is not found (the shell answers 404); a renamed one carries its new slug (CAT-02)', async () => {
    const missing = await loadEvent(context('/evenements/nope', 'nope'), NOW).catch((error: unknown) => error);
    expect(isNotFound(missing)).toBe(true);
    const renamed = await loadEvent(context('/evenements/opera-live-season', 'opera-live-season'), NOW);
    expect(renamed.redirectSlug).toBe('opera-season');
  });

  it('SHELL-81 SHELL-82 its head: the record’s SEO title and description, a long one cut at a word like every page’s', async () => {
    const page = context('/evenements/opera-season', 'opera-season');
    const data = await loadEvent(page, NOW);
    // The API's SEO fields reach the head.
    expect(data.seo.description).not.toBe('');
    expect(eventHead(data, page, t)).toMatchObject({ title: data.seo.title, description: data.seo.description });
    const long = {
      ...data,
      seo: { title: 'Opéra : la saison en direct', description: `${data.description} `.repeat(5) },
    };
    const head = eventHead(long, page, t);
    expect(head.title).toBe('Opéra : la saison en direct');
    expect(head.description?.length).toBeLessThanOrEqual(160);
    expect(head.description).toMatch(/\S…$/);
    // Without SEO fields, the record's own title and description.
    const plain = eventHead({ ...data, seo: { title: '', description: '' } }, page, t);
    expect(plain).toMatchObject({ title: data.title, description: data.description });
  });

  it('its head is an Event with a ScreeningEvent per showtime of the day and a breadcrumb', async () => {
    const page = context('/evenements/opera-season', 'opera-season');
    const data = await loadEvent(page, NOW);
    const head = eventHead(data, page, t);
    expect(head.title).toBe('Saison opéra');
    const [event, crumbs] = (head.structuredData?.['@graph'] ?? []) as Record<string, unknown>[];
    expect(event?.['@type']).toBe('Event');
    expect(event?.startDate).toBe('2026-12-06T20:00:00+01:00');
    const screenings = event?.subEvent as Record<string, unknown>[];
    expect(screenings).toHaveLength(12);
    expect(screenings[0]).toMatchObject({
      '@type': 'ScreeningEvent',
      name: 'Opéra en direct : La Traviata',
      startDate: '2026-12-06T20:00:00+01:00',
      location: { '@type': 'MovieTheater', address: { '@type': 'PostalAddress', addressCountry: 'FR' } },
      offers: { '@type': 'Offer', priceCurrency: 'EUR' },
    });
    // Issue 25 item 10: one @id per cinema (the cinema page's `#theater`, as on film pages), the
    // cinema as organiser, the event's image and description on each screening.
    const theater = screenings[0]?.location as Record<string, unknown>;
    expect(theater['@id']).toMatch(/^http:\/\/fr\.marquee\.localhost\/cinema\/[a-z0-9-]+#theater$/);
    expect(screenings[0]?.organizer).toEqual(theater);
    expect(screenings[0]?.image).toMatch(/^http:\/\/fr\.marquee\.localhost\//);
    expect(screenings[0]?.description).toBe(event?.description);
    // Its show's cast (none in the record of this filmed opera: no performer then) and an offer
    // valid from the show's sales opening, else its first release: the film page's rule.
    for (const screening of screenings) {
      const work = data.programme.shows.find((show) => show.title === screening.name)?.work;
      expect(work).toBeDefined();
      expect(screening.performer).toEqual(
        work?.performers.length ? work.performers.map((name) => ({ '@type': 'Person', name })) : undefined,
      );
      expect((screening.offers as Record<string, unknown>).validFrom).toBe(
        work?.salesOpening
          ? expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/)
          : work?.firstRelease,
      );
      expect((screening.offers as Record<string, unknown>).validFrom).toMatch(/^\d{4}-\d{2}-\d{2}/);
    }
    // With a cast in the record, each screening names it.
    const cast = eventPageGraph(
      {
        ...data,
        programme: {
          ...data.programme,
          shows: data.programme.shows.map((show) => ({
            ...show,
            work: show.work && { ...show.work, performers: ['Ana Ruiz', 'Léo Martin'] },
          })),
        },
      },
      'Entertainment',
      page,
      t,
    )['@graph'] as Record<string, unknown>[];
    const castScreenings = (cast[0]?.subEvent ?? []) as Record<string, unknown>[];
    expect(castScreenings[0]?.performer).toEqual([
      { '@type': 'Person', name: 'Ana Ruiz' },
      { '@type': 'Person', name: 'Léo Martin' },
    ]);
    if (event?.offers)
      expect((event.offers as Record<string, unknown>).availability).toMatch(
        /^https:\/\/schema\.org\/(InStock|Discontinued)$/,
      );
    expect(schemaOrgProblems({ '@context': 'https://schema.org', ...head.structuredData })).toEqual([]);
    expect(
      (crumbs?.itemListElement as { item: { '@id': string } }[] | undefined)?.map((crumb) => crumb.item['@id']),
    ).toEqual([
      'http://fr.marquee.localhost/',
      'http://fr.marquee.localhost/evenements',
      'http://fr.marquee.localhost/evenements/opera-season',
    ]);
  });
});
