import { isSignInCallback } from '@marquee/session/sign-in/markers';
import { IDENTITY_CALLBACK_PATH } from '@marquee/site-config';

/** The marker of a browser that signed in (no token in it: the session itself is the provider's). */
export const SESSION_MARKER_COOKIE = 'marquee_session';

/** True when the address is this site's sign-in callback (exact path, code or error, and state: ACC-15). */
export function isCallbackAddress(href: string): boolean {
  return isSignInCallback(href, IDENTITY_CALLBACK_PATH);
}

/** True when this browser signed in before (the marker cookie is there). */
export function hasSessionMarker(cookie: string): boolean {
  return cookie.split(/;\s*/).some((pair) => pair === `${SESSION_MARKER_COOKIE}=1`);
}
