import { getNews } from '@marquee/api-client';
import { type ArticleItem, ArticleListSchema } from '@marquee/domain-models';
import type { PageContext } from '@marquee/remote-contract';

/** News pushes keep the first 4 items (C§4, C§9, RULE-33). */
export const NEWS_PUSHES = 4;
/** Items per page of the list (the API's page size). */
export const PAGE_SIZE = 12;
/** The types a visitor can filter the list by. */
export const NEWS_TYPES = ['news', 'offer', 'event'] as const;
type NewsType = (typeof NEWS_TYPES)[number];

/** The news page (CAT-65..68): the pushes, the list's page for the type chosen, the state read from the address. */
export interface NewsData {
  readonly pushes: readonly ArticleItem[];
  readonly items: readonly ArticleItem[];
  readonly total: number;
  readonly page: number;
  readonly type: NewsType | null;
}

/** The list's state in the address: `?type=offer&page=2` (a page out of range or an unknown type reads as none). */
export function newsState(url: URL): { type: NewsType | null; page: number } {
  const type = url.searchParams.get('type');
  const page = Number(url.searchParams.get('page'));
  return {
    type: (NEWS_TYPES as readonly string[]).includes(type ?? '') ? (type as NewsType) : null,
    page: Number.isInteger(page) && page >= 1 && page <= 999 ? page : 1,
  };
}

/** The address of a state: page 1 and no type are left out. */
export function newsHref(base: string, state: { type: NewsType | null; page: number }): string {
  const query = new URLSearchParams();
  if (state.type) query.set('type', state.type);
  if (state.page > 1) query.set('page', String(state.page));
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

/**
 * The chip of a type: selecting it filters (page 1, CAT-66, CAT-68); selecting the type already
 * chosen clears the filter (page 1 too, CAT-67).
 */
export function typeToggle(current: NewsType | null, type: NewsType): { type: NewsType | null; page: number } {
  return { type: current === type ? null : type, page: 1 };
}

/**
 * GET /api/news (pushes: its first 4) and GET /api/articles?type=&page= (the list): the chosen type,
 * else every type of the chips (never experience articles), so the API's pages and `total` are those
 * of what the list shows.
 */
export async function loadNews(context: Pick<PageContext, 'api' | 'signal' | 'url'>): Promise<NewsData> {
  const state = newsState(context.url);
  const [news, list] = await Promise.all([
    getNews(context.api, 1, context.signal).catch(() => null),
    context.api.get(
      '/api/articles',
      ArticleListSchema,
      { type: state.type ?? NEWS_TYPES.join(','), page: state.page },
      context.signal,
    ),
  ]);
  return {
    pushes: (news?.items ?? []).slice(0, NEWS_PUSHES),
    items: list.items,
    total: list.total,
    page: state.page,
    type: state.type,
  };
}
