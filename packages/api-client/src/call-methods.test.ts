import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from './calls';
import { createApiClient } from './client';

// API-01 (account-and-shell §7): "all calls are GET unless stated otherwise". Every call the
// api-client exports is made once against a real loopback HTTP server that records the method
// and path it receives; the ones that are not GET must be exactly the rows §7's table states
// with another method (plus the calls the spec names without a method, each listed with why).
let server: Server;
let base: string;
const received: { method: string; path: string }[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    received.push({ method: req.method ?? '', path: new URL(req.url ?? '/', 'http://x').pathname });
    res.setHeader('content-type', 'application/json');
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** §7's rows whose method is not GET (the client-API paths as the client base rewrites them). */
const STATED: readonly string[] = [
  'PATCH /api/v1/accounts/me/cinemas',
  'DELETE /api/v1/accounts/me/cinemas',
  'POST /api/v1/logout',
  'POST /api/client/ID/cinema/SLUG',
  'DELETE /api/client/ID/cinema/SLUG',
  'POST /api/client/ID/shows',
  'POST /api/client/ID/show/SLUG/intention',
  'POST /api/client/ID/show/SLUG/emotion',
];
/** Calls the spec names without stating their method, which send data and so cannot be GET. */
const UNSTATED: Readonly<Record<string, string>> = {
  'POST /api/feedback': 'the feedback form sends a message (A§5 feedback); a GET would put it in the address',
  'POST /api/v1/accounts/me/registration':
    "the account frame's registration code (A§4 register_complete) is a one-time secret",
  'POST /api/v1/accounts/me/calendar-feed':
    'creates or renews the personal calendar feed (a new secret address, the old one dead)',
  'DELETE /api/v1/accounts/me/calendar-feed': 'revokes the personal calendar feed',
  'POST /api/client/ID/alerts': 'a new alert is written in the client record, as a favourite is',
  'DELETE /api/client/ID/alerts/SLUG': 'removing an alert changes the client record',
};

/** Exports that make no call (pure helpers the calls use). */
const HELPERS = new Set(['solveAntiRobotChallenge']);

describe('API-01 all calls are GET unless stated otherwise', () => {
  it('API-01 every exported call uses GET, except the rows the spec states with another method', async () => {
    const api = createApiClient({
      baseUrl: base,
      clientBaseUrl: base,
      language: 'fr',
      retries: 0,
      accessToken: () => 'token',
    });
    type Call = (...args: unknown[]) => Promise<unknown>;
    const exported = (Object.entries(calls) as [string, unknown][])
      .filter(([name, value]) => typeof value === 'function' && !HELPERS.has(name))
      .map(([name, value]) => [name, value as Call] as const);
    expect(exported.length).toBeGreaterThan(60);
    const made = new Map<string, string[]>();
    for (const [name, call] of exported) {
      // Placeholder arguments: ids and slugs are strings, the rest (signals, options) left out; the
      // most strings with which the call asks (a string where a signal goes fails before asking).
      // A call whose answer does not parse still asked.
      const args = ['ID', 'SLUG', '2026-11-23'];
      let requests: string[] = [];
      for (let count = args.length; count >= 0 && requests.length === 0; count--) {
        const before = received.length;
        await Promise.resolve()
          .then(() => call(api, ...args.slice(0, count)))
          .catch(() => undefined);
        requests = received.slice(before).map((r) => `${r.method} ${r.path}`);
      }
      made.set(name, requests);
    }
    const silent = [...made].filter(([, requests]) => requests.length === 0).map(([name]) => name);
    // Every call reached the server (so the table below is complete).
    expect(silent).toEqual([]);
    const notGet = [...new Set([...made.values()].flat().filter((request) => !request.startsWith('GET ')))].sort();
    expect(notGet).toEqual([...STATED, ...Object.keys(UNSTATED)].sort());
    for (const reason of Object.values(UNSTATED)) expect(reason.length).toBeGreaterThan(20);
  });
});
