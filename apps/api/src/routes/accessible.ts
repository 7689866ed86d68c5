import { ACCESSIBILITY_TAGS, type AccessibleShowtimes } from '@marquee/domain-models';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { type AnswerCache, catalogueAsync, type Env } from '../http';
import { badRequest, notFound } from '../lib/errors';
import { pickText } from '../lib/text';
import { DateParam, PathSlug, parseOr400 } from '../lib/validate';
import { cinemaById, cinemaBySlug, cinemasInCity, cityBySlug } from '../queries/cinemas';
import { viewCtx } from '../queries/context';
import { siteShowtimesTagged } from '../queries/showtimes';
import type { ShowtimeRow } from '../rows';
import { tagDetails, versionNames } from '../showtime-answers';
import type { Store } from '../store';
import { showSlug } from '../views/show';
import { showtimeView } from '../views/showtime';
import { findShow, showAnswer } from './shared/answers';

const Count = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,6}$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
const Features = v.pipe(
  v.string(),
  v.regex(/^[a-z-]{1,40}(,[a-z-]{1,40}){0,2}$/, 'must be up to 3 comma-separated accessibility tags'),
  v.transform((s) => [...new Set(s.split(','))]),
);
const Query = v.object({
  features: v.optional(Features),
  show: v.optional(PathSlug),
  place: v.optional(PathSlug),
  date: v.optional(DateParam),
  limit: v.optional(Count(1, 100)),
  offset: v.optional(Count(0, 100_000)),
});

/** Showtimes of a page of the accessible showings list when `?limit=` is not given. */
export const ACCESSIBLE_PAGE_SIZE = 20;

const byCount = (a: { count: number; title: string }, b: { count: number; title: string }) =>
  b.count - a.count || a.title.localeCompare(b.title);

/** Counts per key, most first, ties by title. */
function counted<K, L extends { slug: string; title: string }>(keys: Iterable<K>, label: (key: K) => L) {
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].map(([key, count]) => ({ ...label(key), count })).sort(byCount);
}

/**
 * The accessible showings of a site: GET /api/accessible-showtimes — every
 * bookable showtime in the window with audio description, subtitles for the deaf and hard of
 * hearing or a relaxed screening, counted per feature, film and cinema (each count under the
 * other filters), and one page of the list. One call answers the page.
 */
export function accessibleRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  app.get('/api/accessible-showtimes', (c) => {
    const r = c.get('req');
    const q = parseOr400(Query, c.req.query(), '');
    const features = q.features ?? [];
    for (const x of features) if (!ACCESSIBILITY_TAGS.includes(x)) throw badRequest('features', `unknown feature ${x}`);
    const show = q.show === undefined ? null : findShow(store, q.show).show;
    let placeIds: Set<number> | null = null;
    if (q.place !== undefined) {
      const found = cinemaBySlug(store, r.site, q.place);
      if (found) placeIds = new Set([found.cinema.id]);
      else {
        const city = cityBySlug(store, r.site, q.place);
        if (!city) throw notFound('cinema or city', 'place');
        placeIds = new Set(cinemasInCity(store, city).map((x) => x.id));
      }
    }
    const limit = q.limit ?? ACCESSIBLE_PAGE_SIZE;
    const offset = q.offset ?? 0;

    return catalogueAsync(c, store, cache, async (): Promise<AccessibleShowtimes> => {
      const ctx = viewCtx(store, r);
      const rows = (await siteShowtimesTagged(store, r, ACCESSIBILITY_TAGS)).map((row) => ({
        row,
        features: (JSON.parse(row.tags) as string[]).filter((tag) => ACCESSIBILITY_TAGS.includes(tag)),
      }));
      // each filter, and the rows meeting every filter but one (that dimension's counts)
      const byFeature = (x: (typeof rows)[number]) =>
        features.length === 0 || x.features.some((f) => features.includes(f));
      const byShow = (x: (typeof rows)[number]) => show === null || x.row.show_id === show.id;
      const byPlace = (x: (typeof rows)[number]) => placeIds === null || placeIds.has(x.row.cinema_id);
      const byDate = (x: (typeof rows)[number]) => q.date === undefined || x.row.date === q.date;
      const but = (skip: (x: (typeof rows)[number]) => boolean) =>
        rows.filter((x) => [byFeature, byShow, byPlace, byDate].every((keep) => keep === skip || keep(x)));

      const tags = tagDetails(store, ACCESSIBILITY_TAGS, r.lang);
      const featureRows = but(byFeature);
      const films = counted(
        but(byShow).map((x) => x.row.show_id),
        (id) => {
          const s = store.showById.get(id);
          return { slug: s ? showSlug(s, r.lang) : String(id), title: s ? pickText(s.titles, r.lang) : '' };
        },
      );
      const cinemas = counted(
        but(byPlace).map((x) => x.row.cinema_id),
        (id) => {
          const cinema = cinemaById(store, id);
          return {
            slug: cinema?.slug ?? String(id),
            title: cinema?.name ?? '',
            city: cinema ? pickText(cinema.city, r.lang) : '',
            citySlug: cinema?.citySlug ?? '',
          };
        },
      );
      const matching = but(byDate).filter(byDate);
      const page: ShowtimeRow[] = matching.slice(offset, offset + limit).map((x) => x.row);
      const versions = versionNames(store, ctx);
      return {
        filters: {
          features,
          show: show ? showSlug(show, r.lang) : null,
          place: q.place ?? null,
          date: q.date ?? null,
        },
        timeZone: ctx.site.timeZone,
        currency: ctx.site.currency,
        days: [...new Set(but(byDate).map((x) => x.row.date))],
        features: tags.map((tag) => ({
          slug: tag.slug,
          title: tag.title,
          count: featureRows.filter((x) => x.features.includes(tag.slug)).length,
        })),
        films,
        cinemas,
        total: matching.length,
        offset,
        limit,
        items: page.map((row) => {
          const s = store.showById.get(row.show_id);
          const cinema = cinemaById(store, row.cinema_id);
          const rating = s ? showAnswer(store, s, ctx).contentRating : null;
          return {
            showSlug: s ? showSlug(s, r.lang) : String(row.show_id),
            showTitle: s ? pickText(s.titles, r.lang) : '',
            showDuration: s?.duration ?? 0,
            showRating: rating ? { label: rating.label, warning: rating.warning } : { label: '', warning: null },
            cinemaSlug: cinema?.slug ?? '',
            cinemaName: cinema?.name ?? '',
            cinemaCity: cinema ? pickText(cinema.city, r.lang) : '',
            cinemaCitySlug: cinema?.citySlug ?? '',
            cinemaPostalCode: cinema?.addressZip ?? '',
            cinemaAddress: cinema?.addressLine1 ?? '',
            showtime: showtimeView(row, s, cinema, versions, ctx),
          };
        }),
        tags,
      };
    });
  });
}
