import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-names';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import './filter.css';

/** A filter option (a version, an experience, a genre). */
export interface FilterOption {
  id: string;
  label: string;
  /** Count shown after the label. */
  count?: number;
  /** An icon of the sprite before the label (an experience's, an accessibility need's); the label names the chip. */
  icon?: IconName;
}

export interface FilterChipsProps {
  /** Name of the group ("Versions"). */
  label: string;
  options: readonly FilterOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  className?: string;
}

/** A row of toggle chips (several can be on). */
export function FilterChips({ label, options, value, onChange, className }: FilterChipsProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset.
    <div className={cx('mq-chips', className)} role="group" aria-label={label}>
      {options.map((option) => {
        const on = value.includes(option.id);
        return (
          <button
            key={option.id}
            type="button"
            className="mq-chip mq-focusable"
            aria-pressed={on}
            onClick={() => onChange(on ? value.filter((id) => id !== option.id) : [...value, option.id])}
          >
            {option.icon ? <Icon name={option.icon} size={18} /> : null}
            {option.label}
            {option.count !== undefined ? ' ' : null}
            {option.count !== undefined ? <span className="mq-chip__count">{option.count}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
