import { readFile } from 'node:fs/promises';
import type { Language } from '@marquee/domain-models';
import { createI18n, I18nextProvider } from '@marquee/i18n';
import type { PageInfo, RemotePage } from '@marquee/remote-contract';
import { href, type RoutingSite } from '@marquee/routing';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Cinema, CinemaList } from '@marquee/domain-models';
import { pages } from './routes';

const fr: RoutingSite = { code: 'fr', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: false };

/** Renders a page to HTML as a server does: no window, document or navigator exist here. */
async function serverRender<D>(page: RemotePage<D> | undefined, data: D, language: Language): Promise<string> {
  if (!page) throw new Error('page missing');
  const texts = JSON.parse(await readFile(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8'));
  const i18n = await createI18n({ language, resources: { locator: texts }, defaultNamespace: 'locator' });
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
  it('renders the cinemas page without browser globals', async () => {
    expect(typeof window).toBe('undefined');
    const cinema = (slug: string, name: string, city: string) =>
      ({ slug, name, city, addressLine1: '1 rue du Port', addressZip: '69001', addressCity: city }) as Cinema;
    const data: CinemaList = {
      total: 2,
      cinemas: [cinema('b', 'Marquee Lyon', 'Lyon'), cinema('a', 'Marquee Évry', 'Évry')],
    };
    const html = await serverRender(pages.Cinemas, data, 'fr');
    expect(html).toContain('Nos 2 cinémas');
    expect(html.indexOf('Évry')).toBeLessThan(html.indexOf('Lyon'));
  });
});
