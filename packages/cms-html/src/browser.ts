import DOMPurify from 'isomorphic-dompurify';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_SCHEMES,
  ALLOWED_TAGS,
  DROPPED_WITH_CONTENT,
  EXTERNAL_LINK,
  RENAMED_HEADINGS,
} from './rules';

/** Addresses with an allowed scheme, or without a scheme (site-relative). */
const ALLOWED_URI_REGEXP = new RegExp(`^(?:(?:${ALLOWED_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, 'i');

let hooked = false;
/** The hooks: no `data:` image, and external links opened safely. */
function hookLinks() {
  if (hooked) return;
  hooked = true;
  // DOMPurify lets images keep `data:` sources; the server's sanitiser does not: neither does this one.
  DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'src' && !ALLOWED_URI_REGEXP.test(data.attrValue.trim())) data.keepAttr = false;
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && EXTERNAL_LINK.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * The browser's sanitiser: DOMPurify over the browser's own HTML parser (no parser
 * differential between what is cleaned and what is rendered). In the browser build
 * `isomorphic-dompurify` is DOMPurify alone; under Node (unit tests) it runs
 * over jsdom.
 */
export function sanitiseInBrowser(html: string): string {
  hookLinks();
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_TAGS: [...DROPPED_WITH_CONTENT],
    KEEP_CONTENT: true,
  });
  // The serialised output is well-formed and its text escaped (`&lt;`): only real tags match.
  return clean.replace(/<(\/?)(h[1-6])\b/gi, (whole, slash: string, tag: string) => {
    const renamed = RENAMED_HEADINGS[tag.toLowerCase()];
    return renamed ? `<${slash}${renamed}` : whole;
  });
}

/** CMS HTML made safe to render (the browser's engine: this entry is the package's default). */
export const sanitiseCmsHtml = sanitiseInBrowser;
