import { cx } from '../internal/cx';
import './seats-indicator.css';

/** How full a showtime is (domain-models' `seatFill`): the gauge shows 1, 2 or 3 bars, full crosses it out. */
export type SeatsLevel = 'open' | 'filling' | 'almost-full' | 'full';

export interface SeatsIndicatorProps {
  level: SeatsLevel;
  /** What it says ("Almost full", "42 seats left"): the level is never told by colour alone. */
  label: string;
  className?: string;
}

const BARS: Record<SeatsLevel, number> = { open: 1, filling: 2, 'almost-full': 3, full: 3 };

/**
 * A showtime's fill: a small gauge (its shape tells the level: bars filled, a stroke across when
 * full) and a text. Inline in a showtime button or a line of the details panel; the icon is
 * decorative, the text is what a screen reader reads.
 */
export function SeatsIndicator({ level, label, className }: SeatsIndicatorProps) {
  const filled = BARS[level];
  return (
    <span className={cx('mq-seats', `mq-seats--${level}`, className)}>
      <svg className="mq-seats__gauge" viewBox="0 0 14 12" width="14" height="12" aria-hidden="true" focusable="false">
        {[0, 1, 2].map((bar) => (
          <rect
            key={bar}
            className={bar < filled ? 'mq-seats__bar mq-seats__bar--on' : 'mq-seats__bar'}
            x={bar * 5}
            y={8 - bar * 4}
            width="4"
            height={4 + bar * 4}
            rx="1"
          />
        ))}
        {level === 'full' ? <path className="mq-seats__cross" d="M1 11 13 1" /> : null}
      </svg>
      <span className="mq-seats__label">{label}</span>
    </span>
  );
}
