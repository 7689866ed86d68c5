// @vitest-environment jsdom
import { createApiClient } from '@marquee/api-client';
import { type Flags, resolveFlags } from '@marquee/feature-flags';
import { createI18n } from '@marquee/i18n';
import { createModalStore } from '@marquee/modals';
import { createSessionStore, type SessionStore } from '@marquee/session';
import { SITE_TABLE, type SiteConfig } from '@marquee/site-config';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { ShellProviders } from '../../app/providers';
import type { ShellServices } from '../../app/shell-context';
import { Header } from './header';

afterEach(cleanup);

const FR: SiteConfig = {
  ...SITE_TABLE.fr,
  flags: {},
  accountUrls: true,
  routes: {},
  externalLinks: { homeVideo: 'https://vod.marquee.fr', wallet: 'https://wallet.marquee.fr' },
};

function services(flags: Flags, session: SessionStore): ShellServices {
  const api = createApiClient({ baseUrl: 'http://127.0.0.1:9', language: 'en' });
  return {
    site: FR,
    flags,
    api: () => api,
    origin: 'http://fr.marquee.localhost',
    renderer: 'browser',
    renderedAt: new Date(0),
    modals: createModalStore(),
    session,
    device: { viewport: 'desktop', webview: false },
  } as unknown as ShellServices;
}

/** The header on the English films home of the fr site, as server HTML and as a browser tree. */
async function page(flags: Flags, session: SessionStore) {
  const i18n = await createI18n({ language: 'en', resources: { common: en } });
  const shell = services(flags, session);
  const tree = () => (
    <ShellProviders services={shell} i18n={i18n}>
      <RouterProvider
        router={createMemoryRouter(
          [{ path: '/en', handle: { kind: 'Home', language: 'en' }, element: <Header language="en" /> }],
          {
            initialEntries: ['/en'],
          },
        )}
      />
    </ShellProviders>
  );
  return { shell, tree };
}

describe('Header', () => {
  it('SHELL-06 SHELL-09 SHELL-10 SHELL-11 SHELL-12 SHELL-13 server-rendered signed out; the avatar replaces the sign-in button after hydration, in its place', async () => {
    const session = createSessionStore();
    const { shell, tree } = await page(resolveFlags('fr'), session);
    const html = renderToString(tree());
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    const banner = screen.getByRole('banner');
    expect(screen.getByRole('link', { name: 'Marquee, films home' }).getAttribute('href')).toBe('/en');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/en/account');
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Films' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(shell.modals.getState().current?.id).toBe('search');
    fireEvent.click(signIn);
    expect(shell.modals.getState().current?.id).toBe('sign-in');

    const slot = signIn.parentElement;
    act(() =>
      session.getState().signedIn({
        id: '1',
        name: 'Camille Durand',
        email: 'c@example.com',
        avatar: null,
        initials: 'CD',
        hasSubscription: true,
      }),
    );
    const profile = screen.getByRole('button', { name: 'Your account, Camille Durand' });
    expect(profile.parentElement).toBe(slot);
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    // The client's subscription shows its entry (SHELL-30).
    expect(screen.getByRole('link', { name: 'My subscription' }).getAttribute('href')).toBe('/en/cinepass');
    fireEvent.click(profile);
    expect(shell.modals.getState().current?.id).toBe('profile');
    expect(banner).toBeTruthy();
    container.remove();
  });

  it('SHELL-13 no sign-up link and no sign-in where authenticationEnabled is off', async () => {
    const { tree } = await page({ ...resolveFlags('fr'), authenticationEnabled: false }, createSessionStore());
    const html = renderToString(tree());
    expect(html).not.toContain('Sign up');
    expect(html).not.toContain('Sign in');
    expect(html).toContain('Search');
  });

  it('SHELL-15 SHELL-16 the server renders the header unstuck, with its place in the page', async () => {
    const { tree } = await page(resolveFlags('fr'), createSessionStore());
    const html = renderToString(tree());
    expect(html).toContain('mq-header-slot');
    expect(html).not.toContain('mq-header--stuck');
  });
});
