import { sanitiseInBrowser } from './sanitise-browser';

/**
 * A help article's content (CMS HTML) made safe to render with `dangerouslySetInnerHTML`
 * (HELP-05, HELP-06). This module is the browser's (DOMPurify); the remote's server build
 * replaces it with `sanitise-server.ts` (sanitize-html, the same rules: vite.config.ts), so the
 * loader sanitises wherever it runs: on the server for the first page, in the browser on
 * client navigation.
 */
export function sanitiseArticleHtml(html: string): string {
  return sanitiseInBrowser(html);
}
