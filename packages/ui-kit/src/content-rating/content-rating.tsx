import { cx } from '../internal/cx';
import './content-rating.css';

export interface ContentRatingProps {
  /** The rating code as shown ("TP", "-12", "16+"). */
  rating: string;
  /** Its meaning, read by screen readers and shown as a tooltip ("Not suitable under 12"). */
  label: string;
  className?: string;
}

function severity(rating: string): 'all' | 'teen' | 'adult' {
  const age = Number.parseInt(rating.replace(/\D/g, ''), 10);
  if (Number.isNaN(age) || age < 12) return 'all';
  return age < 16 ? 'teen' : 'adult';
}

/** A content-rating mark; its meaning is the accessible name. */
export function ContentRating({ rating, label, className }: ContentRatingProps) {
  return (
    <span
      className={cx('mq-rating', `mq-rating--${severity(rating)}`, className)}
      role="img"
      aria-label={label}
      title={label}
    >
      <span aria-hidden="true">{rating}</span>
    </span>
  );
}
