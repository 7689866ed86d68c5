import { pickText } from '../lib/text';
import type { Lang, SiteInfo, Text } from '../seed/sites';

/** Who asks: the site, its language, and the site's local today and time. */
export interface Req {
  site: string;
  lang: Lang;
  today: string;
  time: string;
}

/** Fills `{name}` placeholders of a text. */
export type Vars = Record<string, string | number>;

/**
 * Everything a view needs besides its rows: who asks, the site's configuration (currency, rating
 * scheme, brand) and the answer texts in the asked language. Built once per request by the
 * queries layer; views read nothing else (no store, no database, no clock).
 */
export interface ViewCtx {
  r: Req;
  site: SiteInfo;
  /** The text `key` in the request's language with `{name}` placeholders filled; `fallback` (else the key) when unknown. */
  text: (key: string, vars?: Vars, fallback?: string) => string;
}

/** The `text` function of a ViewCtx over a table of texts (the `text` documents). */
export function textsIn(texts: ReadonlyMap<string, Text>, lang: Lang): ViewCtx['text'] {
  return (key, vars, fallback) => {
    const text = texts.get(key);
    const value = text ? pickText(text, lang) : (fallback ?? key);
    return vars ? value.replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all)) : value;
  };
}
