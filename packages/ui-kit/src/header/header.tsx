import {
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
  useRef,
} from 'react';
import { type StickyMode, useStickyHeader } from '../hooks/use-sticky-header';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-names';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import '../internal/visually-hidden.css';
import './header.css';

/** A link component (a router's link, for client-side navigation); a plain `<a>` by default. */
export type HeaderLinkComponent = ComponentType<
  {
    href: string;
    className?: string;
    children?: ReactNode;
  } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'children'>
>;

function PlainLink({
  href,
  children,
  ...rest
}: { href: string; children?: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

export interface LogoProps {
  /** The accessible name of the logo ("Marquee, films home"). */
  label: string;
  /** The wordmark shown (the site's brand, SITE-18); default "Marquee". */
  brand?: string;
  /** Link target (the films home, SHELL-06); without it the logo is not a link (SHELL-07). */
  href?: string;
  /** The link component (a router link); a plain `<a>` by default. */
  linkComponent?: HeaderLinkComponent;
  className?: string;
}

/** The wordmark: a lit marquee sign, as a link home or as plain text. */
export function Logo({
  label,
  brand = 'Marquee',
  href,
  linkComponent: LinkComponent = PlainLink,
  className,
}: LogoProps) {
  const mark = (
    <span className="mq-logo__mark" aria-hidden="true">
      <span className="mq-logo__bulbs" />
      {brand}
    </span>
  );
  return href ? (
    <LinkComponent className={cx('mq-logo', 'mq-focusable', className)} href={href} aria-label={label}>
      {mark}
    </LinkComponent>
  ) : (
    <span className={cx('mq-logo', className)} role="img" aria-label={label}>
      {mark}
    </span>
  );
}

export interface HeaderBarProps {
  logo: ReactNode;
  /** Optional navigation (SHELL-08); shown from 1080px, the menu takes over below. */
  nav?: ReactNode;
  /** Search, account and language controls. */
  actions?: ReactNode;
  /** Sticky behaviour on desktop (SHELL-15, SHELL-16, SHELL-17); default on. */
  sticky?: boolean;
  /** When it sticks: after 68px, or a quarter of the window on pages that open with a backdrop. */
  stickyMode?: StickyMode;
  /** Dark variant (SHELL-14), for pages that open on a dark backdrop. */
  dark?: boolean;
  className?: string;
}

/**
 * The header frame: logo, optional nav, actions. On desktop it sticks past the threshold,
 * hides while scrolling down and comes back on scroll up; its place in the page stays
 * reserved, so the content never moves when it sticks. Rendered on the server unstuck.
 */
export function HeaderBar({
  logo,
  nav,
  actions,
  sticky = true,
  stickyMode = 'fixed',
  dark = false,
  className,
}: HeaderBarProps) {
  const ref = useRef<HTMLElement>(null);
  const { stuck, hidden, settled, reserved } = useStickyHeader({ enabled: sticky, mode: stickyMode }, ref);
  return (
    <div className="mq-header-slot" style={stuck && reserved !== null ? { height: reserved } : undefined}>
      <header
        ref={ref}
        className={cx(
          'mq-header',
          dark && 'mq-header--dark',
          stuck && 'mq-header--stuck',
          stuck && settled && 'mq-header--settled',
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
    </div>
  );
}

export interface NavItem {
  id: string;
  label: string;
  href: string;
  active?: boolean;
  /** External link opened in a new tab; `newTabLabel` is announced. */
  newTab?: boolean;
  /** Called on click (e.g. to open a modal instead of following the link; call `preventDefault`). */
  onSelect?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface HeaderNavProps {
  /** Name of the navigation landmark ("Main"). */
  label: string;
  items: readonly NavItem[];
  newTabLabel?: string;
  /** `horizontal` in the header bar; `vertical` in a menu panel (large touch targets, one per row). */
  orientation?: 'horizontal' | 'vertical';
  /** The link component (a router link) for the site's own pages; new-tab links stay plain `<a>`. */
  linkComponent?: HeaderLinkComponent;
  className?: string;
}

/** The main navigation: the active item carries aria-current="page"; external new-tab items are announced. */
export function HeaderNav({
  label,
  items,
  newTabLabel,
  orientation = 'horizontal',
  linkComponent: LinkComponent = PlainLink,
  className,
}: HeaderNavProps) {
  return (
    <nav className={cx('mq-nav', `mq-nav--${orientation}`, className)} aria-label={label}>
      <ul className="mq-nav__list">
        {items.map((item) => {
          const Link = item.newTab ? PlainLink : LinkComponent;
          return (
            <li key={item.id} className="mq-nav__item">
              <Link
                className="mq-nav__link mq-focusable"
                href={item.href}
                aria-current={item.active ? 'page' : undefined}
                onClick={item.onSelect}
                {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <span className="mq-nav__label">{item.label}</span>
                {item.newTab ? <Icon name="external-link" size={16} className="mq-nav__external" /> : null}
                {item.newTab && newTabLabel ? ' ' : null}
                {item.newTab && newTabLabel ? <span className="mq-visually-hidden">({newTabLabel})</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Where a header control shows its text: always, from 1080px (icon only below), or never (icon only). */
export type HeaderLabelVisibility = 'always' | 'desktop' | 'never';

interface HeaderControlProps {
  /** The control's name; shown as text per `labelVisibility`, always its accessible name. */
  label: string;
  icon?: IconName;
  /** Replaces the icon (an avatar, a language code). */
  visual?: ReactNode;
  labelVisibility?: HeaderLabelVisibility;
  /** Shown only under 1080px (the menu button) or only from 1080px. */
  only?: 'mobile' | 'desktop';
  className?: string;
}

function controlClasses(labelVisibility: HeaderLabelVisibility, only: HeaderControlProps['only'], className?: string) {
  return cx(
    'mq-header-control',
    'mq-focusable',
    `mq-header-control--label-${labelVisibility}`,
    only && `mq-header-control--${only}-only`,
    className,
  );
}

function ControlContent({ label, icon, visual, labelVisibility }: HeaderControlProps) {
  return (
    <>
      {visual ? (
        // The label names the control; what the visual says (an avatar's name) is not read twice.
        <span className="mq-header-control__visual" aria-hidden="true">
          {visual}
        </span>
      ) : icon ? (
        <Icon name={icon} className="mq-header-control__icon" />
      ) : null}
      <span className={labelVisibility === 'never' ? 'mq-visually-hidden' : 'mq-header-control__label'}>{label}</span>
    </>
  );
}

export type HeaderButtonProps = HeaderControlProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'className'>;

/**
 * A header action button (search, sign-in, profile, language, menu): a 44px target with an
 * icon or a visual, its label visible where there is room and always its accessible name.
 */
export function HeaderButton({
  label,
  icon,
  visual,
  labelVisibility = 'never',
  only,
  className,
  type = 'button',
  ...rest
}: HeaderButtonProps) {
  return (
    <button {...rest} type={type} className={controlClasses(labelVisibility, only, className)}>
      <ControlContent label={label} icon={icon} visual={visual} labelVisibility={labelVisibility} />
    </button>
  );
}

export type HeaderLinkProps = HeaderControlProps & {
  href: string;
  linkComponent?: HeaderLinkComponent;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children' | 'className' | 'href'>;

/** A header action that is a link (sign up): same look and sizes as HeaderButton. */
export function HeaderLink({
  label,
  icon,
  visual,
  labelVisibility = 'always',
  only,
  className,
  linkComponent: LinkComponent = PlainLink,
  ...rest
}: HeaderLinkProps) {
  return (
    <LinkComponent {...rest} className={controlClasses(labelVisibility, only, className)}>
      <ControlContent label={label} icon={icon} visual={visual} labelVisibility={labelVisibility} />
    </LinkComponent>
  );
}
