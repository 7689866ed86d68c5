import type { SessionStatus } from './session-store';

/** What the sign-in-required modal is opened with (the modal payload's keys, `@marquee/modals`). */
export interface SignInRequiredPayload {
  readonly signInRequired: true;
  /** A path of this site, navigated to once signed in (ACC-37). */
  readonly returnTo: string;
}

/**
 * An action that needs a signed-in client (A§4, ACC-36, ACC-37). Signed in: the action runs now
 * and `true` is returned. Otherwise the centred sign-in modal opens (`sign-in-required`, with
 * `returnTo` stored in its payload, carried through the provider in the OIDC state) and `false`
 * is returned; after signing in the browser comes back to `returnTo`.
 *
 * ```ts
 * const session = useSessionStoreApi();
 * const { open } = useModals();
 * const onFavourite = () =>
 *   requireSignIn(session.getState().status, open, `${location.pathname}#favourite`, () => toggle());
 * ```
 * A target that is not a path of this site (`//host`, `https://…`) is replaced by `/`.
 */
export function requireSignIn(
  status: SessionStatus,
  open: (id: 'sign-in-required', payload: SignInRequiredPayload) => void,
  returnTo: string,
  action?: () => void,
): boolean {
  if (status === 'signed-in') {
    action?.();
    return true;
  }
  open('sign-in-required', { signInRequired: true, returnTo: sitePath(returnTo) });
  return false;
}

/** A path of this site, or `/` for anything else (no open redirect through the stored target). */
export function sitePath(target: string): string {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/';
}
