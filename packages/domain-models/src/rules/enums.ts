// Enumerations of section 3 of both documents (and CLARIFICATIONS). Plain constant tuples:
// each is tree-shaken away when unused.

/** Article types (C§3, RULE-35). */
export const ARTICLE_TYPES = ['news', 'event', 'offer', 'experience'] as const;
/** An article type. */
export type ArticleType = (typeof ARTICLE_TYPES)[number];

/** Search result types (C§3, A§3, RULE-36). */
export const SEARCH_RESULT_TYPES = ['show', 'cinema', 'offer', 'news', 'faq'] as const;
/** A search result type. */
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** Date range types of an offer (C§3, RULE-37). */
export const DATE_RANGE_TYPES = ['exact', 'from', 'interval', 'until', 'noDate', 'exactWithoutHours'] as const;
/** A date range type. */
export type DateRangeType = (typeof DATE_RANGE_TYPES)[number];

/** Flag colours by number (C§3, RULE-34): 1 green, 2 yellow, 3 grey, 4 red, 5 blue (the heart label). */
export const FLAG_COLOURS = { 1: 'green', 2: 'yellow', 3: 'grey', 4: 'red', 5: 'blue' } as const;
/** A flag colour code. */
export type FlagColourCode = keyof typeof FLAG_COLOURS;
/** A flag colour name. */
export type FlagColour = (typeof FLAG_COLOURS)[FlagColourCode];
/** The flag colour code that means the heart label (C§3: "code 5 means the heart label"). */
export const HEART_FLAG_COLOUR: FlagColourCode = 5;

/** Colour name of a flag colour code, or null for an unknown code. */
export function flagColour(code: number | null | undefined): FlagColour | null {
  return code != null && Object.hasOwn(FLAG_COLOURS, code) ? FLAG_COLOURS[code as FlagColourCode] : null;
}

/** True when the flag colour code means the heart label. */
export function isHeartLabel(code: number | null | undefined): boolean {
  return code === HEART_FLAG_COLOUR;
}

/** Filter kinds (C§3, RULE-38). */
export const FILTER_KINDS = ['genres', 'tags', 'versions', 'date', 'localisation'] as const;
/** A filter kind. */
export type FilterKindName = (typeof FILTER_KINDS)[number];

/** Canonical cinema selection kinds (CLARIFICATIONS: cinema, city, position, favorite). */
export const CINEMA_SELECTION_KINDS = ['cinema', 'city', 'position', 'favorite'] as const;
/** A canonical cinema selection kind. */
export type CinemaSelectionKind = (typeof CINEMA_SELECTION_KINDS)[number];
/** Accepted aliases of selection kinds on the URL and the wire (CLARIFICATIONS: around, fav). */
export const CINEMA_SELECTION_ALIASES: Readonly<Record<string, CinemaSelectionKind>> = {
  around: 'position',
  fav: 'favorite',
};

/** The canonical selection kind of a name or alias (RULE-39), or null when unknown. */
export function toSelectionKind(value: string): CinemaSelectionKind | null {
  if ((CINEMA_SELECTION_KINDS as readonly string[]).includes(value)) return value as CinemaSelectionKind;
  return Object.hasOwn(CINEMA_SELECTION_ALIASES, value) ? (CINEMA_SELECTION_ALIASES[value] ?? null) : null;
}

/** Showtime statuses (C§3, RULE-01). */
export const SHOWTIME_STATUSES = ['available', 'soldout', 'locked'] as const;
/** A showtime status. */
export type ShowtimeStatus = (typeof SHOWTIME_STATUSES)[number];

/** Emotions a client records about a show (A§3). */
export const EMOTIONS = ['disappointed', 'liked', 'loved'] as const;
/** An emotion. */
export type Emotion = (typeof EMOTIONS)[number];

/** Login states (A§4, ACC-07). */
export const LOGIN_STATES = ['logged', 'notLogged', 'unknown'] as const;
/** A login state. */
export type LoginState = (typeof LOGIN_STATES)[number];

/** Video types (C§3, RULE-40). */
export const VIDEO_TYPES = ['allocine', 'vimeo', 'youtube', 'S3'] as const;
/** A video type. */
export type VideoType = (typeof VIDEO_TYPES)[number];

/** Promotion call-to-action types (C§3, RULE-41). */
export const CTA_TYPES = ['none', 'yellow-button', 'black-button', 'book-now'] as const;
/** A promotion call-to-action type. */
export type CtaType = (typeof CTA_TYPES)[number];

/** Alert levels (C§3). */
export const ALERT_LEVELS = ['warning', 'info'] as const;
/** An alert level. */
export type AlertLevel = (typeof ALERT_LEVELS)[number];
