import { useTranslation } from '@marquee/i18n';
import { isSignInCallback } from '@marquee/session/sign-in/markers';
import { IDENTITY_CALLBACK_PATH } from '@marquee/site-config';
import { data, type LoaderFunctionArgs } from 'react-router';
import './sign-in-callback.css';

/**
 * The loader of the exact-path callback (ACC-15): an address with a code or an error, and a
 * state, is the provider coming back (the browser completes it before anything renders); any
 * other `/callback` is not found, like any unknown address.
 */
export function signInCallbackLoader({ request }: LoaderFunctionArgs): null {
  if (!isSignInCallback(request.url, IDENTITY_CALLBACK_PATH)) throw data({ kind: 'Error' }, { status: 404 });
  return null;
}

/** What the callback shows while the browser completes it: a calm wait, announced politely. */
export function SignInCallback() {
  const { t } = useTranslation('common');
  return (
    <div className="shell-sign-in-callback">
      <p role="status" className="shell-sign-in-callback__status">
        <span className="shell-sign-in-callback__ring" aria-hidden="true" />
        <span>{t('signIn.completing')}</span>
      </p>
    </div>
  );
}
