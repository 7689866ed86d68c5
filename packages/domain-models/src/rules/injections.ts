/**
 * Settings injections (A§3 "injections (position head or noscript, known element)", SHELL-86).
 *
 * The API sends markup snippets for the page (`{ position, element, content }`). The site never
 * inserts that markup as HTML: a snippet is read as exactly one known element with known
 * attributes and rebuilt from those, so nothing in it can run. "Known element" is this allow-list:
 *
 * | position   | element  | attributes kept                                                  |
 * |------------|----------|------------------------------------------------------------------|
 * | `head`     | `meta`   | `name`, `property`, `http-equiv` (only `x-ua-compatible`), `content` |
 * | `head`     | `link`   | `rel` (preconnect, dns-prefetch, icon, apple-touch-icon, manifest, mask-icon), `href`, `sizes`, `type`, `color`, `crossorigin` |
 * | `noscript` | `img`    | `src`, `width`, `height`, `alt`                                  |
 * | `noscript` | `iframe` | `src`, `width`, `height`, `title`                                |
 *
 * Anything else makes the injection malformed, and it is ignored: another element (`script`,
 * `style`, `base`…), another position, an event-handler or unknown attribute, a URL that is not
 * `https:`/`http:` or site-relative, more than one element, text content, or a declared `element`
 * that differs from the markup. The one tolerated extra is `style` on a noscript element (the
 * usual tracking-pixel snippets carry `style="display:none"`): it is dropped, not kept.
 */

/** Where an injection goes. */
export type InjectionPosition = 'head' | 'noscript';

/** An element the site may inject, rebuilt from the snippet's known attributes. */
export interface SafeInjection {
  readonly position: InjectionPosition;
  readonly element: 'meta' | 'link' | 'img' | 'iframe';
  /** Attributes in the order they were written, names lower-cased. */
  readonly attributes: Readonly<Record<string, string>>;
}

type AttributeRule = (value: string) => boolean;

const anything: AttributeRule = () => true;
const size: AttributeRule = (value) => /^\d{1,4}(px)?$/.test(value);
/** A URL the page may load: absolute http(s) or site-relative (never `javascript:`, `data:`, `//host`). */
const url: AttributeRule = (value) => /^(https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/i.test(value.trim());
const oneOf =
  (...allowed: string[]): AttributeRule =>
  (value) =>
    allowed.includes(value.trim().toLowerCase());

/** The allow-list: position, element, and each attribute with the rule its value must pass. */
export const KNOWN_INJECTIONS: Readonly<
  Record<InjectionPosition, Readonly<Record<string, Readonly<Record<string, AttributeRule>>>>>
> = {
  head: {
    meta: {
      name: (value) => /^[a-z0-9:._-]{1,64}$/i.test(value),
      property: (value) => /^[a-z0-9:._-]{1,64}$/i.test(value),
      'http-equiv': oneOf('x-ua-compatible'),
      content: anything,
    },
    link: {
      rel: oneOf('preconnect', 'dns-prefetch', 'icon', 'apple-touch-icon', 'manifest', 'mask-icon'),
      href: url,
      sizes: (value) => /^(any|\d{1,4}x\d{1,4}( \d{1,4}x\d{1,4})*)$/i.test(value),
      type: (value) => /^[a-z]+\/[a-z0-9.+-]+$/i.test(value),
      color: (value) => /^#[0-9a-f]{3,8}$/i.test(value),
      crossorigin: oneOf('', 'anonymous', 'use-credentials'),
    },
  },
  noscript: {
    img: { src: url, width: size, height: size, alt: anything },
    iframe: { src: url, width: size, height: size, title: anything },
  },
};

/** Attributes that are dropped rather than refused (presentation of noscript pixels). */
const DROPPED_ON_NOSCRIPT = new Set(['style']);

/** Attributes an element must have to mean anything. */
const REQUIRED: Readonly<Record<string, readonly string[]>> = {
  meta: ['content'],
  link: ['rel', 'href'],
  img: ['src'],
  iframe: ['src'],
};

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

function decodeEntities(text: string): string | undefined {
  let broken = false;
  const out = text.replace(/&([a-z]+|#\d+|#x[0-9a-f]+);?/gi, (all, name: string) => {
    const key = name.toLowerCase();
    const named = ENTITIES[key];
    if (named !== undefined) return named;
    const code = key.startsWith('#x')
      ? Number.parseInt(key.slice(2), 16)
      : key.startsWith('#')
        ? Number(key.slice(1))
        : NaN;
    if (Number.isInteger(code) && code > 31 && code < 0x110000) return String.fromCodePoint(code);
    broken = true;
    return all;
  });
  return broken ? undefined : out;
}

/**
 * Reads one start tag (`<name a="b" c='d' e=f flag>`, optionally self-closed or followed by its
 * own end tag) and nothing else; undefined when the text is anything more or less.
 */
export function parseSingleTag(
  content: string,
): { readonly element: string; readonly attributes: readonly (readonly [string, string])[] } | undefined {
  const text = content.trim();
  const open = /^<([a-z][a-z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>=`]+))?)*)\s*\/?>/i.exec(
    text,
  );
  if (!open) return undefined;
  const element = (open[1] as string).toLowerCase();
  const rest = text.slice(open[0].length).trim();
  if (rest !== '' && rest.toLowerCase() !== `</${element}>`) return undefined;
  const attributes: [string, string][] = [];
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>=`]+)))?/g;
  for (const match of (open[2] ?? '').matchAll(pattern)) {
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (value === undefined) return undefined;
    attributes.push([(match[1] as string).toLowerCase(), value]);
  }
  return { element, attributes };
}

/**
 * One injection of the settings, checked against the allow-list (KNOWN_INJECTIONS): the element
 * to render, or undefined when the injection is malformed or not known (it is then ignored).
 */
export function safeInjection(raw: unknown): SafeInjection | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { position, element, content } = raw as Record<string, unknown>;
  if (position !== 'head' && position !== 'noscript') return undefined;
  if (typeof element !== 'string' || typeof content !== 'string' || content.length > 2_000) return undefined;
  const known = KNOWN_INJECTIONS[position][element.toLowerCase()];
  if (!known) return undefined;
  const tag = parseSingleTag(content);
  if (!tag || tag.element !== element.toLowerCase()) return undefined;
  const attributes: Record<string, string> = {};
  for (const [name, value] of tag.attributes) {
    if (position === 'noscript' && DROPPED_ON_NOSCRIPT.has(name)) continue;
    const rule = known[name];
    if (!rule?.(value) || name in attributes) return undefined;
    attributes[name] = value;
  }
  for (const name of REQUIRED[tag.element] ?? []) if (!(name in attributes)) return undefined;
  return { position, element: tag.element as SafeInjection['element'], attributes };
}

/** The injections of the settings that may be rendered, in their order; the others are ignored. */
export function safeInjections(raw: unknown): SafeInjection[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(safeInjection).filter((injection): injection is SafeInjection => injection !== undefined);
}
