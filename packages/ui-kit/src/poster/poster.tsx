import type { CSSProperties } from 'react';
import { cx } from '../internal/cx';
import { useImageFailure } from '../internal/use-image-failure';
import './poster.css';

export interface PosterProps {
  /** Image URL; without one (or when it fails) a generated poster with the title is shown. */
  src?: string | null;
  /** Responsive candidates, e.g. `a.jpg 160w, b.jpg 320w`. */
  srcSet?: string;
  /** Displayed width hints for srcSet (default: two columns on mobile, 200px from desktop). */
  sizes?: string;
  /** Alternative text; pass "" when the title is written next to the poster. */
  alt: string;
  /** Film title, set in the display face on the generated poster. */
  title: string;
  /** Above the fold: load eagerly with high fetch priority (the LCP image). */
  priority?: boolean;
  className?: string;
}

const DEFAULT_SIZES = '(min-width: 1080px) 200px, (min-width: 700px) 30vw, 45vw';

/** A stable hue from the title so each generated poster looks deliberate and distinct. */
function hueOf(title: string): number {
  let hash = 0;
  for (const char of title) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/**
 * A film poster, 2:3 at every width: the box is sized before the image loads (no layout
 * shift), images are lazy unless `priority`, and a missing image shows a generated poster.
 */
export function Poster({ src, srcSet, sizes = DEFAULT_SIZES, alt, title, priority = false, className }: PosterProps) {
  const { failed, ref, onError } = useImageFailure();
  const showImage = Boolean(src) && !failed;
  return (
    <div
      className={cx('mq-poster', className)}
      style={{ '--mq-poster-hue': hueOf(title) } as CSSProperties}
      {...(showImage ? {} : alt ? { role: 'img', 'aria-label': alt } : {})}
    >
      <span className="mq-poster__fallback" aria-hidden="true">
        {title}
      </span>
      {showImage ? (
        <img
          className="mq-poster__img"
          src={src ?? undefined}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          width={240}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          ref={ref}
          onError={onError}
        />
      ) : null}
    </div>
  );
}
