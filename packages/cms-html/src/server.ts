import sanitizeHtml from 'sanitize-html';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_SCHEMES,
  ALLOWED_TAGS,
  DROPPED_WITH_CONTENT,
  EXTERNAL_LINK,
  RENAMED_HEADINGS,
} from './rules';

/**
 * The server's sanitiser: sanitize-html (htmlparser2, no DOM needed), with the same lists as
 * the browser's DOMPurify. DOMPurify needs a DOM on the server (jsdom), and jsdom cannot be
 * bundled into a remote's server build (it reads its own files at run time), so the server
 * uses the parser-based sanitiser and the unit tests hold both to the same output.
 */
export function sanitiseOnServer(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...ALLOWED_TAGS],
    // `target` and `rel` only as the transform below sets them (a CMS's own are dropped there).
    allowedAttributes: { '*': [...ALLOWED_ATTRIBUTES], a: [...ALLOWED_ATTRIBUTES, 'target', 'rel'] },
    allowedSchemes: [...ALLOWED_SCHEMES],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: [...DROPPED_WITH_CONTENT],
    transformTags: {
      ...RENAMED_HEADINGS,
      a: (tagName, attribs) => {
        const { target: _target, rel: _rel, ...own } = attribs;
        return EXTERNAL_LINK.test(own.href ?? '')
          ? { tagName, attribs: { ...own, target: '_blank', rel: 'noopener noreferrer' } }
          : { tagName, attribs: own };
      },
    },
  });
}

/** CMS HTML made safe to render (the server's engine: the package's `node` entry, so a remote's server build uses it). */
export const sanitiseCmsHtml = sanitiseOnServer;
