// The locator cookie (`cgp_locator`, A§3): how the visitor last chose where to go to the cinema.
// Every page reads it at once, so its check is plain code: valibot is one module, and a schema
// here would put all of it in every page's first load; the API's schemas load with the first
// call (docs/decisions/0032).

/** The kinds of selection, as the cookie may spell them: `around` and `fav` are aliases on the wire. */
const KINDS = {
  cinema: 'cinema',
  city: 'city',
  position: 'position',
  favorite: 'favorite',
  around: 'position',
  fav: 'favorite',
} as const;

/** The locator cookie, with its kind in canonical form; `value` a cinema or city slug, or `lat,lng`. */
export interface LocatorCookie {
  readonly type: (typeof KINDS)[keyof typeof KINDS];
  readonly value: string;
}

/**
 * The cookie's `{ type, value }` with its kind in canonical form, or null when it has another shape
 * (a kind it does not know, an empty or non-string value). Other fields are dropped.
 */
export function parseLocatorCookie(input: unknown): LocatorCookie | null {
  if (typeof input !== 'object' || input === null) return null;
  const { type, value } = input as Record<string, unknown>;
  if (typeof type !== 'string' || !Object.hasOwn(KINDS, type)) return null;
  if (typeof value !== 'string' || value.length === 0) return null;
  return { type: KINDS[type as keyof typeof KINDS], value };
}
