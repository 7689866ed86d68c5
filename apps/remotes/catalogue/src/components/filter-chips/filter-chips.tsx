import { useEffect, useId, useRef } from 'react';
import './filter-chips.css';

/** One chip: its label, whether it is on, and the address the list has once it is toggled. */
export interface Chip {
  readonly value: string;
  readonly label: string;
  readonly pressed: boolean;
  /** The list's address with this chip toggled (on becomes off, off becomes on). */
  readonly href: string;
}

/** A named group of chips (genres, versions, experiences, dates). */
export interface ChipGroup {
  readonly id: string;
  readonly label: string;
  readonly chips: readonly Chip[];
}

/**
 * Filter chips of a list page: one group per filter kind, each chip a toggle button
 * (`aria-pressed`) whose press goes to the list's address with that chip toggled — the
 * address is the state, so a reload, a shared link and the server render show the same.
 * The buttons carry no state; one `onToggle` navigates (the router, no page load).
 */
export function FilterChipGroups({
  groups,
  label,
  onToggle,
}: {
  readonly groups: readonly ChipGroup[];
  /** Name of the whole set ("Filters"). */
  readonly label: string;
  readonly onToggle: (href: string) => void;
}) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const pressed = groups.map((group) => group.chips.filter((chip) => chip.pressed).map((chip) => chip.value)).join('|');
  // On a phone each group scrolls sideways: bring its first pressed chip into view (a filtered address opened).
  useEffect(() => {
    if (pressed.replaceAll('|', '') === '') return;
    const lists = Array.from(ref.current?.querySelectorAll('.catalogue-chips__list') ?? []);
    for (const list of lists) {
      if (!(list instanceof HTMLElement) || list.scrollWidth <= list.clientWidth) continue;
      const chip = list.querySelector('[aria-pressed="true"]');
      if (!(chip instanceof HTMLElement)) continue;
      const outside =
        chip.offsetLeft < list.scrollLeft || chip.offsetLeft + chip.offsetWidth > list.scrollLeft + list.clientWidth;
      if (outside) list.scrollLeft = chip.offsetLeft - 16;
    }
  }, [pressed]);
  const shown = groups.filter((group) => group.chips.length > 0);
  if (shown.length === 0) return null;
  return (
    <section className="catalogue-chips" aria-labelledby={`${id}-title`} ref={ref}>
      <h2 id={`${id}-title`} className="catalogue-sr-only">
        {label}
      </h2>
      {shown.map((group) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset.
        <div key={group.id} className="catalogue-chips__group" role="group" aria-labelledby={`${id}-${group.id}`}>
          <span id={`${id}-${group.id}`} className="catalogue-chips__label">
            {group.label}
          </span>
          <div className="catalogue-chips__list">
            {group.chips.map((chip) => (
              <button
                key={chip.value}
                type="button"
                className="catalogue-chip"
                aria-pressed={chip.pressed}
                onClick={() => onToggle(chip.href)}
              >
                {chip.label}
              </button>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
