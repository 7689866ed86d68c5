import type { ReactNode } from 'react';
import { useStickyHeader } from '../hooks/use-sticky-header';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import '../internal/visually-hidden.css';
import './header.css';

export interface LogoProps {
  /** The brand name, the accessible name of the logo. */
  label: string;
  /** Link target (the films home, SHELL-06); without it the logo is not a link (SHELL-07). */
  href?: string;
  className?: string;
}

/** The Marquee wordmark, as a link home or as plain text. */
export function Logo({ label, href, className }: LogoProps) {
  const mark = (
    <span className="mq-logo__mark" aria-hidden="true">
      MARQUEE
    </span>
  );
  return href ? (
    <a className={cx('mq-logo', 'mq-focusable', className)} href={href} aria-label={label}>
      {mark}
    </a>
  ) : (
    <span className={cx('mq-logo', className)} role="img" aria-label={label}>
      {mark}
    </span>
  );
}

export interface HeaderBarProps {
  logo: ReactNode;
  /** Optional navigation (SHELL-08). */
  nav?: ReactNode;
  /** Search, account and language controls. */
  actions?: ReactNode;
  /** Sticky behaviour on desktop (SHELL-15, SHELL-16, SHELL-17); default on. */
  sticky?: boolean;
  /** Dark variant (SHELL-14). */
  dark?: boolean;
  className?: string;
}

/** The header frame: logo, optional nav, actions; sticks on desktop and hides while scrolling down. */
export function HeaderBar({ logo, nav, actions, sticky = true, dark = false, className }: HeaderBarProps) {
  const { stuck, hidden } = useStickyHeader({ enabled: sticky });
  return (
    <header
      className={cx(
        'mq-header',
        dark && 'mq-header--dark',
        stuck && 'mq-header--stuck',
        stuck && hidden && 'mq-header--hidden',
        className,
      )}
    >
      <div className="mq-header__inner">
        {logo}
        {nav ? <div className="mq-header__nav">{nav}</div> : null}
        {actions ? <div className="mq-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}

export interface NavItem {
  id: string;
  label: string;
  href: string;
  active?: boolean;
  /** External link opened in a new tab; `newTabLabel` is announced. */
  newTab?: boolean;
}

export interface HeaderNavProps {
  /** Name of the navigation landmark ("Main"). */
  label: string;
  items: readonly NavItem[];
  newTabLabel?: string;
}

/** The main navigation: the active item carries aria-current="page". */
export function HeaderNav({ label, items, newTabLabel }: HeaderNavProps) {
  return (
    <nav className="mq-nav" aria-label={label}>
      <ul className="mq-nav__list">
        {items.map((item) => (
          <li key={item.id}>
            <a
              className="mq-nav__link mq-focusable"
              href={item.href}
              aria-current={item.active ? 'page' : undefined}
              {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {item.label}
              {item.newTab && newTabLabel ? ' ' : null}
              {item.newTab && newTabLabel ? <span className="mq-visually-hidden">({newTabLabel})</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
