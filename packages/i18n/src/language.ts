import type { Language } from '@marquee/domain-models';
import { isLanguage } from '@marquee/domain-models';

/** Name of the cookie that remembers the visitor's language choice (A§9, SHELL-02). */
export const LANGUAGE_COOKIE = 'lang';

/** What resolveLanguage needs to know about the site. */
export interface LanguageSite {
  readonly languages: readonly Language[];
  readonly defaultLanguage: Language;
}

/** Inputs of resolveLanguage, each optional but the site. */
export interface ResolveLanguageInput {
  /** The language segment of the route, if any (SHELL-01). */
  readonly routeLanguage?: string | null;
  /** The `lang` cookie value, if any (SHELL-02). */
  readonly cookieLanguage?: string | null;
  /** Browser languages in preference order (`navigator.languages`, or parsed Accept-Language) (SHELL-03). */
  readonly browserLanguages?: readonly string[];
  readonly site: LanguageSite;
}

function offered(site: LanguageSite, value: string | null | undefined): Language | undefined {
  if (value == null) return undefined;
  const lang = value.trim().toLowerCase();
  return isLanguage(lang) && site.languages.includes(lang) ? lang : undefined;
}

/**
 * The page language, by priority (A§4, SHELL-01..04): the route's language, the `lang`
 * cookie, the first browser language whose prefix the site offers ('de-CH' → 'de'), else
 * the site default. A value the site does not offer is skipped at each step.
 */
export function resolveLanguage(input: ResolveLanguageInput): Language {
  const { site } = input;
  const fromRoute = offered(site, input.routeLanguage);
  if (fromRoute) return fromRoute;
  const fromCookie = offered(site, input.cookieLanguage);
  if (fromCookie) return fromCookie;
  for (const tag of input.browserLanguages ?? []) {
    const fromBrowser = offered(site, tag.split(/[-_]/)[0]);
    if (fromBrowser) return fromBrowser;
  }
  return site.defaultLanguage;
}

/** The `lang` cookie from a Cookie header, when it names a language of the product; else undefined. */
export function readLanguageCookie(cookieHeader: string | null | undefined): Language | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== LANGUAGE_COOKIE) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      return undefined;
    }
    const lang = value.toLowerCase();
    return isLanguage(lang) ? lang : undefined;
  }
  return undefined;
}

/**
 * A Set-Cookie value remembering the language (site-wide path, Lax). The spec gives no
 * lifetime for `lang`; we keep it a year, like the locator cookie.
 */
export function languageCookie(language: Language, maxAgeSeconds = 365 * 24 * 60 * 60): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}

/** Language tags of an Accept-Language header, most preferred first (q=0 dropped). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const items: Array<{ tag: string; q: number; index: number }> = [];
  header.split(',').forEach((part, index) => {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim();
    if (!tag || tag === '*') return;
    let q = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (m?.[1] !== undefined) q = Number(m[1]);
    }
    if (!Number.isFinite(q) || q <= 0) return;
    items.push({ tag, q, index });
  });
  items.sort((a, b) => b.q - a.q || a.index - b.index);
  return items.map((item) => item.tag);
}
