import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as calls from './calls';
import { createApiClient } from './client';
import { isApiError } from './errors';
import * as api from './index';

// The package's calls are thin functions that load `./calls` (valibot, the schemas) at their first
// use (docs/decisions/0032). They must be every call, under the same names, and answer exactly
// what the real calls answer; a module that cannot be loaded fails the call as a network error.
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/api/alerts')) res.end(JSON.stringify({ items: [] }));
    else res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the calls load their schemas at first use (first-load JavaScript)', () => {
  it('exports every call of ./calls under its name, and nothing else but preloadCalls', () => {
    const real = Object.entries(calls)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name)
      .sort();
    const lazy = Object.entries(api)
      .filter(([name, value]) => typeof value === 'function' && name in calls)
      .map(([name]) => name)
      .sort();
    expect(real.length).toBeGreaterThan(70);
    expect(lazy).toEqual(real);
    // Each package export is the lazy wrapper, not the module's function itself.
    expect(api.getShows).not.toBe(calls.getShows);
    expect(typeof api.preloadCalls).toBe('function');
  });

  it('answers what the real call answers, and maps a refusal to the same ApiError', async () => {
    const client = createApiClient({ baseUrl: base, retries: 0 });
    await expect(api.getAlerts(client)).resolves.toEqual(await calls.getAlerts(createApiClient({ baseUrl: base })));
    const error = await api.getShow(client, 'nope').catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('not-found');
  });
});

describe('a calls module that cannot be loaded (offline, a replaced deploy)', () => {
  it('fails the call as a network ApiError, and the next call loads it again', async () => {
    vi.resetModules();
    vi.doMock('./calls', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const fresh = await import('./lazy-calls');
    const client = createApiClient({ baseUrl: base, retries: 0 });
    const error = await fresh.getAlerts(client).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('network');
    vi.doUnmock('./calls');
    await expect(fresh.getAlerts(client)).resolves.toEqual({ items: [] });
  });
});
