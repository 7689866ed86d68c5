import type { Context } from 'hono';
import { hash } from './lib/random';
import type { Store } from './store';
import type { Req } from './views';

/** Hono environment of the API: the resolved request (site, language, local today). */
export type Env = { Variables: { req: Req } };
export type Ctx = Context<Env>;

interface Entry {
  body: string;
  etag: string;
  at: number;
}

/** Memoised catalogue answers: the catalogue is read-only, so an answer only changes with the clock. */
export class AnswerCache {
  private readonly map = new Map<string, Entry>();
  constructor(
    private readonly ttlMs = 30_000,
    private readonly max = 4000,
  ) {}

  get(key: string, now: number, build: () => unknown): Entry {
    const hit = this.map.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit;
    const body = JSON.stringify(build());
    const entry = { body, etag: `W/"${hash(body).toString(36)}-${body.length.toString(36)}"`, at: now };
    if (this.map.size >= this.max) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
    this.map.set(key, entry);
    return entry;
  }

  clear(): void {
    this.map.clear();
  }
}

/** Answers a catalogue GET: cached by site, language and full URL, with an ETag and a short max-age. */
export function catalogue(c: Ctx, store: Store, cache: AnswerCache, build: () => unknown): Response {
  const r = c.get('req');
  const url = new URL(c.req.url);
  const key = `${r.site}|${r.lang}|${r.today}|${url.pathname}${url.search}`;
  const entry = cache.get(key, store.now().getTime(), build);
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    etag: entry.etag,
    'cache-control': 'public, max-age=30, stale-while-revalidate=30',
    vary: 'X-Marquee-Site',
  };
  if (c.req.header('if-none-match') === entry.etag) return new Response(null, { status: 304, headers });
  return new Response(entry.body, { status: 200, headers });
}
