import { Icon } from '../icon/icon';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import './emotion-picker.css';

/** The emotions of the spec. */
export type Emotion = 'disappointed' | 'liked' | 'loved';

export const EMOTIONS: readonly Emotion[] = ['disappointed', 'liked', 'loved'];

export interface EmotionPickerProps {
  value: Emotion | null;
  /** Called with the emotion, or null when the chosen one is pressed again. */
  onChange: (emotion: Emotion | null) => void;
  /** Name of the group ("How did you find it?") and of each emotion. */
  labels: { group: string } & Record<Emotion, string>;
  /** Counts per emotion, shown under each. */
  counts?: Partial<Record<Emotion, string>>;
  disabled?: boolean;
  /** On a phone (below 700 px): the faces alone, 44 px each, every one keeping its word as its accessible name. */
  facesOnPhone?: boolean;
  className?: string;
}

/** Three toggle buttons (one pressed at most) to record how a film felt. */
export function EmotionPicker({
  value,
  onChange,
  labels,
  counts,
  disabled,
  facesOnPhone,
  className,
}: EmotionPickerProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset.
    <div
      className={cx('mq-emotions', facesOnPhone && 'mq-emotions--faces-on-phone', className)}
      role="group"
      aria-label={labels.group}
    >
      {EMOTIONS.map((emotion) => (
        <button
          key={emotion}
          type="button"
          className={cx('mq-emotion', 'mq-focusable', `mq-emotion--${emotion}`)}
          aria-pressed={value === emotion}
          disabled={disabled}
          onClick={() => onChange(value === emotion ? null : emotion)}
        >
          <Icon name={`emotion-${emotion}`} size={28} />
          <span className="mq-emotion__label">{labels[emotion]}</span>
          {counts?.[emotion] ? <span className="mq-emotion__count">{counts[emotion]}</span> : null}
        </button>
      ))}
    </div>
  );
}
