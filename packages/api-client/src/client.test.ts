import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningApi, startApi } from '@marquee/api/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSettings, getShow, getShows, sendFeedback } from './calls';
import { createApiClient } from './client';
import { ApiError, isNotFound } from './errors';

// These tests talk to the real reference API over HTTP, on a real SQLite file.
let api: RunningApi;
let dir: string;
const requested: string[] = [];

/** The platform's fetch, recording each URL asked (the edge adds X-Marquee-Site; so do we). */
const recordingFetch: typeof fetch = (input, init) => {
  requested.push(input instanceof Request ? input.url : String(input));
  return fetch(input, init);
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'api-client-'));
  api = await startApi({ dbPath: path.join(dir, 'api.sqlite') });
}, 120_000);

afterAll(async () => {
  await api?.close();
  await rm(dir, { recursive: true, force: true });
});

function client(language?: 'fr' | 'en') {
  return createApiClient({
    baseUrl: api.url,
    language,
    headers: { 'x-marquee-site': 'fr' },
    fetch: recordingFetch,
    retries: 0,
  });
}

describe('api client against the reference API', () => {
  it('API-02 adds the language parameter to /api/ calls once the language is known', async () => {
    requested.length = 0;
    const shows = await getShows(client('en'));
    expect(shows.shows.length).toBeGreaterThan(0);
    expect(new URL(requested[0] ?? '').searchParams.get('language')).toBe('en');
  });

  it('API-03 never adds the language parameter to /api/settings', async () => {
    requested.length = 0;
    const settings = await getSettings(client('en'));
    expect(settings.site).toBe('fr');
    expect(new URL(requested[0] ?? '').searchParams.has('language')).toBe(false);
  });

  it('API-04 caches GET answers by full URL and shares a call in flight', async () => {
    requested.length = 0;
    const api = client('fr');
    const [a, b] = await Promise.all([getShows(api), getShows(api)]);
    const c = await getShows(api);
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(requested).toHaveLength(1);
    // Another language is another URL, so another call.
    await getShows(client('en'));
    expect(requested).toHaveLength(2);
    api.clearCache();
    await getShows(api);
    expect(requested).toHaveLength(3);
  });

  it('SHELL-44 posts feedback once, in the page language, and reads the receipt', async () => {
    requested.length = 0;
    const receipt = await sendFeedback(client('en'), { rating: 5, comment: 'Lovely', page: '/en/films' });
    expect(receipt.id).toBeGreaterThan(0);
    expect(requested).toHaveLength(1);
    expect(new URL(requested[0] ?? '').searchParams.get('language')).toBe('en');
    const refused = await sendFeedback(client('en'), { rating: 9, page: '/' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
  });

  it('maps 404 to a typed not-found outcome and does not cache the failure', async () => {
    requested.length = 0;
    const api = client('fr');
    const error = await getShow(api, 'no-such-film').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isNotFound(error)).toBe(true);
    await getShow(api, 'no-such-film').catch(() => undefined);
    expect(requested).toHaveLength(2);
  });

  it('maps an unreachable server to a network outcome', async () => {
    const down = createApiClient({ baseUrl: 'http://127.0.0.1:9', retries: 0, timeoutMs: 2_000 });
    const error = await getShows(down).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('network');
  });

  it('rejects an answer that does not match its schema, naming where', async () => {
    const api = client('fr');
    // /api/settings checked against the show-list schema must fail with a clear message.
    const { ShowListSchema } = await import('@marquee/domain-models');
    const error = await api.get('/api/settings', ShowListSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('invalid-response');
    expect((error as ApiError).message).toMatch(/unexpected answer from \/api\/settings/);
  });
});
