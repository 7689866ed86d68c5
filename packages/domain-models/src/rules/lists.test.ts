import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  articleThumbnail,
  cutSeoDescription,
  filterFooterFaq,
  newsPushes,
  pushHistory,
  splitActors,
  toggleNewsType,
} from './lists';

describe('list rules', () => {
  it('RULE-33 "News pushes keep the first 4 items" (property)', () => {
    expect(newsPushes([1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4]);
    fc.assert(
      fc.property(fc.array(fc.integer()), (items) => {
        expect(newsPushes(items)).toEqual(items.slice(0, 4));
      }),
    );
  });
  it('CAT news page: "toggling the same type clears the filter and resets the page to 1"', () => {
    expect(toggleNewsType({ type: 'event', page: 3 }, 'event')).toEqual({ type: null, page: 1 });
    expect(toggleNewsType({ type: null, page: 2 }, 'offer')).toEqual({ type: 'offer', page: 1 });
  });
  it('SRCH-03 LOC-12 "History keeps 3 unique urls, newest first"', () => {
    const key = (e: { url: string }) => e.url;
    let h: { url: string }[] = [];
    for (const url of ['/a', '/b', '/c', '/a', '/d']) h = pushHistory(h, { url }, key);
    expect(h.map(key)).toEqual(['/d', '/a', '/c']);
  });
  it('SRCH-03 property: at most 3, unique, newest first', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e')), (urls) => {
        let h: string[] = [];
        for (const u of urls) h = pushHistory(h, u, (x) => x);
        expect(h.length).toBeLessThanOrEqual(3);
        expect(new Set(h).size).toBe(h.length);
        if (urls.length > 0) expect(h[0]).toBe(urls[urls.length - 1]);
      }),
    );
  });
  it('RULE-42 "actors (comma-split)"', () => {
    expect(splitActors('Ana Torrent,  Jean Reno , ')).toEqual(['Ana Torrent', 'Jean Reno']);
    expect(splitActors(null)).toEqual([]);
  });
  it('RULE-43 "thumbnail (falls back to main image)"', () => {
    expect(articleThumbnail({ thumbnail: 't.jpg', image: 'i.jpg' })).toBe('t.jpg');
    expect(articleThumbnail({ thumbnail: '', image: 'i.jpg' })).toBe('i.jpg');
    expect(articleThumbnail({})).toBeNull();
  });
  it('SHELL-85 "Season SEO description is cut at 100 characters" (property)', () => {
    expect(cutSeoDescription('x'.repeat(150))).toBe('x'.repeat(100));
    expect(cutSeoDescription('short')).toBe('short');
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'grapheme' }), (text) => {
        const cut = cutSeoDescription(text);
        expect(Array.from(cut).length).toBeLessThanOrEqual(100);
        expect(text.startsWith(cut)).toBe(true);
        if (Array.from(text).length <= 100) expect(cut).toBe(text);
      }),
    );
  });
  it('SHELL-37 "Footer FAQ questions without title or description are dropped"', () => {
    const groups = filterFooterFaq([
      {
        type: 'booking',
        slugs: ['s'],
        questions: [
          { title: 'Q1', description: 'A1' },
          { title: '', description: 'A2' },
          { title: 'Q3', description: null },
          { title: '  ', description: 'A4' },
        ],
      },
    ]);
    expect(groups).toEqual([{ type: 'booking', slugs: ['s'], questions: [{ title: 'Q1', description: 'A1' }] }]);
  });
});
