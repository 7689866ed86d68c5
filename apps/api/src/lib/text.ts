import type { Lang, Text } from '../seed/sites';

/** Marker of a translated text inside stored JSON documents. */
export interface T {
  $t: Text;
}

/** Builds a translated text (en, fr, de, nl); missing ones fall back at read time. */
export function t(en: string, fr?: string, de?: string, nl?: string): T {
  const text: Text = { en };
  if (fr !== undefined) text.fr = fr;
  if (de !== undefined) text.de = de;
  if (nl !== undefined) text.nl = nl;
  return { $t: text };
}

/** One text in the language asked, falling back to English, then French, then any. */
export function pickText(text: Text, lang: Lang): string {
  return text[lang] ?? text.en ?? text.fr ?? Object.values(text)[0] ?? '';
}

/** Replaces every translated text of a stored document by the text of one language. */
export function localize<R = unknown>(value: unknown, lang: Lang): R {
  if (Array.isArray(value)) return value.map((item) => localize(item, lang)) as R;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('$t' in record) return pickText(record.$t as Text, lang) as R;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(record)) out[key] = localize(record[key], lang);
    return out as R;
  }
  return value as R;
}

/** Slug normalisation: lower-case, accents stripped, non-alphanumerics to single hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
