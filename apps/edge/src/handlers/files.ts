import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@marquee/remote-contract';
import { proxy } from '../proxy';
import { type StaticFiles, safeJoin } from '../static-files';
import { forPaths, type Handler, sendText } from './context';

export const VENDOR_PATH = '/vendor/';

/**
 * The server builds beside the browser's files, never served: apps/vendor's
 * server singletons (`server/`) and each deployed remote version's (`<name>/<version>/server/`).
 */
const VENDOR_HIDDEN = ['server'];
const REMOTES_HIDDEN = ['*/*/server'];

/**
 * Static files: the vendor files (`/vendor/`), the remotes' deployed versions (`/remotes/<name>/`,
 * from the deploy store, or proxied to the remote's own server when it has one), and the
 * country build's own `/assets/`.
 */
export function filesHandler(options: {
  readonly files: StaticFiles;
  readonly vendorDir: string;
  readonly deployRoot: string;
  readonly remoteOrigins: () => Promise<Partial<Record<RemoteName, string>>>;
}): Handler {
  const vendorRoot = path.resolve(options.vendorDir);
  const remotesRoot = path.join(options.deployRoot, 'remotes');
  const isFile = (pathname: string) =>
    pathname.startsWith(VENDOR_PATH) || pathname.startsWith('/remotes/') || pathname.startsWith('/assets/');
  return forPaths(isFile, async ({ req, res, site, url, scheme }) => {
    const { pathname } = url;
    let file: string | null;
    let versioned = true;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(res, 405, 'Method not allowed\n');
      return true;
    }
    if (pathname.startsWith(VENDOR_PATH))
      file = safeJoin(vendorRoot, pathname.slice(VENDOR_PATH.length), VENDOR_HIDDEN);
    else if (pathname.startsWith('/remotes/')) {
      const [, , name] = pathname.split('/');
      if (!name || !(REMOTE_NAMES as readonly string[]).includes(name)) {
        sendText(res, 404, 'Unknown remote\n');
        return true;
      }
      const origin = (await options.remoteOrigins())[name as RemoteName];
      if (origin) {
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        proxy(req, res, origin, { cors: true, scheme });
        return true;
      }
      // Everything under a version folder is immutable: a version is never redeployed with other files.
      file = safeJoin(remotesRoot, pathname.slice('/remotes/'.length), REMOTES_HIDDEN);
    } else if (pathname.startsWith('/assets/')) {
      // Resolved in the build's assets folder, not the build: its server entry, site.json and
      // index.html sit beside assets/.
      file = safeJoin(path.join(site.dir, 'assets'), pathname.slice('/assets/'.length));
      versioned = false;
    } else return false;
    const sent = file
      ? await options.files.send(req, res, file, versioned ? { immutable: true, cors: true } : {})
      : false;
    if (!sent) sendText(res, 404, 'Not found\n');
    return true;
  });
}
