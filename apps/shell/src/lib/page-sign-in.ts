import { SIGN_IN_COOKIES, signInMode } from '@marquee/domain-models';
import type { SessionActions } from '@marquee/session';
import { hasCookie } from '@marquee/session/sign-in/markers';
import type { PageSignIn, PageSignInOptions } from './sign-in';
import { hasSessionMarker } from './sign-in-marker';

export { isCallbackAddress } from './sign-in-marker';

/**
 * The page's sign-in (lib/sign-in.ts), whose code is fetched only when there is something to do:
 * a callback to complete, a session this browser had to restore (its marker cookie, or the
 * token-cookie sites' login cookie), or a visitor who asks to sign in or out. A visitor who never
 * signed in on this browser — most of them — loads none of it: the page records them as signed
 * out, and the session's actions load it on first use.
 */
export function createPageSignIn(options: PageSignInOptions): PageSignIn {
  const { session } = options;
  let loaded: PageSignIn | null = null;
  let loading: Promise<PageSignIn> | undefined;
  const load = (): Promise<PageSignIn> => {
    loading ??= import('./sign-in').then((module) => {
      // It provides the session's actions itself, replacing the ones below.
      loaded = module.createPageSignIn(options);
      return loaded;
    });
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  /** The loaded sign-in's own action (it replaced these in the store when it was created). */
  const act = async <K extends keyof SessionActions>(name: K): Promise<SessionActions[K]> => {
    await load();
    const actions = session.getState().actions;
    if (!actions || actions === lazyActions) throw new Error('sign-in: the page did not provide its actions');
    return actions[name];
  };
  const lazyActions: SessionActions = {
    signIn: async (request) => (await act('signIn'))(request),
    signOut: async () => (await act('signOut'))(),
    refreshClient: async () => (await act('refreshClient'))(),
  };
  session.getState().provide(lazyActions);

  return {
    token: () => loaded?.token() ?? null,
    completeCallback: async (href) => (await load()).completeCallback(href),
    async start() {
      if (session.getState().status !== 'unknown') return;
      const cookies = document.cookie;
      const cookieMode = signInMode(options.site.code) === 'token-cookie';
      const customLogin = cookieMode && hasCookie(cookies, SIGN_IN_COOKIES.customLogin);
      if (hasSessionMarker(cookies) || customLogin) {
        await (await load()).start();
        return;
      }
      // Never signed in here: signed out, and a page that needs a client sends the visitor to sign in (ACC-39).
      session.getState().signedOut();
      const here = window.location.pathname;
      if (options.needsSignIn?.(here)) {
        await lazyActions.signIn({ returnTo: `${here}${window.location.search}${window.location.hash}` });
      }
    },
  };
}
