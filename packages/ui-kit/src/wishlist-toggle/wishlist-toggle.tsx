import { Icon } from '../icon/icon';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import './wishlist-toggle.css';

export interface WishlistToggleProps {
  /** In the wishlist. */
  pressed: boolean;
  /**
   * Called with the next state. Without it the button has no handler of its own: the page
   * handles every such button with one delegated listener and sets `aria-pressed` itself (film
   * cards in markup that is not hydrated); the heart follows `aria-pressed` in CSS.
   */
  onPressedChange?: (pressed: boolean) => void;
  /** Accessible name, stable across states ("Add Dune to my wishlist"); aria-pressed tells the state. */
  label: string;
  /** Visible text next to the heart; icon-only without it. */
  text?: string;
  disabled?: boolean;
  className?: string;
  /** Data attributes for a delegated listener (`data-wish="dune"`). */
  [data: `data-${string}`]: string | undefined;
}

/** A heart toggle for the wishlist (an intention toward a film). */
export function WishlistToggle({
  pressed,
  onPressedChange,
  label,
  text,
  disabled,
  className,
  ...data
}: WishlistToggleProps) {
  return (
    <button
      {...data}
      type="button"
      className={cx('mq-wishlist', 'mq-focusable', text && 'mq-wishlist--text', className)}
      aria-pressed={pressed}
      aria-label={text ? undefined : label}
      disabled={disabled}
      onClick={onPressedChange ? () => onPressedChange(!pressed) : undefined}
    >
      {/* Both hearts, one shown by aria-pressed: a page that sets the attribute itself needs no re-render. */}
      <Icon name="heart" className="mq-wishlist__empty" />
      <Icon name="heart-filled" className="mq-wishlist__full" />
      {text ? <span>{text}</span> : null}
    </button>
  );
}
