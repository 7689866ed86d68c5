import { ApiCache, type ApiCacheOptions } from '../api-cache';
import { proxy } from '../proxy';
import type { Handler } from './context';

/**
 * `/api` and below go to the API, with the site of the Host (any method). GET and HEAD answers
 * the API marks shareable are kept by the edge's API cache (`apiCache: false`: every request
 * passes straight through).
 */
export function apiProxyHandler(options: {
  readonly apiUrl: string;
  readonly apiCache?: ApiCacheOptions | false;
}): Handler {
  const cache = options.apiCache === false ? null : new ApiCache(options.apiUrl, options.apiCache);
  return ({ req, res, site, url, scheme }) => {
    const { pathname } = url;
    if (!pathname.startsWith('/api/') && pathname !== '/api') return false;
    const path = `${pathname}${url.search}`;
    const code = site.config.code;
    if (cache) cache.handle({ req, res, site: code, path, scheme });
    else proxy(req, res, options.apiUrl, { extraHeaders: { 'x-marquee-site': code }, scheme, path });
    return true;
  };
}
