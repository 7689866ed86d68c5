/**
 * What a help article's CMS HTML may keep, one list for both sanitisers (the browser's and the
 * server's): text structure, lists, links, tables, images. Everything else (scripts, styles,
 * frames, forms, embedded objects, SVG, MathML, templates) goes, with its content when it is code.
 */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'div',
  'code',
  'pre',
] as const;
/** Attributes kept: no `style`, `class` or `id` (a CMS id could clobber the page's), no handler, no data-. */
export const ALLOWED_ATTRIBUTES = [
  'href',
  'title',
  'alt',
  'src',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'lang',
  'dir',
] as const;
/** The address schemes a link or an image may use; site-relative addresses are kept too. */
export const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
/** Elements removed with everything inside them. */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'noscript',
  'textarea',
  'select',
  'form',
] as const;
/** A link that leaves the site: opened in a new tab without handing over the page. */
export const EXTERNAL_LINK = /^https?:\/\//i;
/**
 * Headings renamed: a page's only `h1` is its title, so CMS headings start at h2 (an `h1` becomes
 * one), and `h5`/`h6` become `h4` (the deepest level a page's typography styles).
 */
export const RENAMED_HEADINGS: Readonly<Record<string, string>> = { h1: 'h2', h5: 'h4', h6: 'h4' };
