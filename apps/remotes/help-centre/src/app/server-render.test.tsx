import { readFile } from 'node:fs/promises';
import type { Language } from '@marquee/domain-models';
import { createI18n, I18nextProvider } from '@marquee/i18n';
import type { PageInfo, RemotePage } from '@marquee/remote-contract';
import { href, type RoutingSite } from '@marquee/routing';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FooterFaq } from '@marquee/domain-models';
import { pages } from './routes';

const fr: RoutingSite = { code: 'fr', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: false };

/** Renders a page to HTML as a server does: no window, document or navigator exist here. */
async function serverRender<D>(page: RemotePage<D> | undefined, data: D, language: Language): Promise<string> {
  if (!page) throw new Error('page missing');
  const texts = JSON.parse(await readFile(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8'));
  const i18n = await createI18n({ language, resources: { 'help-centre': texts }, defaultNamespace: 'help-centre' });
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
  it('renders the help centre home without browser globals', async () => {
    expect(typeof window).toBe('undefined');
    const data: FooterFaq = {
      groups: [
        {
          type: 'booking',
          slugs: ['booking'],
          questions: [{ title: 'Can I cancel a ticket?', description: 'Up to an hour before.' }],
        },
        { type: 'home', slugs: [], questions: [] },
      ],
    };
    const html = await serverRender(pages.FaqHome, data, 'en');
    expect(html).toContain('Can I cancel a ticket?');
    expect(html).not.toContain('Streaming at home');
  });
});
