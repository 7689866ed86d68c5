import { filterShowtimes, isAccessibilityTag, type ShowShowtimes, splitTagSelection } from '@marquee/domain-models';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { type AnswerCache, type Ctx, catalogueAsync, type Env } from '../http';
import { badRequest, notFound } from '../lib/errors';
import { nextDay } from '../lib/lasting';
import { DateParam, PathSlug, parseOr400 } from '../lib/validate';
import { cinemaBySlug, cinemasInCity, cityBySlug } from '../queries/cinemas';
import { viewCtx } from '../queries/context';
import { filmShowtimesAhead, filmShowtimesOn } from '../queries/showtimes';
import { cinemaShowtimes, inWindow, knownSlugs, nextDayAfter, tagDetails } from '../showtime-answers';
import type { Store } from '../store';
import { showSlug } from '../views/show';
import { findShow } from './shared/answers';

/** `?versions=vf,vost` / `?tags=imax,audio-description`: up to 20 comma-separated slugs. */
const SlugList = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9-]{1,40}(,[a-z0-9-]{1,40}){0,19}$/, 'must be comma-separated slugs (at most 20)'),
  v.transform((s) => [...new Set(s.split(','))]),
);
const FilterQuery = v.object({ versions: v.optional(SlugList), tags: v.optional(SlugList) });

/**
 * A film's showtimes: GET /api/show/{slug}/showtimes/{param} and /{a}/{b} (API-27, API-28), with
 * optional `?versions=` and `?tags=` filters (the `/filters/` versions and tags of the page; tags
 * may mix experiences and accessibility tags, see domain-models' showtime-filters).
 */
export function showtimesRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  const known = knownSlugs(store);

  const answer = (c: Ctx, slug: string, place: string | null, dateParam: string | null) => {
    const { show } = findShow(store, slug);
    const r = c.get('req');
    let cinemaIds: number[] | null = null;
    if (place !== null) {
      parseOr400(PathSlug, place, 'place');
      const found = cinemaBySlug(store, r.site, place);
      if (found) cinemaIds = [found.cinema.id];
      else {
        const city = cityBySlug(store, r.site, place);
        if (!city) throw notFound('cinema or city', 'place');
        cinemaIds = cinemasInCity(store, city).map((x) => x.id);
      }
    }
    const date = dateParam === null ? undefined : parseOr400(DateParam, dateParam, 'date');
    const q = parseOr400(FilterQuery, c.req.query(), '');
    const versions = q.versions ?? [];
    const tags = q.tags ?? [];
    for (const x of versions) if (!known.versions.has(x)) throw badRequest('versions', `unknown version ${x}`);
    for (const x of tags) if (!known.tags.has(x)) throw badRequest('tags', `unknown tag ${x}`);
    const { types, accessibility } = splitTagSelection(tags);
    const selection = { languages: versions, types, genres: [], accessibility };
    const keep = <T extends { version: string; tags: string }>(rows: T[]) =>
      versions.length + tags.length === 0
        ? rows
        : filterShowtimes(
            rows.map((row) => ({
              row,
              version: row.version,
              tags: JSON.parse(row.tags) as string[],
              genres: [],
              bookable: true,
            })),
            selection,
          ).map((x) => x.row);

    return catalogueAsync(c, store, cache, async (lasting): Promise<ShowShowtimes> => {
      const ctx = viewCtx(store, r);
      // kept while true: until the day's end, today's last open group or a listed showtime changes
      lasting.lastsUntil(nextDay(r.today));
      // every showtime of the place still to come in the window: the facets, and the days once filtered
      const ahead = await filmShowtimesAhead(store, r, show.id, cinemaIds, lasting);
      const facetVersions = new Set<string>();
      const facetTags = new Set<string>();
      for (const row of ahead) {
        facetVersions.add(row.version);
        for (const tag of JSON.parse(row.tags) as string[]) facetTags.add(tag);
      }
      const days = [...new Set(keep(ahead).map((row) => row.date))];
      const day = date ?? days[0] ?? r.today;
      const rows = inWindow(r, day) ? keep(await filmShowtimesOn(store, r, show.id, cinemaIds, day)) : [];
      const cinemas = await cinemaShowtimes(store, rows, ctx, show, day, lasting);
      const used = new Set(cinemas.flatMap((g) => g.showtimes.flatMap((st) => st.tags)));
      const site = ctx.site;
      const order = (a: string, b: string) => Number(isAccessibilityTag(a)) - Number(isAccessibilityTag(b));
      return {
        show: showSlug(show, r.lang),
        date: day,
        days,
        nextDay: nextDayAfter(days, day),
        timeZone: site.timeZone,
        currency: site.currency,
        filters: { versions, tags },
        facets: { versions: [...facetVersions].sort(), tags: [...facetTags].sort().sort(order) },
        tags: tagDetails(store, used, r.lang),
        cinemas,
      };
    });
  };

  // /{param}: a date (every cinema of the site) or a cinema/city slug (its first day with showtimes).
  app.get('/api/show/:slug/showtimes/:param', (c) => {
    const param = c.req.param('param');
    return /^\d{4}-/.test(param)
      ? answer(c, c.req.param('slug'), null, param)
      : answer(c, c.req.param('slug'), param, null);
  });
  // /{a}/{b}: a cinema or city slug, then a date.
  app.get('/api/show/:slug/showtimes/:a/:b', (c) => answer(c, c.req.param('slug'), c.req.param('a'), c.req.param('b')));
}
