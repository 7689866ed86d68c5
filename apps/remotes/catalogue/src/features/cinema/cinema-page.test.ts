import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningApi, startApi } from '@marquee/api/server';
import { createApiClient, isNotFound } from '@marquee/api-client';
import { addDays, cinemaWeekEnd, type Language } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import { siteFormats } from '@marquee/i18n';
import type { PageContext, PageInfo, Translate } from '@marquee/remote-contract';
import { renderPageOnServer, translatorFor } from '@marquee/remote-contract/testing';
import { href, type RoutingSite } from '@marquee/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaOrgProblems } from '@marquee/remote-contract/schema-org';
import { cinemaGraph, cinemaHead } from './cinema-head';
import { loadCinema } from './cinema-loader';
import { cinemaPage } from './cinema-page';
import { sectionsOpenedBy, toggled } from './components/cinema-details';
import { serviceIcon } from '../../components/place-icons';

// The reference API on a real SQLite file, its clock pinned to a Tuesday afternoon in Paris.
const NOW = new Date('2026-11-24T14:10:00Z');
let api: RunningApi;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'marquee-cinema-'));
  api = await startApi({ dbPath: path.join(scratch, 'api.sqlite'), now: () => NOW });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await rm(scratch, { recursive: true, force: true });
});

const SITES: Record<'fr' | 'be' | 'sn', RoutingSite & { timeZone: string; currency: string }> = {
  fr: {
    code: 'fr',
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    prefixDefaultLanguage: false,
    timeZone: 'Europe/Paris',
    currency: 'EUR',
  },
  be: {
    code: 'be',
    languages: ['fr', 'nl', 'en'],
    defaultLanguage: 'en',
    prefixDefaultLanguage: true,
    timeZone: 'Europe/Brussels',
    currency: 'EUR',
  },
  sn: {
    code: 'sn',
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    prefixDefaultLanguage: true,
    timeZone: 'Africa/Dakar',
    currency: 'XOF',
  },
};

function context(
  slug: string,
  options: { site?: keyof typeof SITES; language?: Language; filters?: string } = {},
): PageContext {
  const site = SITES[options.site ?? 'fr'];
  const language = options.language ?? site.defaultLanguage;
  const base = href(site, language, 'Cinema', { slug });
  return {
    site: site.code,
    language,
    kind: 'Cinema',
    params: { slug },
    url: new URL(`${base}${options.filters ?? ''}`, `http://${site.code}.marquee.localhost`),
    flags: resolveFlags(site.code, {}),
    device: { viewport: 'desktop', webview: false },
    timeZone: site.timeZone,
    currency: site.currency,
    format: siteFormats({ language, country: site.code, timeZone: site.timeZone, currency: site.currency }),
    api: createApiClient({ baseUrl: api.url, language, headers: { 'x-marquee-site': site.code }, retries: 0 }),
    href: (kind, params, target = language) => href(site, target, kind, params),
    signal: new AbortController().signal,
    cookies: {},
  };
}

function translator(language: Language): Promise<Translate> {
  return translatorFor(fileURLToPath(new URL('../../../locales', import.meta.url)), 'catalogue', language);
}

describe('cinema page data', () => {
  it('CAT-39 the cinema and its programme: the days of its cinema week, each film with its showtimes there, by priority', async () => {
    const data = await loadCinema(context('marquee-opera-paris'), NOW);
    expect(data.name).toBe('Marquee Opéra');
    const schedule = data.programme.schedule;
    expect(schedule?.date).toBe('2026-11-24');
    // Tuesday: today, then the cinema week from Wednesday to the next Tuesday.
    expect(schedule?.days[0]).toBe('2026-11-24');
    expect(schedule?.days.at(-1)).toBe(cinemaWeekEnd('2026-11-24', data.cinemaWeekOffset));
    expect(schedule?.days.at(-1)).toBe('2026-12-01');
    expect(data.programme.shows.length).toBeGreaterThan(3);
    // one entry per film, every one at this cinema, in the films' order
    expect(schedule?.cinemas.every((entry) => entry.cinemaSlug === 'marquee-opera-paris')).toBe(true);
    const order = [...new Set(schedule?.cinemas.map((entry) => entry.showSlug))];
    expect(order).toEqual(data.programme.shows.map((show) => show.slug));
    // the film record is cut to what the page shows, and what its screenings' JSON-LD says of it
    expect(Object.keys(data.programme.shows[0] ?? {}).sort()).toEqual(
      ['contentRating', 'duration', 'genres', 'poster', 'slug', 'title', 'work'].sort(),
    );
    expect(Object.keys(data.programme.shows[0]?.work ?? {}).sort()).toEqual(
      ['description', 'firstRelease', 'image', 'performers', 'salesOpening'].sort(),
    );
  });

  it('CAT-39 another day of the week comes from the /filters/ address; a malformed day is ignored', async () => {
    const next = await loadCinema(context('marquee-opera-paris', { filters: '/filters/date-2026-11-26' }), NOW);
    expect(next.programme.schedule?.date).toBe('2026-11-26');
    expect(next.programme.filters.date).toBe('2026-11-26');
    const bad = await loadCinema(context('marquee-opera-paris', { filters: '/filters/date-2026-02-31' }), NOW);
    expect(bad.programme.schedule?.date).toBe('2026-11-24');
  });

  it('CAT-39 a day without showtimes says so: no film, and the next day with some is offered', async () => {
    // a day beyond the site's window has none
    const far = addDays('2026-11-24', 40);
    const data = await loadCinema(context('marquee-opera-paris', { filters: `/filters/date-${far}` }), NOW);
    expect(data.programme.schedule?.date).toBe(far);
    expect(data.programme.shows).toEqual([]);
    expect(data.programme.schedule?.cinemas).toEqual([]);
  });

  it('CAT-02 a renamed cinema carries its new slug (the shell answers 301); an unknown one is not found', async () => {
    const moved = await loadCinema(context('marquee-clichy-paris'), NOW);
    expect(moved.redirectSlug).toBe('marquee-wepler-paris');
    await expect(loadCinema(context('marquee-nowhere'), NOW)).rejects.toSatisfy(isNotFound);
    // a malformed slug is answered 400 by the API: the shell shows any failed detail as not found
    await expect(loadCinema(context('ba%20d..slug'), NOW)).rejects.toBeDefined();
  });

  it('CAT-48 the alert of this cinema applies to it, not to another; the all-cinemas one is left to the shell', async () => {
    const dijon = await loadCinema(context('marquee-darcy-dijon'), NOW);
    expect(dijon.notices.map((notice) => notice.title)).toEqual(['Travaux au Marquee Darcy']);
    expect(dijon.notices[0]?.level).toBe('warning');
    const opera = await loadCinema(context('marquee-opera-paris'), NOW);
    expect(opera.notices).toEqual([]);
  });

  it('CAT-43 CAT-47 pricing, cinepass, e-cards, accessibility and AccesLibre come with the cinema, in the site currency', async () => {
    const data = await loadCinema(context('marquee-plateau-dakar', { site: 'sn' }), NOW);
    expect(data.pricing?.prices.map((price) => price.currency)).toEqual(['XOF', 'XOF', 'XOF', 'XOF']);
    expect(data.pricing?.prices.some((price) => price.termsIndex !== null)).toBe(true);
    expect(data.pricing?.terms.length).toBeGreaterThan(0);
    expect(data.cinepass.length).toBeGreaterThan(0);
    expect(data.accessibilityDescription.length).toBeGreaterThan(20);
    const fr = await loadCinema(context('marquee-opera-paris'), NOW);
    expect(fr.accesLibreUrl).toMatch(/^https:\/\/acceslibre\.beta\.gouv\.fr\//);
  });
});

describe('cinema page head and JSON-LD', () => {
  it('CAT-39 a MovieTheater (name, address, geo, url, accessibility) with the day’s ScreeningEvents and the breadcrumb, valid schema.org', async () => {
    const ctx = context('marquee-opera-paris');
    const data = await loadCinema(ctx, NOW);
    const graph = cinemaGraph(data, ctx as PageInfo, await translator('fr'));
    expect(schemaOrgProblems(graph)).toEqual([]);
    const nodes = graph['@graph'] as Record<string, unknown>[];
    const theater = nodes[0] as Record<string, unknown>;
    expect(theater).toMatchObject({
      '@type': 'MovieTheater',
      '@id': 'http://fr.marquee.localhost/cinema/marquee-opera-paris#theater',
      name: 'Marquee Opéra',
      url: 'http://fr.marquee.localhost/cinema/marquee-opera-paris',
      address: { '@type': 'PostalAddress', addressCountry: 'FR' },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect(theater.amenityFeature).toContainEqual(
      expect.objectContaining({ '@type': 'LocationFeatureSpecification', name: 'Accessible en fauteuil roulant' }),
    );
    const screenings = nodes.filter((node) => node['@type'] === 'ScreeningEvent');
    const showtimes = data.programme.schedule?.cinemas.flatMap((entry) => entry.showtimes) ?? [];
    expect(screenings).toHaveLength(showtimes.length);
    expect(screenings[0]).toMatchObject({ location: { '@id': theater['@id'] } });
    // Issue 25 item 10: every screening as complete as the film page's (lib/screening-structured-data):
    // the cinema organises it, the film's image, description and cast, an offer valid from a date.
    for (const screening of screenings) {
      expect(screening).toMatchObject({
        '@type': 'ScreeningEvent',
        organizer: { '@id': theater['@id'] },
        image: expect.stringMatching(/^http:\/\/fr\.marquee\.localhost\/api\/media\/poster\//),
        description: expect.stringMatching(/\S/),
        workPresented: { '@type': 'Movie', url: expect.stringMatching(/^http:\/\/fr\.marquee\.localhost\/film\//) },
        offers: {
          '@type': 'Offer',
          priceCurrency: 'EUR',
          validFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:00[+-]\d{2}:\d{2})?$/),
        },
      });
      expect((screening.description as string).length).toBeLessThanOrEqual(160);
      const performers = screening.performer as { '@type': string; name: string }[];
      expect(performers.length).toBeGreaterThan(0);
      for (const performer of performers) expect(performer).toEqual({ '@type': 'Person', name: expect.any(String) });
    }
    // The same film's screening on its own page carries the same facts, by the same rule.
    const first = data.programme.shows[0];
    expect(first?.work.performers.length).toBeGreaterThan(0);
    expect(nodes.at(-1)).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Accueil' },
        { name: 'Cinémas', item: { '@type': 'WebPage', '@id': 'http://fr.marquee.localhost/cinemas' } },
        { name: 'Paris', item: { '@id': 'http://fr.marquee.localhost/ville/paris' } },
        { name: 'Marquee Opéra' },
      ],
    });
  });

  it('SHELL-81 SHELL-82 SHELL-84 the head on be in its three languages: title, description, slugs per language, tracking', async () => {
    for (const language of ['fr', 'nl', 'en'] as const) {
      const ctx = context('marquee-de-brouckere-bruxelles', { site: 'be', language });
      const data = await loadCinema(ctx, NOW);
      const head = cinemaHead(data, ctx as PageInfo, await translator(language));
      expect(head.title).toContain('Marquee');
      expect(head.description?.length).toBeGreaterThan(20);
      expect(head.description?.length).toBeLessThanOrEqual(160);
      expect(head.paramsByLanguage?.[language]).toEqual({ slug: 'marquee-de-brouckere-bruxelles' });
      expect(head.tracking?.cinema).toEqual({ citySlug: 'bruxelles', cinemaSlug: 'marquee-de-brouckere-bruxelles' });
      expect(schemaOrgProblems(head.structuredData)).toEqual([]);
    }
  });
});

describe('cinema page selections', () => {
  it('CAT-40 CAT-41 selecting the same service or the info accordion again clears it', () => {
    expect(toggled(null, 'parking')).toBe('parking');
    expect(toggled('parking', 'parking')).toBeNull();
    expect(toggled('parking', 'snack-bar')).toBe('snack-bar');
  });

  it('CAT-43 #tarifs opens the pricing, #info the information, any other fragment neither', () => {
    expect(sectionsOpenedBy('#tarifs')).toEqual({ info: false, pricing: true });
    expect(sectionsOpenedBy('#info')).toEqual({ info: true, pricing: false });
    expect(sectionsOpenedBy('')).toEqual({ info: false, pricing: false });
    expect(sectionsOpenedBy('#programme')).toEqual({ info: false, pricing: false });
  });
});

describe('cinema page rendered on the server', () => {
  const localesDir = fileURLToPath(new URL('../../../locales', import.meta.url));

  it('CAT-39 CAT-44 CAT-45 CAT-47 the programme first, each film once with its poster (no cinema name repeated), then the cinema', async () => {
    expect(typeof window).toBe('undefined');
    const data = await loadCinema(context('marquee-opera-paris'), NOW);
    const html = await renderPageOnServer({
      page: cinemaPage,
      data,
      language: 'fr',
      namespace: 'catalogue',
      localesDir,
    });
    expect(html.indexOf('>Séances<')).toBeGreaterThan(0);
    expect(html.indexOf('>Séances<')).toBeLessThan(html.indexOf('>Le cinéma<'));
    for (const show of data.programme.shows.slice(0, 8)) expect(html).toContain(`>${show.title}<`);
    expect(html.match(/catalogue-schedule__poster/g)?.length).toBe(Math.min(8, data.programme.shows.length));
    expect(html).not.toContain('catalogue-schedule__cinema-name');
    // more than 8 films: the rest behind one button
    if (data.programme.shows.length > 8) expect(html).toContain(`Plus de films (${data.programme.shows.length - 8})`);
    expect(html).toContain('https://www.openstreetmap.org/?mlat=');
    expect(html).toContain('acceslibre.beta.gouv.fr');
    expect(html).toContain('Cinémas à proximité');
    expect(html).toContain('aria-expanded="false"');
    // ACC-50 the favourite toggle on a site with favourites, off on the server (nothing personal there)
    expect(html).toMatch(
      // The toggle draws both hearts, aria-pressed shows one (ui-kit WishlistToggle).
      /aria-pressed="false">(?:<svg[^>]*><use href="#mq-icon-heart[^"]*"><\/use><\/svg>)+<span>Cinéma favori<\/span>/,
    );
    // CAT-45 the sessions-nearby wording, in the practical information
    expect(data.sessionsNearby?.wording).toBeTruthy();
    expect(html).toContain(data.sessionsNearby?.wording ?? '-');
  });

  it('beside the accessibility chips, a link to the accessible showings of this cinema', async () => {
    const data = await loadCinema(context('marquee-opera-paris'), NOW);
    const accessible = data.programme.schedule?.cinemas.some((group) =>
      group.showtimes.some((showtime) => showtime.accessibilityIcons.length > 0),
    );
    expect(accessible, 'the day has accessible showtimes').toBe(true);
    const html = await renderPageOnServer({
      page: cinemaPage,
      data,
      language: 'fr',
      namespace: 'catalogue',
      localesDir,
    });
    expect(html).toContain(
      '<a class="catalogue-schedule__accessible" href="/seances-accessibles/filters/localisation-marquee-opera-paris">Toutes les séances accessibles</a>',
    );
  });

  it("CAT-40 each service is a button named by its label, with a drawn icon from the kit's sprite, not the API's text badge", async () => {
    const data = await loadCinema(context('marquee-opera-paris'), NOW);
    const html = await renderPageOnServer({
      page: cinemaPage,
      data,
      language: 'fr',
      namespace: 'catalogue',
      localesDir,
    });
    const services = (data.services ?? []).filter((item) => !data.disabledServices.includes(item.slug));
    expect(services.length).toBeGreaterThan(0);
    expect(html).not.toContain('/api/media/icon/');
    for (const item of services) {
      const button = new RegExp(
        `<button type="button" class="catalogue-cinema__service"[^>]*><svg class="mq-icon"[^>]*aria-hidden="true"><use href="#mq-icon-${serviceIcon(item.slug)}"></use></svg><span>${item.label}</span></button>`,
      );
      expect(html, item.slug).toMatch(button);
    }
    // every seeded service has an icon of its own (the check mark is for a service the table does not know)
    for (const item of services) expect(serviceIcon(item.slug), item.slug).not.toBe('check');
  });

  it('CAT-47 the cinema’s pushes, with their tag, date, text and call to action; no favourite toggle where favourites are off', async () => {
    const data = await loadCinema(context('marquee-plateau-dakar', { site: 'sn' }), NOW);
    const push = {
      title: 'Nuit du cinéma africain',
      date: '2026-12-05',
      cta: { label: 'Réserver la nuit', url: '/fr/evenements/cinema-nights' },
      backdrop: '/api/media/backdrop/cinema-nights.svg',
      contentTag: 'Événement',
      goal: 'event',
      description: 'Trois films et un concert, de 20 h à l’aube.',
      backgroundColor: '#1a1406',
    };
    const html = await renderPageOnServer({
      page: cinemaPage,
      data: { ...data, pushes: [push] },
      language: 'fr',
      namespace: 'catalogue',
      localesDir,
      site: { code: 'sn', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: true },
      timeZone: 'Africa/Dakar',
      currency: 'XOF',
    });
    expect(html).toContain('Dans ce cinéma');
    expect(html).toContain('Nuit du cinéma africain');
    expect(html).toContain('href="/fr/evenements/cinema-nights"');
    expect(html).toContain('5 décembre 2026');
    expect(html).not.toContain('Cinéma favori');
    // cinepass in CFA francs
    expect(html).toMatch(/\d[\d\s  ]*F\s?CFA/);
  });

  it('CAT-39 a day without showtimes says so and offers the next day; missing pricing and services leave the rest', async () => {
    const data = await loadCinema(context('marquee-opera-paris'), NOW);
    const schedule = data.programme.schedule;
    if (!schedule) throw new Error('no schedule');
    const empty = {
      ...data,
      pricing: null,
      services: null,
      programme: { ...data.programme, shows: [], schedule: { ...schedule, cinemas: [], nextDay: '2026-11-25' } },
    };
    const html = await renderPageOnServer({
      page: cinemaPage,
      data: empty,
      language: 'fr',
      namespace: 'catalogue',
      localesDir,
    });
    expect(html).toContain('Aucune séance');
    expect(html).toMatch(/Voir le mercredi 25 novembre/i);
    expect(html).not.toContain('id="tarifs"');
    expect(html).not.toContain('catalogue-cinema__service"');
    expect(html).toContain('id="info"');
    expect(html).toContain('Marquee Opéra');
  });
});
