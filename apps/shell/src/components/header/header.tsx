import type { Language } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { useModalStore, useModals } from '@marquee/modals';
import { href } from '@marquee/routing';
import { useSession } from '@marquee/session';
import { Avatar, HeaderBar, HeaderButton, HeaderLink, HeaderNav, Icon, Logo } from '@marquee/ui-kit';
import { useShell } from '../../app/shell-context';
import { ENDONYMS } from './endonyms';
import { RouterLink } from './router-link';
import { useNavEntries, useNavItems } from './use-nav';
import { usePageHeader } from './use-page-header';
import './header.css';

/**
 * The site's header (SHELL-06..17): the logo to the films home, the navigation (from 1080px;
 * a menu below), the search button, sign-up and sign-in where `authenticationEnabled`, the
 * signed-in client's avatar, the language switch. Sticky on desktop as the page asks.
 * Rendered on the server for a visitor not signed in (the session is unknown there): the
 * avatar takes the sign-in button's place after hydration, in a slot of the same size.
 */
export function Header({ language, light = false }: { language: Language; light?: boolean }) {
  const { site, flags } = useShell();
  const { t } = useTranslation('common');
  const modals = useModals();
  const open = useModalStore((state) => state.current?.id ?? null);
  const client = useSession((state) => (state.status === 'signed-in' ? state.client : null));
  const page = usePageHeader();
  const entries = useNavEntries(language);
  const items = useNavItems(entries.filter((entry) => entry.placement === 'everywhere'));
  const show = (id: 'search' | 'sign-in' | 'profile' | 'language-switch' | 'mobile-menu') => () =>
    modals.getState().open(id);

  const logo = (
    <Logo
      brand={site.brand}
      label={t('header.logoLabel', { brand: site.brand })}
      href={href(site, language, 'Home')}
      linkComponent={RouterLink}
    />
  );
  // ROUTE-51: the not-found page has the light, empty header: the logo home and nothing else (the
  // page itself offers the ways out).
  if (light) return <HeaderBar logo={logo} sticky={false} />;

  return (
    <HeaderBar
      sticky={page.sticky ?? true}
      stickyMode={page.backdrop ? 'quarter-window' : 'fixed'}
      dark={page.dark ?? false}
      logo={logo}
      nav={<HeaderNav label={t('nav.label')} items={items} newTabLabel={t('nav.newTab')} linkComponent={RouterLink} />}
      actions={
        <>
          {flags.authenticationEnabled && !client ? (
            <HeaderLink
              label={t('header.signUp')}
              href={href(site, language, 'Account')}
              linkComponent={RouterLink}
              only="desktop"
              className="mq-header-control--outlined"
            />
          ) : null}
          <HeaderButton
            label={t('header.search')}
            icon="search"
            labelVisibility="desktop"
            aria-haspopup="dialog"
            aria-expanded={open === 'search'}
            data-needs-network=""
            onClick={show('search')}
          />
          {flags.authenticationEnabled ? (
            client ? (
              <HeaderButton
                label={t('header.profile', { name: client.name })}
                visual={<Avatar name={client.name} src={client.avatar} initials={client.initials} size={32} />}
                aria-haspopup="dialog"
                aria-expanded={open === 'profile'}
                onClick={show('profile')}
              />
            ) : (
              <HeaderButton
                label={t('header.signIn')}
                icon="user"
                aria-haspopup="dialog"
                aria-expanded={open === 'sign-in'}
                onClick={show('sign-in')}
              />
            )
          ) : null}
          <HeaderButton
            label={t('language.button', { language: ENDONYMS[language] })}
            visual={
              <>
                <Icon name="globe" />
                <span className="mq-header-control__code" aria-hidden="true">
                  {language.toUpperCase()}
                </span>
              </>
            }
            aria-haspopup="dialog"
            aria-expanded={open === 'language-switch'}
            onClick={show('language-switch')}
          />
          <HeaderButton
            label={t('header.menu')}
            icon="menu"
            only="mobile"
            aria-haspopup="dialog"
            aria-expanded={open === 'mobile-menu'}
            onClick={show('mobile-menu')}
          />
        </>
      }
    />
  );
}
