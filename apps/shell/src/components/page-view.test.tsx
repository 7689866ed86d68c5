// @vitest-environment jsdom
import { createSessionStore, SessionStoreProvider } from '@marquee/session';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellProvider, type ShellServices } from '../app/shell-context';
import { PageView } from './page-view';

afterEach(() => {
  cleanup();
  window.dataLayer = undefined;
});

const services = {
  site: { code: 'ch', currency: 'CHF', defaultLanguage: 'en' },
  environment: 'staging',
} as unknown as ShellServices;

function setup() {
  const session = createSessionStore({ status: 'anonymous' });
  const router = createMemoryRouter(
    [
      { path: '/en', element: <PageView type="home" language="en" /> },
      {
        path: '/en/film/:slug',
        element: (
          <PageView type="movie" language="en" tracking={{ cinema: { citySlug: 'geneve', cinemaSlug: 'balexert' } }} />
        ),
      },
    ],
    { initialEntries: ['/en'] },
  );
  render(
    <ShellProvider value={services}>
      <SessionStoreProvider store={session}>
        <RouterProvider router={router} />
      </SessionStoreProvider>
    </ShellProvider>,
  );
  return { router, session };
}

const events = () => (window.dataLayer ?? []) as Record<string, unknown>[];

describe('PageView', () => {
  it('SHELL-87 SHELL-88 SHELL-89 SHELL-90 SHELL-92 pushes one page view per location to window.dataLayer', async () => {
    window.innerWidth = 390;
    const { router } = setup();
    await act(async () => {});
    expect(events()).toEqual([
      expect.objectContaining({
        event: 'page_view',
        platform_type: 'web-mobile',
        country: 'CH',
        site_environment: 'staging',
        currency: 'CHF',
        page_type: 'home',
        page_path: '/en',
      }),
    ]);
    window.innerWidth = 1366;
    await act(() => router.navigate('/en/film/dune'));
    await act(() => router.navigate('/en/film/arrival?from=home'));
    expect(events().map((event) => [event.page_type, event.page_path, event.platform_type])).toEqual([
      ['home', '/en', 'web-mobile'],
      ['movie', '/en/film/dune', 'web-desktop'],
      ['movie', '/en/film/arrival?from=home', 'web-desktop'],
    ]);
    expect(events()[1]?.cinema).toEqual({ citySlug: 'geneve', cinemaSlug: 'balexert' });
  });

  it('SHELL-94 a client signing in on a counted page pushes the hash once; the next view carries it', async () => {
    const { router, session } = setup();
    await act(async () => {});
    await act(async () => {
      session.getState().signedIn({
        id: '1',
        name: 'Camille Martin',
        email: 'Camille.Martin@example.fr',
        avatar: null,
        initials: 'CM',
        hasSubscription: false,
      });
    });
    const hash = 'cd8fa4be22e36cd74540b38e53eb969b944689f98ca90e9d9481bf8ce8f4944b';
    // Web Crypto answers asynchronously.
    await vi.waitFor(() => expect(events().map((event) => event.event)).toEqual(['page_view', 'client_changed']));
    expect(events()[1]).toEqual({ event: 'client_changed', anonymous_email_hash: hash });
    await act(() => router.navigate('/en/film/dune'));
    expect(events()[2]).toMatchObject({ event: 'page_view', anonymous_email_hash: hash });
    await act(async () => session.getState().signedOut());
    expect(events()[3]).toEqual({ event: 'client_changed', anonymous_email_hash: null });
    expect(events()).toHaveLength(4);
  });
});
