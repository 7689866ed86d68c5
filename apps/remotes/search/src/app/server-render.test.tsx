import { serverRenderer } from '@marquee/remote-contract/testing';
import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '@marquee/domain-models';
import { pages } from './routes';

/** Renders a page of this remote to HTML as the edge does (no window, document or navigator here). */
const serverRender = serverRenderer('search', new URL('../../locales', import.meta.url));

describe('server rendering', () => {
  it('renders search results without browser globals', async () => {
    expect(typeof window).toBe('undefined');
    const answer: SearchAnswer = {
      query: 'phare',
      total: 1,
      counts: { show: 1, cinema: 0, offer: 0, news: 0, faq: 0 },
      results: [
        {
          id: '1',
          type: 'show',
          slug: 'le-dernier-phare',
          title: 'Le Dernier Phare',
          image: null,
          url: '/film/le-dernier-phare',
          publicationDate: null,
          route: { path: 'Movie', parameters: { slug: 'le-dernier-phare' } },
          payload: {},
          topic: null,
        },
      ],
    };
    const html = await serverRender(pages.SearchResults, { query: 'phare', answer }, 'fr');
    expect(html).toContain('Le Dernier Phare');
    expect(html).toContain('value="phare"');
  });
});
