import {
  localTimeOf,
  TONIGHT_MAX_RADIUS_KM,
  TONIGHT_PRESETS,
  TONIGHT_RADIUS_KM,
  type Tonight,
  type TonightNotice,
  type TonightPreset,
  TonightPresetSchema,
  type TonightShowtime,
} from '@marquee/domain-models';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { type AnswerCache, catalogueAsync, type Env } from '../http';
import { KeptWhileTrue } from '../lib/kept';
import { DateParam } from '../lib/validate';
import { cinemaById } from '../queries/cinemas';
import { viewCtx } from '../queries/context';
import { showById } from '../queries/shows';
import { windowEnd } from '../queries/showtimes';
import { type TonightFound, type TonightPlaceAsk, type TonightQuestion, tonightSearch } from '../queries/tonight';
import type { ShowtimeRow } from '../rows';
import { knownSlugs, tagDetails, versionNames } from '../showtime-answers';
import type { Store } from '../store';
import type { Req, ViewCtx } from '../views/context';
import { showtimeChangesAt } from '../views/showtime';
import { tonightCinemaView, tonightShowtimeView } from '../views/tonight';
import { showAnswer } from './shared/answers';

/** How many showtimes an answer lists by default, and at most. */
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;

const SLUG = /^[a-z0-9-]{1,80}$/;
const slugList = (value: string | undefined) =>
  value === undefined ? undefined : [...new Set(value.split(',').filter(Boolean))].slice(0, 20);
const numberIn = (value: string | undefined, min: number, max: number): number | null => {
  if (value === undefined || !/^-?\d+(\.\d+)?$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

/**
 * Reads the query leniently (malformed values are ignored, never a 400 or a 500): each
 * value that does not parse, or names a version, tag or day the site does not offer, is left out
 * and named in an `ignored` notice.
 */
function question(
  r: Req,
  query: Record<string, string>,
  known: { tags: Set<string>; versions: Set<string> },
): { q: TonightQuestion; fromNow: boolean; notices: TonightNotice[] } {
  const ignored: string[] = [];
  const given = (name: string) => query[name] !== undefined && query[name] !== '';
  const presetResult = v.safeParse(TonightPresetSchema, query.preset);
  const preset: TonightPreset | null = presetResult.success ? presetResult.output : null;
  if (given('preset') && !preset) ignored.push('preset');

  let date = r.today;
  if (given('date')) {
    const parsed = v.safeParse(DateParam, query.date);
    if (parsed.success && parsed.output >= r.today && parsed.output <= windowEnd(r)) date = parsed.output;
    else ignored.push('date');
  }
  // "now" is today's
  if (preset === 'now') date = r.today;

  const time = (name: 'from' | 'to') => {
    if (!given(name)) return null;
    const t = localTimeOf(query[name]);
    if (t === null) ignored.push(name);
    return t;
  };
  const askedFrom = time('from');
  const askedTo = time('to');
  const fromPreset = preset && preset !== 'now' ? TONIGHT_PRESETS[preset] : null;
  // "from now on": the preset `now`, or no start asked today (the answer names no start: `window.from` null)
  const fromNow = preset === 'now' || (askedFrom === null && !fromPreset && date === r.today);
  const from = fromNow ? r.time : (askedFrom ?? fromPreset?.from ?? '00:00');
  let to = preset === 'now' ? null : (askedTo ?? fromPreset?.to ?? null);
  const notices: TonightNotice[] = [];
  if (to !== null && to <= from) {
    // a window that ends before it starts: its end is dropped (the next showings from its start)
    notices.push({ code: 'window-reversed', fields: ['to'] });
    to = null;
  }

  const list = (name: 'versions' | 'tags', set: Set<string>) => {
    const asked = slugList(query[name]);
    if (!asked) return [];
    const kept = asked.filter((x) => SLUG.test(x) && set.has(x));
    if (kept.length < asked.length) ignored.push(name);
    return kept;
  };
  const versions = list('versions', known.versions);
  const tags = list('tags', known.tags);

  let place: TonightPlaceAsk = { kind: 'site' };
  const lat = numberIn(query.lat, -90, 90);
  const lng = numberIn(query.lng, -180, 180);
  if ((given('lat') && lat === null) || (given('lng') && lng === null)) ignored.push('lat', 'lng');
  const radius = numberIn(query.radius, 1, TONIGHT_MAX_RADIUS_KM);
  if (given('radius') && radius === null) ignored.push('radius');
  const cinemas = slugList(query.cinemas)?.filter((x) => SLUG.test(x));
  if (cinemas && cinemas.length > 0) place = { kind: 'cinemas', cinemas };
  else if (given('city') && SLUG.test(query.city ?? '')) place = { kind: 'city', city: query.city ?? '' };
  else if (lat !== null && lng !== null) place = { kind: 'position', lat, lng, radiusKm: radius ?? TONIGHT_RADIUS_KM };
  if (given('cinemas') && !cinemas?.length) ignored.push('cinemas');
  if (given('city') && !SLUG.test(query.city ?? '')) ignored.push('city');

  const sortAsked = query.sort;
  if (given('sort') && sortAsked !== 'start' && sortAsked !== 'distance') ignored.push('sort');
  const limit = given('limit') ? numberIn(query.limit, 1, MAX_LIMIT) : DEFAULT_LIMIT;
  if (limit === null || (given('limit') && !Number.isInteger(limit))) ignored.push('limit');
  if (ignored.length > 0) notices.push({ code: 'ignored', fields: [...new Set(ignored)] });
  return {
    q: {
      date,
      from,
      to,
      preset,
      place,
      versions,
      tags,
      sort: sortAsked === 'distance' && place.kind === 'position' ? 'distance' : 'start',
      limit: limit !== null && Number.isInteger(limit) ? limit : DEFAULT_LIMIT,
    },
    fromNow,
    notices,
  };
}

/**
 * GET /api/tonight: every showtime across all films on a day (today by default,
 * in the site's time zone) that starts after `from` and whose film ends before `to`, at a place —
 * `lat`/`lng` (and `radius`, km), `city`, `cinemas` (the favourites, or one) or the whole site —
 * with the film page's chips (`versions`, `tags`: experiences and accessibility), sorted by start
 * or distance (`sort`); presets `now`, `after-work`, `evening`. In one call, never a 500: see
 * apps/api/README.md and docs/decisions/0054-tonight-search.md.
 */
export function tonightRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  const known = knownSlugs(store);
  // the rows of a search, kept while they stay true (a new catalogue version forgets them); with
  // the answer cache off (API_ANSWER_CACHE=off: benchmarks, the fresh side of the tests) every request searches
  const kept = cache.on ? new KeptWhileTrue<TonightFound>() : null;
  store.onChange(() => kept?.clear());
  app.get('/api/tonight', (c) => {
    const r = c.get('req');
    const asked = question(r, c.req.query(), known);
    // the answer without a clock time is asked for (`clock=client`: decision 0073); without it, the
    // answer of the catalogue versions built before, with the site's time, kept one minute
    const clockless = c.req.query('clock') === 'client';
    return catalogueAsync(c, store, cache, async (lasting): Promise<Tonight | TonightWithClock> => {
      const { q, fromNow } = asked;
      const ctx = viewCtx(store, r);
      const local = `${r.today}T${r.time}`;
      const key = `${r.site}|${JSON.stringify({ ...q, from: fromNow ? null : q.from })}`;
      const found = kept
        ? await kept.get(key, local, () => tonightSearch(store, r, q, fromNow))
        : (await tonightSearch(store, r, q, fromNow)).value;
      // the answer changes when its rows do, and when a listed showtime's status or seats do
      if (clockless) lasting.lastsUntil(found.until);
      const views = answerViews(store, ctx, [found.listed, found.others], found.distances);
      for (const list of views.showtimes)
        for (const item of list) {
          const changes = showtimeChangesAt(item.showtime, local);
          if (changes !== null) lasting.changesAt(changes);
        }
      const { place, alternative } = found;
      const answer: Tonight = {
        date: q.date,
        today: r.today,
        timeZone: ctx.site.timeZone,
        currency: ctx.site.currency,
        window: { from: fromNow ? null : q.from, to: q.to, preset: q.preset },
        place: {
          kind: place.kind,
          city: place.city,
          cinemas: place.cinemas,
          position: place.position,
          radiusKm: place.radiusKm,
        },
        sort: q.sort,
        filters: { versions: [...q.versions], tags: [...q.tags] },
        facets: found.facets,
        tags: tagDetails(store, views.usedTags, r.lang),
        total: found.total,
        showtimes: views.showtimes[0] ?? [],
        shows: views.shows,
        cinemas: views.cinemas,
        notices: [...asked.notices, ...place.notices],
        alternative: alternative ? { ...alternative, showtimes: views.showtimes[1] ?? [] } : null,
      };
      if (clockless) return answer;
      // in the order those versions' recordings have: `now` after `today`
      const { date, today, ...rest } = answer;
      return { date, today, now: r.time, ...rest, window: { ...answer.window, from: q.from } };
    });
  });
}

/**
 * The answer the catalogue versions built before decision 0073 read (their schema requires both):
 * the site's time when answered (`now`) and a window from now's start (that time). Asked without
 * `clock=client`; kept one minute. Goes when no live catalogue version predates 0073 (the deploy
 * store lists them: docs/DEPLOY.md).
 */
interface TonightWithClock extends Omit<Tonight, 'window'> {
  now: string;
  window: Omit<Tonight['window'], 'from'> & { from: string };
}

/** The views of lists of rows: each showtime, and the films, cinemas and tags they name (each once). */
function answerViews(store: Store, ctx: ViewCtx, lists: ShowtimeRow[][], distances: ReadonlyMap<number, number>) {
  const versions = versionNames(store, ctx);
  const shows = new Map<number, Tonight['shows'][number]>();
  const cinemas = new Map<number, Tonight['cinemas'][number]>();
  const usedTags = new Set<string>();
  const showtimes = lists.map((rows) => {
    const list: TonightShowtime[] = [];
    for (const row of rows) {
      const show = showById(store, row.show_id);
      const cinema = cinemaById(store, row.cinema_id);
      if (!show || !cinema) continue;
      if (!shows.has(show.id)) shows.set(show.id, showAnswer(store, show, ctx));
      if (!cinemas.has(cinema.id)) cinemas.set(cinema.id, tonightCinemaView(cinema, distances.get(cinema.id), ctx));
      const item = tonightShowtimeView(row, show, cinema, versions, ctx);
      for (const tag of item.showtime.tags) usedTags.add(tag);
      list.push(item);
    }
    return list;
  });
  return { showtimes, shows: [...shows.values()], cinemas: [...cinemas.values()], usedTags };
}
