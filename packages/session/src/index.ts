export type {
  Authentication,
  SessionActions,
  SessionClient,
  SessionState,
  SessionStatus,
  SessionStore,
} from './session-store';
export {
  createSessionStore,
  SessionStoreProvider,
  sessionStore,
  useSession,
  useSessionStoreApi,
} from './session-store';
export type { SignInRequiredPayload } from './require-sign-in';
export { requireSignIn, sitePath } from './require-sign-in';
