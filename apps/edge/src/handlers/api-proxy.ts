import { proxy } from '../proxy';
import type { Handler } from './context';

/** `/api` and below go to the API, with the site of the Host (any method). */
export function apiProxyHandler(options: { readonly apiUrl: string }): Handler {
  return ({ req, res, site, url, scheme }) => {
    if (!url.pathname.startsWith('/api/') && url.pathname !== '/api') return false;
    proxy(req, res, options.apiUrl, { extraHeaders: { 'x-marquee-site': site.config.code }, scheme });
    return true;
  };
}
