import { cutAtWord } from '@marquee/domain-models';
import type { CinemaList, Schedule, ShowDetail, ShowList, ShowListFacets, Translate } from '@marquee/domain-models';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { showStatus } from '../db/showtimes';
import { epochDay } from '../lib/dates';
import { ApiFailure, notFound } from '../lib/errors';
import { pickText } from '../lib/text';
import { DateParam, PathSlug, parseOr400 } from '../lib/validate';
import type { ShowRecord } from '../seed/catalogue';
import type { Lang } from '../seed/sites';
import { type AnswerCache, type Ctx, catalogue, type Env } from '../http';
import type { CinemaRow, ShowtimeRow, Store } from '../store';
import { cinemaShowtimes, inWindow, nextDayAfter, openWindow, windowEnd } from '../showtime-answers';
import { cinemaDetailView, cinemaView, cityView, distanceKm, isListed, type Req, showSlug, showView } from '../views';

const Count = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,6}$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
const SlugList = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:,[a-z0-9]+(?:-[a-z0-9]+)*){0,19}$/, 'must be up to 20 comma-separated slugs'),
  v.transform((list) => list.split(',')),
);
const ShowsQuery = v.object({
  filter: v.optional(
    v.picklist(
      ['book', 'presales', 'kids', 'special', 'upcoming', 'all'],
      'must be one of book, presales, kids, special, upcoming, all',
    ),
  ),
  /** Optional paging (the whole list by default); `total` always counts the whole list. */
  limit: v.optional(Count(1, 1000)),
  offset: v.optional(Count(0, 100_000)),
  /** Only shows with a bookable showtime on this day (the list pages' date chips). */
  date: v.optional(DateParam),
  /** Only shows with a bookable showtime in one of these versions (comma-separated slugs). */
  versions: v.optional(SlugList),
  /** Only shows with a bookable showtime carrying one of these tags (comma-separated slugs). */
  tags: v.optional(SlugList),
  /** `true`: add `facets`, the days, versions and tags of the listed shows' bookable showtimes. */
  facets: v.optional(v.picklist(['true', 'false'], 'must be true or false')),
});
const DateQuery = v.object({ date: v.optional(DateParam) });

/** Resolves a show slug (any language, or a former slug); 410 for a retired show, 404 when unknown. */
export function findShow(store: Store, slug: string): { show: ShowRecord; renamed: boolean } {
  parseOr400(PathSlug, slug, 'slug');
  if (store.retiredSlugs.has(slug)) throw new ApiFailure(410, 'gone', `show ${slug} is no longer available`, 'slug');
  const hits = store.showSlugs.get(slug);
  const hit = hits?.[0];
  const show = hit ? store.showById.get(hit.id) : undefined;
  if (!hit || !show) throw notFound('show');
  return { show, renamed: !hit.current };
}

function findCinema(store: Store, r: Req, slug: string): { cinema: CinemaRow; renamedFrom: string | null } {
  parseOr400(PathSlug, slug, 'slug');
  const target = store.cinemaRedirects.get(slug);
  const cinema = store.cinemaBySlug.get(target ?? slug);
  if (!cinema || cinema.site !== r.site) throw notFound('cinema');
  return { cinema, renamedFrom: target ? slug : null };
}

/**
 * Schedule of a set of cinemas on one day: shows with their showtimes, sorted by priority (special 3, premiere 2,
 * upsell 1). `onlyShows` keeps some shows; `onlyTag` keeps the showtimes carrying a tag (an experience's own).
 */
export function schedule(
  store: Store,
  r: Req,
  cinemaIds: number[],
  date: string | undefined,
  onlyShows?: Set<number>,
  onlyTag?: string,
): Schedule {
  const placeholders = cinemaIds.map(() => '?').join(',') || 'NULL';
  const open = openWindow(r);
  // tags are stored as a JSON array of slugs: an experience's schedule keeps its own showtimes
  const tagSql = onlyTag ? ' AND s.tags LIKE ?' : '';
  const tagParams = onlyTag ? [`%"${onlyTag}"%`] : [];
  const days = (
    store
      .stmt(
        `SELECT DISTINCT s.date FROM showtimes s WHERE s.cinema_id IN (${placeholders}) AND ${open.sql}${tagSql} ${onlyShows ? `AND s.show_id IN (${[...onlyShows].join(',') || 'NULL'})` : ''} ORDER BY s.date`,
      )
      .all(...cinemaIds, ...open.params, ...tagParams) as { date: string }[]
  ).map((d) => d.date);
  const day = date ?? days[0] ?? r.today;
  // a day outside the window the site offers (yesterday, a month ahead) has no showtimes
  if (!inWindow(r, day)) return { date: day, days, nextDay: nextDayAfter(days, day), shows: [] };
  const rows = store
    .stmt(
      `SELECT * FROM showtimes s WHERE s.cinema_id IN (${placeholders}) AND s.date = ?${tagSql} ORDER BY s.show_id, s.cinema_id, s.start`,
    )
    .all(...cinemaIds, day, ...tagParams) as ShowtimeRow[];
  const perShow = new Map<number, ShowtimeRow[]>();
  for (const row of rows) {
    if (onlyShows && !onlyShows.has(row.show_id)) continue;
    const list = perShow.get(row.show_id) ?? [];
    list.push(row);
    perShow.set(row.show_id, list);
  }
  const shows: Schedule['shows'] = [];
  for (const [id, list] of perShow) {
    const show = store.showById.get(id);
    if (!show) continue;
    const priority = list.some((x) => x.special && !x.tags.includes('avp'))
      ? 3
      : list.some((x) => x.tags.includes('avp'))
        ? 2
        : list.some((x) => /imax|4dx|dolby|screenx|premium/.test(x.tags))
          ? 1
          : 0;
    shows.push({
      show: showView(store, show, r),
      cinemas: cinemaShowtimes(store, list, r, show, day),
      sortPriority: priority,
    });
  }
  shows.sort((a, b) => b.sortPriority - a.sortPriority || (a.show.homeOrder ?? 999) - (b.show.homeOrder ?? 999));
  return { date: day, days, nextDay: nextDayAfter(days, day), shows };
}

/** SQL condition and parameters: bookable showtimes (alias `s`) of some shows at the site's cinemas. */
function siteShowtimes(
  store: Store,
  r: Req,
  shows: readonly ShowRecord[],
): { sql: string; params: (string | number)[] } {
  const cinemas = store.cinemasOf(r.site).map((cinema) => cinema.id);
  const open = openWindow(r);
  return {
    sql: `s.cinema_id IN (${cinemas.map(() => '?').join(',') || 'NULL'}) AND s.show_id IN (${shows.map(() => '?').join(',') || 'NULL'}) AND ${open.sql}`,
    params: [...cinemas, ...shows.map((show) => show.id), ...open.params],
  };
}

/**
 * The shows of a list with a bookable showtime at the site that matches every given filter: on
 * that day, in one of the versions, with one of the tags (one showtime meets them all).
 */
function showsWithShowtimes(
  store: Store,
  r: Req,
  shows: readonly ShowRecord[],
  filters: {
    date?: string | undefined;
    versions?: readonly string[] | undefined;
    tags?: readonly string[] | undefined;
  },
): Set<number> {
  const where = siteShowtimes(store, r, shows);
  let sql = `SELECT DISTINCT s.show_id AS id FROM showtimes s WHERE ${where.sql}`;
  const params = [...where.params];
  if (filters.date !== undefined) {
    sql += ' AND s.date = ?';
    params.push(filters.date);
  }
  if (filters.versions && filters.versions.length > 0) {
    sql += ` AND s.version IN (${filters.versions.map(() => '?').join(',')})`;
    params.push(...filters.versions);
  }
  if (filters.tags && filters.tags.length > 0) {
    // tags are stored as a JSON array of slugs: match the quoted slug
    sql += ` AND (${filters.tags.map(() => 's.tags LIKE ?').join(' OR ')})`;
    params.push(...filters.tags.map((tag) => `%"${tag}"%`));
  }
  return new Set((store.db.prepare(sql).all(...params) as { id: number }[]).map((row) => row.id));
}

/** The days, versions and tags of a list's bookable showtimes at the site: the choices its filters offer. */
function showListFacets(store: Store, r: Req, shows: readonly ShowRecord[]): ShowListFacets {
  const where = siteShowtimes(store, r, shows);
  const rows = store.db
    .prepare(`SELECT s.date, s.version, s.tags FROM showtimes s WHERE ${where.sql} GROUP BY s.date, s.version, s.tags`)
    .all(...where.params) as { date: string; version: string; tags: string }[];
  const days = new Set<string>();
  const versions = new Set<string>();
  const tags = new Set<string>();
  for (const row of rows) {
    days.add(row.date);
    versions.add(row.version);
    for (const tag of JSON.parse(row.tags) as string[]) tags.add(tag);
  }
  return { days: [...days].sort(), versions: [...versions].sort(), tags: [...tags].sort() };
}

function translateOf(slugs: Partial<Record<Lang, string>>, languages: Lang[], current: string): Translate {
  return { slug: current, translations: languages.map((language) => ({ language, slug: slugs[language] ?? current })) };
}

/** Catalogue calls: shows, cinemas, cities, showtimes and schedules. */
export function catalogueRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  const cached = (c: Ctx, build: () => unknown) => catalogue(c, store, cache, build);
  const query = <S extends v.GenericSchema>(c: Ctx, schema: S) => parseOr400(schema, c.req.query(), '');

  app.get('/api/shows', (c) => {
    const q = query(c, ShowsQuery);
    return cached(c, (): ShowList => {
      const r = c.get('req');
      const zone = store.site(r.site).zone;
      const day = epochDay(r.today);
      let list = store.shows.filter((s) => isListed(s, store, r));
      const st = (s: ShowRecord) => showStatus(s, zone, day);
      if (q.filter === 'book') list = list.filter((s) => !st(s).comingSoon);
      if (q.filter === 'upcoming') list = list.filter((s) => st(s).comingSoon && st(s).release - day <= 28);
      if (q.filter === 'presales') list = list.filter((s) => st(s).comingSoon && st(s).release - day <= 14);
      if (q.filter === 'kids') list = list.filter((s) => s.isKids);
      if (q.filter === 'special') list = list.filter((s) => !s.isMovie);
      const facets = q.facets === 'true' ? showListFacets(store, r, list) : undefined;
      if (q.date !== undefined || q.versions || q.tags) {
        const playing = showsWithShowtimes(store, r, list, { date: q.date, versions: q.versions, tags: q.tags });
        list = list.filter((s) => playing.has(s.id));
      }
      const shows = list.map((s) => showView(store, s, r));
      shows.sort(
        (a, b) => (a.homeOrder ?? 1000 + (a.upcomingOrder ?? 0)) - (b.homeOrder ?? 1000 + (b.upcomingOrder ?? 0)),
      );
      const from = q.offset ?? 0;
      const page = shows.slice(from, from + (q.limit ?? shows.length));
      return facets ? { total: shows.length, shows: page, facets } : { total: shows.length, shows: page };
    });
  });

  app.get('/api/show/:slug', (c) => {
    const { show, renamed } = findShow(store, c.req.param('slug'));
    return cached(c, (): ShowDetail => {
      const r = c.get('req');
      const view = showView(store, show, r);
      const open = openWindow(r);
      const days = (
        store
          .stmt(
            `SELECT DISTINCT s.date FROM showtimes s JOIN cinemas c ON c.id = s.cinema_id WHERE s.show_id = ? AND c.site = ? AND ${open.sql} ORDER BY s.date`,
          )
          .all(show.id, r.site, ...open.params) as { date: string }[]
      ).map((d) => d.date);
      const cinemaCount = (
        store
          .stmt(
            'SELECT count(DISTINCT s.cinema_id) AS n FROM showtimes s JOIN cinemas c ON c.id = s.cinema_id WHERE s.show_id = ? AND c.site = ? AND s.date >= ?',
          )
          .get(show.id, r.site, r.today) as { n: number }
      ).n;
      return {
        ...view,
        slug: renamed ? c.req.param('slug') : view.slug,
        redirectSlug: renamed ? view.slug : null,
        seo: { title: view.title, description: cutAtWord(view.synopsis) },
        days,
        cinemaCount,
      };
    });
  });

  app.get('/api/show/:slug/translate', (c) => {
    const { show } = findShow(store, c.req.param('slug'));
    return cached(c, () =>
      translateOf(show.slugs, store.site(c.get('req').site).languages, showSlug(show, c.get('req').lang)),
    );
  });

  app.get('/api/show/:slug/cinemas', (c) => {
    const { show } = findShow(store, c.req.param('slug'));
    return cached(c, (): CinemaList => {
      const r = c.get('req');
      const ids = new Set(
        (
          store
            .stmt(
              'SELECT DISTINCT s.cinema_id AS id FROM showtimes s JOIN cinemas c ON c.id = s.cinema_id WHERE s.show_id = ? AND c.site = ? AND s.date >= ? AND s.date <= ?',
            )
            .all(show.id, r.site, r.today, windowEnd(r)) as { id: number }[]
        ).map((x) => x.id),
      );
      const cinemas = store
        .cinemasOf(r.site)
        .filter((x) => ids.has(x.id))
        .map((x) => cinemaView(store, x, r));
      return { total: cinemas.length, cinemas };
    });
  });

  app.get('/api/cinemas', (c) =>
    cached(c, (): CinemaList => {
      const r = c.get('req');
      const known = new Set(store.citiesOf(r.site).map((x) => x.slug));
      // Cinemas are listed only if their city is known.
      const cinemas = store
        .cinemasOf(r.site)
        .filter((x) => known.has(x.citySlug))
        .map((x) => cinemaView(store, x, r));
      return { total: cinemas.length, cinemas };
    }),
  );

  app.get('/api/cinema/:slug', (c) => {
    const r = c.get('req');
    const { cinema, renamedFrom } = findCinema(store, r, c.req.param('slug'));
    return cached(c, () => {
      const view = cinemaDetailView(store, cinema, r);
      return renamedFrom ? { ...view, slug: renamedFrom, redirectSlug: cinema.slug } : view;
    });
  });

  app.get('/api/cinema/:slug/translate', (c) => {
    const r = c.get('req');
    const { cinema } = findCinema(store, r, c.req.param('slug'));
    return cached(c, () => translateOf({}, store.site(r.site).languages, cinema.slug));
  });

  app.get('/api/cinema/:slug/shows', (c) => {
    const r = c.get('req');
    const { cinema } = findCinema(store, r, c.req.param('slug'));
    const q = query(c, DateQuery);
    return cached(c, () => schedule(store, r, [cinema.id], q.date));
  });

  app.get('/api/cities', (c) =>
    cached(c, () => {
      const r = c.get('req');
      const cities = store.citiesOf(r.site).map((x) => cityView(store, x, r));
      return { total: cities.length, cities };
    }),
  );

  const findCity = (r: Req, slug: string) => {
    parseOr400(PathSlug, slug, 'slug');
    const city = store.citiesOf(r.site).find((x) => x.slug === slug);
    if (!city) throw notFound('city');
    return city;
  };

  app.get('/api/city/:slug', (c) => {
    const r = c.get('req');
    const city = findCity(r, c.req.param('slug'));
    return cached(c, () => {
      const base = cityView(store, city, r);
      const cinemas = store.cinemasOf(r.site).filter((x) => x.citySlug === city.slug);
      const name = base.name;
      const top = store.shows
        .filter((s) => s.isMovie && isListed(s, store, r))
        .sort((a, b) => b.popularity - a.popularity);
      return {
        ...base,
        defaultCinema: cinemas[0]?.slug ?? null,
        description: pickText(
          {
            en: `All the films showing in ${name}: ${cinemas.length} cinema${cinemas.length > 1 ? 's' : ''} of the brand.`,
            fr: `Tous les films à l’affiche à ${name} : ${cinemas.length} cinéma${cinemas.length > 1 ? 's' : ''} de l’enseigne.`,
            de: `Alle Filme in ${name}: ${cinemas.length} Kino${cinemas.length > 1 ? 's' : ''} der Marke.`,
            nl: `Alle films in ${name}: ${cinemas.length} bioscoop${cinemas.length > 1 ? 'en' : ''} van het merk.`,
          },
          r.lang,
        ),
        seo: { title: name, description: `${name} - cinema` },
        cinemas: cinemas.map((x) => cinemaView(store, x, r)),
        nearby: store
          .citiesOf(r.site)
          .filter((x) => x.slug !== city.slug)
          .map((x) => ({
            slug: x.slug,
            name: pickText(x.name, r.lang),
            distanceKm: Math.round(distanceKm(x, city)),
          }))
          .sort((a, b) => a.distanceKm - b.distanceKm)
          .slice(0, 3),
        backdrop: `/api/media/city/${city.slug}.svg`,
        backdropMobile: `/api/media/city/${city.slug}.svg?size=sm`,
        highlight: {
          title: pickText(
            { en: 'Must-sees', fr: 'À ne pas manquer', de: 'Nicht verpassen', nl: 'Niet te missen' },
            r.lang,
          ),
          description: pickText(
            {
              en: 'This week’s favourites.',
              fr: 'Les coups de cœur de la semaine.',
              de: 'Die Favoriten der Woche.',
              nl: 'De favorieten van de week.',
            },
            r.lang,
          ),
          shows: top.slice(0, 4).map((s) => showSlug(s, r.lang)),
        },
      };
    });
  });

  app.get('/api/city/:slug/shows', (c) => {
    const r = c.get('req');
    const city = findCity(r, c.req.param('slug'));
    const q = query(c, DateQuery);
    const ids = store
      .cinemasOf(r.site)
      .filter((x) => x.citySlug === city.slug)
      .map((x) => x.id);
    return cached(c, () => schedule(store, r, ids, q.date));
  });
}
