import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import './tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Name of the tab list ("Film sections"). */
  label: string;
  defaultValue?: string;
  value?: string;
  onValueChange?: (id: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrow keys and Home/End move and
 * select, the panel follows.
 */
export function Tabs({ items, label, defaultValue, value, onValueChange, className }: TabsProps) {
  const [inner, setInner] = useState(defaultValue ?? items[0]?.id ?? '');
  const selected = value ?? inner;
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const select = (id: string) => {
    if (value === undefined) setInner(id);
    onValueChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    select(item.id);
    const tabs = listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    tabs?.[next]?.focus();
  };

  return (
    <div className={cx('mq-tabs', className)}>
      <div className="mq-tabs__list" role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              className="mq-tabs__tab mq-focusable"
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          className="mq-tabs__panel mq-focusable"
          hidden={item.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes a panel without focusable content reachable.
          tabIndex={0}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
