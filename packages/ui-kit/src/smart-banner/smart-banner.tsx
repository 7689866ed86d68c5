import { Icon } from '../icon/icon';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import './smart-banner.css';

export interface SmartBannerProps {
  title: string;
  subtitle?: string;
  /** Store link. */
  href: string;
  ctaLabel: string;
  closeLabel: string;
  /** Called by the close button; the owner records the hide state (SHELL-72). */
  onClose: () => void;
  /** Name of the region ("Get the app"). */
  label: string;
  className?: string;
}

/** Invites mobile users to install the app (SHELL-71); hidden from tablet width up. */
export function SmartBanner({
  title,
  subtitle,
  href,
  ctaLabel,
  closeLabel,
  onClose,
  label,
  className,
}: SmartBannerProps) {
  return (
    <section className={cx('mq-smart-banner', className)} aria-label={label}>
      <button type="button" className="mq-smart-banner__close mq-focusable" aria-label={closeLabel} onClick={onClose}>
        <Icon name="close" size={18} />
      </button>
      <span className="mq-smart-banner__icon" aria-hidden="true">
        M
      </span>
      <span className="mq-smart-banner__text">
        <span className="mq-smart-banner__title">{title}</span>
        {subtitle ? <span className="mq-smart-banner__subtitle">{subtitle}</span> : null}
      </span>
      <a className="mq-smart-banner__cta mq-focusable" href={href}>
        {ctaLabel}
      </a>
    </section>
  );
}
