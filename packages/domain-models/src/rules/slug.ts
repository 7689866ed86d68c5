import { foldText } from './text';

/**
 * Slug normalisation (C§5): "lower-case, accents stripped, first space replaced with a
 * hyphen". Only the first space is replaced, as written.
 */
export function normaliseSlug(value: string): string {
  return foldText(value).replace(' ', '-');
}
