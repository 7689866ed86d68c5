import { sanitiseOnServer } from './sanitise-server';

/** The server build's `sanitise.ts` (vite.config.ts): sanitize-html with the shared rules. */
export function sanitiseArticleHtml(html: string): string {
  return sanitiseOnServer(html);
}
