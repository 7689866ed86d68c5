import type { Environment } from '@marquee/domain-models';
import { ApiCache, type ApiCacheOptions } from '../api-cache';
import { proxy } from '../proxy';
import type { Handler } from './context';

/**
 * `/api` and below go to the API, with the site of the Host (any method) and the environment
 * (`X-Marquee-Environment: production`, or locally `development; port=<the sites' port>`: the API
 * builds the site's public origin from it and the site's configuration; whatever the visitor sent
 * in those headers is overwritten). GET and HEAD answers the API marks shareable are kept by the
 * edge's API cache (`apiCache: false`: every request passes straight through).
 */
export function apiProxyHandler(options: {
  readonly apiUrl: string;
  readonly apiCache?: ApiCacheOptions | false;
  /** The port of the local sites' absolute URLs (known once the edge listens). */
  readonly localPort?: () => number;
}): Handler {
  const environmentHeader = (environment: Environment) =>
    environment === 'development' && options.localPort ? `development; port=${options.localPort()}` : environment;
  const cache = options.apiCache === false ? null : new ApiCache(options.apiUrl, options.apiCache);
  return ({ req, res, site, environment, url, scheme }) => {
    const { pathname } = url;
    if (!pathname.startsWith('/api/') && pathname !== '/api') return false;
    const path = `${pathname}${url.search}`;
    const code = site.config.code;
    const said = environmentHeader(environment);
    if (cache) cache.handle({ req, res, site: code, path, scheme, environment: said });
    else
      proxy(req, res, options.apiUrl, {
        extraHeaders: { 'x-marquee-site': code, 'x-marquee-environment': said },
        scheme,
        path,
      });
    return true;
  };
}
