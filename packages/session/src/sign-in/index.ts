export type { SignedInUser, SignInFlow, SignInFlowOptions, StateStorage } from './flow';
export { createSignInFlow } from './flow';
export {
  callbackError,
  INVALID_STATE,
  isSignInCallback,
  isSilentLoginError,
  SILENT_LOGIN_ERRORS,
  STALE_EARLY_SECONDS,
  tokenIsStale,
} from './rules';
