import { createContext, createElement, type ReactNode, useContext } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';

/**
 * Where sign-in stands (A§4, ACC-07, ACC-08): `unknown` until the browser checks (always on the
 * server), `loading` while a session is restored or a sign-in completes, then `signed-in` or
 * `anonymous`.
 */
export type SessionStatus = 'unknown' | 'loading' | 'anonymous' | 'signed-in';

/** What the page can ask of sign-in (the shell provides it; remotes call it from their handlers). */
export interface SessionActions {
  /** Goes to the provider's sign-in (or sign-up) screen; back on `returnTo` once signed in. */
  signIn(options: { readonly returnTo: string; readonly signUp?: boolean }): Promise<void>;
  /** Forgets the session here and at the provider (`/v2/logout`). */
  signOut(): Promise<void>;
  /** Reads the client again (`accounts/me`; A§4: the frame's LOGIN_SUCCESSFUL / REGISTER_SUCCESSFUL). */
  refreshClient(): Promise<void>;
}

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
  /** Sign-in and sign-out, once the page provides them (null on the server and before boot). */
  readonly actions: SessionActions | null;
  /** A session is being restored or completed. */
  loading(): void;
  /** A client signed in (or was restored). */
  signedIn(client: SessionClient): void;
  /** Nobody is signed in (checked, or signed out). */
  signedOut(): void;
  /** The page provides sign-in and sign-out. */
  provide(actions: SessionActions): void;
}

/** Makes a session store; the page uses the shared one, tests and server renders make their own. */
export function createSessionStore(initial?: { readonly status?: SessionStatus; readonly client?: SessionClient }) {
  return createStore<SessionState>()((set) => ({
    status: initial?.client ? 'signed-in' : (initial?.status ?? 'unknown'),
    client: initial?.client ?? null,
    actions: null,
    loading() {
      set({ status: 'loading', client: null });
    },
    signedIn(client) {
      set({ status: 'signed-in', client });
    },
    signedOut() {
      set({ status: 'anonymous', client: null });
    },
    provide(actions) {
      set({ actions });
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
