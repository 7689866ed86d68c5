import type { Language } from '@marquee/domain-models';
import { localeFor } from '@marquee/i18n';
import type { PageHead } from '@marquee/remote-contract';
import { href, hreflang, newFilmsFeedPath, type PageKind } from '@marquee/routing';
import type { SiteConfig } from '@marquee/site-config';

/** One element of the document head besides the title. */
export interface HeadTag {
  readonly tag: 'meta' | 'link' | 'script';
  readonly attributes: Readonly<Record<string, string>>;
  /** Text content (JSON-LD). */
  readonly text?: string;
}

/** What a page puts in the document head: rendered by the server, kept current by the browser. */
export interface DocumentHead {
  readonly title: string;
  readonly tags: readonly HeadTag[];
}

/** The attribute that marks the head elements the shell owns (the browser replaces them on navigation). */
export const HEAD_ATTRIBUTE = 'data-head';

/** What the head of a page is made from. */
export interface PageHeadInput {
  readonly site: SiteConfig;
  /** Origin of the site (`https://www.marquee.fr`): links in the head are absolute. */
  readonly origin: string;
  readonly kind: PageKind;
  readonly language: Language;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly head: PageHead | undefined;
}

function definedParams(params: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined && key !== '*') out[key] = value;
  return out;
}

/** The path of the page (or of its canonical kind's page) in a language, or undefined when it has none there. */
function pathIn(input: PageHeadInput, language: Language): string | undefined {
  const params = input.head?.paramsByLanguage?.[language] ?? definedParams(input.params);
  try {
    return href(input.site, language, input.head?.canonicalKind ?? input.kind, params);
  } catch {
    return undefined;
  }
}

/** The schema.org types of a page's data: its node's `@type`, or those of each node of its `@graph`. */
function structuredTypes(data: PageHead['structuredData']): unknown[] {
  if (!data) return [];
  const graph = data['@graph'];
  return Array.isArray(graph) ? graph.map((node: { '@type'?: unknown }) => node?.['@type']) : [data['@type']];
}

/**
 * The head of a page (SHELL-81..84): title with the brand, meta description, canonical link,
 * one hreflang alternate per language of the site (and x-default, the site's default
 * language), on the home the Atom feed of new films, Open Graph and Twitter cards, robots, and
 * the page's schema.org data.
 */
export function pageDocumentHead(input: PageHeadInput): DocumentHead {
  const { site, origin, head } = input;
  const title = head?.title ? `${head.title} | ${site.brand}` : site.brand;
  const tags: HeadTag[] = [];
  const canonicalPath = pathIn(input, input.language);
  const canonical = canonicalPath === undefined ? undefined : `${origin}${canonicalPath}`;
  if (head?.description) tags.push({ tag: 'meta', attributes: { name: 'description', content: head.description } });
  if (head?.noIndex) tags.push({ tag: 'meta', attributes: { name: 'robots', content: 'noindex' } });
  if (canonical) tags.push({ tag: 'link', attributes: { rel: 'canonical', href: canonical } });
  for (const language of site.languages) {
    const path = pathIn(input, language);
    if (path !== undefined) {
      tags.push({
        tag: 'link',
        attributes: { rel: 'alternate', hreflang: hreflang(language), href: `${origin}${path}` },
      });
    }
  }
  const fallback = pathIn(input, site.defaultLanguage);
  if (fallback !== undefined) {
    tags.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: 'x-default', href: `${origin}${fallback}` } });
  }
  if (input.kind === 'Home') {
    // The Atom feed of the films newly scheduled on the site (docs/decisions/0047), in the page's language.
    tags.push({
      tag: 'link',
      attributes: {
        rel: 'alternate',
        type: 'application/atom+xml',
        title: site.brand,
        href: `${origin}${newFilmsFeedPath(input.language)}`,
      },
    });
  }
  const image = head?.image ? new URL(head.image, origin).toString() : undefined;
  const open: [string, string | undefined][] = [
    ['og:type', structuredTypes(head?.structuredData).includes('Movie') ? 'video.movie' : 'website'],
    ['og:site_name', site.brand],
    ['og:title', head?.title ?? site.brand],
    ['og:description', head?.description],
    ['og:url', canonical],
    ['og:image', image],
    ['og:locale', localeFor(input.language, site.code).replace('-', '_')],
  ];
  for (const [property, content] of open) {
    if (content) tags.push({ tag: 'meta', attributes: { property, content } });
  }
  tags.push({ tag: 'meta', attributes: { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' } });
  if (head?.structuredData) {
    tags.push({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      // `<` escaped so that no string in the data can close the script element.
      text: JSON.stringify({ '@context': 'https://schema.org', ...head.structuredData }).replace(/</g, '\\u003c'),
    });
  }
  return { title, tags };
}

/** The head of an error view: its title, and kept out of search engines. */
export function errorDocumentHead(site: Pick<SiteConfig, 'brand'>, title: string): DocumentHead {
  return {
    title: `${title} | ${site.brand}`,
    tags: [{ tag: 'meta', attributes: { name: 'robots', content: 'noindex' } }],
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The head as HTML (server): `<title>` and the tags, each marked with data-head. */
export function documentHeadHtml(head: DocumentHead): string {
  const parts = [`<title>${escapeHtml(head.title)}</title>`];
  for (const { tag, attributes, text } of head.tags) {
    const attrs = Object.entries(attributes)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
    const body = text === undefined ? '' : `${text}</${tag}>`;
    parts.push(`<${tag} ${HEAD_ATTRIBUTE}${attrs}>${body}`);
  }
  return parts.join('\n    ');
}

/** Makes the document's head match (browser, after a client-side navigation). */
export function applyDocumentHead(doc: Document, head: DocumentHead): void {
  if (doc.title !== head.title) doc.title = head.title;
  const current = [...doc.head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`)];
  const wanted = head.tags.map(({ tag, attributes, text }) => {
    const element = doc.createElement(tag);
    element.setAttribute(HEAD_ATTRIBUTE, '');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    return element;
  });
  // Nothing to do when the head is already right (the page the server rendered).
  if (current.length === wanted.length && current.every((element, i) => element.isEqualNode(wanted[i] ?? null))) return;
  for (const element of current) element.remove();
  doc.head.append(...wanted);
}
