import type { CSSProperties } from 'react';
import { cx } from '../internal/cx';
import { useImageFailure } from '../internal/use-image-failure';
import './poster.css';

/** A `<source>` of the poster's `<picture>`: a media type and its candidates. */
export interface PosterSource {
  /** Media type, e.g. `image/avif`: a browser that cannot decode it skips the source. */
  type: string;
  /** Candidates, e.g. `a.avif 160w, b.avif 320w`. */
  srcSet: string;
}

export interface PosterProps {
  /** Image URL (the fallback when `sources` are given); without one (or when it fails) a generated poster with the title is shown. */
  src?: string | null;
  /** Responsive candidates of `src`, e.g. `a.jpg 160w, b.jpg 320w`. */
  srcSet?: string;
  /** Better formats first (AVIF, then WebP): rendered as a `<picture>` around the image. */
  sources?: readonly PosterSource[];
  /** Displayed width hints for the candidates (default: two columns on mobile, 200px from desktop). */
  sizes?: string;
  /** Alternative text; pass "" when the title is written next to the poster. */
  alt: string;
  /** Film title, set in the display face on the generated poster. */
  title: string;
  /** Above the fold: shorthand for `loading="eager"` and `fetchPriority="high"` (the LCP image). */
  priority?: boolean;
  /** Default `lazy` (`eager` with `priority`): eager for the posters of the first screen. */
  loading?: 'eager' | 'lazy';
  /** Default `auto` (`high` with `priority`): high for the one image that is the page's LCP. */
  fetchPriority?: 'high' | 'low' | 'auto';
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
 * shift), images are lazy unless told otherwise, AVIF and WebP sources are offered before the
 * fallback image, and a missing or broken image shows a generated poster.
 */
export function Poster({
  src,
  srcSet,
  sources = [],
  sizes = DEFAULT_SIZES,
  alt,
  title,
  priority = false,
  loading = priority ? 'eager' : 'lazy',
  fetchPriority = priority ? 'high' : 'auto',
  className,
}: PosterProps) {
  const { failed, ref, onError } = useImageFailure();
  const showImage = Boolean(src) && !failed;
  const image = showImage ? (
    <img
      className="mq-poster__img"
      src={src ?? undefined}
      srcSet={srcSet}
      // `sizes` belongs with a `srcset` (HTML §4.8.4.2); the <source>s of a picture carry their own.
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={240}
      height={360}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      ref={ref}
      onError={onError}
    />
  ) : null;
  return (
    <div
      className={cx('mq-poster', className)}
      style={{ '--mq-poster-hue': hueOf(title) } as CSSProperties}
      {...(showImage ? {} : alt ? { role: 'img', 'aria-label': alt } : {})}
    >
      <span className="mq-poster__fallback" aria-hidden="true">
        {title}
      </span>
      {image && sources.length > 0 ? (
        <picture>
          {sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
          ))}
          {image}
        </picture>
      ) : (
        image
      )}
    </div>
  );
}
