import { type FormEvent, useId, useRef } from 'react';
import { Icon } from '../icon/icon';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import './search-field.css';

/** A past search selection (spec: title, subtitle, url). */
export interface SearchHistoryItem {
  title: string;
  subtitle?: string;
  url: string;
}

export interface SearchFieldLabels {
  /** Label of the input ("Search films, cinemas…"). */
  input: string;
  clear: string;
  /** Heading of the history list ("Recent searches"). */
  history: string;
}

export interface SearchFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  onSubmit?: (value: string) => void;
  labels: SearchFieldLabels;
  placeholder?: string;
  /** Past selections, shown while the field is empty. */
  history?: readonly SearchHistoryItem[];
  onHistorySelect?: (item: SearchHistoryItem) => void;
  autoFocus?: boolean;
  className?: string;
}

/** A search box with a clear button and, while empty, the list of past selections. */
export function SearchField({
  value,
  onValueChange,
  onSubmit,
  labels,
  placeholder,
  history = [],
  onHistorySelect,
  autoFocus,
  className,
}: SearchFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const historyId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.(value);
  };
  return (
    <div className={cx('mq-search', className)}>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role search submits with Enter; <search> lacks wide assistive-tech support. */}
      <form role="search" className="mq-search__form" onSubmit={submit}>
        <Icon name="search" className="mq-search__icon" />
        <input
          ref={inputRef}
          className="mq-search__input"
          type="search"
          aria-label={labels.input}
          placeholder={placeholder}
          value={value}
          // biome-ignore lint/a11y/noAutofocus: the search modal moves focus to its field on purpose.
          autoFocus={autoFocus}
          data-autofocus={autoFocus || undefined}
          enterKeyHint="search"
          autoComplete="off"
          onChange={(event) => onValueChange(event.target.value)}
        />
        {value ? (
          <button
            type="button"
            className="mq-search__clear mq-focusable"
            aria-label={labels.clear}
            onClick={() => {
              onValueChange('');
              inputRef.current?.focus();
            }}
          >
            <Icon name="close" size={18} />
          </button>
        ) : null}
      </form>
      {!value && history.length > 0 ? (
        <section className="mq-search__history" aria-labelledby={historyId}>
          <h2 id={historyId} className="mq-search__history-title">
            {labels.history}
          </h2>
          <ul className="mq-search__history-list">
            {history.map((item) => (
              <li key={item.url}>
                <a
                  className="mq-search__history-link mq-focusable"
                  href={item.url}
                  onClick={onHistorySelect ? () => onHistorySelect(item) : undefined}
                >
                  <Icon name="history" size={18} />
                  <span>
                    <span className="mq-search__history-item">{item.title}</span>
                    {item.subtitle ? ' ' : null}
                    {item.subtitle ? <span className="mq-search__history-sub">{item.subtitle}</span> : null}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
