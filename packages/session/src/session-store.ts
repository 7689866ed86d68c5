import { createContext, createElement, type ReactNode, useContext } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';

/** Where sign-in stands (A§4 "Auth status: loading, then authenticated or not"). */
export type SessionStatus = 'unknown' | 'anonymous' | 'signed-in';

/** The signed-in client as the page shows it (the header's avatar, the profile pop-in, tracking). */
export interface SessionClient {
  readonly id: string;
  /** Full name, shown in the profile pop-in. */
  readonly name: string;
  readonly email: string;
  /** Photo address, or null when the client has none (the placeholder counts as none). */
  readonly avatar: string | null;
  /** Initials shown when there is no photo (avatarFallback). */
  readonly initials: string;
  /** The client holds a subscription (the subscription-pass entry of the navigation, SHELL-30). */
  readonly hasSubscription: boolean;
}

/** The session state and its actions. */
export interface SessionState {
  readonly status: SessionStatus;
  readonly client: SessionClient | null;
  /** A client signed in (or was restored). */
  signedIn(client: SessionClient): void;
  /** Nobody is signed in (checked, or signed out). */
  signedOut(): void;
}

/** Makes a session store; the page uses the shared one, tests and server renders make their own. */
export function createSessionStore(initial?: { readonly status?: SessionStatus; readonly client?: SessionClient }) {
  return createStore<SessionState>()((set) => ({
    status: initial?.client ? 'signed-in' : (initial?.status ?? 'unknown'),
    client: initial?.client ?? null,
    signedIn(client) {
      set({ status: 'signed-in', client });
    },
    signedOut() {
      set({ status: 'anonymous', client: null });
    },
  }));
}

/** A session store (what createSessionStore returns). */
export type SessionStore = StoreApi<SessionState>;

/** The page's one session store in the browser. */
export const sessionStore: SessionStore = createSessionStore();

const SessionStoreContext = createContext<SessionStore>(sessionStore);
SessionStoreContext.displayName = 'SessionStoreContext';

/** Gives the tree below it its own session store (one per request on the server: always `unknown`). */
export function SessionStoreProvider({
  store,
  children,
}: {
  readonly store: SessionStore;
  readonly children?: ReactNode;
}) {
  return createElement(SessionStoreContext.Provider, { value: store }, children);
}

/** The session store of the tree (for event handlers). */
export function useSessionStoreApi(): SessionStore {
  return useContext(SessionStoreContext);
}

/** React hook over the tree's session store. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useContext(SessionStoreContext), selector);
}
