/**
 * Results kept while they stay true, by key and the site's local minute: what the answer cache
 * (src/http.ts, decision 0068) does for whole answers, for a part of an answer that costs far more
 * than the rest and changes less often — the rows of a "tonight" search, read from tens of
 * thousands of showtimes, against the views of the fifty it lists, whose seats change each hour
 * (decision 0073). A result answers the local minutes from the one it was built for (`from`) to the
 * first one it may differ at (`until`, excluded); however many builds ask for one at once, it is
 * built once. `clear` (a new catalogue version) forgets every result, and a result whose build
 * began before is given to whoever asked but not kept.
 */
export class KeptWhileTrue<T> {
  private readonly map = new Map<string, { from: string; until: string; value: T }>();
  private readonly building = new Map<string, Promise<{ value: T; until: string }>>();
  private epoch = 0;

  /** `max` results at most (about 20 KB each at the default limit of 50 rows, 70 KB at 200). */
  constructor(private readonly max = 256) {}

  /** The result for `key` at the local minute `local`, else `build`'s (which says until when it holds). */
  async get(key: string, local: string, build: () => Promise<{ value: T; until: string }>): Promise<T> {
    const hit = this.map.get(key);
    if (hit && hit.from <= local && local < hit.until) {
      // the least recently asked go first: a hot search outlives the long tail of positions
      this.map.delete(key);
      this.map.set(key, hit);
      return hit.value;
    }
    const id = `${local}|${key}`;
    let pending = this.building.get(id);
    if (!pending) {
      const epoch = this.epoch;
      const started = build();
      pending = started;
      this.building.set(id, started);
      started
        .then(({ value, until }) => {
          if (epoch !== this.epoch || until <= local) return;
          const kept = this.map.get(key);
          // a result built for an earlier minute never replaces one built for a later one
          if (kept && kept.from > local) return;
          this.map.delete(key);
          if (this.map.size >= this.max) {
            const oldest = this.map.keys().next().value;
            if (oldest !== undefined) this.map.delete(oldest);
          }
          this.map.set(key, { from: local, until, value });
        })
        .catch(() => {})
        .finally(() => {
          if (this.building.get(id) === started) this.building.delete(id);
        });
    }
    return (await pending).value;
  }

  /** Forgets every result (a new catalogue version). */
  clear(): void {
    this.epoch++;
    this.map.clear();
    this.building.clear();
  }

  get size(): number {
    return this.map.size;
  }
}
