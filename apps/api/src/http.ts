import type { TrustedProxies } from '@marquee/db';
import type { Context } from 'hono';
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gunzipSync, gzip, gzipSync } from 'node:zlib';
import { Lasting } from './lib/lasting';
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
  /** The site's local minute it was built for (`YYYY-MM-DDTHH:mm`): it answers from then… */
  from: string;
  /** …until this local minute, excluded: the first minute its content may differ (`Lasting`). */
  until: string;
  /** Bytes held: the body and its gzip. */
  bytes: number;
}

/** True when an entry answers at the local minute `local`. */
const answersAt = (entry: Entry, local: string): boolean => entry.from <= local && local < entry.until;

/** The site of a cache key (`keyOfAnswer`: the site first). */
const siteOfKey = (key: string): string => key.slice(0, key.indexOf('|'));

/** Bodies smaller than this are sent uncompressed. */
const GZIP_MIN_BYTES = 1024;

/**
 * An answer as sent: its ETag, its gzip (compressed once, when it is built: a hit writes bytes
 * only), when it was built. An answer of 1 KB or more keeps its gzip only (a tenth of the JSON:
 * at stress size a site-wide film answer is 251 KB of JSON, 25 KB gzipped); the rare client that
 * does not accept gzip gets it gunzipped per request.
 */
function entryOf(value: unknown, lasting: Lasting): Entry {
  const text = JSON.stringify(value);
  const body = Buffer.from(text);
  return entryWith(text, body, body.length >= GZIP_MIN_BYTES ? gzipSync(body, GZIP_OPTIONS) : null, lasting);
}

/**
 * `entryOf` with the gzip made on libuv's thread pool (`zlib.gzip`), off the thread that answers
 * the requests: what an answer read from the engine (`getAsync`) pays, the builds ahead of the
 * minute among them (the same bytes as `gzipSync`).
 */
async function entryOfAsync(value: unknown, lasting: Lasting): Promise<Entry> {
  const text = JSON.stringify(value);
  const body = Buffer.from(text);
  return entryWith(text, body, body.length >= GZIP_MIN_BYTES ? await gzipAsync(body, GZIP_OPTIONS) : null, lasting);
}

const GZIP_OPTIONS = { level: 6 };
const gzipAsync = promisify(gzip);

function entryWith(text: string, body: Buffer, gzip: Buffer | null, lasting: Lasting): Entry {
  const etag = `W/"${hash(text).toString(36)}-${body.length.toString(36)}"`;
  const kept = gzip ? null : body;
  return {
    body: kept,
    gzip,
    etag,
    from: lasting.from,
    until: lasting.end,
    bytes: (kept?.length ?? 0) + (gzip?.length ?? 0),
  };
}

/** A request whose answer is kept: what `AnswerCache.ahead` replays to build it for the next minute. */
export interface AskedAnswer {
  site: string;
  /** Path and query. */
  path: string;
  /** Its key in the cache (`keyOfAnswer`). */
  key: string;
}

/**
 * Memoised catalogue answers: between two catalogue versions (the cache is flushed on a new one) an
 * answer only changes with the site's clock, so it is kept, under its site, language and URL, for as
 * long as it stays what a fresh build gives: from the local minute it was built for to the first
 * minute it may differ (`Lasting`; the next minute unless its build knows better: decision
 * 0068-api-answers-kept-while-true). Bounded by count and by bytes, the oldest answers first.
 * The answers asked in a minute are noted (`asked`) so that those which end at the turn of the
 * minute are built for the next one before it begins (`ahead`, decision 0052), kept aside
 * (`upcoming`) until their minute comes: the turn of the minute does not rebuild them on the
 * request path, and an answer still true next minute is not built again at all.
 */
export class AnswerCache {
  private readonly map = new Map<string, Entry>();
  /** Answers built ahead for a coming minute while the key's own still holds: they take over then. */
  private readonly upcoming = new Map<string, Entry>();
  /** Answers being built, by key and local minute: requests for the same meanwhile wait for that one. */
  private readonly building = new Map<string, Promise<Entry>>();
  /** Counts the flushes: an answer whose building began before one is not kept. */
  private epoch = 0;
  private bytes = 0;
  /** The requests answered from this cache since the last `ahead`, by key, with how often. */
  private asked = new Map<string, AskedAnswer & { count: number }>();
  constructor(
    /** False: nothing is kept, every request builds (benchmarks of the raw handlers). */
    readonly on = true,
    private readonly max = 4000,
    private readonly maxBytes = 48 * 1024 * 1024,
  ) {}

  /** The kept answer for the key at the site's local minute `local`, else builds and keeps it. */
  get(key: string, local: string, build: (lasting: Lasting) => unknown, ahead = false): Entry {
    const hit = this.fresh(key, local);
    if (hit) return hit;
    const lasting = new Lasting(local);
    return this.put(key, build(lasting), lasting, ahead);
  }

  /**
   * The answer kept for the key that answers at the local minute `local` (an answer built ahead
   * for that minute takes over from one that ended).
   */
  fresh(key: string, local: string): Entry | undefined {
    const hit = this.map.get(key);
    if (hit && answersAt(hit, local)) return hit;
    const next = this.upcoming.get(key);
    if (!next || !answersAt(next, local)) return undefined;
    this.upcoming.delete(key);
    this.bytes -= next.bytes;
    this.keep(this.map, key, next);
    return next;
  }

  /** Keeps an answer built elsewhere (asynchronously: one that reads the shared database). */
  put(key: string, value: unknown, lasting: Lasting, ahead = false): Entry {
    return this.putEntry(key, entryOf(value, lasting), ahead);
  }

  private putEntry(key: string, entry: Entry, ahead: boolean): Entry {
    if (!this.on) return entry;
    // built ahead (for the next minute, while this minute's answer still holds): kept aside until its minute comes
    this.keep(ahead ? this.upcoming : this.map, key, entry);
    return entry;
  }

  private keep(into: Map<string, Entry>, key: string, entry: Entry): void {
    const old = into.get(key);
    if (old) {
      this.bytes -= old.bytes;
      into.delete(key);
    }
    // the oldest first: insertion order (the answers of the next minute go last)
    for (const from of [this.map, this.upcoming])
      for (const [oldest, dropped] of from) {
        if (this.map.size + this.upcoming.size < this.max && this.bytes + entry.bytes <= this.maxBytes) break;
        from.delete(oldest);
        this.bytes -= dropped.bytes;
      }
    into.set(key, entry);
    this.bytes += entry.bytes;
  }

  /**
   * The kept answer for the key at the local minute, else the one being built for it, else builds
   * it: however many requests ask for an answer at once, it is built once (off: every request
   * builds). `ahead`: built for a coming minute (`AnswerCache.ahead`).
   */
  async getAsync(
    key: string,
    local: string,
    build: (lasting: Lasting) => Promise<unknown>,
    ahead = false,
  ): Promise<Entry> {
    const hit = this.fresh(key, local);
    if (hit) return hit;
    const lasting = new Lasting(local);
    if (!this.on) return this.put(key, await build(lasting), lasting);
    // one build per key and minute: a build ahead for the next minute is no answer for this one
    const id = `${local}|${key}`;
    let pending = this.building.get(id);
    if (!pending) {
      const epoch = this.epoch;
      const building: Promise<Entry> = build(lasting)
        .then((value) => entryOfAsync(value, lasting))
        // flushed meanwhile (a new catalogue version): answered to those who asked, not kept
        .then((entry) => (epoch === this.epoch ? this.putEntry(key, entry, ahead) : entry))
        .finally(() => {
          if (this.building.get(id) === building) this.building.delete(id);
        });
      pending = building;
      this.building.set(id, pending);
    }
    return pending;
  }

  /** Notes a request answered from this cache (`ahead` replays the most asked). */
  note(site: string, path: string, key: string): void {
    if (!this.on) return;
    const seen = this.asked.get(key);
    if (seen) seen.count++;
    else if (this.asked.size < this.max) this.asked.set(key, { site, path, key, count: 1 });
  }

  /**
   * Builds, one after the other, the answers asked at least `minAsked` times since the last call
   * (at most `limit`, the most asked first) whose kept answer ends by the next minute, by
   * replaying their requests through `replay` with the next minute's clock; an answer still true
   * next minute is not built. Drops the answers no longer true (`localAt(site)`: the site's local
   * minute now, `nextAt(site)` the next one). Stops early when `stop` says so (the minute has
   * turned: what is left is built on demand).
   */
  async ahead(
    localAt: (site: string) => string,
    nextAt: (site: string) => string,
    replay: (asked: AskedAnswer) => Promise<unknown>,
    {
      limit = 1000,
      minAsked = 2,
      stop = () => false,
    }: { limit?: number; minAsked?: number; stop?: () => boolean } = {},
  ): Promise<number> {
    for (const from of [this.map, this.upcoming])
      for (const [key, entry] of from) {
        if (entry.until > localAt(siteOfKey(key))) continue;
        from.delete(key);
        this.bytes -= entry.bytes;
      }
    // an answer asked once in a minute is not built again for the next (the long tail would cost two builds each)
    const list = [...this.asked.values()]
      .filter((a) => a.count >= minAsked)
      .filter((a) => {
        const next = nextAt(a.site);
        const kept = this.map.get(a.key);
        const aside = this.upcoming.get(a.key);
        return !(kept && answersAt(kept, next)) && !(aside && answersAt(aside, next));
      })
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

  /** Answers kept (those built ahead included), and their bytes (bodies and gzips). */
  get size(): { answers: number; bytes: number } {
    return { answers: this.map.size + this.upcoming.size, bytes: this.bytes };
  }

  clear(): void {
    this.epoch++;
    this.map.clear();
    this.upcoming.clear();
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

/** True for a request replayed to build its answer ahead of its minute (`AheadEnv`). */
const isAhead = (c: Ctx): boolean => typeof (c.env as Partial<AheadEnv> | undefined)?.answersAt === 'number';

/** Notes a request a client made (not one replayed ahead) as asked. */
function noteAsked(c: Ctx, cache: AnswerCache, key: string): void {
  if (isAhead(c)) return;
  const r = c.get('req') as Env['Variables']['req'] | undefined;
  if (!r) return;
  const url = c.req.url;
  cache.note(r.site, url.slice(url.indexOf('/', 8)), key);
}

/** The site's local minute a request is answered for (`YYYY-MM-DDTHH:mm`). */
const localMinute = (c: Ctx): string => {
  const r = c.get('req');
  return `${r.today}T${r.time}`;
};

/**
 * Answers a catalogue GET: cached by site, language and full URL while it stays true (`Lasting`),
 * with an ETag, a short max-age and, when the client accepts it, a gzip body compressed once per
 * cached answer.
 */
export function catalogue(c: Ctx, _store: Store, cache: AnswerCache, build: (lasting: Lasting) => unknown): Response {
  const key = answerKey(c);
  noteAsked(c, cache, key);
  return answerOf(c, cache.get(key, localMinute(c), build, isAhead(c)));
}

/** `catalogue` for an answer whose building reads the shared database (the search on PostgreSQL). */
export async function catalogueAsync(
  c: Ctx,
  _store: Store,
  cache: AnswerCache,
  build: (lasting: Lasting) => Promise<unknown>,
): Promise<Response> {
  const key = answerKey(c);
  noteAsked(c, cache, key);
  return answerOf(c, await cache.getAsync(key, localMinute(c), build, isAhead(c)));
}

/**
 * What an answer depends on besides the catalogue version and the site's clock: the site, the
 * language and the URL. The clock is the entry's (`Entry.from`, `Entry.until`): an answer is kept
 * while it stays true (a showtime is locked, and a day no longer offered, from one minute to the
 * next: src/views/showtime.ts, `bookableFrom`).
 */
function answerKey(c: Ctx): string {
  const r = c.get('req');
  const url = c.req.url;
  return keyOfAnswer(r.site, r.lang, url.slice(url.indexOf('/', 8)));
}

/** The answer cache's key (`answerKey`; the hit path builds it from the node request: src/hit-path.ts). */
export function keyOfAnswer(site: string, lang: string, path: string): string {
  return `${site}|${lang}|${path}`;
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
