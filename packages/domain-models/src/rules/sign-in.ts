/** The client fields the sign-in frame rules read (A§4). */
export interface FrameClient {
  readonly registered: boolean;
  readonly emailVerify: boolean;
  readonly firstLogin: boolean;
}

/** Site facts the sign-in frame needs. */
export interface FrameContext {
  /** Base of the account site (settings `clientUrl`). */
  readonly clientUrl: string;
  readonly language: string;
  /** Register / mail-validation addresses exist on this site (A§2: "only for certain websites"). */
  readonly accountUrls: boolean;
  /** The site signs in through the third-party provider. */
  readonly thirdPartyAuth: boolean;
  /** Forced sign-in mode is on. */
  readonly forced: boolean;
}

/** A§2: register address "built from the client url, the language and /register". */
export function registerUrl(clientUrl: string, language: string): string {
  return `${clientUrl.replace(/\/+$/, '')}/${language}/register`;
}

/** A§2: mail-validation address "built from the client url, the language and ... /mail". */
export function mailValidationUrl(clientUrl: string, language: string): string {
  return `${clientUrl.replace(/\/+$/, '')}/${language}/mail`;
}

/** What the account frame shows and how. */
export interface FrameState {
  /** The address the frame shows, or null when the client has nothing left to do. */
  readonly url: string | null;
  readonly fullscreen: boolean;
  readonly closable: boolean;
  /** The browser navigates to the frame address on close. */
  readonly redirect: boolean;
}

/**
 * A§4: "If not registered, the frame shows the register url. If registered, email not
 * verified and not first login, it shows the email-validation url. The frame is fullscreen
 * and not closable when not registered, or when email is verified and not first login. A
 * redirect is flagged when that holds and third-party auth and a forced mode are on."
 */
export function signInFrame(client: FrameClient, context: FrameContext): FrameState {
  let url: string | null = null;
  if (context.accountUrls) {
    if (!client.registered) url = registerUrl(context.clientUrl, context.language);
    else if (!client.emailVerify && !client.firstLogin) url = mailValidationUrl(context.clientUrl, context.language);
  }
  const fullscreen = !client.registered || (client.emailVerify && !client.firstLogin);
  return { url, fullscreen, closable: !fullscreen, redirect: fullscreen && context.thirdPartyAuth && context.forced };
}

/** Browser facts the forced sign-in rule reads (A§4). */
export interface BrowserFacts {
  readonly mobile: boolean;
  /** Inside the mobile app's web view. */
  readonly app: boolean;
  readonly safari: boolean;
  readonly chromeVersion: number | null;
  readonly storageRestricted: boolean;
  readonly firefox: boolean;
  readonly serviceWorker: boolean;
  readonly oldIeOrEdge: boolean;
  readonly indexedDb: boolean;
}

/** A§9: "Minimum browser version 76 for a storage pressure check." */
export const STORAGE_CHECK_MIN_CHROME = 76;
/** CLARIFICATIONS: custom-login cookie names. */
export const CUSTOM_LOGIN_COOKIE = 'custom_login';
/** CLARIFICATIONS: the retry cookie of the custom login. */
export const CUSTOM_LOGIN_RETRY_COOKIE = 'custom_login_retry';

/**
 * A§4: "Forced sign-in applies on certain browsers (mobile non-app, Safari, Chrome with
 * restricted storage, Firefox without service worker, old IE/Edge without indexedDB) when a
 * custom-login cookie exists and its retry cookie does not."
 */
export function shouldForceSignIn(
  browser: BrowserFacts,
  cookies: { readonly customLogin: boolean; readonly customLoginRetry: boolean },
): boolean {
  if (!cookies.customLogin || cookies.customLoginRetry) return false;
  return (
    (browser.mobile && !browser.app) ||
    browser.safari ||
    (browser.chromeVersion !== null &&
      browser.chromeVersion >= STORAGE_CHECK_MIN_CHROME &&
      browser.storageRestricted) ||
    (browser.firefox && !browser.serviceWorker) ||
    (browser.oldIeOrEdge && !browser.indexedDb)
  );
}
