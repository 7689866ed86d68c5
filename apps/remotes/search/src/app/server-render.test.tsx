import type { Language } from '@marquee/domain-models';
import type { LazyRemotePage, RemotePage } from '@marquee/remote-contract';
import { renderPageOnServer } from '@marquee/remote-contract/testing';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '@marquee/domain-models';
import { pages } from './routes';

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));

/** Renders a page of this remote to HTML as the edge does (no window, document or navigator here). */
function serverRender<D>(
  page: RemotePage<D> | LazyRemotePage | undefined,
  data: D,
  language: Language,
): Promise<string> {
  return renderPageOnServer({ page, data, language, namespace: 'search', localesDir });
}

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
