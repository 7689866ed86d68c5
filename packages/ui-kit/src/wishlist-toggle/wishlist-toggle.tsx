import { Icon } from '../icon/icon';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import './wishlist-toggle.css';

export interface WishlistToggleProps {
  /** In the wishlist. */
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  /** Accessible name, stable across states ("Add Dune to my wishlist"); aria-pressed tells the state. */
  label: string;
  /** Visible text next to the heart; icon-only without it. */
  text?: string;
  disabled?: boolean;
  className?: string;
}

/** A heart toggle for the wishlist (an intention toward a film). */
export function WishlistToggle({ pressed, onPressedChange, label, text, disabled, className }: WishlistToggleProps) {
  return (
    <button
      type="button"
      className={cx('mq-wishlist', 'mq-focusable', text && 'mq-wishlist--text', className)}
      aria-pressed={pressed}
      aria-label={text ? undefined : label}
      disabled={disabled}
      onClick={() => onPressedChange(!pressed)}
    >
      <Icon name={pressed ? 'heart-filled' : 'heart'} />
      {text ? <span>{text}</span> : null}
    </button>
  );
}
