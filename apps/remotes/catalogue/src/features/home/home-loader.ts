import {
  getNativeAd,
  getPermanentAutopromo,
  getPromotionItems,
  getShow,
  getShows,
  getVod,
  getYoutubeLatest,
} from '@marquee/api-client';
import {
  type CountryCode,
  type FilmBookingState,
  filmBookingState,
  type Language,
  type PromotionItem,
  type Show,
  type ShowDetail,
  type ShowList,
} from '@marquee/domain-models';
import { isoDate } from '@marquee/i18n';
import type { PageContext } from '@marquee/remote-contract';
import { type CardShow, toCardShow } from '../../components/show-card';
import { cmsHref } from '../../lib/cms-href';
import { localNow } from '../../lib/local-now';
import { ROW_MAX_CARDS } from '../../components/show-row/show-row';
import { type ListKind, offeredLists, orderShows, SHOW_LISTS, withinUpcomingWindow } from '../../lib/show-lists';

/** A promotion (home push, autopromo, native ad) as the page shows it. */
export interface PromoCard {
  readonly title: string;
  readonly teaser: string;
  /** Its backdrop (a raster URL gets AVIF and WebP candidates). */
  readonly image: string;
  /** Where its call to action goes: a page of the site, or another site (opens in a new tab). */
  readonly href: string;
  readonly external: boolean;
  readonly cta: { readonly label: string; readonly style: 'accent' | 'outline' } | null;
  /**
   * The film it promotes (its call to action names a film's page), with the film's booking state
   * once its record is known: the call to action then follows that state, not
   * the CMS label; null when the record could not be loaded (the card then shows no booking label).
   */
  readonly film: { readonly slug: string; readonly booking: FilmBookingState | null } | null;
}

/** A row of film cards: the list it previews and its first films in the list's order. */
export interface HomeRow {
  readonly kind: ListKind;
  readonly shows: readonly CardShow[];
}

/** A video of the chain's channel: its title, its page and its thumbnail. */
export interface ChannelVideo {
  readonly title: string;
  readonly url: string;
  readonly thumbnail: string;
}

/** The home page's data; a part whose call failed or came back empty is null or empty (not shown). */
export interface HomeData {
  readonly pushes: readonly PromoCard[];
  readonly rows: readonly HomeRow[];
  /** Issue 27 item 4: films whose final showing at the site is within 7 days (`lastchance`), in the home's order. */
  readonly lastChance: readonly CardShow[];
  readonly permanent: PromoCard | null;
  readonly autopromos: readonly PromoCard[];
  readonly nativeAd: PromoCard | null;
  /** Films to watch at home (where `vodEnabled`). */
  readonly vod: readonly CardShow[];
  readonly videos: { readonly channel: string; readonly items: readonly ChannelVideo[] } | null;
}

/** Most videos of the channel shown. */
export const VIDEOS_MAX = 6;

/** The slug of the film a promotion's call to action names (`/films/{slug}`, `/fr/film/{slug}`), or null. */
export function promoFilmSlug(url: string): string | null {
  if (/^https?:\/\//i.test(url)) return null;
  const path = url.replace(/[?#].*$/, '');
  return /^\/(?:[a-z]{2}\/)?films?\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/.exec(path)?.[1] ?? null;
}

/**
 * Where a promotion's call to action goes on this site (the CMS's neutral path as this site's
 * page in the page language: `cmsHref`); null where it leads nowhere here.
 */
export const promoHref = cmsHref;

/** A promotion item as a card; null when its call to action leads nowhere on this site. */
export function promoCard(item: PromotionItem, page: Parameters<typeof cmsHref>[1]): PromoCard | null {
  const target = promoHref(item.ctaUrl, page);
  if (!target) return null;
  const film = target.external ? null : promoFilmSlug(item.ctaUrl);
  return {
    title: item.title,
    teaser: item.teaser,
    image: item.backdropUrl,
    href: target.href,
    external: target.external || item.ctaBlank,
    cta:
      item.ctaType === 'none' || item.ctaLabel.trim() === ''
        ? null
        : { label: item.ctaLabel, style: item.ctaType === 'black-button' ? 'outline' : 'accent' },
    film: film ? { slug: film, booking: null } : null,
  };
}

/**
 * The cards with the booking state of the film each promotes, from the films' records (`null`:
 * not loaded), at `now` (site-local `YYYY-MM-DDTHH:mm`): one rule for every block.
 */
export function withBookingStates(
  cards: readonly PromoCard[],
  records: ReadonlyMap<string, ShowDetail | null>,
  now: string,
  site: CountryCode,
): PromoCard[] {
  return cards.map((card) => {
    const record = card.film ? records.get(card.film.slug) : null;
    if (!card.film || !record) return card;
    const booking = filmBookingState(record, { now, site, hasShowtimes: record.days.length > 0 });
    return { ...card, film: { slug: card.film.slug, booking } };
  });
}

/** Promotion items in their position order, as cards (those that lead nowhere left out). */
export function promoCards(items: readonly PromotionItem[], page: Parameters<typeof cmsHref>[1]): PromoCard[] {
  return [...items]
    .sort((a, b) => a.position - b.position)
    .map((item) => promoCard(item, page))
    .filter((card): card is PromoCard => card !== null);
}

/**
 * The rows of the home page from each offered list's answer (null: the call failed): each in
 * its list's order (homeOrder, upcomingOrder, cineKidsOrder, genericOrder), the upcoming one
 * within 7 days, at most ROW_MAX_CARDS cards; a failed or empty row is left out.
 */
export function homeRows(
  answers: readonly { readonly kind: ListKind; readonly answer: Pick<ShowList, 'shows'> | null }[],
  language: Language,
  site: CountryCode,
  today: string,
): HomeRow[] {
  const rows: HomeRow[] = [];
  for (const { kind, answer } of answers) {
    if (!answer) continue;
    const list = SHOW_LISTS[kind];
    const shows: readonly Show[] = list.upcomingWindow ? withinUpcomingWindow(answer.shows, site, today) : answer.shows;
    const ordered = orderShows(shows, list.order, language).slice(0, ROW_MAX_CARDS).map(toCardShow);
    if (ordered.length > 0) rows.push({ kind, shows: ordered });
  }
  return rows;
}

const soft = <T>(call: Promise<T>): Promise<T | null> => call.catch(() => null);

/**
 * Loads the home page: the home pushes, a row per list the site offers (GET /api/shows per
 * list), the permanent autopromo, autopromos, the native ad, the VOD block where `vodEnabled`
 * and the channel's latest videos — all at once. A call that fails leaves its part out; the
 * page renders with the rest.
 */
export async function loadHome(context: PageContext, at: Date = new Date()): Promise<HomeData> {
  const { api, signal, flags } = context;
  const lists = offeredLists(flags);
  const rowsCall = Promise.all(
    lists.map(async (kind) => ({
      kind,
      answer: await soft(getShows(api, signal, { filter: SHOW_LISTS[kind].filter })),
    })),
  );
  const lastChanceCall = soft(getShows(api, signal, { filter: 'lastchance' }));
  const [pushes, permanent, autopromos, nativeAd, vod, videos] = await Promise.all([
    soft(getPromotionItems(api, 'home', signal)),
    soft(getPermanentAutopromo(api, signal)),
    soft(getPromotionItems(api, 'autopromos', signal)),
    soft(getNativeAd(api, signal)),
    flags.vodEnabled ? soft(getVod(api, signal)) : Promise.resolve(null),
    soft(getYoutubeLatest(api, signal)),
  ]);
  const today = isoDate(at, context.timeZone);
  // The films the promotions name: their records give each call to action its booking state.
  const cards = {
    pushes: promoCards(pushes?.items ?? [], context),
    permanent: promoCards(permanent?.items ?? [], context).slice(0, 1),
    autopromos: promoCards(autopromos?.items ?? [], context),
    nativeAd: promoCards(nativeAd?.items ?? [], context).slice(0, 1),
  };
  const slugs = [
    ...new Set(Object.values(cards).flatMap((list) => list.flatMap((card) => (card.film ? [card.film.slug] : [])))),
  ];
  const records = new Map(
    await Promise.all(slugs.map(async (slug) => [slug, await soft(getShow(api, slug, signal))] as const)),
  );
  const now = localNow(at, context.timeZone);
  const states = (list: readonly PromoCard[]) => withBookingStates(list, records, now, context.site);
  return {
    pushes: states(cards.pushes),
    rows: homeRows(await rowsCall, context.language, context.site, today),
    lastChance: orderShows((await lastChanceCall)?.shows ?? [], 'homeOrder', context.language)
      .slice(0, ROW_MAX_CARDS)
      .map(toCardShow),
    permanent: states(cards.permanent)[0] ?? null,
    autopromos: states(cards.autopromos),
    nativeAd: states(cards.nativeAd)[0] ?? null,
    vod:
      vod?.enabled === true
        ? vod.items.slice(0, ROW_MAX_CARDS).map((item) => ({
            slug: item.slug,
            title: item.title,
            duration: 0,
            genres: [],
            flag: null,
            flagColor: null,
            poster: { md: item.poster },
          }))
        : [],
    videos:
      videos && videos.videos.length > 0
        ? {
            channel: videos.channel,
            items: videos.videos.slice(0, VIDEOS_MAX).map((video) => ({
              title: video.title,
              url: video.url,
              thumbnail: video.snapshot,
            })),
          }
        : null,
  };
}
