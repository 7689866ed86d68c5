export type { SignedInUser, SignInFlow, SignInFlowOptions, StateStorage } from './flow';
export { createSignInFlow } from './flow';
export type { BrowserTraits } from './rules';
export {
  CallbackError,
  callbackError,
  isForcedSignInBrowser,
  mustForceSignIn,
  hasCookie,
  INVALID_STATE,
  isSignInCallback,
  isSilentLoginError,
  SILENT_LOGIN_ERRORS,
  STALE_EARLY_SECONDS,
  tokenIsStale,
} from './rules';
