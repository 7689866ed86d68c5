import path from 'node:path';
import type { StaticFiles } from '../static-files';
import { forPaths, type Handler, sendText } from './context';

/** The site's service worker, at its root so that its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';
/** The site's web app manifest; `?lang=` picks the language (the page's head links its own). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/**
 * What makes a site installable and readable offline (docs/decisions/0048-pwa-offline.md), both
 * written by the country build beside its `index.html`: the service worker (`sw.js`), revalidated
 * on every check (`no-cache`: a deploy reaches the visitor at their next page, never a week later),
 * allowed the site's whole scope; and the manifest of each language (`manifest.<lang>.webmanifest`),
 * the site's default language when `lang` is not one of the site's.
 */
export function pwaHandler(options: { readonly files: StaticFiles }): Handler {
  const ours = (pathname: string) => pathname === SERVICE_WORKER_PATH || pathname === WEB_MANIFEST_PATH;
  return forPaths(ours, async ({ req, res, site, url }) => {
    const { pathname } = url;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(res, 405, 'Method not allowed\n');
      return true;
    }
    let file: string;
    if (pathname === SERVICE_WORKER_PATH) {
      file = path.join(site.dir, 'sw.js');
      res.setHeader('Service-Worker-Allowed', '/');
    } else {
      const asked = url.searchParams.get('lang');
      const language = site.config.languages.find((lang) => lang === asked) ?? site.config.defaultLanguage;
      file = path.join(site.dir, `manifest.${language}.webmanifest`);
    }
    const sent = await options.files.send(req, res, file, { cacheControl: 'no-cache' });
    if (!sent) sendText(res, 404, 'Not found\n');
    return true;
  });
}
