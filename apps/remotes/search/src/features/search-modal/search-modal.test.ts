import type { SearchAnswer, SearchResult } from '@marquee/domain-models';
import { describe, expect, it } from 'vitest';
import { resultHref, resultTarget } from '../../components/result-link';
import { addToHistory, readHistory, recordChoice } from '../../state/history';
import { answerGroups } from './search-modal';
import { searchedQuery } from './use-search';

const result = (type: SearchResult['type'], n: number, extra: Partial<SearchResult> = {}): SearchResult => ({
  id: `${type}-${n}`,
  type,
  slug: `${type}-slug-${n}`,
  title: `${type} ${n}`,
  image: null,
  url: `/x/${n}`,
  publicationDate: null,
  route: { path: 'Movie', parameters: {} },
  payload: {},
  topic: null,
  ...extra,
});

const answerOf = (perType: Record<SearchResult['type'], number>): SearchAnswer => {
  const results = (Object.keys(perType) as SearchResult['type'][]).flatMap((type) =>
    Array.from({ length: perType[type] }, (_, n) => result(type, n)),
  );
  return { query: 'abc', total: results.length, counts: { ...perType }, results };
};

const href = (r: SearchResult) => `/to/${r.type}/${r.slug}`;

describe('search modal groups', () => {
  it('SRCH-07 SRCH-08 SRCH-09 groups by type in order, previews capped 4/3/4/4/3, a "show more" where there is more', () => {
    const groups = answerGroups(answerOf({ faq: 9, news: 2, offer: 6, cinema: 5, show: 10 }), null, href);
    expect(groups.map((g) => g.type)).toEqual(['show', 'cinema', 'offer', 'news', 'faq']);
    const shown = groups.map((g) => g.options.filter((o) => o.kind === 'result').length);
    expect(shown).toEqual([4, 3, 4, 2, 3]);
    const more = groups.map((g) => g.options.find((o) => o.kind === 'more'));
    expect(more.map((o) => (o?.kind === 'more' ? o.count : null))).toEqual([10, 5, 6, null, 9]);
  });

  it('SRCH-09 SRCH-10 a detail view lists every result of its type only', () => {
    const groups = answerGroups(answerOf({ show: 10, cinema: 5, offer: 0, news: 0, faq: 1 }), 'show', href);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.options).toHaveLength(10);
    expect(groups[0]?.options.every((o) => o.kind === 'result')).toBe(true);
  });

  it('a result that leads nowhere is not offered', () => {
    const groups = answerGroups(answerOf({ show: 2, cinema: 0, offer: 0, news: 0, faq: 0 }), null, (r) =>
      r.slug.endsWith('0') ? null : href(r),
    );
    expect(groups[0]?.options).toHaveLength(1);
  });
});

describe('search result links', () => {
  const page = { href: (kind: string, params: Record<string, string> = {}) => `${kind}:${JSON.stringify(params)}` };

  it('SRCH-12 SRCH-13 SRCH-14 SRCH-15 shows, news, offers and cinemas by slug', () => {
    expect(resultTarget(result('show', 1))).toEqual({ kind: 'Movie', params: { slug: 'show-slug-1' } });
    expect(resultTarget(result('show', 1, { payload: { isMovie: false } }))?.kind).toBe('Entertainment');
    expect(resultTarget(result('news', 1))).toEqual({ kind: 'NewsItem', params: { slug: 'news-slug-1' } });
    expect(resultTarget(result('offer', 1))).toEqual({ kind: 'Offer', params: { slug: 'offer-slug-1' } });
    expect(resultTarget(result('cinema', 1))).toEqual({ kind: 'Cinema', params: { slug: 'cinema-slug-1' } });
  });

  it('SRCH-16 a help article by its urlSlug if present, else by id', () => {
    const faq = result('faq', 118, { slug: 'how-do-i-book', id: 'faq-118' });
    expect(resultHref(faq, page)).toBe('FaqArticleBySlug:{"slug":"how-do-i-book"}');
    const noSlug = result('faq', 118, {
      slug: '',
      id: 'faq-118',
      route: { path: 'FaqArticleById', parameters: { id: '118' } },
    });
    expect(resultHref(noSlug, page)).toBe('FaqArticleById:{"id":"118"}');
  });

  it('SRCH-17 SRCH-18 a result routed to a master template or an experience follows its route', () => {
    const info = result('news', 2, { route: { path: 'MasterTemplate', parameters: { slug: 'cgv' } } });
    expect(resultTarget(info)).toEqual({ kind: 'Info', params: { slug: 'cgv' } });
    const experience = result('offer', 3, { route: { path: 'Experience', parameters: { slug: 'imax' } } });
    expect(resultTarget(experience)).toEqual({ kind: 'Experience', params: { slug: 'imax' } });
  });
});

describe('search history', () => {
  const entry = (n: number) => ({ title: `t${n}`, subtitle: '', url: `/films/f${n}` });
  const memory = () => {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
  };

  it('SRCH-03 SRCH-19 keeps 3 unique addresses, newest first', () => {
    let history = addToHistory([], entry(1));
    history = addToHistory(history, entry(2));
    history = addToHistory(history, entry(3));
    history = addToHistory(history, entry(1));
    expect(history.map((e) => e.url)).toEqual(['/films/f1', '/films/f3', '/films/f2']);
    history = addToHistory(history, entry(4));
    expect(history.map((e) => e.url)).toEqual(['/films/f4', '/films/f1', '/films/f3']);
  });

  it('SRCH-19 a choice is stored per site; a tampered store never yields a foreign address', () => {
    const storage = memory();
    recordChoice('fr', entry(1), storage);
    recordChoice('fr', entry(2), storage);
    expect(readHistory('fr', storage).map((e) => e.url)).toEqual(['/films/f2', '/films/f1']);
    expect(readHistory('nl', storage)).toEqual([]);
    storage.setItem(
      'marquee.search-history.fr',
      JSON.stringify([
        { title: 'x', subtitle: '', url: 'https://evil.test' },
        { title: 'y', subtitle: '', url: '//evil' },
        entry(5),
        7,
      ]),
    );
    expect(readHistory('fr', storage)).toEqual([entry(5)]);
    storage.setItem('marquee.search-history.fr', '{not json');
    expect(readHistory('fr', storage)).toEqual([]);
  });
});

describe('search input', () => {
  it('SRCH-04 input of any length or script is trimmed and capped at 100 characters', () => {
    expect(searchedQuery('  dune  ')).toBe('dune');
    expect(searchedQuery('あ'.repeat(5000))).toHaveLength(100);
    expect(searchedQuery('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });
});
