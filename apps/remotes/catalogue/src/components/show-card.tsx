import type { Show } from '@marquee/domain-models';
import { formatDuration, responsiveImage } from '@marquee/domain-models';
import { ShowCard as KitShowCard, WishlistToggle } from '@marquee/ui-kit';
import { memo } from 'react';
import { useCardHeartLabel } from './card-hearts';

/** What a film card shows: only this of a show is embedded in a page for hydration. */
export interface CardShow {
  readonly slug: string;
  readonly title: string;
  readonly duration: number;
  readonly genres: readonly string[];
  readonly flag: Show['flag'];
  readonly flagColor: Show['flagColor'];
  readonly poster: { readonly md: string };
}

/** The card's part of a show. */
export function toCardShow(show: Show): CardShow {
  return {
    slug: show.slug,
    title: show.title,
    duration: show.duration,
    genres: show.genres.slice(0, 2),
    flag: show.flag,
    flagColor: show.flagColor,
    poster: { md: show.poster.md },
  };
}

/** Poster widths a card offers: 240 for a desktop column at 1x up to 640 for a phone at 3x. */
const CARD_POSTER_WIDTHS = [240, 320, 480, 640];
/** A card's width in the show grid (two columns on phones, 200-250 px columns from 1080 px). */
export const CARD_POSTER_SIZES = '(min-width: 1080px) 250px, (min-width: 480px) 200px, 44vw';

/** How a card's poster loads: `lazy` below the first screen, `eager` in the first row, `lcp` for the page's largest image. */
export type CardPosterLoading = 'lazy' | 'eager' | 'lcp';

/**
 * A film in a list: the UI kit's ShowCard (2:3 poster that never shifts the layout, AVIF and
 * WebP before the JPEG, title, duration, genres, flag) and, where the page shows them
 * (`CardHeartsProvider`), a wishlist heart beside its stretched title link. No state, store or
 * handler of its own (one context read), so that a page of sixty cards hydrates cheaply or not
 * at all: the page follows the links through the router with one handler (`useRouterLinks`)
 * and runs every heart with another (`useCardHearts`). Memoised: a list re-rendering with the
 * same films renders no card again.
 */
export const ShowCard = memo(function ShowCard({
  show,
  href,
  poster,
  sizes = CARD_POSTER_SIZES,
}: {
  show: CardShow;
  href: string;
  poster: CardPosterLoading;
  /** The card's displayed width (the `sizes` of its poster): the grid's columns by default. */
  sizes?: string;
}) {
  const meta = [
    show.duration > 0 ? formatDuration(show.duration) : '',
    show.genres.length > 0 ? show.genres.slice(0, 2).join(', ') : '',
  ];
  const image = responsiveImage(show.poster.md, CARD_POSTER_WIDTHS);
  const heartLabel = useCardHeartLabel();
  return (
    <KitShowCard
      title={show.title}
      href={href}
      posterSrc={image?.src ?? show.poster.md}
      {...(image ? { posterSources: image.sources } : {})}
      posterSizes={sizes}
      posterLoading={poster === 'lazy' ? 'lazy' : 'eager'}
      posterFetchPriority={poster === 'lcp' ? 'high' : 'auto'}
      meta={meta}
      flag={show.flag ? { label: show.flag, color: show.flagColor } : null}
      actions={
        heartLabel ? <WishlistToggle pressed={false} label={heartLabel(show.title)} data-wish={show.slug} /> : null
      }
    />
  );
});
