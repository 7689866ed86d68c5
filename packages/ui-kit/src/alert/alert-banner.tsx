import { type FocusEventHandler, type MouseEventHandler, useId } from 'react';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-names';
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
  /**
   * The banner announces itself (default): warnings as an alert, info as a status. A stack that
   * announces through live regions of its own (AlertStack) turns this off: the banner is then a
   * group named by its title.
   */
  live?: boolean;
  onMouseEnter?: MouseEventHandler<HTMLDivElement>;
  onMouseLeave?: MouseEventHandler<HTMLDivElement>;
  onFocus?: FocusEventHandler<HTMLDivElement>;
  onBlur?: FocusEventHandler<HTMLDivElement>;
}

/** One alert: level, title, subtitle, icon, optional close button. Warnings are announced assertively, info politely. */
export function AlertBanner({
  level,
  title,
  subtitle,
  icon,
  closeLabel,
  onClose,
  className,
  live = true,
  ...handlers
}: AlertBannerProps) {
  const titleId = useId();
  return (
    <div
      className={cx('mq-alert', `mq-alert--${level}`, className)}
      {...(live ? { role: level === 'warning' ? 'alert' : 'status' } : { role: 'group', 'aria-labelledby': titleId })}
      {...handlers}
    >
      <Icon name={icon ?? level} className="mq-alert__icon" />
      <div className="mq-alert__text">
        <p className="mq-alert__title" id={titleId}>
          {title}
        </p>
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
