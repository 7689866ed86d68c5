import type { RemoteName } from '@marquee/remote-contract';
import type { RemoteLocation } from '../app/bootstrap-data';

/**
 * Errors of a remote's code, reported to the edge (docs/decisions/0049, apps/edge `POST /_marquee/beacon`):
 * a remote that failed to load, or threw while rendering or in an event, is counted against the
 * version the page loaded. A report names only the kind and the versioned URL of the code (never
 * the message, the page or the visitor); each is sent once per page, ten at most.
 */

/** Where the edge counts the reports. */
export const BEACON_PATH = '/_marquee/beacon';

/** A versioned remote file in a URL or a stack: `/remotes/<name>/<version>/`. */
const REMOTE_SOURCE = /(?:https?:\/\/[^\s/)]+)?\/remotes\/[a-z-]+\/[^/\s?#)]+\/[^\s?#):]*/;

export type ReportKind = 'error' | 'load';

const MAX_REPORTS = 10;
const sent = new Set<string>();
let locations: Partial<Record<RemoteName, RemoteLocation>> = {};

/** The versioned URL of a remote's code the page loads (what a load failure is counted against). */
function remoteSource(name: RemoteName): string | undefined {
  const location = locations[name];
  return location?.routes?.module ?? location?.entry;
}

/** The first versioned remote file a stack or URL names. */
export function sourceIn(text: string | undefined): string | undefined {
  return text ? REMOTE_SOURCE.exec(text)?.[0] : undefined;
}

/** Sends one report (same origin, as a beacon: it survives the page going away). */
function send(kind: ReportKind, source: string): void {
  const key = `${kind} ${source}`;
  if (sent.has(key) || sent.size >= MAX_REPORTS) return;
  sent.add(key);
  const body = JSON.stringify({ reports: [{ kind, source }] });
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      navigator.sendBeacon(BEACON_PATH, new Blob([body], { type: 'text/plain' }));
    } else if (typeof fetch === 'function') {
      void fetch(BEACON_PATH, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => {});
    }
  } catch {
    // Reporting never breaks the page.
  }
}

/** A remote's code failed to load. */
export function reportLoadFailure(name: RemoteName): void {
  const source = remoteSource(name);
  if (source) send('load', source);
}

/** A remote threw while rendering (its region's boundary caught it). */
export function reportRemoteError(name: RemoteName, error: unknown): void {
  const source = sourceIn(error instanceof Error ? error.stack : undefined) ?? remoteSource(name);
  if (source) send('error', source);
}

/**
 * Starts reporting for this page: the remotes' locations it loads, and the page's uncaught errors
 * and rejections whose stack names a remote's file. Browser only (called from boot).
 */
export function startErrorBeacon(pageRemotes: Partial<Record<RemoteName, RemoteLocation>>, target: Window): void {
  locations = pageRemotes;
  target.addEventListener('error', (event) => {
    const source = sourceIn(event.filename) ?? sourceIn(event.error instanceof Error ? event.error.stack : undefined);
    if (source) send('error', source);
  });
  target.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    const source = sourceIn(reason instanceof Error ? reason.stack : undefined);
    if (source) send('error', source);
  });
}
