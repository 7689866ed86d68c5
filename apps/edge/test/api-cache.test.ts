// The edge's API cache, and the client API's escaped paths passing through it (docs/SECURITY.md).
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiCache, type ApiCacheOptions } from '../src/api-cache';
import { type Edge, startEdge } from '../src/server';
import { type Answer, get, send } from './helpers';

// The edge's shared cache of API answers, over real HTTP: a stand-in API on a
// free port counts the requests that reach it, and a server on another free port answers through
// an ApiCache (its clock moved by the tests). The last tests go through the real edge, which
// resolves the site from the Host. No sleeps: tests wait on what they count.

/** What the stand-in API answers, per request. */
type Respond = (req: IncomingMessage, res: ServerResponse, n: number) => void | Promise<void>;

interface FakeApi {
  readonly url: string;
  /** The headers of every request that reached it, in order. */
  readonly seen: IncomingHttpHeaders[];
  /** The paths of every request that reached it, in order. */
  readonly paths: string[];
  respond: Respond;
  close(): Promise<void>;
}

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closing.length > 0) await closing.pop()?.();
});

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

async function fakeApi(respond: Respond): Promise<FakeApi> {
  const seen: IncomingHttpHeaders[] = [];
  const paths: string[] = [];
  const api: FakeApi = {
    url: '',
    seen,
    paths,
    respond,
    close: async () => undefined,
  };
  const server = createServer((req, res) => {
    seen.push(req.headers);
    paths.push(req.url ?? '');
    void api.respond(req, res, seen.length);
  });
  const url = await listen(server);
  Object.assign(api, { url, close: () => stop(server) });
  closing.push(api.close);
  return api;
}

/** A JSON answer as the API's catalogue sends it (apps/api/src/http.ts `catalogue`). */
function catalogue(
  body: unknown,
  headers: Record<string, string | string[]> = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const text = JSON.stringify(body);
    const etag = `W/"${createHash('sha1').update(text).digest('base64url').slice(0, 12)}"`;
    const base: Record<string, string | string[]> = {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=30, stale-while-revalidate=30',
      vary: 'X-Marquee-Site, Accept-Encoding',
      etag,
      ...headers,
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, base).end();
      return;
    }
    const raw = Buffer.from(text);
    const gzip = raw.length >= 1024 && /gzip/.test(req.headers['accept-encoding'] ?? '');
    const bytes = gzip ? gzipSync(raw) : raw;
    res.writeHead(200, { ...base, ...(gzip ? { 'content-encoding': 'gzip' } : {}), 'content-length': bytes.length });
    res.end(bytes);
  };
}

/** A server answering every request through an ApiCache in front of `api`, the site named by the Host's first label. */
async function cachedEdge(
  api: FakeApi,
  options: ApiCacheOptions = {},
): Promise<{ port: number; cache: ApiCache; clock: { now: number } }> {
  const clock = { now: 1_000_000 };
  const cache = new ApiCache(api.url, { now: () => clock.now, ...options });
  const server = createServer((req, res) =>
    cache.handle({
      req,
      res,
      site: (req.headers.host ?? 'fr').split('.')[0] ?? 'fr',
      path: req.url ?? '/',
      scheme: 'http',
    }),
  );
  const url = await listen(server);
  closing.push(() => stop(server));
  return { port: Number(new URL(url).port), cache, clock };
}

const FR = 'fr.marquee.localhost';
const NL = 'nl.marquee.localhost';

/** Waits until a condition holds (checked on each turn of the event loop), failing after `ms`. */
async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  const deadline = performance.now() + ms;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const json = (answer: Answer) => JSON.parse(answer.body) as unknown;

describe('the edge API cache: hits', () => {
  it('a fresh answer is sent again without reaching the API, with its Age', async () => {
    const api = await fakeApi(catalogue({ shows: ['Dune'] }));
    const { port, clock } = await cachedEdge(api);
    const first = await get(port, FR, '/api/shows?page=1');
    clock.now += 12_000;
    const second = await get(port, FR, '/api/shows?page=1');
    expect(api.seen).toHaveLength(1);
    expect(json(second)).toEqual({ shows: ['Dune'] });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.age).toBe('12');
    expect(second.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=30');
    // Another query is another answer.
    await get(port, FR, '/api/shows?page=2');
    expect(api.paths).toEqual(['/api/shows?page=1', '/api/shows?page=2']);
  });

  it('the API Age counts against the lifetime, and HEAD is answered from the kept GET', async () => {
    const api = await fakeApi(catalogue({ a: 1 }, { age: '25' }));
    const { port, clock } = await cachedEdge(api);
    await get(port, FR, '/api/settings');
    const head = await send(port, { method: 'HEAD', path: '/api/settings', host: FR });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(JSON.stringify({ a: 1 }).length));
    expect(head.headers.age).toBe('25');
    clock.now += 6_000; // 31 s old: stale, within stale-while-revalidate
    await get(port, FR, '/api/settings');
    await until(() => api.seen.length === 2);
  });

  it('a gzip visitor and one without gzip get their own kept answer', async () => {
    const big = { text: 'x'.repeat(4000) };
    const api = await fakeApi(catalogue(big));
    const { port } = await cachedEdge(api);
    const gz = await get(port, FR, '/api/footer', { 'accept-encoding': 'gzip, deflate, br' });
    const plain = await get(port, FR, '/api/footer', { 'accept-encoding': 'identity' });
    const gzAgain = await get(port, FR, '/api/footer', { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
    const plainAgain = await get(port, FR, '/api/footer');
    expect(api.seen.map((headers) => headers['accept-encoding'])).toEqual(['gzip', undefined]);
    expect([gz, gzAgain].map((answer) => answer.headers['content-encoding'])).toEqual(['gzip', 'gzip']);
    expect([plain, plainAgain].map((answer) => answer.headers['content-encoding'])).toEqual([undefined, undefined]);
    for (const answer of [gz, plain, gzAgain, plainAgain]) expect(json(answer)).toEqual(big);
  });

  it('an If-None-Match matching the kept ETag gets a 304 from the cache', async () => {
    const api = await fakeApi(catalogue({ film: 'Dune' }));
    const { port } = await cachedEdge(api);
    const first = await get(port, FR, '/api/show/dune');
    const etag = String(first.headers.etag);
    const again = await get(port, FR, '/api/show/dune', { 'if-none-match': etag });
    const other = await get(port, FR, '/api/show/dune', { 'if-none-match': 'W/"something-else"' });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toMatch(/max-age=30/);
    expect(other.status).toBe(200);
    expect(api.seen).toHaveLength(1);
    // A miss with a matching tag: the cache asks for the whole answer (to keep it) and answers 304.
    const cold = await get(port, NL, '/api/show/dune', { 'if-none-match': etag });
    expect(cold.status).toBe(304);
    expect(api.seen[1]?.['if-none-match']).toBeUndefined();
  });
});

describe('the edge API cache: what is never kept', () => {
  const refused: [string, Record<string, string | string[]>, number?][] = [
    ['private', { 'cache-control': 'private, max-age=30' }],
    ['no-store', { 'cache-control': 'no-store' }],
    ['no-cache', { 'cache-control': 'public, no-cache, max-age=30' }],
    ['no lifetime', { 'cache-control': 'public' }],
    ['a Set-Cookie', { 'set-cookie': ['lang=fr; Path=/'] }],
    ['Vary: *', { vary: '*' }],
    ['Vary: Accept-Language', { vary: 'Accept-Language, Accept-Encoding' }],
    ['Vary: Cookie', { vary: 'Cookie' }],
    ['a 404 not marked public', { 'cache-control': 'max-age=30' }, 404],
    ['a 201', {}, 201],
    ['a 500, even marked public', {}, 500],
    ['a 503', {}, 503],
  ];
  for (const [label, headers, status] of refused) {
    it(`an answer with ${label} reaches every visitor from the API`, async () => {
      const api = await fakeApi((req, res) => {
        const base = catalogue({ who: req.headers['x-marquee-site'] }, headers);
        if (status === undefined) return base(req, res);
        res.statusCode = status;
        res.setHeader('cache-control', 'public, max-age=30');
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.end('{}');
      });
      const { port } = await cachedEdge(api);
      const answers = [await get(port, FR, '/api/shows'), await get(port, FR, '/api/shows')];
      expect(api.seen).toHaveLength(2);
      if (status !== undefined) expect(answers.map((answer) => answer.status)).toEqual([status, status]);
      if ((status ?? 200) >= 500) expect(answers[1]?.headers['cache-control']).toBe('no-store');
    });
  }

  it('a 404 the API marks public is kept', async () => {
    const api = await fakeApi((_req, res) => {
      res.writeHead(404, { 'cache-control': 'public, max-age=30', 'content-type': 'application/json' });
      res.end('{"error":"not_found"}');
    });
    const { port } = await cachedEdge(api);
    const answers = [await get(port, FR, '/api/show/none'), await get(port, FR, '/api/show/none')];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404]);
    expect(api.seen).toHaveLength(1);
  });

  it('requests with Authorization pass straight through and are never answered from the cache', async () => {
    const api = await fakeApi((req, res) => catalogue({ user: req.headers.authorization ?? 'anonymous' })(req, res));
    const { port } = await cachedEdge(api);
    expect(json(await get(port, FR, '/api/shows'))).toEqual({ user: 'anonymous' });
    const signedIn = await get(port, FR, '/api/shows', { authorization: 'Bearer alice' });
    const again = await get(port, FR, '/api/shows', { authorization: 'Bearer alice' });
    expect([json(signedIn), json(again)]).toEqual([{ user: 'Bearer alice' }, { user: 'Bearer alice' }]);
    expect(api.seen).toHaveLength(3);
    // Nothing of alice's was kept for the next anonymous visitor.
    expect(json(await get(port, FR, '/api/shows'))).toEqual({ user: 'anonymous' });
    expect(api.seen).toHaveLength(3);
  });

  it('the client API and account paths pass straight through, even when marked public, cookie or not', async () => {
    const api = await fakeApi((req, res) => catalogue({ cookie: req.headers.cookie ?? null })(req, res));
    const { port } = await cachedEdge(api);
    for (const path of ['/api/client/alice', '/api/v1/accounts/me', '/api/fr/accounts/me', '/api/v1/session']) {
      await get(port, FR, path, { cookie: 'marquee_token=alice' });
      const other = await get(port, FR, path, { cookie: 'marquee_token=bob' });
      expect(json(other)).toEqual({ cookie: 'marquee_token=bob' });
    }
    expect(api.seen).toHaveLength(8);
  });

  it('the client API escaped or in other case (/api/%63lient/, /api/%43LIENT/, /api/v1?x) passes straight through too', async () => {
    const api = await fakeApi((req, res) => catalogue({ cookie: req.headers.cookie ?? null })(req, res));
    const { port } = await cachedEdge(api);
    const paths = [
      '/api/%63lient/alice',
      '/api/%43LIENT/alice',
      '/api/%76%31/accounts/me',
      '/api/cl%69ent',
      '/api/v1?x=1',
    ];
    for (const path of paths) {
      await get(port, FR, path, { cookie: 'marquee_token=alice' });
      const other = await get(port, FR, path, { cookie: 'marquee_token=bob' });
      expect(json(other), path).toEqual({ cookie: 'marquee_token=bob' });
    }
    expect(api.seen).toHaveLength(2 * paths.length);
  });

  it('a cookie on a catalogue path does not stop the cache: the API ignores it there (no Vary: Cookie)', async () => {
    const api = await fakeApi(catalogue({ shows: [] }));
    const { port } = await cachedEdge(api);
    await get(port, FR, '/api/shows', { cookie: 'marquee_lang=fr' });
    await get(port, FR, '/api/shows', { cookie: 'marquee_token=someone' });
    expect(api.seen).toHaveLength(1);
  });

  it('a visitor Cache-Control: no-store passes through and keeps nothing', async () => {
    const api = await fakeApi(catalogue({ n: 1 }));
    const { port } = await cachedEdge(api);
    await get(port, FR, '/api/shows', { 'cache-control': 'no-store' });
    await get(port, FR, '/api/shows');
    expect(api.seen).toHaveLength(2);
  });
});

describe('the edge API cache: freshness', () => {
  it('past max-age and stale-while-revalidate an answer is asked again, the visitor waiting', async () => {
    let version = 1;
    const api = await fakeApi((req, res) => catalogue({ version })(req, res));
    const { port, clock } = await cachedEdge(api);
    await get(port, FR, '/api/cinemas');
    version = 2;
    clock.now += 60_000; // 30 s fresh + 30 s stale: gone
    expect(json(await get(port, FR, '/api/cinemas'))).toEqual({ version: 2 });
    expect(api.seen).toHaveLength(2);
  });

  it('without stale-while-revalidate an answer is asked again right after max-age', async () => {
    let version = 1;
    const api = await fakeApi((req, res) =>
      catalogue({ version }, { 'cache-control': 'public, max-age=10' })(req, res),
    );
    const { port, clock } = await cachedEdge(api);
    await get(port, FR, '/api/cities');
    clock.now += 9_999;
    expect(json(await get(port, FR, '/api/cities'))).toEqual({ version: 1 });
    version = 2;
    clock.now += 1;
    expect(json(await get(port, FR, '/api/cities'))).toEqual({ version: 2 });
    expect(api.seen).toHaveLength(2);
  });

  it('within stale-while-revalidate the stale answer is sent at once while ONE request refreshes it', async () => {
    let version = 1;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = await fakeApi(async (req, res, n) => {
      if (n > 1) await held;
      catalogue({ version })(req, res);
    });
    const { port, clock, cache } = await cachedEdge(api);
    await get(port, FR, '/api/shows');
    version = 2;
    clock.now += 45_000;
    // The refresh is held by the API: ten visitors still get the stale answer, with its Age.
    const stale = await Promise.all(Array.from({ length: 10 }, () => get(port, FR, '/api/shows')));
    for (const answer of stale) {
      expect(json(answer)).toEqual({ version: 1 });
      expect(answer.headers.age).toBe('45');
    }
    await until(() => api.seen.length === 2);
    expect(cache.inFlight).toBe(1);
    release();
    await until(() => cache.inFlight === 0);
    const fresh = await get(port, FR, '/api/shows');
    expect(json(fresh)).toEqual({ version: 2 });
    expect(fresh.headers.age).toBe('0');
    expect(api.seen).toHaveLength(2);
  });

  it('the refresh revalidates with the kept ETag: a 304 makes the kept answer fresh again', async () => {
    const api = await fakeApi(catalogue({ same: true }));
    const { port, clock, cache } = await cachedEdge(api);
    const first = await get(port, FR, '/api/shows');
    clock.now += 40_000;
    await get(port, FR, '/api/shows');
    await until(() => api.seen.length === 2 && cache.inFlight === 0);
    expect(api.seen[1]?.['if-none-match']).toBe(first.headers.etag);
    // Fresh again for 30 s from the 304, its body kept.
    clock.now += 29_000;
    const answer = await get(port, FR, '/api/shows');
    expect(answer.headers.age).toBe('29');
    expect(json(answer)).toEqual({ same: true });
    expect(api.seen).toHaveLength(2);
    expect(cache.stats).toMatchObject({ hits: 1, staleHits: 1, misses: 1 });
  });

  it('a server error while refreshing leaves the stale answer in place', async () => {
    const api = await fakeApi((req, res, n) => {
      if (n === 1) return catalogue({ ok: true })(req, res);
      res.writeHead(503, { 'cache-control': 'no-store' }).end('{}');
    });
    const { port, clock, cache } = await cachedEdge(api);
    await get(port, FR, '/api/shows');
    clock.now += 40_000;
    await get(port, FR, '/api/shows');
    await until(() => api.seen.length === 2 && cache.inFlight === 0);
    const after = await get(port, FR, '/api/shows');
    expect(after.status).toBe(200);
    expect(json(after)).toEqual({ ok: true });
  });

  it('a visitor Cache-Control: no-cache is checked with the API, and the answer replaces the kept one', async () => {
    let version = 1;
    const api = await fakeApi((req, res) => catalogue({ version })(req, res));
    const { port } = await cachedEdge(api);
    await get(port, FR, '/api/shows');
    version = 2;
    expect(json(await get(port, FR, '/api/shows'))).toEqual({ version: 1 });
    expect(json(await get(port, FR, '/api/shows', { 'cache-control': 'no-cache' }))).toEqual({ version: 2 });
    expect(api.seen).toHaveLength(2);
    expect(api.seen[1]?.['cache-control']).toBe('no-cache');
    // Kept as the body passed: the next visitor gets version 2 without a third request.
    expect(json(await get(port, FR, '/api/shows'))).toEqual({ version: 2 });
    expect(api.seen).toHaveLength(2);
  });
});

describe('the edge API cache: coalescing and bounds', () => {
  it('twenty simultaneous misses for one key make one request to the API', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = await fakeApi(async (req, res) => {
      await held;
      catalogue({ shows: 20 })(req, res);
    });
    const { port, cache } = await cachedEdge(api);
    const answers = Promise.all(Array.from({ length: 20 }, () => get(port, FR, '/api/shows')));
    await until(() => cache.stats.misses + cache.stats.coalesced === 20);
    release();
    for (const answer of await answers) expect(json(answer)).toEqual({ shows: 20 });
    expect(api.seen).toHaveLength(1);
    expect(cache.stats.coalesced).toBe(19);
  });

  it('those waiting on an answer that may not be shared ask the API themselves', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = await fakeApi(async (req, res, n) => {
      await held;
      catalogue({ n }, { 'cache-control': 'private, max-age=30' })(req, res);
    });
    const { port, cache } = await cachedEdge(api);
    const answers = Promise.all(Array.from({ length: 5 }, () => get(port, FR, '/api/shows')));
    await until(() => cache.stats.misses + cache.stats.coalesced === 5);
    release();
    const ns = (await answers).map((answer) => (json(answer) as { n: number }).n);
    expect(new Set(ns).size).toBe(5);
    expect(api.seen).toHaveLength(5);
  });

  it('the cache holds at most maxEntries answers and maxBytes bytes; a too large answer is never kept', async () => {
    const api = await fakeApi((req, res) => {
      const size = Number(new URL(req.url ?? '/', 'http://api').searchParams.get('size') ?? '10');
      catalogue({ pad: 'x'.repeat(size) })(req, res);
    });
    const { port, cache } = await cachedEdge(api, { maxEntries: 3, maxBytes: 3 * 5_000, maxEntryBytes: 8_000 });
    for (let i = 0; i < 6; i++) await get(port, FR, `/api/shows?i=${i}`, { 'accept-encoding': 'identity' });
    expect(cache.usage.entries).toBe(3);
    // Bytes: 4 KB bodies (plus 1 KB counted per entry) fit three at a time at most.
    for (let i = 0; i < 6; i++) await get(port, FR, `/api/shows?size=4000&j=${i}`, { 'accept-encoding': 'identity' });
    expect(cache.usage.bytes).toBeLessThanOrEqual(15_000);
    expect(cache.usage.entries).toBeLessThanOrEqual(3);
    // The most recent ones are kept; the oldest went.
    const before = api.seen.length;
    await get(port, FR, '/api/shows?size=4000&j=5', { 'accept-encoding': 'identity' });
    await get(port, FR, '/api/shows?i=0', { 'accept-encoding': 'identity' });
    expect(api.seen.length).toBe(before + 1);
    // 9 KB: over maxEntryBytes, passed on and never kept.
    const big = await get(port, FR, '/api/shows?size=9000', { 'accept-encoding': 'identity' });
    await get(port, FR, '/api/shows?size=9000', { 'accept-encoding': 'identity' });
    expect((json(big) as { pad: string }).pad).toHaveLength(9000);
    expect(api.seen.length).toBe(before + 3);
  });
});

describe('the edge API cache: answers of unknown length', () => {
  /** A storable answer sent chunked (no Content-Length), `size` bytes of JSON. */
  const chunked: Respond = (req, res) => {
    const size = Number(new URL(req.url ?? '/', 'http://api').searchParams.get('size'));
    res.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': 'public, max-age=30',
      vary: 'X-Marquee-Site, Accept-Encoding',
    });
    const text = JSON.stringify({ pad: 'y'.repeat(size) });
    res.write(text.slice(0, 1000));
    res.end(text.slice(1000));
  };

  it('one that grows past maxEntryBytes reaches its visitor whole and is not kept; a smaller one is', async () => {
    const api = await fakeApi(chunked);
    const { port, cache } = await cachedEdge(api, { maxEntryBytes: 8_000 });
    const big = [await get(port, FR, '/api/shows?size=9000'), await get(port, FR, '/api/shows?size=9000')];
    for (const answer of big) expect((json(answer) as { pad: string }).pad).toHaveLength(9000);
    expect(api.seen).toHaveLength(2);
    await get(port, FR, '/api/shows?size=3000');
    await get(port, FR, '/api/shows?size=3000');
    expect(api.seen).toHaveLength(3);
    expect(cache.usage.entries).toBe(1);
  });

  it('one checked with Cache-Control: no-cache is kept only within maxEntryBytes', async () => {
    const api = await fakeApi(chunked);
    const { port, cache } = await cachedEdge(api, { maxEntryBytes: 8_000 });
    const noCache = { 'cache-control': 'no-cache' };
    const big = await get(port, FR, '/api/shows?size=9000', noCache);
    expect((json(big) as { pad: string }).pad).toHaveLength(9000);
    await get(port, FR, '/api/shows?size=3000', noCache);
    expect(cache.usage.entries).toBe(1);
    await get(port, FR, '/api/shows?size=3000');
    expect(api.seen).toHaveLength(2);
  });
});

describe('the edge API cache behind the real edge', () => {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

  async function realEdge(api: FakeApi): Promise<Edge> {
    const scratch = await mkdtemp(path.join(tmpdir(), 'edge-api-cache-'));
    const edge = await startEdge({
      countriesDir: path.join(repo, 'apps', 'countries'),
      vendorDir: path.join(repo, 'apps', 'vendor', 'dist'),
      deployDir: path.join(scratch, 'deploy'),
      apiUrl: api.url,
      remoteOrigins: {},
      serverRender: false,
    });
    closing.push(async () => {
      await edge.close();
      await rm(scratch, { recursive: true, force: true });
    });
    return edge;
  }

  it("sites are kept apart: fr's answer is never sent to nl", async () => {
    const api = await fakeApi((req, res) => catalogue({ site: req.headers['x-marquee-site'] })(req, res));
    const edge = await realEdge(api);
    const fr = await get(edge.port, FR, '/api/shows');
    const nl = await get(edge.port, NL, '/api/shows');
    // A visitor's own X-Marquee-Site changes nothing: the edge sends the Host's site.
    const forged = await get(edge.port, NL, '/api/shows', { 'x-marquee-site': 'fr' });
    const frAgain = await get(edge.port, FR, '/api/shows');
    expect([fr, nl, forged, frAgain].map(json)).toEqual([
      { site: 'fr' },
      { site: 'nl' },
      { site: 'nl' },
      { site: 'fr' },
    ]);
    expect(api.seen.map((headers) => headers['x-marquee-site'])).toEqual(['fr', 'nl']);
    // The security headers of the edge are on hits too.
    expect(frAgain.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the edge matches and forwards the normalised path: /api/%63lient/ is the client API, never kept', async () => {
    const api = await fakeApi((req, res) => catalogue({ cookie: req.headers.cookie ?? null })(req, res));
    const edge = await realEdge(api);
    await get(edge.port, FR, '/api/%63lient/alice', { cookie: 'marquee_token=alice' });
    const other = await get(edge.port, FR, '/%61pi/%63lient/alice', { cookie: 'marquee_token=bob' });
    expect(json(other)).toEqual({ cookie: 'marquee_token=bob' });
    expect(api.paths).toEqual(['/api/client/alice', '/api/client/alice']);
  });

  it('posts and signed-in calls pass straight through the real edge', async () => {
    const api = await fakeApi(catalogue({ ok: true }));
    const edge = await realEdge(api);
    await send(edge.port, { method: 'POST', path: '/api/feedback', host: FR, body: '{}' });
    await send(edge.port, { method: 'POST', path: '/api/feedback', host: FR, body: '{}' });
    await get(edge.port, FR, '/api/shows', { authorization: 'Bearer x' });
    await get(edge.port, FR, '/api/shows', { authorization: 'Bearer x' });
    expect(api.seen).toHaveLength(4);
  });
});
