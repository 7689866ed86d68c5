import type { ReactNode, RefCallback } from 'react';
import { StaticRegion } from '@marquee/remote-contract';
import { useCallback } from 'react';
import { type CardPosterLoading, type CardShow, ShowCard } from '../show-card';
import './show-row.css';

/** Most cards a row shows: the rest are on its list page ("see all"). */
export const ROW_MAX_CARDS = 12;

/** A row card's displayed width: 40% of a phone, 176 px on a tablet, 200 px from 1080 px. */
export const ROW_POSTER_SIZES = '(min-width: 1080px) 200px, (min-width: 700px) 176px, 40vw';

/** Labels of a row's controls, translated by the page. */
export interface RowLabels {
  /** Text of the "see all" link (its accessible name adds the row's title). */
  readonly seeAll: string;
  readonly previous: string;
  readonly next: string;
}

/**
 * A titled horizontal row (a scroller with snap points, swiped on touch screens): a heading, a
 * "see all" link to its list page when it has one, and previous/next buttons on wide screens.
 * No state and no handler of its own: the page handles every row's buttons with one listener
 * (`useRowScrolling`), so a home of six rows hydrates no more than its markup.
 */
export function ShowRow({
  id,
  title,
  seeAll,
  labels,
  children,
  className,
}: {
  /** The heading's id (the section is labelled by it). */
  readonly id: string;
  readonly title: string;
  /** The list page of the row, if any (external links open in a new tab). */
  readonly seeAll?: { readonly href: string; readonly external?: boolean } | undefined;
  readonly labels: RowLabels;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  return (
    <section className={className ? `catalogue-row ${className}` : 'catalogue-row'} aria-labelledby={id}>
      <div className="catalogue-row__head">
        <h2 id={id} className="catalogue-row__title">
          {title}
        </h2>
        {seeAll ? (
          <a
            className="catalogue-row__all"
            href={seeAll.href}
            {...(seeAll.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {labels.seeAll}
            <span className="catalogue-sr-only"> — {title}</span>
          </a>
        ) : null}
        <div className="catalogue-row__buttons">
          <button type="button" className="catalogue-row__button" data-row-scroll="-1" aria-label={labels.previous}>
            <span className="catalogue-row__chevron catalogue-row__chevron--left" aria-hidden="true" />
          </button>
          <button type="button" className="catalogue-row__button" data-row-scroll="1" aria-label={labels.next}>
            <span className="catalogue-row__chevron" aria-hidden="true" />
          </button>
        </div>
      </div>
      {/* Cards are links and images only: the page keeps the server's HTML instead of hydrating them. */}
      <StaticRegion as="ul" className="catalogue-row__track">
        {children}
      </StaticRegion>
    </section>
  );
}

/** How the poster of a row's card at `index` loads: the first row's first cards of the page eager, the rest lazy. */
export function rowPosterLoading(index: number, eager: number): CardPosterLoading {
  return index < eager ? 'eager' : 'lazy';
}

/** A row of film cards (at most ROW_MAX_CARDS), each a link to its film page. */
export function ShowCardRow({
  id,
  title,
  shows,
  href,
  seeAll,
  labels,
  eager = 0,
}: {
  readonly id: string;
  readonly title: string;
  readonly shows: readonly CardShow[];
  /** The address of a card's film or event page. */
  readonly href: (show: CardShow) => string;
  /** Its list page, if any (a row on that list page itself has none). */
  readonly seeAll?: string;
  readonly labels: RowLabels;
  /** How many of the first posters load eagerly (the first row of the page); the rest are lazy. */
  readonly eager?: number;
}) {
  return (
    <ShowRow id={id} title={title} seeAll={seeAll ? { href: seeAll } : undefined} labels={labels}>
      {shows.slice(0, ROW_MAX_CARDS).map((show, index) => (
        <li key={show.slug} className="catalogue-row__item">
          <ShowCard show={show} href={href(show)} poster={rowPosterLoading(index, eager)} sizes={ROW_POSTER_SIZES} />
        </li>
      ))}
    </ShowRow>
  );
}

/**
 * One click listener for the previous/next buttons of every row inside an element: scrolls the
 * button's row by most of its width (instantly when the visitor prefers reduced motion).
 */
export function useRowScrolling<T extends HTMLElement>(): RefCallback<T> {
  return useCallback((element: T | null) => {
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('[data-row-scroll]') : null;
      if (!button || !element.contains(button)) return;
      const track = button.closest('.catalogue-row')?.querySelector('.catalogue-row__track');
      if (!(track instanceof HTMLElement)) return;
      const direction = Number(button.getAttribute('data-row-scroll')) < 0 ? -1 : 1;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      track.scrollBy({ left: direction * track.clientWidth * 0.85, behavior: reduce ? 'auto' : 'smooth' });
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, []);
}
