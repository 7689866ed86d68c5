import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { Icon } from '../icon/icon';
import { cx } from '../internal/cx';
import '../internal/focus.css';
import './carousel.css';

export interface CarouselProps {
  /** Name of the carousel ("On now"). */
  label: string;
  /** Slides, each wrapped in a list item. */
  children: readonly ReactNode[];
  labels: { previous: string; next: string };
  className?: string;
}

/**
 * A horizontal row that scrolls by swipe (native scroll with snap), by the previous/next
 * buttons, and by arrow keys on the focused row. Slides stay in the tab order.
 */
export function Carousel({ label, children, labels, className }: CarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const scrollByPage = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollByPage(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollByPage(-1);
    }
  };
  return (
    <section className={cx('mq-carousel', className)} aria-label={label} aria-roledescription="carousel">
      <div className="mq-carousel__controls">
        <button
          type="button"
          className="mq-carousel__button mq-focusable"
          aria-label={labels.previous}
          onClick={() => scrollByPage(-1)}
        >
          <Icon name="chevron-left" />
        </button>
        <button
          type="button"
          className="mq-carousel__button mq-focusable"
          aria-label={labels.next}
          onClick={() => scrollByPage(1)}
        >
          <Icon name="chevron-right" />
        </button>
      </div>
      <ul
        className="mq-carousel__track mq-focusable"
        ref={trackRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable row is focusable so keyboard users can scroll it.
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-label={label}
      >
        {children.map((child, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: slides are given in order and not reordered.
          <li key={index} className="mq-carousel__slide">
            {child}
          </li>
        ))}
      </ul>
    </section>
  );
}
