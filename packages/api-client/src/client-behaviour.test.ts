import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, rewriteClientPath } from './client';
import type { ApiError } from './errors';

// A real local HTTP server (loopback) whose answers the tests script: retries, backoff,
// aborts and svg caching need failures the reference API does not produce on demand.
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let base: string;
let handler: Handler = (_req, res) => res.end('{}');
const hits: { method: string; url: string; at: number }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push({ method: req.method ?? '', url: req.url ?? '', at: Date.now() });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const Ok = v.object({ ok: v.boolean() });

function failingTimes(times: number, status = 503): Handler {
  let left = times;
  return (_req, res) => {
    if (left-- > 0) {
      res.statusCode = status;
      res.end('{}');
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  };
}

describe('retries, backoff, aborts, svg cache and the client-base rewrite', () => {
  it('retries an idempotent GET on 503 with growing delays, then succeeds', async () => {
    hits.length = 0;
    handler = failingTimes(2);
    const delays: number[] = [];
    const api = createApiClient({
      baseUrl: base,
      retries: 2,
      retryDelay: (attempt) => {
        delays.push(attempt);
        return 20 * 2 ** (attempt - 1);
      },
    });
    await expect(api.get('/api/thing', Ok)).resolves.toEqual({ ok: true });
    expect(hits).toHaveLength(3);
    expect(delays).toEqual([1, 2]);
    const [a, b, c] = hits.map((h) => h.at);
    expect((b ?? 0) - (a ?? 0)).toBeGreaterThanOrEqual(15);
    expect((c ?? 0) - (b ?? 0)).toBeGreaterThanOrEqual(35);
  });
  it('never retries a POST (not idempotent)', async () => {
    hits.length = 0;
    handler = failingTimes(1);
    const api = createApiClient({ baseUrl: base, retries: 3, retryDelay: () => 1 });
    const error = await api.client('post', '/api/client/x/shows', Ok, { body: {} }).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('server');
    expect(hits).toHaveLength(1);
  });
  it('does not retry a 404 (not found is an answer)', async () => {
    hits.length = 0;
    handler = failingTimes(5, 404);
    const api = createApiClient({ baseUrl: base, retries: 3, retryDelay: () => 1 });
    expect(((await api.get('/api/missing', Ok).catch((e: unknown) => e)) as ApiError).kind).toBe('not-found');
    expect(hits).toHaveLength(1);
  });
  it('is abortable: an aborted call rejects with AbortError and is not cached', async () => {
    hits.length = 0;
    let release: (() => void) | undefined;
    handler = (_req, res) => {
      release = () => res.end('{"ok":true}');
    };
    const api = createApiClient({ baseUrl: base, retries: 0 });
    const controller = new AbortController();
    const pending = api.get('/api/slow', Ok, undefined, controller.signal);
    await expect.poll(() => hits.length).toBe(1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    release?.();
    handler = failingTimes(0);
    await expect(api.get('/api/slow', Ok)).resolves.toEqual({ ok: true });
    expect(hits).toHaveLength(2);
  });
  it('API-05 caches .svg icons in memory: one request per icon', async () => {
    hits.length = 0;
    handler = (_req, res) => {
      res.setHeader('content-type', 'image/svg+xml');
      res.end('<svg/>');
    };
    const api = createApiClient({ baseUrl: base });
    const [a, b] = await Promise.all([api.svg('/icons/star.svg'), api.svg('/icons/star.svg')]);
    expect(a).toBe('<svg/>');
    expect(b).toBe(a);
    await api.svg('/icons/star.svg');
    api.clearCache();
    await api.svg('/icons/star.svg');
    expect(hits).toHaveLength(1);
    api.clearCache({ svg: true });
    await api.svg('/icons/star.svg');
    expect(hits).toHaveLength(2);
  });
  it('API-08 API-09 the client-base rewrite', () => {
    expect(rewriteClientPath('accounts/me', 'https://account.test/')).toBe('https://account.test/api/v1/accounts/me');
    expect(rewriteClientPath('webview', 'https://account.test', 'language', 'nl')).toBe(
      'https://account.test/api/nl/webview',
    );
    expect(rewriteClientPath('/api/v1/accounts/me/cinemas', 'https://account.test')).toBe(
      'https://account.test/api/v1/accounts/me/cinemas',
    );
    expect(() => rewriteClientPath('webview', 'https://a.test', 'language')).toThrow(/language/);
    const api = createApiClient({ baseUrl: base, clientBaseUrl: 'https://account.test', language: 'fr' });
    expect(api.clientUrl('accounts/me')).toBe('https://account.test/api/v1/accounts/me?language=fr');
  });
  it("a client-API call's own headers are sent with the token's authorization, which they never replace", async () => {
    const seen: Record<string, string | string[] | undefined>[] = [];
    handler = (req, res) => {
      seen.push(req.headers);
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    };
    const api = createApiClient({ baseUrl: base, headers: { 'x-marquee-site': 'tn' }, accessToken: () => 'token-1' });
    await api.client('get', 'accounts/me', Ok, { headers: { 'x-marquee-network-only': '1', authorization: 'forged' } });
    await api.client('get', 'accounts/me', Ok);
    const anonymous = createApiClient({ baseUrl: base });
    await anonymous.client('get', 'accounts/me', Ok, { headers: { 'x-marquee-network-only': '1' } });
    expect(seen.map((h) => [h['x-marquee-network-only'], h.authorization, h['x-marquee-site']])).toEqual([
      ['1', 'Bearer token-1', 'tn'],
      [undefined, 'Bearer token-1', 'tn'],
      ['1', undefined, undefined],
    ]);
  });
});
