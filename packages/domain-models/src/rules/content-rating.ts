import { type CountryCode, type RatingSystem, SITE_TABLE } from '../sites';

/** C§9: "Content rating 'Tout public' is the default CSA label." */
export const DEFAULT_CSA_LABEL = 'Tout public';
/** Labels that are not displayed as such (C§5: "the label unless it is TP or AD"). */
export const HIDDEN_RATING_LABELS: readonly string[] = ['TP', 'AD'];

/** C§9 / SITE-41: "fr one authority, be and nl another, others default" — the site's row of SITE_TABLE. */
export function ratingSystemFor(site: CountryCode): RatingSystem {
  return SITE_TABLE[site].ratingScheme;
}

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
