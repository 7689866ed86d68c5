import { readFile } from 'node:fs/promises';
import type { Language } from '@marquee/domain-models';
import { createI18n, I18nextProvider } from '@marquee/i18n';
import type { PageInfo, RemotePage } from '@marquee/remote-contract';
import { href, type RoutingSite } from '@marquee/routing';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '@marquee/domain-models';
import { pages } from './routes';

const fr: RoutingSite = { code: 'fr', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: false };

/** Renders a page to HTML as a server does: no window, document or navigator exist here. */
async function serverRender<D>(page: RemotePage<D> | undefined, data: D, language: Language): Promise<string> {
  if (!page) throw new Error('page missing');
  const texts = JSON.parse(await readFile(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8'));
  const i18n = await createI18n({ language, resources: { search: texts }, defaultNamespace: 'search' });
  const url = new URL('http://fr.marquee.localhost/');
  const info = {
    site: 'fr',
    language,
    params: {},
    url,
    href: (kind, params, target = language) => href(fr, target, kind, params),
  } as PageInfo;
  const { Component } = page;
  const handler = createStaticHandler([{ path: '*', element: <Component data={data} page={info} /> }]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error('unexpected response');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
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
