import * as v from 'valibot';
import { type LocatorCookie, LocatorCookieSchema } from '../entities/client';
import { LOCATOR_COOKIE } from './constants';

/**
 * The value of the locator cookie (`cgp_locator`, A§3, ENT-39) as the browser stores it: the
 * selection as JSON, URI-encoded (cookie values may not hold quotes, commas or semicolons).
 */
export function locatorCookieValue(selection: LocatorCookie): string {
  return encodeURIComponent(JSON.stringify({ type: selection.type, value: selection.value }));
}

/**
 * The visitor's cinema selection from a `Cookie` header or `document.cookie`: null when the
 * cookie is absent or not a valid selection (a broken cookie is as good as none). The kind is
 * canonical (`around` reads as `position`, `fav` as `favorite`).
 */
export function readLocatorCookie(cookies: string): LocatorCookie | null {
  const prefix = `${LOCATOR_COOKIE.name}=`;
  const raw = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(LocatorCookieSchema, JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
