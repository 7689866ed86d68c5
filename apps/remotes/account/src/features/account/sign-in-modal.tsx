import { getCinemas } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import type { RemoteModalProps } from '@marquee/remote-contract';
import { useSession } from '@marquee/session';
import { Button, Modal } from '@marquee/ui-kit';
import { useEffect, useState } from 'react';
import { SIGN_IN_BENEFIT_TEXTS, type SignInBenefit, signInBenefits } from '../../lib/sign-in-benefits';

/** The reasons to sign in (ACC-31): the favourites one needs the number of cinemas of the site. */
function useSignInBenefits(page: RemoteModalProps['page']) {
  const [benefits, setBenefits] = useState<SignInBenefit[]>(() => signInBenefits(0, page.flags));
  useEffect(() => {
    const controller = new AbortController();
    getCinemas(page.api, controller.signal).then(
      (cinemas) => setBenefits(signInBenefits(cinemas.total, page.flags)),
      () => {},
    );
    return () => controller.abort();
  }, [page.api, page.flags]);
  return benefits;
}

/**
 * The sign-in pop-in (SHELL-52, SHELL-53, ACC-29..31): why to sign in (booking; favourites
 * where the site has several cinemas; cards where subscriptions exist; films), then "Sign in"
 * and "Create account", which start the page's sign-in (the shell provides it before any modal
 * can open). Small when opened from the header; centred, with its own title, when an action
 * needs a signed-in client.
 */
function SignInPrompt(props: RemoteModalProps & { readonly required: boolean }) {
  const { close, page, required } = props;
  const { t } = useTranslation('account');
  const benefits = useSignInBenefits(page);
  // The page's sign-in (PKCE redirect to the provider, back here once signed in).
  const actions = useSession((state) => state.actions);
  const [starting, setStarting] = useState<'sign-in' | 'sign-up' | null>(null);
  const [failed, setFailed] = useState(false);
  const start = (signUp: boolean) => () => {
    if (!actions) return;
    setStarting(signUp ? 'sign-up' : 'sign-in');
    setFailed(false);
    const target = returnTarget(props.payload, window.location);
    actions.signIn({ returnTo: target, signUp }).catch((error: unknown) => {
      console.error('sign-in could not start', error);
      setStarting(null);
      setFailed(true);
    });
  };
  return (
    <Modal
      open
      onClose={close}
      title={t(required ? 'signIn.requiredTitle' : 'signIn.modalTitle')}
      closeLabel={t('close')}
      variant={required ? 'centred' : 'small'}
      className="account-sign-in"
      footer={
        <>
          <Button
            variant="black-button"
            loading={starting === 'sign-up'}
            disabled={!actions || starting !== null}
            onClick={start(true)}
          >
            {t('signIn.createAccount')}
          </Button>
          <Button loading={starting === 'sign-in'} disabled={!actions || starting !== null} onClick={start(false)}>
            {t('signIn.signIn')}
          </Button>
        </>
      }
    >
      <p className="account-sign-in__intro">{t(required ? 'signIn.requiredIntro' : 'signIn.intro')}</p>
      <ul className="account-sign-in__benefits">
        {benefits.map((benefit) => (
          <li key={benefit}>{t(SIGN_IN_BENEFIT_TEXTS[benefit])}</li>
        ))}
      </ul>
      {failed ? (
        <p className="account-sign-in__error" role="alert">
          {t('signIn.unavailable')}
        </p>
      ) : null}
    </Modal>
  );
}

/**
 * Where to come back after signing in (ACC-37): the target an action stored in the payload
 * (`returnTo`, a path of this site), else the page the prompt was opened on, without the prompt.
 */
export function returnTarget(
  payload: RemoteModalProps['payload'],
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string {
  const stored = payload.returnTo;
  if (typeof stored === 'string' && stored.startsWith('/') && !stored.startsWith('//')) return stored;
  const params = new URLSearchParams(location.search);
  params.delete('modal');
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

/** Modal `sign-in`: the small prompt opened from the header (SHELL-52). */
export function SignInModal(props: RemoteModalProps) {
  return <SignInPrompt {...props} required={props.payload.signInRequired === true} />;
}

/** Modal `sign-in-required`: the centred prompt for an action that needs a signed-in client (SHELL-53, ACC-29). */
export function SignInRequiredModal(props: RemoteModalProps) {
  return <SignInPrompt {...props} required />;
}
