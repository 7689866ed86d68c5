import { createContext, createElement, type ReactNode, useContext } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';

/** Alert levels (spec: warning, info). */
export type AlertLevel = 'warning' | 'info';

/** An alert message (spec entity: level, title, subtitle, autoCloseId, class, icon). */
export interface AlertMessage {
  readonly level: AlertLevel;
  readonly title: string;
  readonly subtitle?: string;
  /** Alerts with the same autoCloseId replace each other instead of piling up. */
  readonly autoCloseId?: string;
  /** Extra class for styling hooks, e.g. `voucher-error-alert`. */
  readonly class?: string;
  readonly icon?: string;
  /**
   * What the alert answers: the visitor's own action (`action`, the default: a refused position,
   * an invalid voucher, a full favourites list) or the site's own announcement (`site`: the
   * alerts of `/api/alerts`). Feedback to an action is never kept waiting behind an announcement:
   * it goes before every `site` alert in the queue, and a `site` alert on screen gives way to it
   * and comes back after it, with a full 10 s (docs/decisions/0041). Each kind stays first in,
   * first out (SHELL-74).
   */
  readonly source?: 'action' | 'site';
}

/** A queued alert with its identity. */
export interface QueuedAlert extends AlertMessage {
  readonly id: number;
}

/** Alerts close by themselves after this long (CONST: alert auto-close 10 s). */
export const ALERT_AUTO_CLOSE_MS = 10_000;

interface AlertState {
  readonly queue: readonly QueuedAlert[];
  /**
   * Adds an alert at the back of its kind (first in, first out): a `site` alert behind every
   * alert, action feedback behind the other action feedback but before every `site` alert.
   * Returns its id.
   */
  enqueue(alert: AlertMessage): number;
  /** Removes one alert (the user closed it or it timed out). */
  dismiss(id: number): void;
  /** Empties the queue (tests, sign-out). */
  clear(): void;
}

/** Makes an alert store; the page uses the shared one, tests and servers may make their own. */
export function createAlertStore() {
  let nextId = 1;
  return createStore<AlertState>()((set) => ({
    queue: [],
    enqueue(alert) {
      const id = nextId++;
      set((state) => {
        const rest = state.queue.filter((a) => alert.autoCloseId === undefined || a.autoCloseId !== alert.autoCloseId);
        const queued: QueuedAlert = { ...alert, id };
        const firstSite = alert.source === 'site' ? -1 : rest.findIndex((a) => a.source === 'site');
        if (firstSite === -1) return { queue: [...rest, queued] };
        return { queue: [...rest.slice(0, firstSite), queued, ...rest.slice(firstSite)] };
      });
      return id;
    },
    dismiss(id) {
      set((state) => ({ queue: state.queue.filter((a) => a.id !== id) }));
    },
    clear() {
      set({ queue: [] });
    },
  }));
}

/** An alert queue (what createAlertStore returns). */
export type AlertStore = StoreApi<AlertState>;

/** The one alert queue of the page in the browser (shared by the shell and every remote). */
export const alertStore: AlertStore = createAlertStore();

// The queue components read: the page's one queue by default; a server render provides a
// queue of its own per request, so nothing one request enqueues can reach another.
const AlertStoreContext = createContext<AlertStore>(alertStore);
AlertStoreContext.displayName = 'AlertStoreContext';

/** Gives the tree below it its own alert queue (one per request on the server). */
export function AlertStoreProvider({ store, children }: { readonly store: AlertStore; readonly children?: ReactNode }) {
  // createElement rather than JSX: this package compiles without a JSX setting.
  return createElement(AlertStoreContext.Provider, { value: store }, children);
}

/** The alert queue of the tree (to enqueue or dismiss from an event handler). */
export function useAlertQueue(): AlertStore {
  return useContext(AlertStoreContext);
}

/** React hook over the tree's alert queue. */
export function useAlertStore<T>(selector: (state: AlertState) => T): T {
  return useStore(useContext(AlertStoreContext), selector);
}

/** The alert shown now: the oldest in the queue, or undefined. */
export function currentAlert(state: Pick<AlertState, 'queue'>): QueuedAlert | undefined {
  return state.queue[0];
}
