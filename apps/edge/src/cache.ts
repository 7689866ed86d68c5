/** How a cache keeps its values. */
export interface CacheOptions {
  /** How long a value is fresh (ms; default: for ever). */
  readonly ttlMs?: number;
  /** How long past its freshness a value may still be looked up as stale (ms; default 0). */
  readonly staleMs?: number;
  /** At most this many values; the least recently used goes first (default 1,000). */
  readonly maxEntries?: number;
  /** The clock (tests move it). */
  readonly now?: () => number;
}

/** A value found in a cache, and whether it is still fresh. */
export interface CacheHit<V> {
  readonly value: V;
  readonly fresh: boolean;
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
  readonly #now: () => number;
  readonly #entries = new Map<K, { value: V; expires: number }>();

  constructor(options: CacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? Number.POSITIVE_INFINITY;
    this.staleMs = options.staleMs ?? 0;
    this.maxEntries = options.maxEntries ?? 1_000;
    this.#now = options.now ?? Date.now;
  }

  /** The value of a key, fresh or stale; a value past both is dropped (undefined). */
  lookup(key: K): CacheHit<V> | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    const now = this.#now();
    if (entry.expires + this.staleMs <= now) return undefined;
    // Used now: it goes to the end of the eviction order.
    this.#entries.set(key, entry);
    return { value: entry.value, fresh: entry.expires > now };
  }

  /** The fresh value of a key (undefined when absent or stale). */
  get(key: K): V | undefined {
    const hit = this.lookup(key);
    return hit?.fresh ? hit.value : undefined;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: this.#now() + this.ttlMs });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  /** Whether this exact value is the one kept for the key. */
  holds(key: K, value: V): boolean {
    return this.#entries.get(key)?.value === value;
  }

  get size(): number {
    return this.#entries.size;
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
