import type { Language } from '@marquee/domain-models';
import type { RemotePage } from '@marquee/remote-contract';
import { renderPageOnServer } from '@marquee/remote-contract/testing';
import type { RoutingSite } from '@marquee/routing';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lastLighthouse } from '../features/movie/test-fixtures';
import { pages } from './routes';
import { homeData } from '../features/home/home-page';

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));

const be: RoutingSite = {
  code: 'be',
  languages: ['fr', 'nl', 'en'],
  defaultLanguage: 'en',
  prefixDefaultLanguage: true,
};

/** Renders a page of this remote to HTML as the edge does (no window, document or navigator here). */
function serverRender<D>(page: RemotePage<D> | undefined, data: D, language: Language): Promise<string> {
  return renderPageOnServer({ page, data, language, namespace: 'catalogue', localesDir, site: be });
}

describe('server rendering', () => {
  it('renders the home and movie pages without browser globals', async () => {
    expect(typeof window).toBe('undefined');
    const home = pages.Home;
    const movie = pages.Movie;
    if (!home || !movie) throw new Error('pages missing');
    const homeHtml = await serverRender(home, homeData([lastLighthouse], 'en'), 'en');
    expect(homeHtml).toContain('The Last Lighthouse');
    const movieHtml = await serverRender(movie, { ...lastLighthouse, slugs: null }, 'en');
    expect(movieHtml).toContain('Ingrid Fontaine');
  });
});
