import type { Environment } from '@marquee/domain-models';
import type { SiteConfig } from '@marquee/site-config';
import { pathProblem } from '../redirects';
import { type Handler, sendText } from './context';

/** HSTS of the hosted sites: two years, subdomains included. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Hosted sites are https only: a request that came over plain http (as the
 * trusted proxy says) is sent to https on the site's own host; https answers carry HSTS. Then the
 * path itself: `//host/...` (also reached as `/.//host`, `/%2e//host`, `/\host`) is no page of
 * ours and is never redirected to.
 */
export function transportHandler(options: {
  readonly origin: (site: SiteConfig, environment: Environment) => string;
  readonly redirect: (res: import('node:http').ServerResponse, status: 301 | 302, location: string) => void;
}): Handler {
  return ({ res, site, environment, url, scheme }) => {
    const problem = pathProblem(url.pathname);
    if (environment !== 'development') {
      if (scheme === 'http') {
        if (problem?.kind === 'not-found') sendText(res, 404, 'Not found\n');
        else options.redirect(res, 301, `${options.origin(site.config, environment)}${url.pathname}${url.search}`);
        return true;
      }
      res.setHeader('Strict-Transport-Security', HSTS);
    }
    if (problem?.kind === 'not-found') {
      sendText(res, 404, 'Not found\n');
      return true;
    }
    return false;
  };
}
