export type { SessionActions, SessionClient, SessionState, SessionStatus, SessionStore } from './session-store';
export {
  createSessionStore,
  SessionStoreProvider,
  sessionStore,
  useSession,
  useSessionStoreApi,
} from './session-store';
