import type { Language } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { href } from '@marquee/routing';
import { NavLink } from 'react-router';
import { useShell } from '../app/shell-context';
import { LanguageSwitch } from './language-switch';

/** Header: logo (links to the films home), navigation, language switch. */
export function Header({ language }: { language: Language }) {
  const { site } = useShell();
  const { t } = useTranslation('common');
  const home = href(site, language, 'Home');
  return (
    <header className="header">
      <NavLink to={home} className="header__logo" aria-label={t('header.logoLabel', { brand: site.brand })}>
        <span aria-hidden="true" className="header__logo-mark">
          ▶
        </span>
        <span className="header__brand">{site.brand}</span>
      </NavLink>
      <nav className="header__nav" aria-label={t('nav.label')}>
        <ul>
          <li>
            <NavLink to={home} end>
              {t('nav.films')}
            </NavLink>
          </li>
          <li>
            <NavLink to={href(site, language, 'Cinemas')}>{t('nav.cinemas')}</NavLink>
          </li>
          <li>
            <NavLink to={href(site, language, 'FaqHome')}>{t('nav.help')}</NavLink>
          </li>
          <li>
            <NavLink to={href(site, language, 'SearchResults')}>{t('nav.search')}</NavLink>
          </li>
          <li>
            <NavLink to={href(site, language, 'Account')}>{t('nav.account')}</NavLink>
          </li>
        </ul>
      </nav>
      <LanguageSwitch language={language} />
    </header>
  );
}
