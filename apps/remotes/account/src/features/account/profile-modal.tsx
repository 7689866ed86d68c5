import { useTranslation } from '@marquee/i18n';
import type { RemoteModalProps } from '@marquee/remote-contract';
import { useSession, useSessionStoreApi } from '@marquee/session';
import { Avatar, Button, Icon, Modal } from '@marquee/ui-kit';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PROFILE_LINK_TEXTS, profileLinks } from '../../lib/profile-links';

/**
 * The profile pop-in (SHELL-54, ACC-32, ACC-33): the client's name, links to the profile, my
 * advantages (fr) or favourite cinemas (elsewhere, where favourites exist), my bookings, and
 * sign out. Opened without a signed-in client (signed out meanwhile), it closes.
 */
export function ProfileModal({ close, page }: RemoteModalProps) {
  const { t } = useTranslation('account');
  const client = useSession((state) => (state.status === 'signed-in' ? state.client : null));
  const session = useSessionStoreApi();
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!client) close();
  }, [client, close]);
  if (!client) return null;
  // Sign-out (ACC-38): the page forgets the token, its caches and its marker, then the provider's
  // logout (`/v2/logout`) ends the session there and comes back to the site.
  const signOut = () => {
    const actions = session.getState().actions;
    if (!actions) {
      session.getState().signedOut();
      close();
      return;
    }
    setLeaving(true);
    actions.signOut().catch((error: unknown) => {
      console.error('sign-out failed', error);
      setLeaving(false);
    });
  };
  return (
    <Modal
      open
      onClose={close}
      title={
        <span className="account-profile__title">
          <span aria-hidden="true">
            <Avatar name={client.name} src={client.avatar} initials={client.initials} size={40} />
          </span>
          <span>{client.name}</span>
        </span>
      }
      closeLabel={t('close')}
      variant="small"
      className="account-profile"
    >
      <nav aria-label={t('profile.label')}>
        <ul className="account-profile__links">
          {profileLinks(page.site, page.language, page.flags).map((link) => (
            <li key={link.id}>
              <Link className="account-profile__link" to={page.href(link.kind, link.params)} onClick={close}>
                {t(PROFILE_LINK_TEXTS[link.id])}
                <Icon name="chevron-right" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Button variant="black-button" block loading={leaving} onClick={signOut} className="account-profile__sign-out">
        {t('profile.signOut')}
      </Button>
    </Modal>
  );
}
