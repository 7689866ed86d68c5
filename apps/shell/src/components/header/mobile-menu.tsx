import { useTranslation } from '@marquee/i18n';
import { useModals } from '@marquee/modals';
import { HeaderNav, SidePanel } from '@marquee/ui-kit';
import type { MouseEvent } from 'react';
import type { ShellModalProps } from '../modal-outlet';
import type { NavEntry } from './nav-items';
import { RouterLink } from './router-link';
import { useNavEntries, useNavItems } from './use-nav';

/**
 * The mobile and tablet menu (modal `mobile-menu`, at most tablet wide, SHELL-49): every entry
 * of the navigation, the mobile-only ones included (wallet, account, search). A panel over the
 * page: focus stays inside and returns to the menu button, Escape closes it. Choosing Search
 * opens the search modal in its place; any other entry closes it (a new page resets modals, and
 * the current page's entry closes it too).
 */
export function MobileMenu({ close, language }: ShellModalProps) {
  const { t } = useTranslation('common');
  const modals = useModals();
  const entries = useNavEntries(language);
  const select = (entry: NavEntry, event: MouseEvent<HTMLAnchorElement>) => {
    if (entry.id === 'search') {
      event.preventDefault();
      modals.getState().open('search');
      return;
    }
    if (!entry.external) close();
  };
  const items = useNavItems(entries, select);
  return (
    <SidePanel open onClose={close} title={t('header.menu')} closeLabel={t('modal.close')} className="shell-menu">
      <HeaderNav
        label={t('nav.label')}
        items={items}
        newTabLabel={t('nav.newTab')}
        orientation="vertical"
        linkComponent={RouterLink}
      />
    </SidePanel>
  );
}
