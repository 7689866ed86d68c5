// @vitest-environment jsdom
import { createAlertStore } from '@marquee/alerts';
import { createApiClient } from '@marquee/api-client';
import { resolveFlags } from '@marquee/feature-flags';
import { createI18n, I18nextProvider, useTranslation } from '@marquee/i18n';
import { createModalStore, ModalStoreProvider, type ModalStore, useModals } from '@marquee/modals';
import type { RemoteModalProps, RemoteName, RemoteRoutes } from '@marquee/remote-contract';
import { createSessionStore } from '@marquee/session';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { ShellProvider, type ShellServices } from '../app/shell-context';
import { TEST_SITES } from '../test/test-sites';
import { ModalOutlet, type ShellModalProps } from './modal-outlet';

afterEach(cleanup);

const site = TEST_SITES.fr;

/** The search remote's modal, as a remote writes it: its own texts, a way to close itself. */
function SearchModal({ payload, close, page }: RemoteModalProps) {
  const { t } = useTranslation('search');
  return (
    <div role="dialog" aria-label={t('title')}>
      <p>
        {page.site}:{page.language}:{payload.slug ?? 'none'}
      </p>
      <button type="button" onClick={close}>
        close it
      </button>
    </div>
  );
}

const searchRoutes: RemoteRoutes = {
  namespace: 'search',
  pages: {},
  loadTranslations: async () => ({ title: 'Search the site' }),
  modals: { search: { Component: SearchModal } },
};

/** A remote loader over real module objects; `failing` names remotes whose code does not load. */
function remoteLoader(failing: Set<RemoteName>) {
  const loaded = new Map<RemoteName, RemoteRoutes>();
  return {
    async load(name: RemoteName) {
      if (failing.has(name)) throw new Error(`${name} unreachable`);
      loaded.set(name, searchRoutes);
      return searchRoutes;
    },
    loaded: (name: RemoteName) => loaded.get(name),
    reset: (name: RemoteName) => void loaded.delete(name),
  };
}

function LanguageModal({ close, language }: ShellModalProps) {
  return (
    <div role="dialog" aria-label="Languages">
      <p>current {language}</p>
      <button type="button" onClick={close}>
        done
      </button>
    </div>
  );
}

function Opener() {
  const modals = useModals();
  return (
    <>
      <button type="button" onClick={() => modals.getState().open('search', { slug: 'dune' })}>
        open search
      </button>
      <button type="button" onClick={() => modals.getState().open('language-switch')}>
        open languages
      </button>
      <button type="button" onClick={() => modals.getState().open('mobile-menu')}>
        open menu
      </button>
      <Link to="/films/other">other page</Link>
      <Link to="/films/dune/filters/date-2026-11-24">filtered</Link>
      <Outlet />
    </>
  );
}

/** The loader of `/films/slow`: the page loads until the test resolves it. */
let slowPage: Promise<null> = Promise.resolve(null);

async function mount({ failing = new Set<RemoteName>(), store = createModalStore() } = {}) {
  const i18n = await createI18n({ language: 'en', resources: { common: en } });
  const services: ShellServices = {
    site,
    flags: resolveFlags('fr', {}),
    remotes: remoteLoader(failing),
    api: (language) => createApiClient({ baseUrl: 'http://127.0.0.1:9', language }),
    origin: 'http://fr.marquee.localhost',
    commonTexts: async () => en,
    remoteTexts: (_name, routes, language) => routes.loadTranslations('fr', language),
    renderer: 'browser',
    renderedAt: new Date(),
    alerts: createAlertStore(),
    modals: store,
    session: createSessionStore(),
    device: { viewport: 'desktop', webview: false },
    cookies: () => ({}),
    environment: 'development',
  };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Opener />
            <ModalOutlet language="en" shellModals={{ 'language-switch': LanguageModal }} />
          </>
        ),
        children: [
          { path: 'films/slow', loader: () => slowPage, element: null },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: ['/films/dune'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <ModalStoreProvider store={store}>
        <ShellProvider value={services}>
          <RouterProvider router={router} />
        </ShellProvider>
      </ModalStoreProvider>
    </I18nextProvider>,
  );
  return { store, router };
}

describe('ModalOutlet', () => {
  it("SHELL-45 SHELL-46 opens a remote's modal by id: its code and texts load, it gets its payload and the page, and closes itself", async () => {
    const { store } = await mount();
    fireEvent.click(screen.getByRole('button', { name: 'open search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search the site' });
    expect(dialog.textContent).toContain('fr:en:dune');
    fireEvent.click(screen.getByRole('button', { name: 'close it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().current).toBeNull();
  });

  it("SHELL-45 renders the shell's own modals in the page language", async () => {
    await mount();
    fireEvent.click(screen.getByRole('button', { name: 'open languages' }));
    expect(screen.getByRole('dialog', { name: 'Languages' }).textContent).toContain('current en');
    fireEvent.click(screen.getByRole('button', { name: 'done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('SHELL-47 SHELL-60 a page navigation closes the modal and stops the video; a filter change on the same page does not', async () => {
    const { store, router } = await mount();
    fireEvent.click(screen.getByRole('button', { name: 'open search' }));
    await screen.findByRole('dialog', { name: 'Search the site' });
    act(() => store.getState().play({ video: '/trailer.mp4', location: '/films/dune' }));
    await act(() => router.navigate('/films/dune/filters/date-2026-11-24'));
    expect(screen.queryByRole('dialog', { name: 'Search the site' })).not.toBeNull();
    expect(store.getState().trailer).not.toBeNull();
    await act(() => router.navigate('/films/other'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState()).toMatchObject({ current: null, trailer: null });
  });

  it('SHELL-47 a modal opened while the next page loads stays open on it; one open before closes as the navigation starts', async () => {
    let release = () => {};
    slowPage = new Promise<null>((resolve) => {
      release = () => resolve(null);
    });
    const { store, router } = await mount();
    fireEvent.click(screen.getByRole('button', { name: 'open languages' }));
    expect(store.getState().current?.id).toBe('language-switch');
    let navigated: Promise<void> = Promise.resolve();
    act(() => {
      navigated = router.navigate('/films/slow');
    });
    await vi.waitFor(() => expect(store.getState().current).toBeNull());
    expect(router.state.navigation.state).toBe('loading');
    // The visitor presses the header's search while the new page is loading.
    fireEvent.click(screen.getByRole('button', { name: 'open search' }));
    await act(async () => {
      release();
      await navigated;
    });
    expect(router.state.location.pathname).toBe('/films/slow');
    expect(await screen.findByRole('dialog', { name: 'Search the site' })).toBeTruthy();
    expect(store.getState().current?.id).toBe('search');
    slowPage = Promise.resolve(null);
  });

  it('a remote that cannot be loaded shows a translated fallback with a retry inside the modal', async () => {
    const failing = new Set<RemoteName>(['search']);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mount({ failing });
    fireEvent.click(screen.getByRole('button', { name: 'open search' }));
    expect(await screen.findByText(en.remote.unavailableBody)).toBeTruthy();
    failing.delete('search');
    fireEvent.click(screen.getByRole('button', { name: en.remote.retry }));
    expect(await screen.findByRole('dialog', { name: 'Search the site' })).toBeTruthy();
    quiet.mockRestore();
  });

  it('SHELL-49 a modal limited to a viewport closes when the window is wider', async () => {
    const store: ModalStore = createModalStore();
    await mount({ store });
    // jsdom's window is 1024 px wide: a tablet. The mobile menu is for tablets and phones.
    fireEvent.click(screen.getByRole('button', { name: 'open menu' }));
    expect(store.getState().current?.id).toBe('mobile-menu');
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1366 });
      window.dispatchEvent(new Event('resize'));
    });
    await vi.waitFor(() => expect(store.getState().current).toBeNull());
  });
});
