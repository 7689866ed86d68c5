import { sanitiseCmsHtml } from '@marquee/cms-html';

/**
 * A help article's content (CMS HTML) made safe to render with `dangerouslySetInnerHTML`
 * (HELP-05, HELP-06), by the platform's one CMS-HTML sanitiser (`@marquee/cms-html`, decision
 * 0019): DOMPurify in the browser build, sanitize-html in the server build (its `node` entry),
 * so the loader sanitises wherever it runs.
 */
export function sanitiseArticleHtml(html: string): string {
  return sanitiseCmsHtml(html);
}
