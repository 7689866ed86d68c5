import type { Schedule, Show } from '@marquee/domain-models';
import { ApiFailure, notFound } from '../../lib/errors';
import { type Lasting, nextDay } from '../../lib/lasting';
import { PathSlug, parseOr400 } from '../../lib/validate';
import { viewCtx } from '../../queries/context';
import { showById, showBySlug, showFacts } from '../../queries/shows';
import { scheduleDays, scheduleRows } from '../../queries/showtimes';
import type { ShowtimeRow } from '../../rows';
import type { ShowRecord } from '../../rows';
import { cinemaShowtimes, inWindow, nextDayAfter } from '../../showtime-answers';
import type { Store } from '../../store';
import type { Req, ViewCtx } from '../../views/context';
import { showView } from '../../views/show';

/**
 * Answers several route files share, each a query then a view: a show as listed (memoised), a
 * schedule, a show found by its slug.
 */

const showMemo = new WeakMap<object, Map<string, Show>>();

/** A show as answered to a site in a language (memoised per site, language and local day; views are never mutated). */
export function showAnswer(store: Store, show: ShowRecord, ctx: ViewCtx): Show {
  const r = ctx.r;
  let memo = showMemo.get(store.generation);
  if (!memo) {
    memo = new Map();
    showMemo.set(store.generation, memo);
  }
  const key = `${r.site}|${r.lang}|${r.today}|${show.id}`;
  const hit = memo.get(key);
  if (hit) return hit;
  if (memo.size > 50_000) memo.clear();
  const view = showView(show, showFacts(store, show, r), ctx);
  memo.set(key, view);
  return view;
}

/** Resolves a show slug (any language, or a former slug); 410 for a retired show, 404 when unknown. */
export function findShow(store: Store, slug: string): { show: ShowRecord; renamed: boolean } {
  parseOr400(PathSlug, slug, 'slug');
  const found = showBySlug(store, slug);
  if (found === 'retired') throw new ApiFailure(410, 'gone', `show ${slug} is no longer available`, 'slug');
  if (!found) throw notFound('show');
  return found;
}

/**
 * Schedule of a set of cinemas on one day: shows with their showtimes, sorted by priority (special 3, premiere 2,
 * upsell 1). `onlyShows` keeps some shows; `onlyTag` keeps the showtimes carrying a tag (an experience's own).
 * `lasting` (the answer cache's, when the schedule is the whole answer) hears every instant it changes
 * at: the day's end (today, the window, the shows' day), today's last bookable group of showtimes,
 * and each showtime's lock and seats.
 */
export async function schedule(
  store: Store,
  r: Req,
  cinemaIds: number[],
  date: string | undefined,
  onlyShows?: Set<number>,
  onlyTag?: string,
  lasting?: Lasting,
): Promise<Schedule> {
  const ctx = viewCtx(store, r);
  lasting?.lastsUntil(nextDay(r.today));
  const days = await scheduleDays(store, r, cinemaIds, onlyShows, onlyTag, lasting);
  const day = date ?? days[0] ?? r.today;
  // a day outside the window the site offers (yesterday, a month ahead) has no showtimes
  if (!inWindow(r, day)) return { date: day, days, nextDay: nextDayAfter(days, day), shows: [] };
  const perShow = new Map<number, ShowtimeRow[]>();
  for (const row of await scheduleRows(store, cinemaIds, day, onlyTag)) {
    if (onlyShows && !onlyShows.has(row.show_id)) continue;
    const list = perShow.get(row.show_id) ?? [];
    list.push(row);
    perShow.set(row.show_id, list);
  }
  const shows: Schedule['shows'] = [];
  for (const [id, list] of perShow) {
    const show = showById(store, id);
    if (!show) continue;
    const priority = list.some((x) => x.special && !x.tags.includes('avp'))
      ? 3
      : list.some((x) => x.tags.includes('avp'))
        ? 2
        : list.some((x) => /imax|4dx|dolby|screenx|premium/.test(x.tags))
          ? 1
          : 0;
    shows.push({
      show: showAnswer(store, show, ctx),
      cinemas: await cinemaShowtimes(store, list, ctx, show, day, lasting),
      sortPriority: priority,
    });
  }
  shows.sort((a, b) => b.sortPriority - a.sortPriority || (a.show.homeOrder ?? 999) - (b.show.homeOrder ?? 999));
  return { date: day, days, nextDay: nextDayAfter(days, day), shows };
}
