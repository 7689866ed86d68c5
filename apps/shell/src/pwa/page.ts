/**
 * The page's side of the installable, offline site (docs/decisions/0048-pwa-offline.md), loaded
 * after the page's `load` event in production builds only (entry.tsx), so it costs the first load
 * nothing: registers the service worker, shows the offline state (a banner with the time of the
 * copy the page shows), says so when a control that needs the network is used offline, and shows
 * the "new version" notice whose Reload button lets the waiting worker take over and reloads.
 * Plain DOM outside the React root: nothing here is server-rendered or hydrated.
 */
import { alertStore } from '@marquee/alerts';
import type { Language } from '@marquee/domain-models';
import { formatTime } from '@marquee/i18n';
import { BOOTSTRAP_ELEMENT_ID } from '@marquee/remote-contract';
import { sessionStore } from '@marquee/session';
import type { SiteConfig } from '@marquee/site-config';
import { Workbox } from 'workbox-window';
import { tabClient } from '../lib/tab-client';
import { startOfflineSession } from './offline-session';
import { type CopyMessage, OFFLINE_COPY_META, type PageMessage, SERVICE_WORKER_PATH } from './sw-protocol';

/** The shell's `pwa.*` texts the page shows. */
interface PwaTexts {
  readonly offline: string;
  readonly savedAt: string;
  readonly offlineNoCopy: string;
  readonly needsNetwork: string;
  readonly sessionCopy: string;
  readonly newVersion: string;
  readonly reload: string;
}

/**
 * Controls that need the network, which offline say so instead of acting: the booking hand-off,
 * the favourite and wishlist hearts (the kit's WishlistToggle), the search (header button, search
 * field) and anything marked `data-needs-network`.
 */
export const NEEDS_NETWORK_SELECTOR = [
  '[data-needs-network]',
  'a[href*="/api/booking/"]',
  '.mq-wishlist',
  '.mq-search__form',
].join(', ');

/** The `pwa` texts of the page language, from the shell's texts the edge inlined. */
function pwaTexts(): PwaTexts | undefined {
  try {
    const data = JSON.parse(document.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent ?? '{}') as {
      translations?: Record<string, { pwa?: PwaTexts }>;
    };
    const language = document.documentElement.lang;
    return data.translations?.[language]?.pwa ?? Object.values(data.translations ?? {})[0]?.pwa;
  } catch {
    return undefined;
  }
}

function icon(name: 'warning' | 'info'): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('class', 'mq-icon mq-alert__icon');
  svg.setAttribute('width', '20');
  svg.setAttribute('height', '20');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const use = document.createElementNS('http://www.w3.org/2000/svg', 'use');
  use.setAttribute('href', `#mq-icon-${name}`);
  svg.append(use);
  return svg;
}

/** A kit alert banner (its classes, as the kit's AlertBanner writes them), in the shell's corner for these notices. */
function banner(
  level: 'warning' | 'info',
  className: string,
): { root: HTMLDivElement; title: HTMLParagraphElement; subtitle: HTMLParagraphElement; text: HTMLDivElement } {
  let corner = document.querySelector<HTMLDivElement>('.shell-pwa');
  if (!corner) {
    corner = document.createElement('div');
    corner.className = 'shell-pwa mq-alert-stack';
    document.body.append(corner);
  }
  const root = document.createElement('div');
  root.className = `mq-alert mq-alert--${level} ${className}`;
  root.setAttribute('role', 'status');
  const text = document.createElement('div');
  text.className = 'mq-alert__text';
  const title = document.createElement('p');
  title.className = 'mq-alert__title';
  const subtitle = document.createElement('p');
  subtitle.className = 'mq-alert__subtitle';
  text.append(title, subtitle);
  root.append(icon(level), text);
  corner.append(root);
  return { root, title, subtitle, text };
}

/** The offline state: a banner while offline or while the page is a kept copy, with the copy's time. */
class OfflineState {
  #savedAt: string | null;
  /** The session is the visitor's copy saved then (ISO), not a live one (offline-session.ts). */
  #sessionSavedAt: string | null = null;
  #sessionLine: HTMLParagraphElement | undefined;
  #view: ReturnType<typeof banner> | undefined;
  readonly #texts: PwaTexts;
  readonly #site: SiteConfig;

  constructor(texts: PwaTexts, site: SiteConfig) {
    this.#texts = texts;
    this.#site = site;
    // The worker marks a page it answered from its copy (empty content: the offline page, no copy).
    const meta = document.querySelector<HTMLMetaElement>(`meta[name="${OFFLINE_COPY_META}"]`);
    this.#savedAt = meta ? meta.content : null;
    window.addEventListener('online', () => this.#render());
    window.addEventListener('offline', () => this.#render());
    this.#render();
  }

  get offline(): boolean {
    return !navigator.onLine || this.#savedAt !== null;
  }

  /** An answer of the page was a copy saved at `savedAt`: the banner shows the oldest. */
  copy(savedAt: string): void {
    if (!this.#savedAt || savedAt < this.#savedAt) this.#savedAt = savedAt;
    this.#render();
  }

  /** The session shown is the visitor's copy saved at `savedAt` (ISO), or no longer (null). */
  sessionCopy(savedAt: string | null): void {
    this.#sessionSavedAt = savedAt;
    this.#render();
  }

  /** The copy's time as the site writes its showtimes: 24-hour, the site's time zone. */
  #timeOf(date: Date): string {
    const language = (document.documentElement.lang || this.#site.defaultLanguage) as Language;
    return formatTime(date, { language, timeZone: this.#site.timeZone, country: this.#site.code });
  }

  #render(): void {
    const offline = this.offline;
    document.documentElement.toggleAttribute('data-offline', offline);
    if (!offline) {
      this.#view?.root.remove();
      this.#view = undefined;
      this.#sessionLine = undefined;
      return;
    }
    this.#view ??= banner('warning', 'shell-pwa__offline');
    this.#view.title.textContent = this.#texts.offline;
    const saved = this.#savedAt ? new Date(this.#savedAt) : null;
    this.#view.subtitle.textContent =
      saved && !Number.isNaN(saved.getTime())
        ? this.#texts.savedAt.replace('{{time}}', this.#timeOf(saved))
        : this.#savedAt === ''
          ? this.#texts.offlineNoCopy
          : '';
    this.#view.root.dataset.savedAt = this.#savedAt ?? '';
    const session = this.#sessionSavedAt ? new Date(this.#sessionSavedAt) : null;
    if (session && !Number.isNaN(session.getTime())) {
      if (!this.#sessionLine) {
        this.#sessionLine = document.createElement('p');
        this.#sessionLine.className = 'mq-alert__subtitle shell-pwa__session';
        this.#view.text.append(this.#sessionLine);
      }
      this.#sessionLine.textContent = this.#texts.sessionCopy.replace('{{time}}', this.#timeOf(session));
    } else {
      this.#sessionLine?.remove();
      this.#sessionLine = undefined;
    }
  }
}

/** Offline, a press on a control that needs the network says so (the kit's alert) instead of acting. */
function guardNetworkControls(state: OfflineState, texts: PwaTexts): void {
  const refuse = (event: Event) => {
    if (!state.offline || navigator.onLine) return;
    const target = event.target instanceof Element ? event.target.closest(NEEDS_NETWORK_SELECTOR) : null;
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    alertStore
      .getState()
      .enqueue({ level: 'warning', title: texts.needsNetwork, autoCloseId: 'offline-needs-network' });
  };
  document.addEventListener('click', refuse, true);
  document.addEventListener('submit', refuse, true);
}

/** The "new version" notice: Reload lets the waiting worker take over, then the page reloads on the new version. */
function newVersionNotice(workbox: Workbox, texts: PwaTexts): void {
  if (document.querySelector('.shell-pwa__update')) return;
  const view = banner('info', 'shell-pwa__update');
  view.title.textContent = texts.newVersion;
  view.subtitle.remove();
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'mq-button mq-focusable mq-button--yellow-button mq-button--sm';
  button.textContent = texts.reload;
  button.addEventListener('click', () => {
    button.disabled = true;
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  });
  view.text.append(button);
}

/** Starts the page's side: the worker, the offline state, the guards and the notice. */
export function startPwa(site: SiteConfig): void {
  const texts = pwaTexts();
  if (!texts || !('serviceWorker' in navigator)) return;
  const state = new OfflineState(texts, site);
  guardNetworkControls(state, texts);
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<CopyMessage>) => {
    if (event.data?.type === 'marquee:copy') state.copy(event.data.savedAt);
  });
  const workbox = new Workbox(SERVICE_WORKER_PATH, { scope: '/' });
  workbox.addEventListener('waiting', () => newVersionNotice(workbox, texts));
  void workbox.register().then(
    () => {
      // Copies this page was answered with before this module ran.
      const ask: PageMessage = { type: 'marquee:copies?' };
      navigator.serviceWorker.controller?.postMessage(ask);
    },
    (error: unknown) => console.warn('service worker: not registered', error),
  );
  // Offline after a reload (the page's sign-in cannot restore the session): the client's copy stands for it.
  startOfflineSession({
    session: sessionStore,
    caches: window.caches,
    language: () => document.documentElement.lang,
    show: (savedAt) => state.sessionCopy(savedAt),
  });
  // A visitor whose session ends here (signed out, or ended at the provider: the page's sign-in
  // forgets the tab's client first) takes their kept answers with them (the worker also sees the
  // API's logout). A session only out of reach (offline, the provider down: the tab keeps its
  // client, like the marker) keeps them for the next offline reload.
  let signedIn = sessionStore.getState().status === 'signed-in';
  sessionStore.subscribe((session) => {
    if (session.status === 'signed-in') signedIn = true;
    else if (session.status === 'anonymous') {
      if (signedIn && tabClient() === null) {
        const message: PageMessage = { type: 'marquee:signed-out' };
        navigator.serviceWorker.controller?.postMessage(message);
      }
      signedIn = false;
    }
  });
}
