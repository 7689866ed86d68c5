import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { SharedCounters } from '@marquee/db';
import type { Environment } from '@marquee/domain-models';
import { REMOTE_NAMES, type RemoteName } from '@marquee/remote-contract';
import type { StoredManifest } from '../manifest';
import type { ManifestStore } from '../manifest-store';
import { clientAddresses } from '../proxy';
import {
  type CountKind,
  checkRollouts,
  describeCounts,
  hasRollout,
  isStatusToken,
  isVisitorKey,
  newVisitorKey,
  OVERRIDE_COOKIE,
  type Override,
  type RolloutCounts,
  readCookie,
  readOverride,
  rolloutStatus,
  STATUS_COOKIE,
  VISITOR_COOKIE,
  type VisitorVersions,
  versionsFor,
} from '../rollout';
import { forPaths, type Handler, sendText } from './context';

/** Where the browser reports errors of a remote's code (same origin, small, rate-limited). */
export const BEACON_PATH = '/_marquee/beacon';
/** Where an override link sets its cookie (and `?end` removes it). */
export const OVERRIDE_PATH = '/_marquee/override';
/** The teams' status page. */
export const STATUS_PATH = '/_marquee/status';

/** A beacon's body is a few reports: anything larger is refused unread. */
const BEACON_MAX_BYTES = 4096;
/** Reports counted from one beacon at most. */
const BEACON_MAX_REPORTS = 10;
/** Beacons one address may send (the rest get 429): shared by every edge. */
const BEACON_RULE = { max: 60, windowMs: 60_000, lockMs: 60_000 } as const;

/** A remote version's files in a URL the browser reports: `/remotes/<name>/<version>/…`. */
const SOURCE_PATTERN = /\/remotes\/([a-z-]+)\/([A-Za-z0-9][A-Za-z0-9._+%-]{0,80})\//;

/** The rollout machinery one edge runs: visitor versions, counts, automatic rollbacks, links. */
export class Rollouts {
  readonly #limits: SharedCounters;
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> | undefined;

  constructor(
    readonly manifests: ManifestStore,
    readonly counts: RolloutCounts,
    readonly secret: string,
    readonly deployRoot: string,
  ) {
    this.#limits = new SharedCounters(counts.db);
  }

  /** Adds the counts to the shared ones and checks the rollouts every `intervalMs`. */
  start(intervalMs: number): void {
    this.#timer = setInterval(() => void this.flush(), intervalMs);
    this.#timer.unref();
  }

  /** Writes what this edge counted, then rolls back any rollout that errs too much (logged). */
  flush(): Promise<void> {
    this.#flushing ??= (async () => {
      try {
        const changed = await this.counts.flush();
        for (const environment of changed) {
          for (const done of await checkRollouts(environment, this.manifests, this.counts)) {
            console.error(
              `edge: rollout of ${done.remote} ${done.version} in ${done.environment} rolled back automatically: ${done.note}`,
            );
          }
        }
      } catch (error) {
        console.error('edge: the rollout counts could not be written:', error);
      } finally {
        this.#flushing = undefined;
      }
    })();
    return this.#flushing;
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }

  /** True when a version's files are in the deploy store. */
  deployed(name: RemoteName, version: string): boolean {
    return existsSync(path.join(this.deployRoot, 'remotes', name, version));
  }

  /** The override a request's cookie grants (signed, unexpired, of this environment, deployed). */
  override(req: IncomingMessage, environment: Environment): Override | undefined {
    const override = readOverride(this.secret, readCookie(req.headers.cookie, OVERRIDE_COOKIE), environment);
    return override && this.deployed(override.remote, override.version) ? override : undefined;
  }

  /**
   * The versions a page is built from for this visitor. While a rollout is under way a visitor
   * without a key gets one (a cookie, `res` given: pages only) and keeps it.
   */
  forVisitor(
    req: IncomingMessage,
    res: ServerResponse | undefined,
    environment: Environment,
    stored: StoredManifest,
    scheme: 'http' | 'https',
  ): VisitorVersions {
    let visitor = readCookie(req.headers.cookie, VISITOR_COOKIE);
    if (!isVisitorKey(visitor)) {
      visitor = undefined;
      if (res && hasRollout(stored)) {
        visitor = newVisitorKey();
        appendCookie(
          res,
          `${VISITOR_COOKIE}=${visitor}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${scheme === 'https' ? '; Secure' : ''}`,
        );
      }
    }
    return versionsFor(stored, visitor, this.override(req, environment));
  }

  /** Counts one thing of a page's remote versions (a visit, a server render failure). */
  count(environment: Environment, manifest: StoredManifest, kind: CountKind, only?: readonly RemoteName[]): void {
    for (const name of only ?? REMOTE_NAMES) {
      const version = manifest.remotes[name]?.version;
      if (version) this.counts.add(environment, name, version, kind);
    }
  }

  /** The beacon, the override link and the status page. */
  handler(): Handler {
    const ours = (pathname: string) =>
      pathname === BEACON_PATH || pathname === OVERRIDE_PATH || pathname === STATUS_PATH;
    return forPaths(ours, async ({ req, res, url, environment, scheme }) => {
      if (url.pathname === BEACON_PATH) {
        await this.#beacon(req, res, environment);
        return true;
      }
      if (url.pathname === OVERRIDE_PATH) {
        await this.#overrideLink(res, url, environment, scheme);
        return true;
      }
      if (url.pathname === STATUS_PATH) {
        await this.#status(req, res, url, environment, scheme);
        return true;
      }
      return false;
    });
  }

  async #beacon(req: IncomingMessage, res: ServerResponse, environment: Environment): Promise<void> {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      sendText(res, 405, 'Method not allowed\n');
      return;
    }
    // Same origin only: the browser says so (Sec-Fetch-Site), or the Origin is this host.
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    const sameOrigin =
      site === 'same-origin' ||
      (site === undefined && origin !== undefined && URL.parse(origin)?.host === req.headers.host);
    if (!sameOrigin) {
      sendText(res, 403, 'Same-origin reports only\n');
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > BEACON_MAX_BYTES) {
      res.setHeader('Connection', 'close');
      sendText(res, 413, 'Too large\n');
      return;
    }
    const address = clientAddresses.get(req) ?? req.socket.remoteAddress ?? '';
    const { lockedFor } = await this.#limits.count(`beacon:${address}`, BEACON_RULE, Date.now());
    if (lockedFor > 0) {
      res.setHeader('Retry-After', String(Math.ceil(lockedFor / 1000)));
      sendText(res, 429, 'Too many reports\n');
      req.resume();
      return;
    }
    const body = await readBody(req, BEACON_MAX_BYTES);
    if (body === undefined) {
      res.setHeader('Connection', 'close');
      sendText(res, 413, 'Too large\n');
      return;
    }
    let reports: unknown;
    try {
      reports = (JSON.parse(body) as { reports?: unknown }).reports;
    } catch {
      sendText(res, 400, 'Reports are JSON\n');
      return;
    }
    if (!Array.isArray(reports)) {
      sendText(res, 400, 'Reports are JSON: {"reports":[{"kind":"error"|"load","source":URL}]}\n');
      return;
    }
    // Only the remote, the version and the kind are kept: never the address, the page or the message.
    let counted = 0;
    for (const report of reports.slice(0, BEACON_MAX_REPORTS)) {
      const { kind, source } = (report ?? {}) as { kind?: unknown; source?: unknown };
      if ((kind !== 'error' && kind !== 'load') || typeof source !== 'string') continue;
      const found = SOURCE_PATTERN.exec(source.slice(0, 500));
      const name = found?.[1];
      let version: string | undefined;
      try {
        version = found?.[2] ? decodeURIComponent(found[2]) : undefined;
      } catch {
        version = undefined;
      }
      if (!name || !version || !(REMOTE_NAMES as readonly string[]).includes(name)) continue;
      if (!this.deployed(name as RemoteName, version)) continue;
      this.counts.add(environment, name as RemoteName, version, kind);
      counted += 1;
    }
    res.statusCode = 204;
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Marquee-Counted', String(counted));
    res.end();
  }

  async #overrideLink(
    res: ServerResponse,
    url: URL,
    environment: Environment,
    scheme: 'http' | 'https',
  ): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    const secure = scheme === 'https' ? '; Secure' : '';
    if (url.searchParams.has('end')) {
      appendCookie(res, `${OVERRIDE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
      res.statusCode = 302;
      res.setHeader('Location', '/');
      res.end();
      return;
    }
    const token = url.searchParams.get('token') ?? undefined;
    const override = readOverride(this.secret, token, environment);
    // A link works once, in the browser that opens it first: a copy seen later grants nothing.
    const fresh =
      override && token && this.deployed(override.remote, override.version)
        ? await this.#limits.useOnce(
            `override:${createHash('sha256').update(token).digest('base64url')}`,
            override.expires,
            Date.now(),
          )
        : false;
    if (!override || !token || !fresh) {
      sendText(res, 403, 'This override link is invalid, expired, already used or of another environment.\n');
      return;
    }
    const maxAge = Math.max(1, Math.floor((override.expires - Date.now()) / 1000));
    appendCookie(res, `${OVERRIDE_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`);
    console.error(
      `edge: override of ${override.remote} to ${override.version} in ${environment} opened (until ${new Date(override.expires).toISOString()})`,
    );
    res.statusCode = 302;
    res.setHeader('Location', '/');
    res.end();
  }

  async #status(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    environment: Environment,
    scheme: 'http' | 'https',
  ): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    const token = url.searchParams.get('token') ?? undefined;
    if (token !== undefined) {
      if (!isStatusToken(this.secret, token)) {
        sendText(
          res,
          403,
          'This status link is invalid or expired: print another with `marquee-deploy status --link`.\n',
        );
        return;
      }
      const expires = Number(
        (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { x: number }).x,
      );
      const maxAge = Math.max(1, expires - Math.floor(Date.now() / 1000));
      appendCookie(
        res,
        `${STATUS_COOKIE}=${token}; Path=${STATUS_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${scheme === 'https' ? '; Secure' : ''}`,
      );
      res.statusCode = 302;
      res.setHeader('Location', STATUS_PATH);
      res.end();
      return;
    }
    if (!isStatusToken(this.secret, readCookie(req.headers.cookie, STATUS_COOKIE))) {
      res.setHeader('WWW-Authenticate', 'MarqueeLink');
      sendText(res, 401, 'Open the link `marquee-deploy status --link` prints to see this page.\n');
      return;
    }
    await this.flush();
    const rows = await rolloutStatus(environment, this.manifests, this.counts);
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    res.setHeader('X-Robots-Tag', 'noindex');
    res.end(req.method === 'HEAD' ? undefined : statusPage(environment, rows));
  }
}

/** Adds a Set-Cookie line to those already set. */
function appendCookie(res: ServerResponse, cookie: string): void {
  const set = res.getHeader('Set-Cookie');
  res.setHeader('Set-Cookie', [...(Array.isArray(set) ? set : set === undefined ? [] : [String(set)]), cookie]);
}

/** A request body of at most `limit` bytes (undefined: larger). */
function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(undefined);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The status page: one table row per remote, its last changes below. */
function statusPage(environment: Environment, rows: Awaited<ReturnType<typeof rolloutStatus>>): string {
  const body = rows
    .map((row) => {
      const candidate = row.candidate
        ? `${escapeHtml(row.candidate.version)} (${row.candidate.share} %)<br>${escapeHtml(describeCounts(row.candidate.counts))}`
        : '—';
      const events = row.events
        .slice(0, 5)
        .map(
          (event) =>
            `<li><time datetime="${escapeHtml(event.at)}">${escapeHtml(event.at.replace('T', ' ').slice(0, 19))}</time> ${escapeHtml(event.action)} ${escapeHtml(event.version)}${event.share ? ` ${event.share} %` : ''}${event.note ? ` — ${escapeHtml(event.note)}` : ''}</li>`,
        )
        .join('');
      return `<tr><th scope="row">${row.remote}</th><td>${escapeHtml(row.live.version)}<br>${escapeHtml(describeCounts(row.live.counts))}</td><td>${candidate}</td><td>${events ? `<ul>${events}</ul>` : '—'}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Remotes in ${environment} — Marquee status</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #0d0d10; color: #f3f1ec; }
main { padding: 1.5rem; max-width: 72rem; margin: 0 auto; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: start; vertical-align: top; padding: .5rem .75rem; border-block-end: 1px solid #3a3a45; }
ul { margin: 0; padding-inline-start: 1rem; }
</style>
</head>
<body>
<main>
<h1>Remotes in ${environment}</h1>
<table>
<caption>Live and candidate versions, their share, visits and error rates, last changes</caption>
<thead><tr><th scope="col">Remote</th><th scope="col">Live</th><th scope="col">Candidate</th><th scope="col">Last changes</th></tr></thead>
<tbody>
${body}
</tbody>
</table>
</main>
</body>
</html>
`;
}
