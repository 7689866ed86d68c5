import { getCinemas, getWebview } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import type { RemoteModalProps } from '@marquee/remote-contract';
import { Button, LinkButton, Modal } from '@marquee/ui-kit';
import { useEffect, useState } from 'react';
import { type SignInBenefit, signInBenefits } from './account-page';

interface SignInLinks {
  readonly urlLogin: string;
  readonly urlSignup: string;
}

/**
 * What the sign-in prompt needs from the API: the identity provider's sign-in and sign-up
 * addresses (`webview`, A§7) and the number of cinemas (the favourites benefit, ACC-31).
 */
function useSignInData(page: RemoteModalProps['page']) {
  const [links, setLinks] = useState<SignInLinks | null | 'failed'>(null);
  const [benefits, setBenefits] = useState<SignInBenefit[]>(() => signInBenefits(0, page.flags));
  useEffect(() => {
    const controller = new AbortController();
    getWebview(page.api, undefined, controller.signal).then(
      (answer) => setLinks({ urlLogin: answer.urlLogin, urlSignup: answer.urlSignup }),
      () => {
        if (!controller.signal.aborted) setLinks('failed');
      },
    );
    getCinemas(page.api, controller.signal).then(
      (cinemas) => setBenefits(signInBenefits(cinemas.total, page.flags)),
      () => {},
    );
    return () => controller.abort();
  }, [page.api, page.flags]);
  return { links, benefits };
}

/**
 * The sign-in pop-in (SHELL-52, SHELL-53, ACC-29..31): why to sign in (booking; favourites
 * where the site has several cinemas; cards where subscriptions exist; films), then "Sign in"
 * and "Create account", which go to the identity provider's addresses. Small when opened from
 * the header; centred, with its own title, when an action needs a signed-in client.
 */
function SignInPrompt({ close, page, required }: RemoteModalProps & { readonly required: boolean }) {
  const { t } = useTranslation('account');
  const { links, benefits } = useSignInData(page);
  const ready = links !== null && links !== 'failed' ? links : null;
  return (
    <Modal
      open
      onClose={close}
      title={t(required ? 'signIn.requiredTitle' : 'signIn.modalTitle')}
      closeLabel={t('close')}
      variant={required ? 'centred' : 'small'}
      className="account-sign-in"
      footer={
        ready ? (
          <>
            <LinkButton variant="black-button" href={ready.urlSignup}>
              {t('signIn.createAccount')}
            </LinkButton>
            <LinkButton href={ready.urlLogin}>{t('signIn.signIn')}</LinkButton>
          </>
        ) : (
          <>
            <Button variant="black-button" loading={links === null} disabled={links === 'failed'}>
              {t('signIn.createAccount')}
            </Button>
            <Button loading={links === null} disabled={links === 'failed'}>
              {t('signIn.signIn')}
            </Button>
          </>
        )
      }
    >
      <p className="account-sign-in__intro">{t(required ? 'signIn.requiredIntro' : 'signIn.intro')}</p>
      <ul className="account-sign-in__benefits">
        {benefits.map((benefit) => (
          <li key={benefit}>{t(`signIn.benefits.${benefit}`)}</li>
        ))}
      </ul>
      {links === 'failed' ? (
        <p className="account-sign-in__error" role="alert">
          {t('signIn.unavailable')}
        </p>
      ) : null}
    </Modal>
  );
}

/** Modal `sign-in`: the small prompt opened from the header (SHELL-52). */
export function SignInModal(props: RemoteModalProps) {
  return <SignInPrompt {...props} required={props.payload.signInRequired === true} />;
}

/** Modal `sign-in-required`: the centred prompt for an action that needs a signed-in client (SHELL-53, ACC-29). */
export function SignInRequiredModal(props: RemoteModalProps) {
  return <SignInPrompt {...props} required />;
}
