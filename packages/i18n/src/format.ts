import { type CountryCode, type Language, localeFor } from '@marquee/domain-models';

// The site locale rule lives in domain-models, so that the API formats as the pages do.
export { localeFor } from '@marquee/domain-models';

/** A point in time: a Date, epoch milliseconds, or an ISO string. */
export type DateInput = Date | number | string;

const LOCAL_ISO = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

// An ISO string without an offset ('2025-06-01T20:30:00') is already a cinema-local wall
// time: read it as UTC and format it in UTC so no zone shifts it. With an offset or a Date,
// format in the site's zone (SITE-29: never the browser's zone).
function toInstant(date: DateInput, timeZone: string): { instant: Date; timeZone: string } {
  if (typeof date === 'string' && LOCAL_ISO.test(date.trim())) {
    const text = date.trim().replace(' ', 'T');
    const instant = new Date(text.length === 10 ? `${text}T00:00:00Z` : `${text}Z`);
    if (Number.isNaN(instant.getTime())) throw new RangeError(`invalid date "${date}"`);
    return { instant, timeZone: 'UTC' };
  }
  const instant = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`invalid date "${String(date)}"`);
  return { instant, timeZone };
}

/**
 * Intl formatters, built once per locale and options and kept. Building one costs a hundred
 * times what using it does (about 0.1 ms on a fast machine, ICU data looked up each time): one
 * per showtime made the cinema page's hydration 100 ms longer at 4x CPU slowdown on a phone.
 * The keys are few (locales x option sets x time zones); the cap only guards a long-lived server
 * against unbounded option sets.
 */
const FORMATTER_CAP = 500;
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.Collator>();

function optionsKey(options: object): string {
  return Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('&');
}

function kept<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.Collator>(key: string, build: () => T): T {
  const found = formatters.get(key);
  if (found) return found as T;
  if (formatters.size >= FORMATTER_CAP) formatters.clear();
  const made = build();
  formatters.set(key, made);
  return made;
}

/** An `Intl.DateTimeFormat`, shared by every caller asking for the same locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept(`d|${locale}|${optionsKey(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** An `Intl.NumberFormat`, shared by every caller asking for the same locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(`n|${locale}|${optionsKey(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** An `Intl.Collator`, shared by every caller asking for the same locale and options. */
export function collator(locale: string, options: Intl.CollatorOptions = {}): Intl.Collator {
  return kept(`c|${locale}|${optionsKey(options)}`, () => new Intl.Collator(locale, options));
}

/** Options of formatPrice. */
export interface PriceFormat {
  readonly language: Language;
  /** ISO 4217 currency of the site (EUR, CHF, TND, XOF, MAD). */
  readonly currency: string;
  readonly country?: CountryCode;
}

/** A price in the page language and the site's currency (SITE-39). */
export function formatPrice(amount: number, { language, currency, country }: PriceFormat): string {
  return numberFormat(localeFor(language, country), { style: 'currency', currency }).format(amount);
}

/** Options of formatDate. */
export interface DateFormat {
  readonly language: Language;
  /** The site's IANA time zone (never the browser's). */
  readonly timeZone: string;
  /** Intl dateStyle; `long` by default. */
  readonly style?: 'full' | 'long' | 'medium' | 'short';
  readonly country?: CountryCode;
}

/** A date in the page language, in the site's time zone (SITE-38, SITE-29). */
export function formatDate(date: DateInput, { language, timeZone, style = 'long', country }: DateFormat): string {
  const at = toInstant(date, timeZone);
  return dateTimeFormat(localeFor(language, country), { dateStyle: style, timeZone: at.timeZone }).format(at.instant);
}

/** Options of formatTime. */
export interface TimeFormat {
  readonly language: Language;
  /** The site's IANA time zone (never the browser's). */
  readonly timeZone: string;
  readonly country?: CountryCode;
}

/** A showtime's hour and minute, cinema-local (SITE-29): always the site's time zone. */
export function formatTime(date: DateInput, { language, timeZone, country }: TimeFormat): string {
  const at = toInstant(date, timeZone);
  return dateTimeFormat(localeFor(language, country), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: at.timeZone,
  }).format(at.instant);
}

/** The calendar day `YYYY-MM-DD` of an instant in the site's time zone (C§9 date format; `date-` filters). */
export function isoDate(date: DateInput, timeZone: string): string {
  const at = toInstant(date, timeZone);
  const parts = dateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: at.timeZone,
  }).formatToParts(at.instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** A site's formatting settings: the page language, and the site's country, time zone and currency. */
export interface SiteFormatSettings {
  readonly language: Language;
  readonly country: CountryCode;
  /** The site's IANA time zone (site config `timeZone`). */
  readonly timeZone: string;
  /** The site's ISO 4217 currency (site config `currency`). */
  readonly currency: string;
}

/**
 * Dates, times and prices of one page, bound to its language and its site's time zone and
 * currency (SITE-38, SITE-39): what the shell gives every page (`page.format`), so no page picks
 * a zone or a currency itself.
 */
export interface SiteFormats extends SiteFormatSettings {
  /** The BCP 47 locale used (`de-CH`, `fr-SN`, `en-GB`...). */
  readonly locale: string;
  date(date: DateInput, style?: DateFormat['style']): string;
  time(date: DateInput): string;
  price(amount: number): string;
}

/** The formats of a page: its language with the site's country, time zone and currency. */
export function siteFormats(settings: SiteFormatSettings): SiteFormats {
  const { language, country, timeZone, currency } = settings;
  return {
    language,
    country,
    timeZone,
    currency,
    locale: localeFor(language, country),
    date: (date, style) => formatDate(date, { language, timeZone, country, ...(style ? { style } : {}) }),
    time: (date) => formatTime(date, { language, timeZone, country }),
    price: (amount) => formatPrice(amount, { language, currency, country }),
  };
}
