import type { Language } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { useSession } from '@marquee/session';
import type { NavItem } from '@marquee/ui-kit';
import type { MouseEvent } from 'react';
import { useRouteHandle } from '../../app/route-handle';
import { useShell } from '../../app/shell-context';
import { NAV_ITEM_TEXTS, type NavEntry, navEntries } from './nav-items';
import { useCinemasTarget } from './use-cinemas-target';

/** The navigation's entries for this page and visitor (flags, active page, Cinemas target, subscription). */
export function useNavEntries(language: Language): NavEntry[] {
  const { site, flags } = useShell();
  const handle = useRouteHandle();
  const cinemas = useCinemasTarget(language);
  const hasSubscription = useSession((state) => state.client?.hasSubscription === true);
  return navEntries({ site, language, flags, kind: handle?.kind, cinemas, hasSubscription });
}

/** The kit's nav items from the entries, with their translated labels. */
export function useNavItems(
  entries: readonly NavEntry[],
  onSelect?: (entry: NavEntry, event: MouseEvent<HTMLAnchorElement>) => void,
): NavItem[] {
  const { site } = useShell();
  const { t } = useTranslation('common');
  return entries.map((entry) => ({
    id: entry.id,
    label: t(NAV_ITEM_TEXTS[entry.id], { brand: site.brand }),
    href: entry.href,
    active: entry.active,
    newTab: entry.external,
    ...(onSelect ? { onSelect: (event: MouseEvent<HTMLAnchorElement>) => onSelect(entry, event) } : {}),
  }));
}
