import { type ReactNode, useId, useState } from 'react';
import { Icon } from '../icon/icon';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import './accordion.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** `multiple`: panels toggle independently (SHELL-68); `single`: one open at a time, toggling it closes it (SHELL-38). */
  type?: 'multiple' | 'single';
  /** Open panels at first (uncontrolled). */
  defaultValue?: readonly string[];
  /** Open panels (controlled); e.g. every id on desktop for the footer (SHELL-39). */
  value?: readonly string[];
  onValueChange?: (value: string[]) => void;
  /** Level of the heading that wraps each trigger (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A disclosure list: each title is a button in a heading with aria-expanded controlling its region. */
export function Accordion({
  items,
  type = 'multiple',
  defaultValue = [],
  value,
  onValueChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const [inner, setInner] = useState<readonly string[]>(defaultValue);
  const open = value ?? inner;
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const isOpen = open.includes(id);
    const next = type === 'single' ? (isOpen ? [] : [id]) : isOpen ? open.filter((o) => o !== id) : [...open, id];
    if (value === undefined) setInner(next);
    onValueChange?.(next);
  };

  return (
    <div className={cx('mq-accordion', className)}>
      {items.map((item) => {
        const expanded = open.includes(item.id);
        const triggerId = `${baseId}-${item.id}-trigger`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className="mq-accordion__item">
            <Heading className="mq-accordion__heading">
              <button
                type="button"
                id={triggerId}
                className="mq-accordion__trigger mq-focusable"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span className="mq-accordion__title">{item.title}</span>
                <Icon name="chevron-down" className="mq-accordion__chevron" />
              </button>
            </Heading>
            {/* A region named by the heading above it (ARIA accordion pattern): not a <section>, which would need a heading of its own. */}
            {/* biome-ignore lint/a11y/useSemanticElements: see above. */}
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              className="mq-accordion__panel"
              hidden={!expanded}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
