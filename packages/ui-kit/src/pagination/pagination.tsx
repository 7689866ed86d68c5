import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import './pagination.css';

export interface PaginationLabels {
  /** Name of the navigation landmark ("Pages"). */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page link, e.g. (n) => `Page ${n}`. */
  page: (page: number) => string;
}

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** URL of a page: pages are links (shareable, crawlable). */
  href: (page: number) => string;
  labels: PaginationLabels;
  onNavigate?: (page: number) => void;
  className?: string;
}

/** Page numbers to show: first, last, current and its neighbours, gaps as null. */
export function pageWindow(page: number, pageCount: number): Array<number | null> {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  for (const p of sorted) {
    const previous = out[out.length - 1];
    if (typeof previous === 'number' && p - previous > 1) out.push(null);
    out.push(p);
  }
  return out;
}

/** Links to pages of a list, the current one marked with aria-current. */
export function Pagination({ page, pageCount, href, labels, onNavigate, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  const link = (target: number, content: ReactNode, name: string, extra?: string) => (
    <a
      className={cx('mq-pagination__link', 'mq-focusable', extra)}
      href={href(target)}
      aria-label={name}
      aria-current={target === page && !extra ? 'page' : undefined}
      onClick={onNavigate ? () => onNavigate(target) : undefined}
    >
      {content}
    </a>
  );
  return (
    <nav className={cx('mq-pagination', className)} aria-label={labels.nav}>
      <ul className="mq-pagination__list">
        <li>
          {page > 1 ? link(page - 1, <Icon name="chevron-left" />, labels.previous, 'mq-pagination__step') : null}
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its position.
            <li key={`gap-${i}`} className="mq-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>{link(p, p, labels.page(p))}</li>
          ),
        )}
        <li>
          {page < pageCount ? link(page + 1, <Icon name="chevron-right" />, labels.next, 'mq-pagination__step') : null}
        </li>
      </ul>
    </nav>
  );
}
