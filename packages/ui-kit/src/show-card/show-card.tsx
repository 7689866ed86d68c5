import type { ComponentType, ReactNode } from 'react';
import { Flag } from '../badge/badge';
import { ContentRating } from '../content-rating/content-rating';
import { cx } from '../internal/cx';
import { Poster, type PosterSource } from '../poster/poster';
import type { FlagColor } from '../tokens/tokens';
import './show-card.css';

/** What renders the card's link: a plain <a> by default, a router link in apps. */
export type CardLinkComponent = ComponentType<{ href: string; className: string; children: ReactNode }>;

function PlainLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

export interface ShowCardProps {
  title: string;
  href: string;
  posterSrc?: string | null;
  posterSrcSet?: string;
  /** Better formats of the poster first (AVIF, WebP): see Poster's `sources`. */
  posterSources?: readonly PosterSource[];
  posterSizes?: string;
  /** Short facts under the title (duration, genres). */
  meta?: string[];
  flag?: { label: string; color?: FlagColor | null } | null;
  contentRating?: { rating: string; label: string } | null;
  /** Above the fold: the poster loads eagerly with high priority. */
  priority?: boolean;
  /** The poster's loading (default lazy, eager with `priority`): eager for every card of the first screen. */
  posterLoading?: 'eager' | 'lazy';
  /** The poster's fetch priority (default auto, high with `priority`): high for the LCP image only. */
  posterFetchPriority?: 'high' | 'low' | 'auto';
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Router link component (receives href, className, children). */
  linkComponent?: CardLinkComponent;
  /** Controls on the poster's bottom corner, above the link and after it in keyboard order (e.g. a WishlistToggle). */
  actions?: ReactNode;
  className?: string;
}

/**
 * A film in a list: 2:3 poster, title, facts, flag and rating. The title's link is stretched
 * over the whole card (its ::after), so the card opens the film from anywhere while `actions`
 * (a heart) stay valid buttons beside the link, not inside it, and sit above it.
 */
export function ShowCard({
  title,
  href,
  posterSrc,
  posterSrcSet,
  posterSources,
  posterSizes,
  meta = [],
  flag,
  contentRating,
  priority = false,
  posterLoading,
  posterFetchPriority,
  headingLevel = 3,
  linkComponent: LinkComponent = PlainLink,
  actions,
  className,
}: ShowCardProps) {
  const Heading = `h${headingLevel}` as const;
  const facts = meta.filter(Boolean);
  return (
    <article className={cx('mq-show-card', className)}>
      <Poster
        src={posterSrc}
        srcSet={posterSrcSet}
        sources={posterSources}
        sizes={posterSizes}
        alt=""
        title={title}
        priority={priority}
        {...(posterLoading ? { loading: posterLoading } : {})}
        {...(posterFetchPriority ? { fetchPriority: posterFetchPriority } : {})}
      />
      <Heading className="mq-show-card__title">
        {/* The stretched link: its ::after covers the whole card, so the card is one target without wrapping controls. */}
        <LinkComponent href={href} className="mq-show-card__link">
          {title}
        </LinkComponent>
      </Heading>
      {flag ? (
        <Flag color={flag.color} className="mq-show-card__flag">
          {flag.label}
        </Flag>
      ) : null}
      {facts.length > 0 || contentRating ? (
        <p className="mq-show-card__meta">
          {contentRating ? <ContentRating rating={contentRating.rating} label={contentRating.label} /> : null}
          {facts.map((fact) => (
            <span key={fact}>{fact}</span>
          ))}
        </p>
      ) : null}
      {actions ? <div className="mq-show-card__actions">{actions}</div> : null}
    </article>
  );
}
