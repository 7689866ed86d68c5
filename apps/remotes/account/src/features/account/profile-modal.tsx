import { useTranslation } from '@marquee/i18n';
import type { RemoteModalProps } from '@marquee/remote-contract';
import { useSession, useSessionStoreApi } from '@marquee/session';
import { Avatar, Button, Icon, Modal } from '@marquee/ui-kit';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { profileLinks } from './profile-links';

/**
 * The profile pop-in (SHELL-54, ACC-32, ACC-33): the client's name, links to the profile, my
 * advantages (fr) or favourite cinemas (elsewhere, where favourites exist), my bookings, and
 * sign out. Opened without a signed-in client (signed out meanwhile), it closes.
 */
export function ProfileModal({ close, page }: RemoteModalProps) {
  const { t } = useTranslation('account');
  const client = useSession((state) => (state.status === 'signed-in' ? state.client : null));
  const session = useSessionStoreApi();
  useEffect(() => {
    if (!client) close();
  }, [client, close]);
  if (!client) return null;
  const signOut = () => {
    // The identity provider's logout comes with the sign-in issue; the page forgets the client now.
    session.getState().signedOut();
    close();
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
                {t(`profile.links.${link.id}`)}
                <Icon name="chevron-right" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Button variant="black-button" block onClick={signOut} className="account-profile__sign-out">
        {t('profile.signOut')}
      </Button>
    </Modal>
  );
}
