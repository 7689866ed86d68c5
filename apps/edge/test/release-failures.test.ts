/**
 * Served when a part fails (decision 0040): the real API, edge and a remote's own
 * server, each killed or stalled in turn while pages and API answers are asked for. The edge reaches
 * the API through a loopback gate that can stall (accept, then stay silent) or refuse (the API's
 * port closed, as when its process dies); at the end the API itself is stopped.
 */
import { createServer, type Server, type Socket, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRemoteServer } from '../src/remote-server';
import type { Edge } from '../src/server';
import { type Answer, get, startTestPlatform, type TestPlatform } from './helpers';

/** A loopback relay in front of the API: open, stalled (silent) or down (its port refuses). */
class Gate {
  mode: 'open' | 'stalled' | 'down' = 'open';
  port = 0;
  readonly #sockets = new Set<Socket>();
  #server: Server | undefined;

  constructor(readonly target: number) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createServer((client) => {
      this.#sockets.add(client);
      client.on('close', () => this.#sockets.delete(client));
      client.on('error', () => {});
      const upstream = connect(this.target, '127.0.0.1');
      this.#sockets.add(upstream);
      upstream.on('close', () => {
        this.#sockets.delete(upstream);
        client.destroy();
      });
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      // Stalled: what comes in is held, nothing goes on (the API takes it and never answers).
      client.on('data', (chunk: Buffer) => {
        if (this.mode === 'open') upstream.write(chunk);
      });
      upstream.on('data', (chunk: Buffer) => {
        if (this.mode === 'open') client.write(chunk);
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.#server = server;
  }

  /** Stalls: connections stay open, nothing is answered. */
  stall(): void {
    this.mode = 'stalled';
  }

  /** Goes down: the port refuses and every connection is cut. */
  async down(): Promise<void> {
    this.mode = 'down';
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async open(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    this.mode = 'open';
    if (!this.#server) await this.start();
  }
}

const FR = 'fr.marquee.localhost';
/** A request a CDN makes for a shared page: the device class it derived. */
const PHONE = { 'x-marquee-device': 'mobile' };
const DATA_BUDGET_MS = 1_500;

let platform: TestPlatform;
let gate: Gate;
let edge: Edge;
/** The edge's API cache clock (ms): moved past an answer's freshness without waiting. */
const clock = { now: Date.now() };

beforeAll(async () => {
  platform = await startTestPlatform('marquee-release-failures-');
  gate = new Gate(platform.api.port);
  await gate.start();
  edge = await platform.edge({
    apiUrl: gate.url,
    renderCacheTtlMs: 1_000,
    dataBudgetMs: DATA_BUDGET_MS,
    renderTimeoutMs: 2_000,
    apiCache: { now: () => clock.now, deadlineMs: 500 },
  });
}, 60_000);

afterAll(async () => {
  await edge?.close();
  await gate?.down();
  await platform?.close().catch(() => {});
});

/**
 * A page rendered whole with the API up, which the edge keeps: asked again while a loaded machine
 * made a render miss its data budget (such a render is rightly neither kept nor shared).
 */
async function healthyPage(path: string): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await get(edge.port, FR, path, PHONE);
    if (String(answer.headers['cache-control']).startsWith('public') || attempt === 5) return answer;
  }
}

/** Asks for a page until the edge answers it other than from its fresh render cache (its TTL passed). */
async function afterTtl(path: string, headers: Record<string, string>): Promise<{ answer: Answer; ms: number }> {
  for (;;) {
    const started = performance.now();
    const answer = await get(edge.port, FR, path, headers);
    if (answer.headers['x-marquee-render'] !== 'cache') return { answer, ms: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('ISSUE-26 served when a part fails', () => {
  it('the API stalled: held pages and API answers go out with their Age, and no page waits past its data budget', async () => {
    await gate.open();
    const healthy = await healthyPage('/films');
    expect(healthy.headers['cache-control']).toMatch(/^public/);
    const shows = await get(edge.port, FR, '/api/shows?limit=3');
    expect(shows.status).toBe(200);

    gate.stall();
    // The page: its TTL over, its new render finds the API silent; the healthy page goes out.
    const { answer: page, ms } = await afterTtl('/films', PHONE);
    expect(page.status).toBe(200);
    expect(page.headers['x-marquee-render']).toBe('stale');
    expect(page.body).toBe(healthy.body);
    expect(page.headers.etag).toBe(healthy.headers.etag);
    expect(Number(page.headers.age)).toBeGreaterThanOrEqual(1);
    expect(page.headers['cache-control']).toMatch(/stale-if-error=\d+/);
    expect(ms).toBeLessThan(DATA_BUDGET_MS + 1_500);

    // An API answer past max-age and stale-while-revalidate (61 s), within stale-if-error: the
    // API stays silent past the deadline, the held answer goes out with its Age.
    clock.now += 61_000;
    const started = performance.now();
    const held = await get(edge.port, FR, '/api/shows?limit=3');
    expect(held.status).toBe(200);
    expect(held.body).toBe(shows.body);
    expect(Number(held.headers.age)).toBeGreaterThanOrEqual(61);
    expect(performance.now() - started).toBeLessThan(2_000);

    // A page the edge never held: it does not wait on the API past its data budget, and what
    // goes out (a region left to the browser, or the error page) is kept by no cache.
    const fresh = performance.now();
    const unheld = await get(edge.port, FR, '/cinemas', PHONE);
    expect(performance.now() - fresh).toBeLessThan(DATA_BUDGET_MS + 2_500);
    expect(unheld.headers['cache-control']).toBe('no-store');
    await gate.open();
  }, 30_000);

  it('the API down (its port refusing): held answers within stale-if-error, past it the failure, never cached', async () => {
    await gate.open();
    const healthy = await healthyPage('/cinema/marquee-opera-paris');
    expect(healthy.headers['cache-control']).toMatch(/^public/);
    clock.now = Date.now();
    const cinemas = await get(edge.port, FR, '/api/cinemas');
    expect(cinemas.status).toBe(200);

    await gate.down();
    const { answer: page } = await afterTtl('/cinema/marquee-opera-paris', PHONE);
    expect(page.status).toBe(200);
    expect(page.headers['x-marquee-render']).toBe('stale');
    expect(page.body).toBe(healthy.body);

    clock.now += 61_000;
    const held = await get(edge.port, FR, '/api/cinemas');
    expect(held.status).toBe(200);
    expect(held.body).toBe(cinemas.body);
    expect(Number(held.headers.age)).toBeGreaterThanOrEqual(61);
    // Past max-age + stale-if-error (30 + 300 s): the failure, which no cache keeps.
    clock.now += 300_000;
    const gone = await get(edge.port, FR, '/api/cinemas');
    expect(gone.status).toBe(502);
    expect(gone.headers['cache-control']).toBe('no-store');
    // A page the edge never held: whatever it could render (the list's error view, or the page
    // without its parts), kept by no cache.
    const unheld = await get(edge.port, FR, '/actualites', PHONE);
    expect(unheld.headers['cache-control']).toBe('no-store');
    await gate.open();
    clock.now = Date.now();
  }, 30_000);

  it("a remote's own server killed: pages still render on the server, its files fail and are never cached", async () => {
    const remote = await startRemoteServer({ name: 'catalogue', deployDir: platform.deployDir });
    const withRemote = await platform.edge({ remoteOrigins: { catalogue: remote.url } });
    try {
      const page = await get(withRemote.port, FR, '/films', PHONE);
      const file = /"(\/remotes\/catalogue\/[^"]+\.js)"/.exec(page.body)?.[1];
      expect(file).toBeTruthy();
      expect((await get(withRemote.port, FR, file as string)).status).toBe(200);
      await remote.close();
      const after = await get(withRemote.port, FR, '/films', PHONE);
      expect(after.status).toBe(200);
      expect(after.headers['x-marquee-render']).toMatch(/server|cache/);
      const failed = await get(withRemote.port, FR, file as string);
      expect(failed.status).toBeGreaterThanOrEqual(502);
      expect(failed.headers['cache-control']).toBe('no-store');
    } finally {
      await withRemote.close();
      await remote.close().catch(() => {});
    }
  }, 30_000);

  it('the API process stopped: held API answers and pages still go out', async () => {
    await gate.open();
    const healthy = await healthyPage('/evenements');
    expect(healthy.headers['cache-control']).toMatch(/^public/);
    clock.now = Date.now();
    const events = await get(edge.port, FR, '/api/events');
    expect(events.status).toBe(200);
    await platform.api.close();
    clock.now += 61_000;
    const held = await get(edge.port, FR, '/api/events');
    expect(held.status).toBe(200);
    expect(held.body).toBe(events.body);
    const { answer: page } = await afterTtl('/evenements', PHONE);
    expect(page.headers['x-marquee-render']).toBe('stale');
    expect(page.body).toBe(healthy.body);
  }, 30_000);
});
