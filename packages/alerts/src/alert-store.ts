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
}

/** A queued alert with its identity. */
export interface QueuedAlert extends AlertMessage {
  readonly id: number;
}

/** Alerts close by themselves after this long (CONST: alert auto-close 10 s). */
export const ALERT_AUTO_CLOSE_MS = 10_000;

interface AlertState {
  readonly queue: readonly QueuedAlert[];
  /** Adds an alert at the back of the queue (first in, first out); returns its id. */
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
      set((state) => ({
        queue: [
          ...state.queue.filter((a) => alert.autoCloseId === undefined || a.autoCloseId !== alert.autoCloseId),
          { ...alert, id },
        ],
      }));
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
