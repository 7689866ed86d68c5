import { createElement, type ReactNode } from 'react';

/**
 * CMS HTML (an experience's details, an article's content) as React elements, never as HTML:
 * only an allow-list of text tags survives, every text is escaped by React, links keep an
 * `http(s)`, `mailto:` or site-relative address only, and nothing else of the markup does
 * (attributes, styles, scripts, frames, forms, comments). Works the same on the server and in
 * the browser (no DOM, no DOMPurify: the catalogue ships no sanitiser, and parsing a small
 * allow-list needs none).
 */

/** Tags kept as they are (their attributes are dropped). */
const KEPT = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'a',
  'span',
]);
/** Block tags (they close an open paragraph). */
const BLOCK = new Set(['p', 'ul', 'ol', 'blockquote', 'h2', 'h3', 'h4']);
/** Void tags (no content, no end tag). */
const VOID = new Set(['br']);
/** Tags whose whole content is dropped with them. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
]);
/** A page's only `h1` is its title: CMS headings start at h2 (an `h1` becomes one). */
const RENAMED: Readonly<Record<string, string>> = { h1: 'h2', h5: 'h4', h6: 'h4' };

/** A tree of kept nodes: text, or an element with its children. */
export type RichNode = string | { readonly tag: string; readonly href?: string; readonly children: RichNode[] };

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
};

/** The text of HTML character references (named ones of the list above, decimal and hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** A link's address if it is a safe one (web, mail or on the site), else null (`javascript:`, `data:`...). */
export function safeHref(raw: string): string | null {
  // Browsers skip leading and trailing spaces and control characters, and tabs and newlines anywhere.
  const href = [...decodeEntities(raw)]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code > 0x1f && code !== 0x7f;
    })
    .join('')
    .trim();
  if (/^(https?:|mailto:)/i.test(href)) return href;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
  // Site-relative (`/experiences/imax`), or a fragment; `//host` (or `/\\host`, read the same) is another site: refused.
  return /^(\/(?![/\\])|#)/.test(href) ? href : null;
}

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

/** Parses CMS HTML into the tree of kept nodes (malformed markup is closed or skipped, never kept). */
export function parseRichText(html: string): RichNode[] {
  const root: RichNode[] = [];
  const stack: { tag: string; children: RichNode[] }[] = [];
  const current = () => stack[stack.length - 1]?.children ?? root;
  let dropping: string | null = null;
  const token = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!?[^>]*>?/g;
  let last = 0;
  for (let match = token.exec(html); match !== null; match = token.exec(html)) {
    const text = html.slice(last, match.index);
    last = token.lastIndex;
    if (text && !dropping) current().push(decodeEntities(text));
    const name = match[1]?.toLowerCase();
    if (!name) continue; // a comment, a doctype, a stray `<`
    const closing = match[0][1] === '/';
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROPPED.has(name)) {
      if (!closing && !/\/\s*$/.test(match[2] ?? '')) dropping = name;
      continue;
    }
    const tag = RENAMED[name] ?? name;
    if (!KEPT.has(tag)) continue; // unknown tags go, their text stays
    if (closing) {
      const at = stack.map((open) => open.tag).lastIndexOf(tag);
      if (at >= 0) stack.length = at;
      continue;
    }
    if (VOID.has(tag)) {
      current().push({ tag, children: [] });
      continue;
    }
    // HTML closes an open paragraph (or link) before a block (or a link): so does the tree, or the
    // browser would parse the server's HTML into another tree than the one hydrated.
    const closes = BLOCK.has(tag) ? 'p' : tag === 'a' ? 'a' : null;
    const open = closes ? stack.map((o) => o.tag).lastIndexOf(closes) : -1;
    if (open >= 0) stack.length = open;
    const href = tag === 'a' ? safeHref(attribute(match[2] ?? '', 'href') ?? '') : null;
    const node = { tag, children: [] as RichNode[], ...(href ? { href } : {}) };
    current().push(node);
    stack.push(node);
  }
  const rest = html.slice(last);
  if (rest && !dropping) current().push(decodeEntities(rest));
  return root;
}

function render(nodes: readonly RichNode[], origin: string | undefined, prefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${prefix}${index}`;
    if (typeof node === 'string') return node;
    const children = render(node.children, origin, `${key}.`);
    if (node.tag === 'a') {
      // A link without a safe address is its text alone; one to another site opens in a new tab.
      if (!node.href) return createElement('span', { key }, ...children);
      const external = /^https?:/i.test(node.href) && (!origin || !node.href.startsWith(origin));
      return createElement(
        'a',
        { key, href: node.href, ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}) },
        ...children,
      );
    }
    return VOID.has(node.tag) ? createElement(node.tag, { key }) : createElement(node.tag, { key }, ...children);
  });
}

/** CMS HTML rendered safely (see the module comment); `origin` is the site's, so its own links stay in the tab. */
export function RichText({
  html,
  className,
  origin,
}: {
  readonly html: string;
  readonly className?: string;
  readonly origin?: string;
}) {
  const nodes = parseRichText(html);
  if (nodes.length === 0) return null;
  return <div className={className}>{render(nodes, origin, '')}</div>;
}
