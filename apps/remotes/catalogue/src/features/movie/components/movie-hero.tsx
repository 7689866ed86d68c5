import { responsiveImage } from '@marquee/domain-models';
import { Button, ContentRating } from '@marquee/ui-kit';
import type { ReactNode } from 'react';

/** The poster's displayed width: 320 px on a desktop, 240 px on a tablet, a 96 px thumbnail beside the title on a phone (the compact hero). */
const POSTER_SIZES = '(min-width: 1080px) 320px, (min-width: 700px) 240px, 96px';
/** An empty image: what a phone or a tablet gets for the backdrop (no request; the poster stays the LCP image). */
const NO_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
/** The desktop from which the backdrop shows (CLARIFICATIONS "Viewports"). */
const DESKTOP = '(min-width: 1080px)';

/** The film's poster, the page's LCP image: eager and high priority, AVIF and WebP before the JPEG. */
function MoviePoster({ md, lg }: { readonly md: string; readonly lg: string }) {
  const image = responsiveImage(md);
  const img = (
    <img
      className="catalogue-movie__poster"
      src={image?.src ?? lg}
      alt=""
      width={320}
      height={480}
      fetchPriority="high"
    />
  );
  if (!image) return img;
  return (
    <picture className="catalogue-movie__poster-frame">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={POSTER_SIZES} />
      ))}
      {img}
    </picture>
  );
}

/**
 * The wide backdrop behind the title, on a desktop only: smaller screens get an empty image
 * (nothing is downloaded), so on a phone the poster stays the largest image of the first view.
 */
function MovieBackdrop({ md }: { readonly md: string }) {
  const image = responsiveImage(md);
  if (!image) return null;
  return (
    <picture className="catalogue-movie__backdrop">
      <source media="(max-width: 1079px)" srcSet={NO_IMAGE} />
      {image.sources.map((source) => (
        <source key={source.type} media={DESKTOP} type={source.type} srcSet={source.srcSet} sizes="100vw" />
      ))}
      <img src={image.src} alt="" width={image.width} height={image.height} decoding="async" />
    </picture>
  );
}

/** What the hero shows beside the title. */
export interface HeroFacts {
  /** The rating mark, with its accessible meaning. */
  readonly rating: { readonly mark: string; readonly label: string } | null;
  readonly duration: string | null;
  readonly genres: readonly string[];
  /** The release line ("Released 14 Oct 2026"), with its date for `<time>`. */
  readonly release: { readonly label: string; readonly date: string; readonly text: string } | null;
}

/**
 * The top of a film's page: backdrop (desktop), poster, title, original title, the key facts, the
 * call to action of its booking state and the trailer button (a facade: nothing of the player
 * loads before it is pressed). On a phone it is compact (a poster thumbnail beside the title), so
 * that the showtimes that follow it start on the first screen.
 */
export function MovieHero({
  title,
  originalTitle,
  originalTitleLabel,
  poster,
  backdrop,
  facts,
  trailer,
  actions,
  booking,
}: {
  readonly title: string;
  readonly originalTitle: string | null;
  readonly originalTitleLabel: string;
  readonly poster: { readonly md: string; readonly lg: string };
  readonly backdrop: string;
  readonly facts: HeroFacts;
  readonly trailer: {
    readonly label: string;
    readonly onPlay: () => void;
    /** The visitor is about to press it (points at, touches or focuses it): its code can be fetched. */
    readonly onIntent?: () => void;
  } | null;
  /** The client's own controls (wishlist, rating), under the trailer button. */
  readonly actions?: ReactNode;
  /** The film's call to action in its booking state (book, when its sales open, its release), under the facts. */
  readonly booking?: ReactNode;
}) {
  const items: ReactNode[] = [];
  if (facts.rating) {
    items.push(
      <li key="rating">
        <ContentRating rating={facts.rating.mark} label={facts.rating.label} />
      </li>,
    );
  }
  if (facts.duration) items.push(<li key="duration">{facts.duration}</li>);
  if (facts.genres.length > 0) items.push(<li key="genres">{facts.genres.join(', ')}</li>);
  if (facts.release) {
    items.push(
      <li key="release">
        {facts.release.label} <time dateTime={facts.release.date}>{facts.release.text}</time>
      </li>,
    );
  }
  return (
    <header className="catalogue-movie__hero">
      <MovieBackdrop md={backdrop} />
      <div className="catalogue-movie__hero-inner">
        <MoviePoster md={poster.md} lg={poster.lg} />
        <div className="catalogue-movie__heading">
          <div className="catalogue-movie__intro">
            <h1 className="catalogue-movie__title">{title}</h1>
            {originalTitle ? (
              <p className="catalogue-movie__original">
                {originalTitleLabel} <span>{originalTitle}</span>
              </p>
            ) : null}
            {items.length > 0 ? <ul className="catalogue-movie__facts">{items}</ul> : null}
          </div>
          {booking}
          {trailer ? (
            <Button
              icon="play"
              size="lg"
              className="catalogue-movie__trailer"
              onClick={trailer.onPlay}
              onPointerEnter={trailer.onIntent}
              onPointerDown={trailer.onIntent}
              onFocus={trailer.onIntent}
            >
              {trailer.label}
            </Button>
          ) : null}
          {actions}
        </div>
      </div>
    </header>
  );
}
