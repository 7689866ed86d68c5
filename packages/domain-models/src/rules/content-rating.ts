import type { CountryCode, RatingSystem } from '../sites';

/** C§9: "Content rating 'Tout public' is the default CSA label." */
export const DEFAULT_CSA_LABEL = 'Tout public';
/** Labels that are not displayed as such (C§5: "the label unless it is TP or AD"). */
export const HIDDEN_RATING_LABELS: readonly string[] = ['TP', 'AD'];

/** C§9 / SITE-41: "fr one authority, be and nl another, others default" — fr CSA, be and nl Cinecheck. */
export function ratingSystemFor(site: CountryCode): RatingSystem {
  return RATING_SYSTEMS[site];
}

/** The rating authority of each site: site configuration, one row a site (SITE-40). */
const RATING_SYSTEMS: Readonly<Record<CountryCode, RatingSystem>> = {
  fr: 'CSA',
  be: 'Cinecheck',
  nl: 'Cinecheck',
  ch: 'Default',
  tn: 'Default',
  sn: 'Default',
  ci: 'Default',
  ma: 'Default',
};

/**
 * The content-rating text shown for a show (C§5): "the warning text if present, else the
 * label unless it is TP or AD, else the words 'tout public'". `allAudiences` is the
 * translated "for all audiences" (A§5).
 */
export function contentRatingText(
  rating: { readonly label?: string | null; readonly warning?: string | null },
  allAudiences = 'tout public',
): string {
  if (rating.warning && rating.warning.trim() !== '') return rating.warning;
  const label = rating.label?.trim();
  if (label && !HIDDEN_RATING_LABELS.includes(label.toUpperCase())) return label;
  return allAudiences;
}
