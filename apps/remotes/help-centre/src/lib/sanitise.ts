import DOMPurify from 'isomorphic-dompurify';

/**
 * The elements a help article's CMS HTML may keep: text structure, lists, links, tables,
 * images. Everything else (scripts, styles, frames, forms, embedded objects, SVG, MathML) goes.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
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
];
/** Attributes kept: no `style`, `class` or `id` (a CMS id could clobber the page's), no handler. */
const ALLOWED_ATTR = ['href', 'title', 'alt', 'src', 'width', 'height', 'colspan', 'rowspan', 'scope', 'lang', 'dir'];
/** Links and images only to http(s), mail or telephone addresses, or addresses of the site. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let hooked = false;
/** Links that leave the site open in a new tab without handing it the page. */
function hookLinks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * A help article's content (CMS HTML) made safe to render with `dangerouslySetInnerHTML`
 * (HELP-05, HELP-06): the same DOMPurify rules on the server (over jsdom, through
 * isomorphic-dompurify) and in the browser (over the browser's own parser), so what the server
 * sends and what a client-side navigation renders agree.
 */
export function sanitiseArticleHtml(html: string): string {
  hookLinks();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_TAGS: ['style', 'script', 'iframe', 'form', 'object', 'embed', 'svg', 'math', 'template'],
    KEEP_CONTENT: true,
  });
}
