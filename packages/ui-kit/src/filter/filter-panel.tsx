import { type FormEvent, useState } from 'react';
import { Button } from '../button/button';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import type { FilterOption } from './filter-chips';
import './filter.css';

/** A group of options in the panel (e.g. genres). */
export interface FilterGroup {
  id: string;
  label: string;
  options: readonly FilterOption[];
}

export interface FilterPanelProps {
  groups: readonly FilterGroup[];
  /** Selected option ids by group id. */
  value: Readonly<Record<string, readonly string[]>>;
  onApply: (value: Record<string, string[]>) => void;
  labels: { apply: string; reset: string };
  className?: string;
}

/**
 * Filters as checkbox groups with apply and reset; the choice is applied at once on
 * submit (put it in a SidePanel on mobile).
 */
export function FilterPanel({ groups, value, onApply, labels, className }: FilterPanelProps) {
  const [draft, setDraft] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(groups.map((g) => [g.id, [...(value[g.id] ?? [])]])),
  );
  const toggle = (group: string, option: string) =>
    setDraft((d) => {
      const current = d[group] ?? [];
      return { ...d, [group]: current.includes(option) ? current.filter((o) => o !== option) : [...current, option] };
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className={cx('mq-filter-panel', className)} onSubmit={submit}>
      {groups.map((group) => (
        <fieldset key={group.id} className="mq-filter-panel__group">
          <legend className="mq-filter-panel__legend">{group.label}</legend>
          {group.options.map((option) => (
            <label key={option.id} className="mq-filter-panel__option">
              <input
                type="checkbox"
                className="mq-filter-panel__checkbox mq-focusable"
                checked={draft[group.id]?.includes(option.id) ?? false}
                onChange={() => toggle(group.id, option.id)}
              />
              <span>{option.label}</span>
              {option.count !== undefined ? <span className="mq-chip__count">{option.count}</span> : null}
            </label>
          ))}
        </fieldset>
      ))}
      <div className="mq-filter-panel__actions">
        <Button variant="black-button" onClick={() => setDraft(Object.fromEntries(groups.map((g) => [g.id, []])))}>
          {labels.reset}
        </Button>
        <Button type="submit">{labels.apply}</Button>
      </div>
    </form>
  );
}
