// @vitest-environment jsdom
import { createAlertStore } from '@marquee/alerts';
import { createApiClient } from '@marquee/api-client';
import type { Language } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import { createI18n } from '@marquee/i18n';
import { createModalStore } from '@marquee/modals';
import type { ViewportClass } from '@marquee/remote-contract';
import { createSessionStore } from '@marquee/session';
import type { SiteConfig } from '@marquee/site-config';
import { within } from '@testing-library/react';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fr from '../../../locales/fr.json';
import { ShellProviders } from '../../app/providers';
import { createRoutes } from '../../app/router';
import type { ShellServices } from '../../app/shell-context';
import { CINEMAS_ANSWER, FAQ_ANSWER, FOOTER_ANSWER, startStandInApi } from './stand-in-api';
import { TEST_SITES } from '../../test/test-sites';

const BE_FR: SiteConfig = TEST_SITES.be;

/** The HTML of a server render once every part is ready, lazy ones included (as the edge sends it). */
function renderAll(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

/**
 * Renders a site's page on the server as the edge does (the shell's routes, the root loader
 * calling the API, react-router's static handler), against an API at `apiUrl`; the page's
 * remote is absent, so its region is left to the browser, as on a slow remote.
 */
async function renderPage(site: SiteConfig, path: string, language: Language, apiUrl: string, viewport: ViewportClass) {
  const services: ShellServices = {
    site,
    flags: resolveFlags(site.code, site.flags),
    remotes: {
      load: () => Promise.reject(new Error('no remote in this test')),
      loaded: () => undefined,
      reset: () => {},
    },
    api: (lang) => createApiClient({ baseUrl: apiUrl, language: lang, retries: 0 }),
    origin: `http://${site.code}.marquee.localhost`,
    commonTexts: async () => fr,
    remoteTexts: async () => ({}),
    renderer: 'server',
    renderedAt: new Date('2025-12-31T23:30:00Z'), // already 2026 in Paris and Brussels
    alerts: createAlertStore(),
    modals: createModalStore(),
    session: createSessionStore(),
    device: { viewport, webview: false },
    cookies: () => ({}),
    environment: 'development',
  };
  const i18n = await createI18n({ language, resources: { common: fr } });
  const handler = createStaticHandler(createRoutes(services, i18n, language));
  const context = await handler.query(new Request(`${services.origin}${path}`));
  if (context instanceof Response) throw new Error(`unexpected redirect to ${context.headers.get('Location')}`);
  const html = await renderAll(
    <ShellProviders services={services} i18n={i18n}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </ShellProviders>,
  );
  const page = document.createElement('div');
  page.innerHTML = html;
  return { page, footer: within(page.querySelector('footer') as HTMLElement), status: context.statusCode };
}

// Whole-page server renders: allow for a loaded machine (two cores shared by several runs).
describe('the footer rendered on the server with the page', { timeout: 30_000 }, () => {
  let api: Awaited<ReturnType<typeof startStandInApi>>;
  let failing: Awaited<ReturnType<typeof startStandInApi>>;
  beforeAll(async () => {
    api = await startStandInApi({
      '/api/footer': { status: 200, body: FOOTER_ANSWER },
      '/api/footer/faq': { status: 200, body: FAQ_ANSWER },
      '/api/cinemas': { status: 200, body: CINEMAS_ANSWER },
    });
    failing = await startStandInApi({
      '/api/footer': { status: 500, body: { status: 500, error: 'internal', message: 'boom' } },
      '/api/footer/faq': { status: 200, body: FAQ_ANSWER },
    });
  });
  afterAll(async () => {
    await api.close();
    await failing.close();
  });

  it('SHELL-39 SHELL-33 SHELL-34 SHELL-40 SHELL-42 on desktop: every column open, links in the page language, top cities, new tab announced', async () => {
    const { footer } = await renderPage(TEST_SITES.fr, '/', 'fr', api.url, 'desktop');
    expect(footer.queryAllByRole('button')).toEqual([]);
    expect(footer.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Films',
      'Aide',
      'L’entreprise',
      'Nos cinémas',
      'Questions fréquentes',
      'Suivez-nous',
    ]);
    expect(footer.getByRole('link', { name: 'Prochainement' }).getAttribute('href')).toBe('/films/prochainement');
    expect(footer.getByRole('link', { name: 'Centre d’aide' }).getAttribute('href')).toBe('/aide');
    const careers = footer.getByRole('link', { name: "Recrutement (s'ouvre dans un nouvel onglet)" });
    expect(careers.getAttribute('target')).toBe('_blank');
    expect(careers.getAttribute('rel')).toBe('noopener noreferrer');
    expect(footer.queryByText('Gestion des cookies')).toBeNull();
    expect(footer.getByRole('link', { name: 'Paris' }).getAttribute('href')).toBe('/ville/paris');
    expect(footer.getByRole('link', { name: 'Lyon' }).getAttribute('href')).toBe('/ville/lyon');
    expect(footer.getByRole('link', { name: 'Tous les cinémas' }).getAttribute('href')).toBe('/cinemas');
    expect(footer.getByText('Comment réserver une place en ligne ?')).toBeTruthy();
    expect(footer.getByText('Réservation en ligne')).toBeTruthy();
    expect(footer.queryByText('Sans titre')).toBeNull();
    expect(footer.queryByText('Sans réponse')).toBeNull();
    expect(footer.getAllByRole('link', { name: /s'ouvre dans un nouvel onglet/ }).map((a) => a.textContent)).toEqual([
      "Recrutement (s'ouvre dans un nouvel onglet)",
      "Facebook (s'ouvre dans un nouvel onglet)",
      "Instagram (s'ouvre dans un nouvel onglet)",
      "TikTok (s'ouvre dans un nouvel onglet)",
      "X (Twitter) (s'ouvre dans un nouvel onglet)",
      "YouTube (s'ouvre dans un nouvel onglet)",
    ]);
    expect(footer.getByText('© 2026 Marquee. Tous droits réservés.')).toBeTruthy();
  });

  it('SHELL-38 on mobile: an accordion with every panel closed, the same links inside', async () => {
    const { page, footer } = await renderPage(TEST_SITES.fr, '/', 'fr', api.url, 'mobile');
    const triggers = footer.getAllByRole('button');
    expect(triggers.map((b) => [b.textContent, b.getAttribute('aria-expanded')])).toEqual([
      ['Films', 'false'],
      ['Aide', 'false'],
      ['L’entreprise', 'false'],
      ['Nos cinémas', 'false'],
      ['Questions fréquentes', 'false'],
    ]);
    for (const trigger of triggers) {
      const panel = page.querySelector<HTMLElement>(`[id="${trigger.getAttribute('aria-controls')}"]`);
      expect(panel?.hidden).toBe(true);
    }
    expect(footer.getByRole('link', { name: 'Paris', hidden: true }).getAttribute('href')).toBe('/ville/paris');
    expect(footer.getByRole('link', { name: "Facebook (s'ouvre dans un nouvel onglet)" })).toBeTruthy();
  });

  it('SHELL-43 where cinemaFullList is on: every cinema by city, no top cities', async () => {
    const { footer } = await renderPage(BE_FR, '/fr', 'fr', api.url, 'desktop');
    expect(footer.queryByRole('link', { name: 'Paris' })).toBeNull();
    expect(
      footer
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent)
        .slice(0, 2),
    ).toEqual(['Anvers', 'Bruxelles']);
    expect(footer.getByRole('link', { name: 'Marquee De Brouckère' }).getAttribute('href')).toBe(
      '/fr/cinema/marquee-de-brouckere-bruxelles',
    );
    expect(footer.getByRole('link', { name: 'Marquee Meir' })).toBeTruthy();
  });

  it('the footer API failing (500) leaves a working page with the parts that loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { page, footer, status } = await renderPage(TEST_SITES.fr, '/', 'fr', failing.url, 'desktop');
    expect(status).toBe(200);
    expect(page.querySelector('main#main')).not.toBeNull();
    expect(page.querySelector('header')).not.toBeNull();
    expect(footer.queryByRole('heading', { name: 'Films' })).toBeNull();
    expect(footer.queryByRole('link', { name: 'Paris' })).toBeNull();
    expect(footer.getByRole('link', { name: 'Tous les cinémas' }).getAttribute('href')).toBe('/cinemas');
    expect(footer.getByText('Comment réserver une place en ligne ?')).toBeTruthy();
    expect(footer.getByRole('link', { name: 'Voir toutes les questions' }).getAttribute('href')).toBe('/aide');
    expect(footer.getAllByRole('link', { name: /s'ouvre dans un nouvel onglet/ })).toHaveLength(5);
    expect(footer.getByText('© 2026 Marquee. Tous droits réservés.')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
