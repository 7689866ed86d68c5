import type { FocusEventHandler, MouseEventHandler } from 'react';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icons';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import './alert.css';

/** Alert levels of the spec (SHELL-73). */
export type AlertLevel = 'warning' | 'info';

export interface AlertBannerProps {
  level: AlertLevel;
  title: string;
  subtitle?: string;
  /** Icon; by default warning or info. */
  icon?: IconName;
  /** Accessible name of the close button; the banner is closable when onClose is set. */
  closeLabel?: string;
  onClose?: () => void;
  className?: string;
  onMouseEnter?: MouseEventHandler<HTMLDivElement>;
  onMouseLeave?: MouseEventHandler<HTMLDivElement>;
  onFocus?: FocusEventHandler<HTMLDivElement>;
  onBlur?: FocusEventHandler<HTMLDivElement>;
}

/** One alert: level, title, subtitle, icon, optional close button. Warnings are announced assertively. */
export function AlertBanner({
  level,
  title,
  subtitle,
  icon,
  closeLabel,
  onClose,
  className,
  ...handlers
}: AlertBannerProps) {
  return (
    <div
      className={cx('mq-alert', `mq-alert--${level}`, className)}
      role={level === 'warning' ? 'alert' : 'status'}
      {...handlers}
    >
      <Icon name={icon ?? level} className="mq-alert__icon" />
      <div className="mq-alert__text">
        <p className="mq-alert__title">{title}</p>
        {subtitle ? <p className="mq-alert__subtitle">{subtitle}</p> : null}
      </div>
      {onClose ? (
        <button type="button" className="mq-alert__close mq-focusable" aria-label={closeLabel} onClick={onClose}>
          <Icon name="close" size={18} />
        </button>
      ) : null}
    </div>
  );
}
