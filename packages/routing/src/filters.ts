/** Filters of a list page, carried as a `/filters/` path suffix (C§2, ROUTE-59..64). */
export interface Filters {
  /** `date-{value}`: a day, `YYYY-MM-DD`. */
  readonly date?: string;
  /** `tags-a,b`: experience / tag slugs. */
  readonly tags?: readonly string[];
  /** `localisation-{slug}`: a cinema or city selection. */
  readonly localisation?: string;
  /** `versions-a,b`: version slugs. */
  readonly versions?: readonly string[];
  /** `genres-a,b`: genre slugs. */
  readonly genres?: readonly string[];
}

/** The filter kinds, in the order they are written. */
export const FILTER_KINDS = ['date', 'tags', 'localisation', 'versions', 'genres'] as const;
/** A filter kind (C§3). */
export type FilterKind = (typeof FILTER_KINDS)[number];

/** The path segment that starts the filters suffix. */
export const FILTERS_SEGMENT = 'filters';

const LIST_KINDS: ReadonlySet<string> = new Set(['tags', 'versions', 'genres']);
const FILTERS_AT = /\/filters(?=\/|$|[?#])/;

function enc(value: string): string {
  return encodeURIComponent(value);
}

function dec(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The `/filters/...` suffix for these filters ('' when there are none). Segments are
 * written in FILTER_KINDS order; empty values and lists are left out; list items are
 * comma-joined and each item is URL-encoded (a comma inside an item becomes %2C).
 */
export function encodeFilters(filters: Filters): string {
  const segments: string[] = [];
  for (const kind of FILTER_KINDS) {
    const value = filters[kind];
    if (value === undefined) continue;
    if (typeof value === 'string') {
      if (value !== '') segments.push(`${kind}-${enc(value)}`);
    } else {
      const items = value.filter((item) => item !== '');
      if (items.length > 0) segments.push(`${kind}-${items.map(enc).join(',')}`);
    }
  }
  return segments.length > 0 ? `/${FILTERS_SEGMENT}/${segments.join('/')}` : '';
}

/**
 * Filters from the part of a path after `/filters` (with or without the `/filters`
 * segment itself). Unknown or malformed segments are ignored; a repeated kind keeps the last.
 */
export function decodeFilters(suffix: string): Filters {
  const out: { -readonly [K in keyof Filters]: Filters[K] } = {};
  const parts = suffix.split('/').filter((part) => part !== '' && part !== FILTERS_SEGMENT);
  for (const part of parts) {
    const dash = part.indexOf('-');
    if (dash <= 0) continue;
    const kind = part.slice(0, dash);
    const raw = part.slice(dash + 1);
    if (raw === '') continue;
    if (LIST_KINDS.has(kind)) {
      const items = raw.split(',').map(dec);
      if (items.some((item) => item === undefined)) continue;
      const list = (items as string[]).filter((item) => item !== '');
      if (list.length > 0) out[kind as 'tags' | 'versions' | 'genres'] = list;
    } else if (kind === 'date' || kind === 'localisation') {
      const value = dec(raw);
      if (value !== undefined) out[kind] = value;
    }
  }
  return out;
}

/** A path or URL cut where `/filters` starts (ROUTE-65); unchanged when it has none. */
export function baseUrl(url: string): string {
  const at = FILTERS_AT.exec(url);
  return at ? url.slice(0, at.index) : url;
}

/** Splits a pathname into its base and its decoded filters. */
export function splitFilters(pathname: string): { base: string; filters: Filters; hasFilters: boolean } {
  const at = FILTERS_AT.exec(pathname);
  if (!at) return { base: pathname, filters: {}, hasFilters: false };
  return { base: pathname.slice(0, at.index), filters: decodeFilters(pathname.slice(at.index)), hasFilters: true };
}

/** The same filters with one value toggled in a list kind (schedules filters toggle by key and value). */
export function toggleFilter(filters: Filters, kind: 'tags' | 'versions' | 'genres', value: string): Filters {
  const current = filters[kind] ?? [];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  const { [kind]: _dropped, ...rest } = filters;
  return next.length > 0 ? { ...rest, [kind]: next } : rest;
}
