import type { TrustedProxies } from '@marquee/db';
import type { Context } from 'hono';
import { gzipSync } from 'node:zlib';
import { hash } from './lib/random';
import type { Store } from './store';
import type { Req } from './views/context';

/** Hono environment of the API: the resolved request (site, language, local today). */
/** What every request carries: who asks (`req`), and whose forwarded address is believed (`proxies`). */
export type Env = { Variables: { req: Req; proxies: TrustedProxies } };
export type Ctx = Context<Env>;

interface Entry {
  body: Buffer;
  gzip: Buffer | null;
  etag: string;
  at: number;
}

/** An answer as sent: its JSON text, its ETag, when it was built. */
function entryOf(value: unknown, now: number): Entry {
  const text = JSON.stringify(value);
  const body = Buffer.from(text);
  return { body, gzip: null, etag: `W/"${hash(text).toString(36)}-${body.length.toString(36)}"`, at: now };
}

/**
 * Memoised catalogue answers: between two catalogue versions (the cache is flushed on a new one) an
 * answer only changes with the clock, and its key holds the site's local minute (`answerKey`).
 */
export class AnswerCache {
  private readonly map = new Map<string, Entry>();
  /** Answers being built (`catalogueAsync`): requests for the same key meanwhile wait for that one. */
  private readonly building = new Map<string, Promise<Entry>>();
  /** Counts the flushes: an answer whose building began before one is not kept. */
  private epoch = 0;
  constructor(
    private readonly ttlMs = 30_000,
    private readonly max = 4000,
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
    if (this.map.size >= this.max) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
    this.map.set(key, entry);
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

  clear(): void {
    this.epoch++;
    this.map.clear();
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
const CLIENT_PATH = /^\/api\/(?:client|v1|fr|en|de|nl)(?:\/|$)/i;

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

/** Bodies smaller than this are sent uncompressed. */
const GZIP_MIN_BYTES = 1024;

/**
 * Answers a catalogue GET: cached by site, language and full URL, with an ETag, a short max-age and,
 * when the client accepts it, a gzip body compressed once per cached answer.
 */
export function catalogue(c: Ctx, store: Store, cache: AnswerCache, build: () => unknown): Response {
  return answerOf(c, cache.get(answerKey(c), store.now().getTime(), build));
}

/** `catalogue` for an answer whose building reads the shared database (the search on PostgreSQL). */
export async function catalogueAsync(
  c: Ctx,
  store: Store,
  cache: AnswerCache,
  build: () => Promise<unknown>,
): Promise<Response> {
  return answerOf(c, await cache.getAsync(answerKey(c), store.now().getTime(), build));
}

/**
 * What an answer depends on besides the catalogue version: the site, the language, the URL and the
 * site's local day and minute (a showtime is locked, and a day no longer offered, from one minute to
 * the next: src/views/showtime.ts, `bookableFrom`), so no answer outlives the minute it was built in.
 */
function answerKey(c: Ctx): string {
  const r = c.get('req');
  const url = c.req.url;
  return `${r.site}|${r.lang}|${r.today}T${r.time}|${url.slice(url.indexOf('/', 8))}`;
}

function answerOf(c: Ctx, entry: Entry): Response {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    etag: entry.etag,
    'cache-control': CATALOGUE_CACHE_CONTROL,
    vary: 'X-Marquee-Site, Accept-Encoding',
  };
  if (c.req.header('if-none-match') === entry.etag) return new Response(null, { status: 304, headers });
  if (entry.body.length >= GZIP_MIN_BYTES && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    entry.gzip ??= gzipSync(entry.body, { level: 6 });
    headers['content-encoding'] = 'gzip';
    return new Response(entry.gzip as Uint8Array<ArrayBuffer>, { status: 200, headers });
  }
  // (Typed for the DOM's BodyInit too: a remote's tests compile this file with the DOM library.)
  return new Response(entry.body as Uint8Array<ArrayBuffer>, { status: 200, headers });
}
