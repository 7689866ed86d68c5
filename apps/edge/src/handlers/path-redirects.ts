import type { ServerResponse } from 'node:http';
import { trailingSlashRedirect } from '@marquee/routing';
import { pathProblem } from '../redirects';
import { type Handler, sendText } from './context';

/**
 * Everything below the API is read-only (GET, HEAD: 405 otherwise); a path with empty segments
 * is collapsed and one with a trailing slash loses it, by a 301 on the site (ROUTE-56).
 */
export function pathRedirectsHandler(options: {
  readonly redirect: (res: ServerResponse, status: 301 | 302, location: string) => void;
}): Handler {
  return ({ req, res, url }) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(res, 405, 'Method not allowed\n');
      return true;
    }
    const problem = pathProblem(url.pathname);
    const path = problem?.kind === 'collapse' ? problem.path : url.pathname;
    const target =
      trailingSlashRedirect(`${path}${url.search}`) ?? (path !== url.pathname ? `${path}${url.search}` : null);
    if (!target) return false;
    options.redirect(res, 301, target);
    return true;
  };
}
