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

/**
 * What an authentication request records (A§4, ACC-10): the client read from `accounts/me`
 * (null: nobody, ACC-12), the account site's register and email-validation addresses (null
 * where the site has none, ACC-19, ACC-20), whether the site signs in through the third-party
 * provider, and whether this browser must be signed in by a forced redirect (A§4 forced sign-in).
 */
export interface Authentication {
  readonly client: SessionClient | null;
  readonly registerUrl: string | null;
  readonly emailValidationUrl: string | null;
  readonly useThirdPartyAuth: boolean;
  readonly mustForce: boolean;
}

/** The session state and its actions. */
export interface SessionState {
  readonly status: SessionStatus;
  readonly client: SessionClient | null;
  /** The store has had its answer (a client, none, or a failure): `unknown`/`loading` are over (ACC-12). */
  readonly initialised: boolean;
  /** The account site's register address recorded at authentication (ACC-10), null when none. */
  readonly registerUrl: string | null;
  /** The account site's email-validation address recorded at authentication (ACC-10), null when none. */
  readonly emailValidationUrl: string | null;
  /** The site signs in through the third-party provider (recorded at authentication, ACC-10). */
  readonly useThirdPartyAuth: boolean;
  /** This browser must be signed in by a forced redirect (recorded at authentication, ACC-10). */
  readonly mustForce: boolean;
  /** Sign-in and sign-out, once the page provides them (null on the server and before boot). */
  readonly actions: SessionActions | null;
  /** A session is being restored or completed. */
  loading(): void;
  /** A client signed in (or was restored). */
  signedIn(client: SessionClient): void;
  /** Nobody is signed in (checked, or signed out). */
  signedOut(): void;
  /**
   * An authentication request succeeded (A§4): records the client and what came with it (ACC-10);
   * a null client means nobody: client null, the store initialised (ACC-12).
   */
  authenticated(result: Authentication): void;
  /** An authentication request failed (A§4, ACC-11, ACC-14): not logged, the store initialised. */
  authenticationFailed(): void;
  /** The page provides sign-in and sign-out. */
  provide(actions: SessionActions): void;
}

const NOTHING_RECORDED = {
  registerUrl: null,
  emailValidationUrl: null,
  useThirdPartyAuth: false,
  mustForce: false,
} as const;

/** Makes a session store; the page uses the shared one, tests and server renders make their own. */
export function createSessionStore(initial?: { readonly status?: SessionStatus; readonly client?: SessionClient }) {
  return createStore<SessionState>()((set) => ({
    status: initial?.client ? 'signed-in' : (initial?.status ?? 'unknown'),
    client: initial?.client ?? null,
    initialised: initial?.client !== undefined || initial?.status === 'anonymous' || initial?.status === 'signed-in',
    ...NOTHING_RECORDED,
    actions: null,
    loading() {
      set({ status: 'loading', client: null, initialised: false });
    },
    signedIn(client) {
      set({ status: 'signed-in', client, initialised: true });
    },
    signedOut() {
      set({ status: 'anonymous', client: null, initialised: true, ...NOTHING_RECORDED });
    },
    authenticated(result) {
      if (result.client === null) {
        set({ status: 'anonymous', client: null, initialised: true, ...NOTHING_RECORDED });
        return;
      }
      set({
        status: 'signed-in',
        client: result.client,
        initialised: true,
        registerUrl: result.registerUrl,
        emailValidationUrl: result.emailValidationUrl,
        useThirdPartyAuth: result.useThirdPartyAuth,
        mustForce: result.mustForce,
      });
    },
    authenticationFailed() {
      set({ status: 'anonymous', client: null, initialised: true, ...NOTHING_RECORDED });
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
