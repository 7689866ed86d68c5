import { contentRatingText, formatDuration, HIDDEN_RATING_LABELS, type ShowDetail } from '@marquee/domain-models';

/** The content rating as a film's page shows it. */
export interface RatingFacts {
  /** The rating scheme (CSA, Cinecheck), or null for the sites' default one (nothing to name). */
  readonly system: string | null;
  /** The label as a mark ("-12", "16"), or null when it is not displayed (TP, AD, none). */
  readonly mark: string | null;
  /** The text of the display rule (RULE-20..22): the warning, else the label, else "for all audiences". */
  readonly text: string;
  /** Cinecheck's pictogram keys (violence, fear...), in the data's order. */
  readonly descriptors: readonly string[];
}

/** The facts of a film's record, each null when the data does not know it. */
export interface MovieFacts {
  /** RULE-25, RULE-26: `Nmin` under an hour, else `HhMM`. */
  readonly duration: string | null;
  readonly rating: RatingFacts;
  /** The original title, when it differs from the title shown. */
  readonly originalTitle: string | null;
  /** ISO 3166 country code of the film's nationality. */
  readonly nationality: string | null;
  readonly directors: readonly string[];
  /** Actors, each once, in billing order. */
  readonly actors: readonly string[];
}

/** A comma-separated credit list as names, each once (ENT-06: actors are comma-split). */
export function creditNames(list: string): string[] {
  return [
    ...new Set(
      list
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    ),
  ];
}

/** The facts a film's page shows, by the spec's rules; `allAudiences` is the translated "for all audiences". */
export function movieFacts(
  show: Pick<
    ShowDetail,
    'duration' | 'contentRating' | 'cinechecks' | 'title' | 'originalTitle' | 'nationality' | 'directors' | 'actors'
  >,
  allAudiences: string,
): MovieFacts {
  const label = show.contentRating.label.trim();
  const shownLabel = label !== '' && !HIDDEN_RATING_LABELS.includes(label.toUpperCase()) ? label : null;
  const text = contentRatingText(show.contentRating, allAudiences);
  return {
    duration: Number.isFinite(show.duration) && show.duration > 0 ? formatDuration(show.duration) : null,
    rating: {
      system: show.contentRating.system === 'Default' ? null : show.contentRating.system,
      // The mark beside a warning; alone when the label is the text itself.
      mark: shownLabel,
      text,
      descriptors: show.contentRating.system === 'Cinecheck' ? show.cinechecks : [],
    },
    originalTitle: show.originalTitle.trim() !== '' && show.originalTitle !== show.title ? show.originalTitle : null,
    nationality: /^[A-Z]{2}$/.test(show.nationality) ? show.nationality : null,
    directors: creditNames(show.directors),
    actors: creditNames(show.actors),
  };
}

/** A country's name in a locale (`CI` → "Côte d’Ivoire"), the code itself when the browser has no name for it. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
