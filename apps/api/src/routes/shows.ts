import type { CinemaList, ShowDetail, ShowList, ShowListFacets, Translate } from '@marquee/domain-models';
import { cutAtWord, isLastChance } from '@marquee/domain-models';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { type AnswerCache, type Ctx, catalogue, catalogueAsync, type Env } from '../http';
import { epochDay } from '../lib/dates';
import { DateParam, parseOr400 } from '../lib/validate';
import { cinemasOf, nearestCinema } from '../queries/cinemas';
import { viewCtx } from '../queries/context';
import { listedShows, statusAt } from '../queries/shows';
import {
  cinemasPlaying,
  lastShowDays,
  showCinemaCount,
  showDays,
  showListFacetRows,
  showsWithShowtimes,
} from '../queries/showtimes';
import type { Lang, ShowRecord } from '../rows';
import type { Store } from '../store';
import { cinemaView } from '../views/cinema';
import { showSlug } from '../views/show';
import { findShow, showAnswer } from './shared/answers';

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
      ['book', 'presales', 'kids', 'special', 'upcoming', 'lastchance', 'all'],
      'must be one of book, presales, kids, special, upcoming, lastchance, all',
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

/** The days, versions and tags of a list's bookable showtimes at the site: the choices its filters offer. */
function facetsOf(rows: { date: string; version: string; tags: string }[]): ShowListFacets {
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

/** The slug of a record in each language of the site (the record's own slug when it has none there). */
export function translateOf(slugs: Partial<Record<Lang, string>>, languages: Lang[], current: string): Translate {
  return { slug: current, translations: languages.map((language) => ({ language, slug: slugs[language] ?? current })) };
}

/** /api/shows and /api/show/{slug}: the site's list, a show, its translations and the cinemas playing it. */
export function showsRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  const cached = (c: Ctx, build: () => unknown) => catalogue(c, store, cache, build);
  const cachedAsync = (c: Ctx, build: () => Promise<unknown>) => catalogueAsync(c, store, cache, build);

  app.get('/api/shows', (c) => {
    const q = parseOr400(ShowsQuery, c.req.query(), '');
    return cachedAsync(c, async (): Promise<ShowList> => {
      const r = c.get('req');
      const ctx = viewCtx(store, r);
      const day = epochDay(r.today);
      let list = listedShows(store, r);
      const st = (s: ShowRecord) => statusAt(store, s, r);
      if (q.filter === 'book') list = list.filter((s) => !st(s).comingSoon);
      if (q.filter === 'upcoming') list = list.filter((s) => st(s).comingSoon && st(s).release - day <= 28);
      if (q.filter === 'presales') list = list.filter((s) => st(s).comingSoon && st(s).release - day <= 14);
      if (q.filter === 'kids') list = list.filter((s) => s.isKids);
      if (q.filter === 'special') list = list.filter((s) => !s.isMovie);
      if (q.filter === 'lastchance') {
        // last chance: films whose final bookable showing at the site is within 7 days
        const last = await lastShowDays(store, r, list);
        list = list.filter((s) => s.isMovie && isLastChance(last.get(s.id), r.today));
      }
      const facets = q.facets === 'true' ? facetsOf(await showListFacetRows(store, r, list)) : undefined;
      if (q.date !== undefined || q.versions || q.tags) {
        const playing = await showsWithShowtimes(store, r, list, { date: q.date, versions: q.versions, tags: q.tags });
        list = list.filter((s) => playing.has(s.id));
      }
      const shows = list.map((s) => showAnswer(store, s, ctx));
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
    return cachedAsync(c, async (): Promise<ShowDetail> => {
      const r = c.get('req');
      const view = showAnswer(store, show, viewCtx(store, r));
      const days = await showDays(store, r, show.id);
      const cinemaCount = await showCinemaCount(store, r, show.id);
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
    return cached(c, () => {
      const ctx = viewCtx(store, c.get('req'));
      return translateOf(show.slugs, ctx.site.languages, showSlug(show, ctx.r.lang));
    });
  });

  app.get('/api/show/:slug/cinemas', (c) => {
    const { show } = findShow(store, c.req.param('slug'));
    return cachedAsync(c, async (): Promise<CinemaList> => {
      const r = c.get('req');
      const ctx = viewCtx(store, r);
      const ids = await cinemasPlaying(store, r, show.id);
      const cinemas = cinemasOf(store, r.site)
        .filter((x) => ids.has(x.id))
        .map((x) => cinemaView(x, nearestCinema(store, x), ctx));
      return { total: cinemas.length, cinemas };
    });
  });
}
