import type { SearchAnswer, SearchResult } from '@marquee/domain-models';
import { pickText } from '../lib/text';
import type { CinemaRow, DocRow, Lang, SearchHitRow, ShowRecord } from '../rows';
import { showSlug } from './show';

/** The record a search hit names, as its result needs it (none for news and offers). */
export interface SearchHitFacts {
  show?: ShowRecord;
  cinema?: CinemaRow;
  faq?: DocRow;
}

type ResultType = SearchResult['type'];

/** The hits counted per type and those answered: events never (the main search leaves them out), `type` narrows, `limit` caps. */
export interface SearchTally {
  counts: Record<ResultType, number>;
  total: number;
  picked: (SearchHitRow & { type: ResultType })[];
}

/** Counts the hits per type and picks, in rank order, the first `limit` of the asked type (every type when none). */
export function tallySearch(hits: SearchHitRow[], type: ResultType | undefined, limit: number): SearchTally {
  const counts: Record<ResultType, number> = { show: 0, cinema: 0, offer: 0, news: 0, faq: 0 };
  const picked: SearchTally['picked'] = [];
  for (const hit of hits) {
    if (hit.type === 'event') continue; // the main search excludes events
    const t = hit.type as ResultType;
    counts[t]++;
    if (type && t !== type) continue;
    if (picked.length >= limit) continue;
    picked.push({ ...hit, type: t });
  }
  const total = type ? counts[type] : Object.values(counts).reduce((a, b) => a + b, 0);
  return { counts, total, picked };
}

/** The search answer: the query as understood, the counts and the results. */
export const searchAnswerView = (query: string, tally: SearchTally, results: SearchResult[]): SearchAnswer => ({
  query,
  total: tally.total,
  counts: tally.counts,
  results,
});

/** One result: where it links (page URL and route), its picture and what its card shows. */
export function searchResultView(
  hit: SearchHitRow & { type: ResultType },
  facts: SearchHitFacts,
  lang: Lang,
): SearchResult {
  const { type, ref, title } = hit;
  if (type === 'show') {
    const show = facts.show;
    const slug = show ? showSlug(show, lang) : ref;
    return {
      id: `show-${ref}`,
      type,
      slug,
      title,
      image: `/api/media/poster/${slug}.svg`,
      url: `/films/${slug}`,
      publicationDate: null,
      route: { path: 'Movie', parameters: { slug } },
      payload: { duration: show?.duration ?? 0, isMovie: show?.isMovie ?? true },
      topic: null,
    };
  }
  if (type === 'cinema') {
    const c = facts.cinema;
    return {
      id: `cinema-${ref}`,
      type,
      slug: ref,
      title,
      image: `/api/media/cinema/${ref}.svg`,
      url: `/cinemas/${ref}`,
      publicationDate: null,
      route: { path: 'Cinema', parameters: { slug: ref } },
      payload: { city: c ? pickText(c.city, lang) : '', postalCode: c?.addressZip ?? '' },
      topic: null,
    };
  }
  if (type === 'faq') {
    // The index keys help articles by id; the result carries the article's real urlSlug and
    // links by it, or by id when the article has none (A§2 "help article by urlSlug if present, else by id").
    const data = (facts.faq?.data ?? {}) as { id?: number; slug?: string; categoryId?: number };
    const id = Number(data.id ?? ref);
    const urlSlug = typeof data.slug === 'string' ? data.slug : '';
    return {
      id: `faq-${id}`,
      type,
      slug: urlSlug,
      title,
      image: null,
      url: urlSlug ? `/help/${urlSlug}` : `/help/article/${id}`,
      publicationDate: null,
      route: urlSlug
        ? { path: 'FaqArticleBySlug', parameters: { slug: urlSlug } }
        : { path: 'FaqArticleById', parameters: { id: String(id) } },
      payload: { categoryId: Number(data.categoryId ?? 0), articleId: id },
      topic: 'help',
    };
  }
  return {
    id: `${type}-${ref}`,
    type,
    slug: ref,
    title,
    image: `/api/media/article/${ref}.svg`,
    url: type === 'offer' ? `/offers/${ref}` : `/news/${ref}`,
    publicationDate: null,
    route: { path: type === 'offer' ? 'Offer' : 'NewsItem', parameters: { slug: ref } },
    payload: {},
    topic: null,
  };
}
