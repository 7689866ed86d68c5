import { alertStore } from '@marquee/alerts';
import { modalFromSearch, modalStore } from '@marquee/modals';
import {
  deviceHint,
  HYDRATING_ATTRIBUTE,
  modalRenderedOpen,
  PAGE_OWNERS,
  pageCookies,
  type RemoteName,
  resolvePage,
} from '@marquee/remote-contract';
import { sessionStore } from '@marquee/session';
import { type ApiClient, createApiClient, preloadCalls } from '@marquee/api-client';
import type { Language } from '@marquee/domain-models';
import type { Flags } from '@marquee/feature-flags';
import { createI18n, readLanguageCookie, resolveLanguage, type TextKey } from '@marquee/i18n';
import { isPageKind, match, type PageKind, pathLanguage } from '@marquee/routing';
import type { SiteConfig } from '@marquee/site-config';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { startErrorBeacon } from '../lib/error-beacon';
import { createRemoteLoader } from '../lib/remote-loader';
import { createPageSignIn, isCallbackAddress } from '../lib/page-sign-in';
import { fetchCommonTexts } from '../lib/texts';
import { readBootstrapData, type RouterHydrationData } from './bootstrap-data';
import { HydrationMark, ShellProviders } from './providers';
import { createRoutes } from './router';
import type { ShellServices, Texts } from './shell-context';

declare global {
  interface Window {
    /** react-router reads the server's loader data here when the browser router is created. */
    __staticRouterHydrationData?: RouterHydrationData;
    /** Errors React recovered from while hydrating (a mismatch between server and browser); tests read it. */
    __marqueeHydrationErrors?: string[];
  }
}

/** Pages only a signed-in client sees: the guard sends an anonymous visitor to sign in (ACC-39). */
const SIGNED_IN_PAGES: ReadonlySet<PageKind> = new Set<PageKind>([
  'AccountPage',
  'AccountFavoriteCinemas',
  'AccountBookings',
]);

/**
 * Opens the modal the address names (`?modal=…`) once the page is live; one the server rendered
 * open (a showtime's panel) is open already.
 */
/**
 * The API's calls and their schemas load at the first call (docs/decisions/0032); the visitor's
 * first press, touch or key starts fetching them, so the navigation or day change it leads to
 * rarely waits for them.
 */
function warmApiCallsOnIntent(): void {
  const events = ['pointerdown', 'touchstart', 'keydown'] as const;
  const warm = () => {
    for (const type of events) window.removeEventListener(type, warm, true);
    preloadCalls().catch(() => {
      // Offline or a replaced deploy: the call that needs them will say so.
    });
  };
  for (const type of events) window.addEventListener(type, warm, { capture: true, passive: true });
}

function openModalFromAddress(): void {
  const modal = modalFromSearch(window.location.search);
  if (modal && modalStore.getState().current?.id !== modal.id) modalStore.getState().open(modal.id, modal.payload);
}

/** Lets the browser run what waits (input, paint) before the next step. */
/** The texts of the two sign-in warnings. */
const SIGN_IN_WARNINGS: Readonly<
  Record<'unavailable' | 'failed', { title: TextKey<'common'>; subtitle: TextKey<'common'> }>
> = {
  unavailable: { title: 'signIn.unavailableTitle', subtitle: 'signIn.unavailableSubtitle' },
  failed: { title: 'signIn.failedTitle', subtitle: 'signIn.failedSubtitle' },
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Boots a country site in the browser. A page the edge rendered is hydrated: the remotes it
 * shows are loaded first (their texts came with the page), then React takes over the server's
 * HTML. Otherwise the page is rendered from scratch.
 */
export async function boot(site: SiteConfig, container: HTMLElement, flags: Flags): Promise<void> {
  const bootstrap = await readBootstrapData(document);
  // Errors of the remotes' code go to the edge, counted per version (docs/decisions/0049).
  startErrorBeacon(bootstrap.remotes, window);
  // One API client per language; client-API calls carry the signed-in token (A§7).
  const clients = new Map<Language, ApiClient>();
  const api = (lang: Language): ApiClient => {
    let client = clients.get(lang);
    if (!client) {
      client = createApiClient({ baseUrl: window.location.origin, language: lang, accessToken: signIn.token });
      clients.set(lang, client);
    }
    return client;
  };
  // Sign-in unreachable on a page that needs it (ERR-12, ERR-13): an alert, once the texts are there
  // (start() runs after the first render).
  let signInUnavailable = () => {};
  const pageLanguage = (): Language =>
    pathLanguage(site, window.location.pathname) ??
    resolveLanguage({
      cookieLanguage: readLanguageCookie(document.cookie),
      browserLanguages: navigator.languages,
      site,
    });
  const signIn = createPageSignIn({
    site,
    session: sessionStore,
    api: () => api(pageLanguage()),
    clearCaches: () => {
      for (const client of clients.values()) client.clearCache();
    },
    language: pageLanguage,
    device: bootstrap.ssr?.device ?? deviceHint({ userAgent: navigator.userAgent }),
    needsSignIn: (pathname) => SIGNED_IN_PAGES.has(match(site, pathname)?.kind as PageKind),
    openModal: (id, payload) => modalStore.getState().open(id, payload),
    closeModal: (id) => modalStore.getState().close(id),
    onUnavailable: () => signInUnavailable(),
  });
  // The sign-in callback (ACC-15) is completed before anything renders; the page then shows the
  // address the visitor signed in from, rendered here (the server's HTML was the callback's).
  const callback = isCallbackAddress(window.location.href);
  let signInFailed = false;
  if (callback) {
    const completed = await signIn.completeCallback(window.location.href);
    // In the hidden frame of a silent renewal the parent has its answer: nothing to show.
    if (completed === null) return;
    signInFailed = completed.failed;
    window.history.replaceState(null, '', completed.back);
  }
  const ssr = callback ? undefined : bootstrap.ssr;
  const language: Language = ssr?.language ?? pageLanguage();
  const inlined = bootstrap.translations?.[language];
  const resources: Record<string, Texts> = { ...(inlined ? { common: inlined } : {}), ...ssr?.texts };
  const i18n = await createI18n({
    language,
    resources: Object.keys(resources).length > 0 ? resources : undefined,
    variables: { brand: site.brand },
  });

  const frozenRegions = new Map<RemoteName, string>();
  const services: ShellServices = {
    site,
    environment: bootstrap.environment,
    flags,
    remotes: createRemoteLoader(bootstrap.remotes),
    api,
    origin: window.location.origin,
    commonTexts: (lang) => fetchCommonTexts(site.code, lang),
    remoteTexts: (_name, remote, lang) => remote.loadTranslations(site.code, lang),
    renderer: 'browser',
    renderedAt: ssr ? new Date(ssr.renderedAt) : new Date(),
    alerts: alertStore,
    modals: modalStore,
    session: sessionStore,
    // Hydration renders for the device the server rendered for; a page rendered here, for this one.
    device: ssr?.device ?? deviceHint({ userAgent: navigator.userAgent }),
    cookies: () => pageCookies(document.cookie),
    frozenRegions,
  };
  const routes = createRoutes(services, i18n, language);
  /** A sign-in warning in the page language: `unavailable` (ERR-12, ERR-13) or `failed` (a callback that failed). */
  const signInWarning = (kind: 'unavailable' | 'failed') => {
    const t = i18n.getFixedT(i18n.language, 'common');
    alertStore.getState().enqueue({
      level: 'warning',
      title: t(SIGN_IN_WARNINGS[kind].title),
      subtitle: t(SIGN_IN_WARNINGS[kind].subtitle),
      autoCloseId: `sign-in-${kind}`,
    });
  };
  signInUnavailable = () => signInWarning('unavailable');
  const startSession = () => {
    warmApiCallsOnIntent();
    openModalFromAddress();
    void signIn.start();
    // A failed callback says so, translated, on the page it landed on (never a loop, never blank).
    if (signInFailed) {
      signInFailed = false;
      signInWarning('failed');
    }
  };

  if (!ssr) {
    const router = createBrowserRouter(routes);
    createRoot(container).render(
      <ShellProviders services={services} i18n={i18n}>
        <RouterProvider router={router} />
        <HydrationMark mode="rendered" onMark={startSession} />
      </ShellProviders>,
    );
    return;
  }

  // The code of every region the server rendered, before hydrating. A remote the browser
  // cannot load keeps the server's HTML (readable, its links work) instead of a fallback.
  // A lazy page's own module too (route ids are `language:Kind:path`).
  const renderedKinds = Object.keys(ssr.router.loaderData)
    .map((id) => id.split(':')[1])
    .filter((kind): kind is PageKind => kind !== undefined && isPageKind(kind));
  await Promise.all(
    ssr.remotes.map(async (name) => {
      try {
        const remote = await services.remotes.load(name);
        await Promise.all(
          renderedKinds.filter((kind) => PAGE_OWNERS[kind] === name).map((kind) => resolvePage(remote, kind)),
        );
      } catch (error) {
        const region = container.querySelector(`.remote[data-remote="${name}"]`);
        if (region) frozenRegions.set(name, region.innerHTML);
        console.warn(`remote "${name}" could not be loaded: its region keeps the server's HTML`, error);
      }
    }),
  );
  // Each step below in its own task (the browser paints and handles input between them): after
  // the remotes' modules resolve, building the router (ranking every route of the site) and
  // starting the hydration made one task of ~60 ms at 4x CPU slowdown on a phone.
  await nextTask();
  // The modal the server rendered open (a showtime's own address) is open when hydrating too.
  const renderedOpen = modalRenderedOpen(window.location.search);
  if (renderedOpen) modalStore.getState().open(renderedOpen.id, renderedOpen.payload);
  window.__staticRouterHydrationData = ssr.router;
  window.__marqueeHydrationErrors = [];
  // Static regions keep the server's HTML while this attribute is on (HydrationMark removes it).
  document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, '');
  const router = createBrowserRouter(routes);
  await nextTask();
  // Hydrating inside a transition lets React yield to the browser every few milliseconds
  // instead of blocking the main thread for the whole tree (one long task on a phone).
  startTransition(() => {
    hydrateRoot(
      container,
      <ShellProviders services={services} i18n={i18n}>
        <RouterProvider router={router} />
        <HydrationMark mode="hydrated" onMark={startSession} />
      </ShellProviders>,
      {
        onRecoverableError(error, info) {
          const message = error instanceof Error ? error.message : String(error);
          window.__marqueeHydrationErrors?.push(message);
          console.error(
            'hydration: React recovered from an error (server and browser disagree)',
            message,
            info.componentStack,
          );
        },
      },
    );
  });
}
