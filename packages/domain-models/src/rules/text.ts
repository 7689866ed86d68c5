/** Lower-cases and strips accents (A§4: "Search input is accent-stripped and lower-cased"). */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Longest meta description of a page, ellipsis included (SEO; search engines show about this much). */
export const DESCRIPTION_MAX_LENGTH = 160;

const ELLIPSIS = '…';
/** A letter, digit, mark or apostrophe: a cut between two of them splits a word. */
const WORD_CHARACTER = /^[\p{L}\p{N}\p{M}'’]$/u;

/**
 * A text cut to at most `max` characters, ellipsis included, on a word boundary, white space
 * collapsed; a text that fits comes back whole, without an ellipsis.
 */
export function cutAtWord(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  let body = clean.slice(0, max - ELLIPSIS.length);
  // The cut falls inside a word: go back to the last space.
  if (WORD_CHARACTER.test(body.at(-1) ?? '') && WORD_CHARACTER.test(clean[body.length] ?? '')) {
    const space = body.lastIndexOf(' ');
    if (space > 0) body = body.slice(0, space);
  }
  return `${body.replace(/[\s,;:.!?…\-–—]+$/u, '')}${ELLIPSIS}`;
}
