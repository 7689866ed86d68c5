import { useState } from 'react';
import { Accordion } from '../accordion/accordion';
import { useMediaQuery } from '../hooks/use-media-query';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import '../internal/visually-hidden.css';
import { MEDIA } from '../tokens/tokens';
import './footer.css';

/** A footer link (spec: title, url, newTab). */
export interface FooterLink {
  title: string;
  url: string;
  newTab?: boolean;
}

/** A footer column: title and links. */
export interface FooterColumn {
  id: string;
  title: string;
  links: readonly FooterLink[];
}

export interface FooterLinkListProps {
  links: readonly FooterLink[];
  /** Announced after new-tab links ("opens in a new tab"). */
  newTabLabel: string;
}

/** A list of footer links; new-tab links open safely and say so (SHELL-34). */
export function FooterLinkList({ links, newTabLabel }: FooterLinkListProps) {
  return (
    <ul className="mq-footer__links">
      {links.map((link) => (
        <li key={`${link.url}-${link.title}`}>
          <a
            className="mq-footer__link mq-focusable"
            href={link.url}
            {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {link.title}
            {link.newTab ? ' ' : null}
            {link.newTab ? <span className="mq-visually-hidden">({newTabLabel})</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

export interface FooterColumnsProps {
  columns: readonly FooterColumn[];
  newTabLabel: string;
  className?: string;
}

/**
 * Footer columns: on desktop every column is open (SHELL-39); on mobile and tablet an
 * accordion with one panel open at a time (SHELL-38).
 */
export function FooterColumns({ columns, newTabLabel, className }: FooterColumnsProps) {
  const desktop = useMediaQuery(MEDIA.desktop);
  const [open, setOpen] = useState<string[]>([]);
  const items = columns.map((column) => ({
    id: column.id,
    title: column.title,
    content: <FooterLinkList links={column.links} newTabLabel={newTabLabel} />,
  }));
  if (desktop) {
    return (
      <div className={cx('mq-footer-columns', 'mq-footer-columns--desktop', className)}>
        {columns.map((column) => (
          <section key={column.id} className="mq-footer-columns__column" aria-labelledby={`mq-footer-${column.id}`}>
            <h2 id={`mq-footer-${column.id}`} className="mq-footer-columns__title">
              {column.title}
            </h2>
            <FooterLinkList links={column.links} newTabLabel={newTabLabel} />
          </section>
        ))}
      </div>
    );
  }
  return (
    <Accordion
      className={cx('mq-footer-columns', className)}
      items={items}
      type="single"
      value={open}
      onValueChange={setOpen}
      headingLevel={2}
    />
  );
}
