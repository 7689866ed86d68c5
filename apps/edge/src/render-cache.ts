/** One rendered page kept for reuse. */
export interface CachedRender {
  readonly status: number;
  readonly html: string;
  readonly language: string;
}

/**
 * Server renders reused for a short time (the "reuse a render within a short TTL"):
 * keyed by everything the HTML depends on (site, environment, language, address, live remote
 * versions), bounded in size (least recently used goes first). A TTL of 0 turns it off.
 */
export class RenderCache {
  readonly #entries = new Map<string, { value: CachedRender; expires: number }>();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 500,
    readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedRender | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expires <= this.now()) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: CachedRender): void {
    if (this.ttlMs <= 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: this.now() + this.ttlMs });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
