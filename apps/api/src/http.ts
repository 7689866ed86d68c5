import type { TrustedProxies } from '@marquee/db';
import type { Context } from 'hono';
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { hash } from './lib/random';
import type { Store } from './store';
import type { Req } from './views/context';

/** Hono environment of the API: the resolved request (site, language, local today). */
/** What every request carries: who asks (`req`), and whose forwarded address is believed (`proxies`). */
export type Env = { Variables: { req: Req; proxies: TrustedProxies } };
export type Ctx = Context<Env>;

export interface Entry {
  /** The JSON text's bytes, kept only when the answer is too small to gzip (else `gzip` is kept). */
  body: Buffer | null;
  gzip: Buffer | null;
  etag: string;
  at: number;
  /** Bytes held: the body and its gzip. */
  bytes: number;
}

/** Bodies smaller than this are sent uncompressed. */
const GZIP_MIN_BYTES = 1024;

/**
 * An answer as sent: its ETag, its gzip (compressed once, when it is built: a hit writes bytes
 * only), when it was built. An answer of 1 KB or more keeps its gzip only (a tenth of the JSON:
 * at stress size a site-wide film answer is 251 KB of JSON, 25 KB gzipped); the rare client that
 * does not accept gzip gets it gunzipped per request.
 */
function entryOf(value: unknown, now: number): Entry {
  const text = JSON.stringify(value);
  const body = Buffer.from(text);
  const gzip = body.length >= GZIP_MIN_BYTES ? gzipSync(body, { level: 6 }) : null;
  const etag = `W/"${hash(text).toString(36)}-${body.length.toString(36)}"`;
  const kept = gzip ? null : body;
  return { body: kept, gzip, etag, at: now, bytes: (kept?.length ?? 0) + (gzip?.length ?? 0) };
}

/** A request whose answer is kept: what `AnswerCache.ahead` replays to build it for the next minute. */
export interface AskedAnswer {
  site: string;
  /** Path and query. */
  path: string;
}

/**
 * Memoised catalogue answers: between two catalogue versions (the cache is flushed on a new one) an
 * answer only changes with the clock, and its key holds the site's local minute (`answerKey`), so
 * an answer is kept for the rest of its minute (`ttlMs`, 60 s, never outlives it).
 * Bounded by count and by bytes, the oldest answers (those of past minutes first) dropped first.
 * The answers asked in a minute are noted (`asked`) so that they can be built for the next minute
 * before it begins (`ahead`, decision 0052): the turn of the minute does not rebuild every answer
 * on the request path at once.
 */
export class AnswerCache {
  private readonly map = new Map<string, Entry>();
  /** Answers being built (`catalogueAsync`): requests for the same key meanwhile wait for that one. */
  private readonly building = new Map<string, Promise<Entry>>();
  /** Counts the flushes: an answer whose building began before one is not kept. */
  private epoch = 0;
  private bytes = 0;
  /** The requests answered from this cache since the last `ahead`, by site and path, with how often. */
  private asked = new Map<string, AskedAnswer & { count: number }>();
  constructor(
    private readonly ttlMs = 60_000,
    private readonly max = 4000,
    private readonly maxBytes = 48 * 1024 * 1024,
  ) {}

  get(key: string, now: number, build: () => unknown): Entry {
    return this.fresh(key, now) ?? this.put(key, now, build());
  }

  /** The answer kept for the key while it is fresh. */
  fresh(key: string, now: number): Entry | undefined {
    const hit = this.map.get(key);
    return hit && now - hit.at < this.ttlMs ? hit : undefined;
  }

  /** Keeps an answer built elsewhere (asynchronously: one that reads the shared database). */
  put(key: string, now: number, value: unknown): Entry {
    const entry = entryOf(value, now);
    const old = this.map.get(key);
    if (old) {
      this.bytes -= old.bytes;
      this.map.delete(key);
    }
    // the oldest first: insertion order, so a past minute's answers go before this minute's
    for (const [oldest, dropped] of this.map) {
      if (this.map.size < this.max && this.bytes + entry.bytes <= this.maxBytes) break;
      this.map.delete(oldest);
      this.bytes -= dropped.bytes;
    }
    this.map.set(key, entry);
    this.bytes += entry.bytes;
    return entry;
  }

  /**
   * The fresh answer kept for the key, else the one being built for it, else builds it: however
   * many requests ask for an answer at once, it is built once (off, `ttlMs` 0: every request builds).
   */
  async getAsync(key: string, now: number, build: () => Promise<unknown>): Promise<Entry> {
    const hit = this.fresh(key, now);
    if (hit) return hit;
    if (this.ttlMs <= 0) return this.put(key, now, await build());
    let pending = this.building.get(key);
    if (!pending) {
      const epoch = this.epoch;
      const building: Promise<Entry> = build()
        // flushed meanwhile (a new catalogue version): answered to those who asked, not kept
        .then((value) => (epoch === this.epoch ? this.put(key, now, value) : entryOf(value, now)))
        .finally(() => {
          if (this.building.get(key) === building) this.building.delete(key);
        });
      pending = building;
      this.building.set(key, pending);
    }
    return pending;
  }

  /** Notes a request answered from this cache (`ahead` replays the most asked). */
  note(site: string, path: string): void {
    if (this.ttlMs <= 0) return;
    const id = `${site}|${path}`;
    const seen = this.asked.get(id);
    if (seen) seen.count++;
    else if (this.asked.size < this.max) this.asked.set(id, { site, path, count: 1 });
  }

  /**
   * Builds, one after the other, the answers asked at least `minAsked` times since the last call
   * (at most `limit`, the most asked first) by replaying their requests through `replay` with the next minute's clock, and
   * drops the answers no longer fresh at `now`. Stops early when `stop` says so (the minute has
   * turned: what is left is built on demand).
   */
  async ahead(
    now: number,
    replay: (asked: AskedAnswer) => Promise<unknown>,
    {
      limit = 1000,
      minAsked = 2,
      stop = () => false,
    }: { limit?: number; minAsked?: number; stop?: () => boolean } = {},
  ): Promise<number> {
    for (const [key, entry] of this.map) {
      if (now - entry.at < this.ttlMs) continue;
      this.map.delete(key);
      this.bytes -= entry.bytes;
    }
    // an answer asked once in a minute is not built again for the next (the long tail would cost two builds each)
    const list = [...this.asked.values()]
      .filter((a) => a.count >= minAsked)
      .sort((a, b) => b.count - a.count)
      .slice(0, limit);
    this.asked = new Map();
    let built = 0;
    for (const asked of list) {
      if (stop()) break;
      await replay(asked);
      built++;
      // The requests that arrived meanwhile are answered before the next build: a build is a few
      // milliseconds of this thread, the whole list a second or two (awaiting the replay alone
      // may only turn the microtask queue, and the sockets would wait for the last build).
      await setImmediatePromise();
    }
    return built;
  }

  /** Answers kept, and their bytes (bodies and gzips). */
  get size(): { answers: number; bytes: number } {
    return { answers: this.map.size, bytes: this.bytes };
  }

  clear(): void {
    this.epoch++;
    this.map.clear();
    this.bytes = 0;
    // an answer of the old catalogue being built is still given to whoever asked, and not kept
    this.building.clear();
  }
}

/**
 * How long any cache may keep a catalogue answer: fresh 30 s, then served stale for 30 s while
 * one request revalidates, and for 5 minutes more when the API fails (RFC 5861; the edge's
 * own cache honours all three, decisions 0033 and 0040).
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=30, stale-if-error=300';

/** How long any cache may keep a not-found of the public catalogue (a 404 or 410 that names only its address). */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=60';

/**
 * The paths whose answers are one client's own (the client API, the account and session routes:
 * routes/shared/client-auth.ts); the edge's shared cache never keeps them either (CLIENT_API_PATH).
 */
export const CLIENT_PATH = /^\/api\/(?:client|v1|fr|en|de|nl)(?:\/|$)/i;

/**
 * Marks a 404 or 410 answer to a catalogue GET shareable for a minute: a release-day
 * storm of dead links is answered by the caches in front. Never for the client paths, nor a
 * request with Authorization: a not-found there may be one client's.
 */
export function shareNotFound(c: Ctx, res: Response): Response {
  if (res.status !== 404 && res.status !== 410) return res;
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return res;
  if (c.req.header('authorization') !== undefined || CLIENT_PATH.test(c.req.path)) return res;
  res.headers.set('cache-control', NOT_FOUND_CACHE_CONTROL);
  res.headers.set('vary', 'X-Marquee-Site');
  return res;
}

/**
 * What a request built ahead of its minute carries as its Hono `env` (`AnswerCache.ahead`, replayed
 * by the API itself, never by a client): the instant whose local minute the answer is built for.
 */
export interface AheadEnv {
  answersAt: number;
}

/** The instant a request's answer is for: its own clock, or the next minute's when it is built ahead. */
export function answerInstant(c: Ctx, store: Store): number {
  const ahead = (c.env as Partial<AheadEnv> | undefined)?.answersAt;
  return typeof ahead === 'number' ? ahead : store.now().getTime();
}

/** Notes a request a client made (not one replayed ahead) as asked. */
function noteAsked(c: Ctx, cache: AnswerCache): void {
  if (typeof (c.env as Partial<AheadEnv> | undefined)?.answersAt === 'number') return;
  const r = c.get('req') as Env['Variables']['req'] | undefined;
  if (!r) return;
  const url = c.req.url;
  cache.note(r.site, url.slice(url.indexOf('/', 8)));
}

/**
 * Answers a catalogue GET: cached by site, language and full URL, with an ETag, a short max-age and,
 * when the client accepts it, a gzip body compressed once per cached answer.
 */
export function catalogue(c: Ctx, store: Store, cache: AnswerCache, build: () => unknown): Response {
  noteAsked(c, cache);
  return answerOf(c, cache.get(answerKey(c), answerInstant(c, store), build));
}

/** `catalogue` for an answer whose building reads the shared database (the search on PostgreSQL). */
export async function catalogueAsync(
  c: Ctx,
  store: Store,
  cache: AnswerCache,
  build: () => Promise<unknown>,
): Promise<Response> {
  noteAsked(c, cache);
  return answerOf(c, await cache.getAsync(answerKey(c), answerInstant(c, store), build));
}

/**
 * What an answer depends on besides the catalogue version: the site, the language, the URL and the
 * site's local day and minute (a showtime is locked, and a day no longer offered, from one minute to
 * the next: src/views/showtime.ts, `bookableFrom`), so no answer outlives the minute it was built in.
 */
function answerKey(c: Ctx): string {
  const r = c.get('req');
  const url = c.req.url;
  return keyOfAnswer(r.site, r.lang, r.today, r.time, url.slice(url.indexOf('/', 8)));
}

/** The answer cache's key (`answerKey`; the hit path builds it from the node request: src/hit-path.ts). */
export function keyOfAnswer(site: string, lang: string, today: string, time: string, path: string): string {
  return `${site}|${lang}|${today}T${time}|${path}`;
}

/**
 * A kept answer as sent: its status, headers and body, from the request's If-None-Match and
 * Accept-Encoding. The one source of a kept answer's bytes on the wire: Hono's path (`answerOf`)
 * and the node-level hit path (src/hit-path.ts) both write what this returns, so they answer the
 * same bytes. The Content-Length is given here (not left to the HTTP layer), so both write it in
 * the same place.
 */
export function answerParts(
  entry: Entry,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): { status: 200 | 304; headers: Record<string, string>; body: Buffer | null } {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    etag: entry.etag,
    'cache-control': CATALOGUE_CACHE_CONTROL,
    vary: 'X-Marquee-Site, Accept-Encoding',
  };
  if (ifNoneMatch === entry.etag) return { status: 304, headers, body: null };
  if (entry.gzip && /\bgzip\b/.test(acceptEncoding ?? '')) {
    headers['content-encoding'] = 'gzip';
    headers['content-length'] = String(entry.gzip.length);
    return { status: 200, headers, body: entry.gzip };
  }
  const body = entry.body ?? gunzipSync(entry.gzip as Buffer);
  headers['content-length'] = String(body.length);
  return { status: 200, headers, body };
}

function answerOf(c: Ctx, entry: Entry): Response {
  const { status, headers, body } = answerParts(entry, c.req.header('if-none-match'), c.req.header('accept-encoding'));
  // (Typed for the DOM's BodyInit too: a remote's tests compile this file with the DOM library.)
  return new Response(body as Uint8Array<ArrayBuffer> | null, { status, headers });
}
