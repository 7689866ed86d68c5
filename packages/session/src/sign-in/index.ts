export type { FrameSignIn, SignedInUser, SignInFlow, SignInFlowOptions, StateStorage } from './flow';
export { createSignInFlow } from './flow';
export type { BrowserTraits, SilentLoginOutcome } from './rules';
export {
  CallbackError,
  callbackError,
  isForcedSignInBrowser,
  mustForceSignIn,
  hasCookie,
  INVALID_STATE,
  isSignInCallback,
  isRetryableTokenFailure,
  isSilentLoginError,
  LoginRequiredError,
  MISSING_CONFIGURATION,
  MissingConfigurationError,
  silentLoginOutcome,
  TOKEN_REQUEST_RETRIES,
  SILENT_LOGIN_ERRORS,
  STALE_EARLY_SECONDS,
  tokenIsStale,
} from './rules';
