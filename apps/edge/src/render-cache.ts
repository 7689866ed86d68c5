import { createHash } from 'node:crypto';
import { Cache } from './cache';
import { PAGE_STALE_IF_ERROR_MS } from './page-caching';
import { compress } from './static-files';

/** One rendered page kept for reuse. */
export interface CachedRender {
  readonly status: number;
  readonly html: string;
  readonly language: string;
  /** Its validator: weak, since the same page goes out plain, gzip or brotli. */
  readonly etag: string;
  /** When it was rendered (ms, on the cache's clock): its `Age` is counted from there. */
  readonly renderedAt: number;
}

let renders = 0;

/**
 * A new weak entity tag for one render of a page: known before the page streams (so its first
 * answer carries it too) and kept with it, so a cache's revalidation of any answer of that render
 * gets a 304. Weak: the same page goes out plain, gzip and brotli (RFC 9110 §8.8.1).
 */
export function renderEtag(key: string): string {
  renders += 1;
  const digest = createHash('sha1').update(`${key}\n${Date.now()}\n${renders}`).digest('base64url');
  return `W/"${digest.slice(0, 22)}"`;
}

/**
 * Server renders reused for a short time (the "reuse a render within a short TTL"):
 * keyed by everything the HTML depends on (site, environment, language, address, live remote
 * versions), bounded in size (least recently used goes first). A TTL of 0 turns it off.
 */
export class RenderCache {
  readonly #pages: Cache<string, CachedRender>;
  /** Keys whose render is being redone: meanwhile their expired page is served (no stampede). */
  readonly #refreshing = new Set<string>();
  /** Keys with no page yet whose first render is under way: the same requests wait for it. */
  readonly #pending = new Map<
    string,
    { promise: Promise<CachedRender | undefined>; resolve: (value: CachedRender | undefined) => void }
  >();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 500,
    readonly now: () => number = Date.now,
    /** How long past its TTL a page may still be served while one request renders it again. */
    readonly staleMs = ttlMs * 6,
    /** How long past its TTL a page is still held to be served when its render fails (stale-if-error). */
    readonly staleIfErrorMs = ttlMs > 0 ? PAGE_STALE_IF_ERROR_MS : 0,
  ) {
    this.#pages = new Cache({ ttlMs, staleMs: Math.max(staleMs, staleIfErrorMs), maxEntries, now });
  }

  /** A page's age in whole seconds (its `Age` header). */
  age(page: CachedRender): number {
    return Math.max(0, Math.floor((this.now() - page.renderedAt) / 1000));
  }

  /**
   * The page kept for a key while it may still be served in place of a failed or degraded render
   * (stale-if-error), however old it is within that window; undefined when none.
   */
  held(key: string): CachedRender | undefined {
    return this.#pages.lookup(key)?.value;
  }

  get(key: string): CachedRender | undefined {
    const hit = this.#pages.lookup(key);
    if (!hit) return undefined;
    if (hit.fresh) return hit.value;
    // Past stale-while-revalidate (held only for errors): the visitor waits for a new render.
    if (this.now() - hit.value.renderedAt > this.ttlMs + this.staleMs) return undefined;
    // Expired: the first request renders it again (undefined), the others get the kept page
    // until that render is done, instead of a hundred renders of the same page at once.
    if (this.#refreshing.has(key)) return hit.value;
    this.#refreshing.add(key);
    return undefined;
  }

  /**
   * The page a render under way for the same key will keep, for a request that found nothing:
   * a hundred visitors arriving together on a cold page wait for one render instead of making a
   * hundred (undefined: no render under way, or it kept nothing, so render yourself).
   */
  pending(key: string): Promise<CachedRender | undefined> | undefined {
    return this.#pending.get(key)?.promise;
  }

  /** A render of `key` starts: requests for the same key wait for it (see `pending`). */
  begin(key: string): void {
    if (this.ttlMs <= 0 || this.#pending.has(key)) return;
    let resolve: (value: CachedRender | undefined) => void = () => {};
    const promise = new Promise<CachedRender | undefined>((done) => {
      resolve = done;
    });
    this.#pending.set(key, { promise, resolve });
  }

  /** The render of a key ended (kept or not): waiting requests go on, expired pages are redone again. */
  refreshed(key: string): void {
    this.#refreshing.delete(key);
    this.#pending.get(key)?.resolve(undefined);
    this.#pending.delete(key);
  }

  set(key: string, value: CachedRender): void {
    this.#refreshing.delete(key);
    this.#pending.get(key)?.resolve(value);
    this.#pending.delete(key);
    if (this.ttlMs <= 0) return;
    this.#pages.set(key, value);
  }

  get size(): number {
    return this.#pages.size;
  }
}

/** The bytes of a kept page, plain and compressed: each computed once per kept page, not per request. */
const bodies = new WeakMap<CachedRender, Map<string, Buffer | Promise<Buffer>>>();

/**
 * The body of a kept page in an encoding (null: plain). A warm page then costs what a static
 * file does: compressing the HTML again for every visitor was most of its cost. The bytes
 * themselves once they are made (no turn of the event loop per visitor), until then the one
 * compression every request of that moment waits for.
 */
export function cachedBody(render: CachedRender, encoding: 'br' | 'gzip' | null): Buffer | Promise<Buffer> {
  let forms = bodies.get(render);
  if (!forms) {
    forms = new Map();
    bodies.set(render, forms);
  }
  const key = encoding ?? 'identity';
  const kept = forms.get(key);
  if (kept) return kept;
  const plain = Buffer.from(render.html);
  if (!encoding) {
    forms.set(key, plain);
    return plain;
  }
  const made = compress(plain, encoding);
  forms.set(key, made);
  made.then(
    (body) => forms.set(key, body),
    () => forms.delete(key),
  );
  return made;
}
