/**
 * What a page reads of the address and the cookies before it loads any sign-in code (A§4): kept
 * apart from ./rules so a first load carries these two and not the sign-in rules.
 */

/**
 * True when an address is the sign-in callback: exactly the callback path, with a `state` and
 * either a `code` or an `error` (A§4, ACC-15). Anything else is a page like any other.
 */
export function isSignInCallback(url: URL | string, callbackPath: string): boolean {
  const parsed = typeof url === 'string' ? new URL(url) : url;
  if (parsed.pathname !== callbackPath) return false;
  const params = parsed.searchParams;
  return params.has('state') && (params.has('code') || params.has('error'));
}

/** True when a cookie of that name is in a Cookie header / document.cookie. */
export function hasCookie(cookies: string, name: string): boolean {
  return cookies.split(/;\s*/).some((pair) => pair.split('=')[0] === name && pair.length > name.length + 1);
}
