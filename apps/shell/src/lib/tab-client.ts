import { readStorage, removeStorage, writeStorage } from './storage';

/**
 * The signed-in client of this tab (docs/decisions/0048-pwa-offline.md, "The session offline"):
 * its id in the tab's session storage, written when the page records a client and removed when
 * the session ends here (sign-out, a session the provider ended). An offline reload, which
 * cannot restore the session (the token lived in the page's memory on fr, ch, be and nl, in the
 * API's cookie on tn, sn, ci and ma), finds the client's copy in the worker's private cache by it. The id is not a credential: the API answers nothing
 * to it without a token, and no token, code or refresh token is ever stored (decisions 0036, 0037).
 */

/** Where the tab keeps its client's id (session storage; beside the sign-in's other keys, lib/sign-in.ts). */
export const TAB_CLIENT_KEY = 'marquee.sign-in.client';

/** The ids the API gives clients (the provider's `sub`): printable, no spaces, bounded. */
const CLIENT_ID = /^[\x21-\x7e]{1,200}$/;

/** Remembers the tab's client; an id that is not one (empty, too long, control characters) forgets it instead. */
export function rememberTabClient(id: string): void {
  if (CLIENT_ID.test(id)) writeStorage(TAB_CLIENT_KEY, id, 'session');
  else forgetTabClient();
}

/** The tab's client id, or null (never signed in in this tab, signed out, or storage unreadable). */
export function tabClient(): string | null {
  const id = readStorage(TAB_CLIENT_KEY, 'session');
  return id !== null && CLIENT_ID.test(id) ? id : null;
}

/** The session ended in this tab: its client is forgotten. */
export function forgetTabClient(): void {
  removeStorage(TAB_CLIENT_KEY, 'session');
}
