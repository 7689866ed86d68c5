import { type ReactNode, useState } from 'react';
import { Accordion } from '../accordion/accordion';
import { useViewport } from '../hooks/use-viewport';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import '../internal/visually-hidden.css';
import type { Viewport } from '../tokens/tokens';
import './footer.css';

/** A footer link (spec: title, url, newTab). */
export interface FooterLink {
  title: string;
  url: string;
  newTab?: boolean;
}

/** A footer column: title and links, or other content (a list of groups, questions…). */
export interface FooterColumn {
  id: string;
  title: string;
  links?: readonly FooterLink[];
  /** Shown after the links. */
  content?: ReactNode;
  /** On desktop the column takes the whole row (for content wider than a list of links). */
  wide?: boolean;
}

export interface FooterLinkListProps {
  links: readonly FooterLink[];
  /** Announced after new-tab links ("opens in a new tab"). */
  newTabLabel: string;
  className?: string;
}

/** A list of footer links; new-tab links open safely and say so (SHELL-34). */
export function FooterLinkList({ links, newTabLabel, className }: FooterLinkListProps) {
  return (
    <ul className={cx('mq-footer__links', className)}>
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
  /**
   * The viewport class the server rendered for (the request's device hint): the server and
   * the hydration render the layout of that class, then the window's own class takes over.
   */
  serverViewport?: Viewport;
  className?: string;
}

/**
 * Footer columns: on desktop every column is open (SHELL-39); on mobile and tablet an
 * accordion with one panel open at a time, toggling the open one closes it (SHELL-38).
 */
export function FooterColumns({ columns, newTabLabel, serverViewport, className }: FooterColumnsProps) {
  const desktop = useViewport(serverViewport) === 'desktop';
  const [open, setOpen] = useState<string[]>([]);
  const body = (column: FooterColumn) => (
    <>
      {column.links && column.links.length > 0 ? (
        <FooterLinkList links={column.links} newTabLabel={newTabLabel} />
      ) : null}
      {column.content}
    </>
  );
  if (desktop) {
    return (
      <div className={cx('mq-footer-columns', 'mq-footer-columns--desktop', className)}>
        {columns.map((column) => (
          <section
            key={column.id}
            className={cx('mq-footer-columns__column', column.wide && 'mq-footer-columns__column--wide')}
            aria-labelledby={`mq-footer-${column.id}`}
          >
            <h2 id={`mq-footer-${column.id}`} className="mq-footer-columns__title">
              {column.title}
            </h2>
            {body(column)}
          </section>
        ))}
      </div>
    );
  }
  return (
    <Accordion
      className={cx('mq-footer-columns', className)}
      items={columns.map((column) => ({ id: column.id, title: column.title, content: body(column) }))}
      type="single"
      value={open}
      onValueChange={setOpen}
      headingLevel={2}
    />
  );
}
