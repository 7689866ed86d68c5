import {
  getNativeAd,
  getPermanentAutopromo,
  getPromotionItems,
  getShows,
  getVod,
  getYoutubeLatest,
} from '@marquee/api-client';
import type { CountryCode, Language, PromotionItem, Show, ShowList } from '@marquee/domain-models';
import { isoDate } from '@marquee/i18n';
import type { PageContext } from '@marquee/remote-contract';
import { type CardShow, toCardShow } from '../../components/show-card';
import { cmsHref } from '../../lib/cms-href';
import { ROW_MAX_CARDS } from '../../components/show-row/show-row';
import { type ListKind, offeredLists, orderShows, SHOW_LISTS, withinUpcomingWindow } from '../shows/show-lists';

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
  readonly permanent: PromoCard | null;
  readonly autopromos: readonly PromoCard[];
  readonly nativeAd: PromoCard | null;
  /** Films to watch at home (where `vodEnabled`). */
  readonly vod: readonly CardShow[];
  readonly videos: { readonly channel: string; readonly items: readonly ChannelVideo[] } | null;
}

/** Most videos of the channel shown. */
export const VIDEOS_MAX = 6;

/**
 * Where a promotion's call to action goes on this site (the CMS's neutral path as this site's
 * page in the page language: `cmsHref`); null where it leads nowhere here.
 */
export const promoHref = cmsHref;

/** A promotion item as a card; null when its call to action leads nowhere on this site. */
export function promoCard(item: PromotionItem, page: Parameters<typeof cmsHref>[1]): PromoCard | null {
  const target = promoHref(item.ctaUrl, page);
  if (!target) return null;
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
  };
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
  const [pushes, permanent, autopromos, nativeAd, vod, videos] = await Promise.all([
    soft(getPromotionItems(api, 'home', signal)),
    soft(getPermanentAutopromo(api, signal)),
    soft(getPromotionItems(api, 'autopromos', signal)),
    soft(getNativeAd(api, signal)),
    flags.vodEnabled ? soft(getVod(api, signal)) : Promise.resolve(null),
    soft(getYoutubeLatest(api, signal)),
  ]);
  const today = isoDate(at, context.timeZone);
  return {
    pushes: promoCards(pushes?.items ?? [], context),
    rows: homeRows(await rowsCall, context.language, context.site, today),
    permanent: promoCards(permanent?.items ?? [], context)[0] ?? null,
    autopromos: promoCards(autopromos?.items ?? [], context),
    nativeAd: promoCards(nativeAd?.items ?? [], context)[0] ?? null,
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
