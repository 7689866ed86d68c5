import { readFile } from 'node:fs/promises';
import type { Language } from '@marquee/domain-models';
import { createI18n, I18nextProvider } from '@marquee/i18n';
import type { PageInfo, RemotePage } from '@marquee/remote-contract';
import { href, type RoutingSite } from '@marquee/routing';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lastLighthouse } from '../features/movie/test-fixtures';
import { pages } from './routes';
import { homeData } from '../features/home/home-page';

const be: RoutingSite = {
  code: 'be',
  languages: ['fr', 'nl', 'en'],
  defaultLanguage: 'en',
  prefixDefaultLanguage: true,
};

/** Renders a page to HTML as a server does: no window, document or navigator exist here. */
async function serverRender<D>(page: RemotePage<D>, data: D, language: Language): Promise<string> {
  const texts = JSON.parse(await readFile(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8'));
  const i18n = await createI18n({ language, resources: { catalogue: texts }, defaultNamespace: 'catalogue' });
  const info = {
    site: 'be',
    language,
    kind: 'Home',
    params: {},
    url: new URL('http://be.marquee.localhost/en/'),
    href: (kind, params, target = language) => href(be, target, kind, params),
  } as PageInfo;
  const { Component } = page;
  const handler = createStaticHandler([{ path: '*', element: <Component data={data} page={info} /> }]);
  const context = await handler.query(new Request('http://be.marquee.localhost/en/'));
  if (context instanceof Response) throw new Error('unexpected response');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
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
