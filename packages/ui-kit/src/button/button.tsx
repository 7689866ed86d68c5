import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-names';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import '../internal/visually-hidden.css';
import './button.css';

/** The cta types of the spec (promotion ctaType): none is a text link. */
export type CtaType = 'none' | 'yellow-button' | 'black-button' | 'book-now';

/** Button sizes; `lg` is a 52px touch target, the default 44px. */
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  /** Visual type (default `yellow-button`). */
  variant?: CtaType;
  size?: ButtonSize;
  /** Icon shown before the text. */
  icon?: IconName;
  /** Stretch to the container width. */
  block?: boolean;
  children: ReactNode;
}

function classes(variant: CtaType, size: ButtonSize, block: boolean | undefined, className: string | undefined) {
  return cx(
    'mq-button',
    'mq-focusable',
    `mq-button--${variant}`,
    `mq-button--${size}`,
    block && 'mq-button--block',
    className,
  );
}

export interface ButtonProps extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Busy: keeps the width, announces the label, refuses clicks. */
  loading?: boolean;
}

/** A button in one of the cta types. */
export function Button({
  variant = 'yellow-button',
  size = 'md',
  icon,
  block,
  loading,
  className,
  children,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={classes(variant, size, block, className)}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? undefined : rest.onClick}
    >
      {loading ? <span className="mq-button__spinner" aria-hidden="true" /> : icon ? <Icon name={icon} /> : null}
      <span className="mq-button__text">{children}</span>
    </button>
  );
}

export interface LinkButtonProps extends CommonProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  href: string;
  /** Open in a new tab; `newTabLabel` (e.g. "opens in a new tab") is then announced after the text. */
  newTab?: boolean;
  /** Screen-reader text for a new-tab link; required when `newTab` is set. */
  newTabLabel?: string;
}

/** A link that looks like a button (or, with variant `none`, like a link); new-tab links are announced. */
export function LinkButton({
  variant = 'yellow-button',
  size = 'md',
  icon,
  block,
  newTab,
  newTabLabel,
  className,
  children,
  ...rest
}: LinkButtonProps) {
  return (
    <a
      {...rest}
      className={classes(variant, size, block, className)}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {icon ? <Icon name={icon} /> : null}
      <span className="mq-button__text">{children}</span>
      {newTab ? (
        <>
          <Icon name="external-link" size={16} className="mq-button__external" />
          {newTabLabel ? ' ' : null}
          {newTabLabel ? <span className="mq-visually-hidden">({newTabLabel})</span> : null}
        </>
      ) : null}
    </a>
  );
}
