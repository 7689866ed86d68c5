import { type RasterArtwork, rasterSizes, type Show } from '@marquee/domain-models';
import { fromEpochDay } from '../lib/dates';
import { rng } from '../lib/random';
import { pickText } from '../lib/text';
import type { ShowRecord } from '../seed/catalogue';
import type { Lang } from '../seed/sites';
import { trailersOf } from '../trailers';
import type { ViewCtx } from './context';

/** Slug of a show in a language. */
export const showSlug = (show: ShowRecord, lang: Lang) => show.slugs[lang] ?? show.slug;

/** Where a show stands at a site on a day (epoch days): playing, coming soon, its age and release. */
export interface ShowStatus {
  playing: boolean;
  comingSoon: boolean;
  age: number;
  release: number;
}

/** What the queries layer knows of a show at a site on a day, beyond its record. */
export interface ShowFacts {
  /** The site's local today, in epoch days. */
  day: number;
  status: ShowStatus;
  /** Its release in every zone, in zone order. */
  releases: { zone: string; date: string }[];
  /** Its places in the site's lists (1-based), null when not in one. */
  rank: { home: number | null; upcoming: number | null; kids: number | null; generic: number } | undefined;
  /** Showtimes and cinemas at the site in the next 24 hours. */
  next24: { n: number; cinemas: number } | undefined;
  /** Popular enough for premieres (AVP) three days before its release. */
  hasPremiere: boolean;
  posterRaster: RasterArtwork | null;
  backgroundRaster: RasterArtwork | null;
}

/** True when a show is on the site's list: a film playing or coming soon, an event in the next three weeks. */
/** When booking opens for a coming-soon film (site-local `YYYY-MM-DDTHH:mm`, two weeks before release); null once released. */
export const salesOpeningOf = (status: ShowStatus): string | null =>
  status.comingSoon ? `${fromEpochDay(status.release - 14)}T10:00` : null;

export const isListedStatus = (show: ShowRecord, status: ShowStatus) =>
  show.isMovie ? status.playing || status.comingSoon : status.playing;

/** A show as answered to a site in a language. */
export function showView(show: ShowRecord, facts: ShowFacts, ctx: ViewCtx): Show {
  const { r, site } = ctx;
  const { day, status: st, rank, next24: stats } = facts;
  const slug = showSlug(show, r.lang);
  const title = pickText(show.titles, r.lang);
  const poster = `/api/media/poster/${slug}.svg`;
  const background = `/api/media/backdrop/${slug}.svg`;
  const ratingLabel = show.ratings[site.ratingSystem];
  const warning = show.warning ? pickText(show.warning.$t, r.lang) : null;
  const feel = rng(`feel:${show.id}`);
  // premieres (AVP) are scheduled three days before release: flagged while one is inside the window
  const isEarlyAVP =
    show.isMovie && facts.hasPremiere && st.comingSoon && st.release - day >= 3 && st.release - day <= 24;
  return {
    slug,
    showRef: show.ref,
    title,
    originalTitle: show.originalTitle,
    posterPath: poster,
    backgroundPath: background,
    // AVIF and WebP candidates follow from these by domain-models' responsiveImage.
    poster: facts.posterRaster ? rasterSizes(facts.posterRaster) : { sm: poster, md: poster, lg: poster },
    background: facts.backgroundRaster
      ? rasterSizes(facts.backgroundRaster)
      : { sm: background, md: background, lg: background },
    contentRating: {
      system: site.ratingSystem,
      label: ratingLabel,
      warning,
      icon: `/api/media/rating/${site.ratingSystem.toLowerCase()}-${ratingLabel.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'tp'}.svg`,
    },
    cinechecks: site.ratingSystem === 'Cinecheck' ? show.cinechecks : [],
    warning,
    isMovie: show.isMovie,
    isNew: show.isMovie && st.playing && st.age < 7,
    notComingSoon: !st.comingSoon,
    isComingSoon: st.comingSoon,
    flag: show.flag ? pickText(show.flag.text.$t, r.lang) : null,
    flagColor: show.flag ? show.flag.color : null,
    label: isEarlyAVP ? ctx.text('show.premiere') : null,
    labelFlagColor: isEarlyAVP ? 2 : null,
    genericOrder: rank?.generic ?? show.id,
    homeOrder: rank?.home ?? null,
    upcomingOrder: rank?.upcoming ?? null,
    cineOrder: rank?.home ?? null,
    cineKidsOrder: rank?.kids ?? null,
    genres: show.genres.map((g) => ctx.text(`genre.${g}`, undefined, g)),
    duration: show.duration,
    synopsis: pickText(show.synopsis, r.lang),
    directors: show.directors.join(', '),
    actors: show.actors.join(', '),
    releases: facts.releases,
    nationality: show.nationality,
    trailers: trailersOf(show, title, background, r.lang),
    feelings: {
      wishlist: Math.floor(feel() * 5000),
      disappointed: Math.floor(feel() * 300),
      liked: Math.floor(feel() * 2000),
      loved: Math.floor(feel() * 1500),
    },
    tracking: {
      title: show.originalTitle,
      refHubble: show.ref,
      visa: show.visa,
      originalTitle: show.originalTitle,
      nationality: show.nationality,
      next24ShowtimesCount: stats?.n ?? 0,
      copiesCount: stats?.cinemas ?? 0,
    },
    redirectSlug: null,
    salesOpeningDatetime: salesOpeningOf(st),
    showtimesDisplayDatetime: st.comingSoon ? `${fromEpochDay(st.release - 21)}T10:00` : null,
    specialEvent: !show.isMovie,
    isKids: show.isKids,
    bookable: !st.comingSoon || isEarlyAVP,
    isEarlyAVP,
    vod: show.vod,
    vodAvailability: show.vod ? fromEpochDay(st.release + 120) : null,
    tags: [...show.experiences, ...(isEarlyAVP ? ['avp'] : []), ...(show.isMovie ? [] : ['event'])],
  };
}
