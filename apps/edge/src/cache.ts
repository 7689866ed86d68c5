/** How a cache keeps its values. */
export interface CacheOptions<V = unknown> {
  /** How long a value is fresh (ms; default: for ever). */
  readonly ttlMs?: number;
  /** How long past its freshness a value may still be looked up as stale (ms; default 0). */
  readonly staleMs?: number;
  /** At most this many values; the least recently used goes first (default 1,000). */
  readonly maxEntries?: number;
  /** The clock (tests move it). */
  readonly now?: () => number;
  /** At most this many bytes in all, as `sizeOf` counts them; least recently used first (default: no bound). */
  readonly maxBytes?: number;
  /** The size of a value in bytes, for `maxBytes` (default: 0 each). */
  readonly sizeOf?: (value: V) => number;
}

/** The time to live of one value, when it differs from the cache's (an HTTP answer's own max-age). */
export interface EntryTimes {
  /** How long this value is fresh (ms). */
  readonly ttlMs: number;
  /** How long past its freshness it may still be looked up as stale (ms). */
  readonly staleMs: number;
}

/** A value found in a cache, and whether it is still fresh. */
export interface CacheHit<V> {
  readonly value: V;
  readonly fresh: boolean;
}

interface Entry<V> {
  value: V;
  expires: number;
  staleUntil: number;
  size: number;
}

/**
 * The edge's one cache: values by key, fresh for a time to live then stale for a while, bounded
 * in size with the least recently used value going first. The render reuse, the remotes' files
 * and texts, the remote origins and the sitemap all keep their values in one of these.
 */
export class Cache<K, V> {
  readonly ttlMs: number;
  readonly staleMs: number;
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly #now: () => number;
  readonly #sizeOf: ((value: V) => number) | undefined;
  readonly #entries = new Map<K, Entry<V>>();
  #bytes = 0;

  constructor(options: CacheOptions<V> = {}) {
    this.ttlMs = options.ttlMs ?? Number.POSITIVE_INFINITY;
    this.staleMs = options.staleMs ?? 0;
    this.maxEntries = options.maxEntries ?? 1_000;
    this.maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.#now = options.now ?? Date.now;
    this.#sizeOf = options.sizeOf;
  }

  /** The value of a key, fresh or stale; a value past both is dropped (undefined). */
  lookup(key: K): CacheHit<V> | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    const now = this.#now();
    if (entry.staleUntil <= now) {
      this.#bytes -= entry.size;
      return undefined;
    }
    // Used now: it goes to the end of the eviction order.
    this.#entries.set(key, entry);
    return { value: entry.value, fresh: entry.expires > now };
  }

  /** The fresh value of a key (undefined when absent or stale). */
  get(key: K): V | undefined {
    const hit = this.lookup(key);
    return hit?.fresh ? hit.value : undefined;
  }

  /**
   * Keeps a value, fresh for the cache's time to live or for `times` (an HTTP answer's own). A
   * value larger than `maxBytes` on its own is not kept (and any older value of the key is
   * dropped); otherwise the least recently used values go until both bounds hold.
   */
  set(key: K, value: V, times?: EntryTimes): void {
    this.delete(key);
    const size = this.#sizeOf?.(value) ?? 0;
    if (size > this.maxBytes) return;
    const expires = this.#now() + (times?.ttlMs ?? this.ttlMs);
    this.#entries.set(key, { value, expires, staleUntil: expires + (times?.staleMs ?? this.staleMs), size });
    this.#bytes += size;
    while (this.#entries.size > this.maxEntries || this.#bytes > this.maxBytes) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }

  /** Whether this exact value is the one kept for the key. */
  holds(key: K, value: V): boolean {
    return this.#entries.get(key)?.value === value;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The bytes kept, as `sizeOf` counts them. */
  get bytes(): number {
    return this.#bytes;
  }
}

/**
 * The value of a key, loaded once: callers at the same time share one load, a fresh value is
 * reused, and a load that fails is not kept (the next caller tries again).
 */
export function remember<K, T>(cache: Cache<K, Promise<T>>, key: K, load: () => Promise<T>): Promise<T> {
  const kept = cache.get(key);
  if (kept) return kept;
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => {
    if (cache.holds(key, loading)) cache.delete(key);
  });
  return loading;
}
