import { completeMyRegistration } from '@marquee/api-client';
import { type TextKey, useTranslation } from '@marquee/i18n';
import type { RemoteModalProps } from '@marquee/remote-contract';
import { useSession } from '@marquee/session';
import { Modal } from '@marquee/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { originOf, readFrameMessage } from './frame-messages';
import './account-frame.css';

/** Tracking pushes go to `window.dataLayer` (CLARIFICATIONS: no third-party tag is loaded). */
function pushToDataLayer(entry: Record<string, unknown>): void {
  const w = window as { dataLayer?: unknown[] };
  if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
  w.dataLayer.push(entry);
}

/** The title of each screen the frame shows, and the name of its frame. */
const FRAME_TEXTS: Readonly<
  Record<
    'signIn' | 'signUp' | 'mail' | 'register',
    { readonly title: TextKey<'account'>; readonly frame: TextKey<'account'> }
  >
> = {
  signIn: { title: 'frame.signInTitle', frame: 'frame.signInFrame' },
  signUp: { title: 'frame.signUpTitle', frame: 'frame.signUpFrame' },
  mail: { title: 'frame.mailTitle', frame: 'frame.mailFrame' },
  register: { title: 'frame.registerTitle', frame: 'frame.registerFrame' },
};

/**
 * Modal `account-frame` (ACC-16..28): the provider's register or mail-validation screen in a
 * frame. Fullscreen and not closable when the spec says so (the payload's `frame`, computed by
 * domain-models' `signInFrame` after sign-in). It listens to the frame's messages, from the
 * provider's origin only: `parent_exchange` goes to the data layer, `register_complete` hands
 * its code to the API, `LOGIN_SUCCESSFUL` / `REGISTER_SUCCESSFUL` read the client again, `close`
 * completes: the modal closes, or the browser goes to the frame's address when a redirect is set.
 * In the app's web view it also shows the provider's sign-in or sign-up screen (ACC-17, the
 * payload's `frame.screen`); the page closes it once that sign-in completes (ACC-18).
 */
export function AccountFrameModal({ payload, close, page }: RemoteModalProps) {
  const { t } = useTranslation('account');
  const frame = payload.frame;
  const actions = useSession((state) => state.actions);
  const [failed, setFailed] = useState(false);
  const live = useRef({ actions, close, api: page.api });
  useEffect(() => {
    live.current = { actions, close, api: page.api };
  });
  const providerOrigin = frame ? originOf(frame.url) : null;

  useEffect(() => {
    if (!frame || providerOrigin === null) return;
    const refresh = () =>
      live.current.actions?.refreshClient().catch((error: unknown) => {
        console.error('account frame: the client could not be read again', error);
      });
    const onMessage = (event: MessageEvent) => {
      const action = readFrameMessage(event, providerOrigin);
      if (!action) return;
      switch (action.kind) {
        case 'exchange': {
          pushToDataLayer({ event: 'account_frame_exchange', accountFrame: action.data });
          return;
        }
        case 'register-complete':
          completeMyRegistration(live.current.api, action.code).then(
            () => {
              pushToDataLayer({ event: 'account_frame_register_complete', accountFrame: action.data });
              return refresh();
            },
            (error: unknown) => {
              console.error('account frame: the registration could not be recorded', error);
              setFailed(true);
            },
          );
          return;
        case 'refresh':
          void refresh();
          return;
        case 'close':
          if (frame.redirect) window.location.assign(frame.url);
          else live.current.close();
          return;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, providerOrigin]);

  if (!frame || providerOrigin === null) return null;
  const screen =
    frame.screen === 'sign-in'
      ? 'signIn'
      : frame.screen === 'sign-up'
        ? 'signUp'
        : frame.url.endsWith('/mail')
          ? 'mail'
          : 'register';
  return (
    <Modal
      open
      onClose={close}
      closable={frame.closable}
      title={t(FRAME_TEXTS[screen].title)}
      closeLabel={t('close')}
      variant={frame.fullscreen ? 'fullscreen' : 'centred'}
      className={frame.fullscreen ? 'account-frame account-frame--fullscreen' : 'account-frame account-frame--centred'}
      bodyClassName="account-frame__body"
    >
      {failed ? (
        <p className="account-frame__error" role="alert">
          {t('frame.failed')}
        </p>
      ) : null}
      <iframe className="account-frame__screen" src={frame.url} title={t(FRAME_TEXTS[screen].frame)} />
    </Modal>
  );
}
