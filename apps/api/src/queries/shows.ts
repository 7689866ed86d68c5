import { hasPremiere, showStatus } from '../db/showtimes';
import { addDays } from '@marquee/domain-models';
import { epochDay, fromEpochDay } from '../lib/dates';
import { showRasterArtwork } from './artwork';
import type { ShowRecord } from '../seed/catalogue';
import type { Store } from '../store';
import type { Req } from '../views/context';
import { isListedStatus, type ShowFacts, type ShowStatus, salesOpeningOf } from '../views/show';

/** Every release zone, in the order a show lists its releases. */
function zones(store: Store): string[] {
  return store.docsOf('zone', '*').map((d) => d.slug);
}

/** Where a show stands at the request's site today. */
export function statusAt(store: Store, show: ShowRecord, r: Req): ShowStatus {
  return showStatus(show, store.site(r.site).zone, epochDay(r.today));
}

/**
 * Whether booking is open for a show at the request's site and local time: its sales opening
 * (`salesOpeningDatetime`) has passed, or it is no longer coming soon.
 */
export function bookingOpenAt(store: Store, show: ShowRecord, r: Req): boolean {
  const opening = salesOpeningOf(statusAt(store, show, r));
  return opening === null || `${r.today}T${r.time}` >= opening;
}

/** Where a show stands in a zone on the request's day (its release there). */
export function releaseIn(show: ShowRecord, zone: string, r: Req): string {
  return fromEpochDay(showStatus(show, zone, epochDay(r.today)).release);
}

/** True when a show is on the site's list: a film playing or coming soon, an event in the next three weeks. */
export function isListed(store: Store, show: ShowRecord, r: Req): boolean {
  return isListedStatus(show, statusAt(store, show, r));
}

/** The shows of the catalogue (every site), in catalogue order. */
export const allShows = (store: Store): readonly ShowRecord[] => store.shows;

/** The shows on the site's list, in catalogue order. */
export function listedShows(store: Store, r: Req): ShowRecord[] {
  return store.shows.filter((s) => isListed(store, s, r));
}

/** The films on the site's list, most popular first. */
export function topFilms(store: Store, r: Req): ShowRecord[] {
  return store.shows.filter((s) => s.isMovie && isListed(store, s, r)).sort((a, b) => b.popularity - a.popularity);
}

/** A show by one of its slugs (any language, former slugs too): `retired` when it left the catalogue. */
export function showBySlug(store: Store, slug: string): { show: ShowRecord; renamed: boolean } | 'retired' | undefined {
  if (store.retiredSlugs.has(slug)) return 'retired';
  const hit = store.showSlugs.get(slug)?.[0];
  const show = hit ? store.showById.get(hit.id) : undefined;
  return hit && show ? { show, renamed: !hit.current } : undefined;
}

/** A show by id. */
export const showById = (store: Store, id: number): ShowRecord | undefined => store.showById.get(id);

/** The id of the show a slug names, or -1. */
export const showIdOf = (store: Store, slug: string): number => store.showSlugs.get(slug)?.[0]?.id ?? -1;

type Ranks = Map<number, NonNullable<ShowFacts['rank']>>;
/** Per catalogue version (store.generation), by site and day. */
const rankMemo = new WeakMap<object, Map<string, Ranks>>();
/** Each show's places in the site's home, upcoming and kids lists on the request's day. */
function ranks(store: Store, r: Req): Ranks {
  const key = `${r.site}|${r.today}`;
  let rankCache = rankMemo.get(store.generation);
  if (!rankCache) {
    rankCache = new Map();
    rankMemo.set(store.generation, rankCache);
  }
  let map = rankCache.get(key);
  if (map) return map;
  map = new Map();
  const info = store.shows.map((s) => ({ s, st: statusAt(store, s, r) }));
  const playing = info
    .filter((x) => x.s.isMovie && x.st.playing)
    .sort((a, b) => b.s.popularity - a.s.popularity || a.st.age - b.st.age);
  const upcoming = info.filter((x) => x.st.comingSoon).sort((a, b) => a.st.release - b.st.release);
  const kids = playing.filter((x) => x.s.isKids);
  info.forEach((x, i) => {
    const home = playing.indexOf(x);
    const up = upcoming.indexOf(x);
    const kid = kids.indexOf(x);
    map?.set(x.s.id, {
      home: home < 0 ? null : home + 1,
      upcoming: up < 0 ? null : up + 1,
      kids: kid < 0 ? null : kid + 1,
      generic: i + 1,
    });
  });
  if (rankCache.size > 64) rankCache.clear();
  rankCache.set(key, map);
  return map;
}

/** What a show's view needs beyond its record, at the request's site on its day. */
export function showFacts(store: Store, show: ShowRecord, r: Req): ShowFacts {
  const day = epochDay(r.today);
  const slug = show.slugs[r.lang] ?? show.slug;
  return {
    day,
    status: statusAt(store, show, r),
    releases: zones(store).map((zone) => ({ zone, date: fromEpochDay(showStatus(show, zone, day).release) })),
    rank: ranks(store, r).get(show.id),
    next24: store.stats(r.site, r.today, addDays(r.today, 1)).get(show.id),
    hasPremiere: hasPremiere(show),
    posterRaster: showRasterArtwork(store, 'poster', slug),
    backgroundRaster: showRasterArtwork(store, 'backdrop', slug),
  };
}
