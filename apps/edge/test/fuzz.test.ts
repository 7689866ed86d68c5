// Fuzzing the edge: its routes and query values, and at the byte level its request framing and
// the client API's escaped paths (docs/SECURITY.md).
import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Edge } from '../src/server';
import {
  type Answer,
  busyUpstreamSockets,
  get,
  raw,
  REPO,
  send as sendRequest,
  startTestPlatform,
  type TestPlatform,
} from './helpers';

// The fuzz suite: 2,000 random bad requests (paths, queries, headers,
// bodies, methods) over the pages and the API, through the real edge in front of the real API
// (a real SQLite file) and the real builds of the eight sites and five remotes. None may answer
// 5xx, and no answer may show a stack trace, a file path of the server or an internal address.
// The generator is seeded: a failure names the seed and the request, and MARQUEE_FUZZ_SEED=<n>
// replays it.

const REQUESTS = Number(process.env.MARQUEE_FUZZ_REQUESTS ?? 2_000);
const CONCURRENCY = 8;
const SEED = Number(process.env.MARQUEE_FUZZ_SEED ?? Date.now() % 2 ** 31);

let edge: Edge;
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform('edge-fuzz-');
  edge = await platform.edge({
    dataBudgetMs: 10_000,
  });
}, 120_000);

afterAll(async () => {
  await edge?.close();
  await platform?.close();
});

/** mulberry32: a small seeded generator, so a failing run can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

const HOSTS = ['fr', 'ch', 'be', 'nl', 'tn', 'sn', 'ci', 'ma'].map((code) => `${code}.marquee.localhost`);
const BASES = [
  '/',
  '/films',
  '/film/dune',
  '/en/films',
  '/de/filme',
  '/cinemas',
  '/cinema/x',
  '/recherche',
  '/en/search',
  '/aide',
  '/evenements',
  '/redirect',
  '/_marquee/remotes.json',
  '/assets/',
  '/vendor/',
  '/remotes/catalogue/',
  '/remotes/nope/',
  '/vendor/server/',
  '/remotes/catalogue/0.1.0-x/server/',
  '/api/shows',
  '/api/show/x',
  '/api/show/x/showtimes/2026-01-01',
  '/api/cinemas',
  '/api/cinema/x',
  '/api/search/full',
  '/api/settings',
  '/api/footer',
  '/api/gift-card/600000000000001/1234',
  '/api/voucher/VCHFR0001',
  '/api/anti-robot/challenge',
  '/api/media/poster/x.webp',
  '/api/health',
  '/api',
];
const JUNK = [
  '..',
  '%2e%2e',
  '%2e',
  '%00',
  '%',
  '%zz',
  '%c0%ae',
  '%ff%fe',
  '//',
  '\\',
  '%5c',
  ';x=1',
  '\'"<script>alert(1)</script>',
  '%3Cimg%20src%3Dx%3E',
  '%F0%9F%8E%AC',
  // A log4shell probe, as scanners send it (a literal, not a template).
  ['$', '{jndi:ldap://x}'].join(''),
  '{{7*7}}',
  'a'.repeat(300),
  '-1',
  '9'.repeat(40),
  'NaN',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '.env',
  '..%2f..%2fetc%2fpasswd',
  // Encoded traversal: escaped, backslashed, double-encoded, overlong, mixed case.
  '..%2fserver%2fentry.mjs',
  '..%2fsite.json',
  '..%2findex.html',
  '%2e%2e%2fsite.json',
  '%2E%2e%2F..%2Fserver%2Fentry.mjs',
  '..%5csite.json',
  '..%5c..%5cserver%5centry.mjs',
  '%252e%252e%252fsite.json',
  '%c0%ae%c0%ae%c0%afsite.json',
  '%e0%80%ae%e0%80%ae/site.json',
  '.%2e/.%2e/server/entry.mjs',
  'server/routes.mjs',
  '%73erver%2froutes.mjs',
  'index.html',
  '🎬',
];
const QUERY_KEYS = [
  'q',
  'page',
  'date',
  'language',
  'filter',
  'lang',
  'type',
  'country',
  'slug',
  'limit',
  'sort',
  'cinema',
  'x',
];
const HEADER_JUNK: Record<string, readonly string[]> = {
  'accept-language': ['zz', '*', 'de-CH;q=abc', ',,,', 'x'.repeat(500), 'fr;q=2, en;q=-1'],
  cookie: ['lang=zz', 'lang=', '=', 'mq_session=%%%', 'a=b; '.repeat(100), 'lang=de; lang=fr', '__proto__=1'],
  'user-agent': ['', 'Mozilla/5.0 (iPhone)', 'curl/8', '<script>', 'x'.repeat(1000)],
  'sec-ch-ua-mobile': ['?1', '?0', 'yes', ''],
  'x-forwarded-proto': ['https', 'gopher', 'null', 'https, http', ''],
  'accept-encoding': ['br', 'gzip', 'deflate', 'identity', '*', 'br;q=0', 'zstd'],
  'if-none-match': ['*', '"x"', 'W/"', ''],
  range: ['bytes=0-1', 'bytes=-1', 'bytes=abc', 'lines=1-2'],
  'content-type': [
    'application/json',
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
  ],
  'x-marquee-site': ['zz', 'FR', '', 'fr, nl'],
  'x-forwarded-for': ['1.2.3.4', 'not an ip', '::1, 10.0.0.1'],
  'if-modified-since': ['yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT'],
  origin: ['https://evil.example', 'null'],
};
const METHODS = ['GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

interface Sent {
  method: string;
  host: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** A random bad request: a real address of ours, spoilt. */
function badRequest(random: ReturnType<typeof generator>): Sent {
  let path = random.pick(BASES);
  for (let i = random.int(3); i > 0; i--) path += `${path.endsWith('/') ? '' : '/'}${random.pick(JUNK)}`;
  if (random.next() < 0.6) {
    const pairs = Array.from({ length: 1 + random.int(4) }, () => {
      const value = random.next() < 0.2 ? 'é'.repeat(random.int(200)) : random.pick(JUNK);
      return `${random.pick(QUERY_KEYS)}=${random.next() < 0.5 ? encodeURIComponent(value) : value}`;
    });
    path += `?${pairs.join('&')}`;
  }
  // What Node's client refuses to send (a raw space, a control character, non-Latin-1) is escaped.
  path = path.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
  const headers: Record<string, string> = {};
  const names = Object.keys(HEADER_JUNK);
  for (let i = random.int(4); i > 0; i--) {
    const name = random.pick(names);
    headers[name] = random.pick(HEADER_JUNK[name] ?? ['']);
  }
  const method = random.pick(METHODS);
  const sent: Sent = { method, host: random.pick(HOSTS), path, headers };
  if (method !== 'GET' && method !== 'HEAD' && random.next() < 0.8) {
    const kind = random.int(4);
    sent.body =
      kind === 0
        ? Buffer.from('{"a":')
        : kind === 1
          ? Buffer.from(JSON.stringify({ __proto__: { admin: true }, email: 'x'.repeat(random.int(5_000)) }))
          : kind === 2
            ? Buffer.alloc(random.int(64 * 1024), random.int(256))
            : Buffer.from('a=1&a=2&b[]=3');
  }
  return sent;
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** Sends a request over the shared keep-alive connections; the answer's status and decoded body. */
function send(sent: Sent): Promise<Answer> {
  return sendRequest(edge.port, { ...sent, agent, timeoutMs: 60_000 });
}

/** What an answer must never show: a stack frame, a server file path, an internal address. */
function leaks(body: string): string[] {
  const found: string[] = [];
  if (/\bat [\w.<>$ ]*\(?(?:file:\/\/|\/|node:)[^)\s]*:\d+:\d+/.test(body)) found.push('stack frame');
  if (body.includes('node:internal')) found.push('node:internal');
  if (body.includes(REPO)) found.push('repository path');
  if (/127\.0\.0\.1|\[::1\]|0\.0\.0\.0/.test(body)) found.push('loopback address');
  if (body.includes(`:${new URL(platform.api.url).port}`)) found.push("the API's port");
  // A server build (the shell's entry, a remote's routes, the vendor's server singletons) imports Node's modules.
  if (/\bfrom\s*["']node:|\brequire\(["']node:/.test(body)) found.push('server code');
  // A country build's own files: its site.json, its page template before the edge fills it.
  if (/^\{\s*"code"\s*:\s*"[a-z]{2}",\s*"country"/.test(body)) found.push('site.json');
  if (body.includes('<!--marquee:head-->')) found.push('the page template');
  return found;
}

describe('fuzz', () => {
  it(`${REQUESTS} random bad requests over pages and API: no 5xx, no stack, no internal address`, async () => {
    const random = generator(SEED);
    const requests = Array.from({ length: REQUESTS }, () => badRequest(random));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const sent = requests[next++] as Sent;
        let answer: Awaited<ReturnType<typeof send>>;
        try {
          answer = await send(sent);
        } catch (error) {
          failures.push(
            `${sent.method} ${sent.host}${sent.path} ${JSON.stringify(sent.headers)} body ${sent.body?.length ?? 0} B: ${(error as Error).message}`,
          );
          continue;
        }
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const problems = [...(answer.status >= 500 ? [`status ${answer.status}`] : []), ...leaks(answer.body)];
        if (problems.length > 0)
          failures.push(
            `${problems.join(', ')}: ${sent.method} ${sent.host}${sent.path} ${JSON.stringify(sent.headers)} body ${sent.body?.length ?? 0} B`,
          );
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    agent.destroy();
    expect(failures, `seed ${SEED} (MARQUEE_FUZZ_SEED=${SEED} replays it)`).toEqual([]);
    // The requests reached every layer: pages, redirects, refusals, not-founds.
    expect([...statuses.keys()].some((status) => status === 200)).toBe(true);
    expect([...statuses.keys()].some((status) => status >= 300 && status < 400)).toBe(true);
    expect([...statuses.keys()].some((status) => status >= 400 && status < 500)).toBe(true);
  }, 600_000);
});

/** Where a raw request goes: the API (through the proxy and its cache), a page, a file. */
const RAW_TARGETS = [
  '/api/feedback',
  '/api/shows',
  '/api/client/x',
  '/films',
  '/assets/x.js',
  '/remotes/catalogue/x/y.js',
];

/**
 * Requests whose framing is wrong, each whole: nothing more is coming, so every
 * one must be answered at once. `%T` is the target, `%H` the Host.
 */
const BAD_FRAMING = [
  // Chunked bodies that are not.
  'POST %T HTTP/1.1\r\nHost: %H\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
  'POST %T HTTP/1.1\r\nHost: %H\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}XX0\r\n\r\n',
  'POST %T HTTP/1.1\r\nHost: %H\r\nTransfer-Encoding: chunked\r\n\r\n-2\r\n{}\r\n0\r\n\r\n',
  'POST %T HTTP/1.1\r\nHost: %H\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffffffff\r\n{}\r\n0\r\n\r\n',
  'POST %T HTTP/1.1\r\nHost: %H\r\nTransfer-Encoding: chunked\r\n\r\n2;\x01=\x02\r\n{}\r\n0\r\n\r\n',
  'POST %T HTTP/1.1\r\nHost: %H\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\nBad Trailer\r\n\r\n',
  'GET %T HTTP/1.1\r\nHost: %H\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n{}\r\n',
  // Conflicting or bad lengths (request smuggling's tools).
  'POST %T HTTP/1.1\r\nHost: %H\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  'POST %T HTTP/1.1\r\nHost: %H\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}x',
  'POST %T HTTP/1.1\r\nHost: %H\r\nContent-Length: abc\r\n\r\n{}',
  'POST %T HTTP/1.1\r\nHost: %H\r\nContent-Length: -1\r\n\r\n{}',
  'POST %T HTTP/1.1\r\nHost: %H\r\nContent-Length : 2\r\n\r\n{}',
  'POST %T HTTP/1.1\r\nHost: %H\r\nTransfer-Encoding: chunked, gzip\r\n\r\n0\r\n\r\n',
  'POST %T HTTP/1.1\r\nHost: %H\r\nTransfer-Encoding: xchunked\r\n\r\n0\r\n\r\n',
  'POST %T HTTP/1.1\r\nHost: %H\r\nTransfer-Encoding:\x0bchunked\r\n\r\n0\r\n\r\n',
  // Bad heads.
  'GET %T HTTP/1.1\r\nHost: %H\r\nX-Folded: a\r\n b\r\n\r\n',
  'GET %T HTTP/1.1\r\nHost: %H\r\nX-Nul: a\x00b\r\n\r\n',
  'GET %T HTTP/1.1\r\n\r\n',
  'GET %T HTTP/1.1\r\nHost: %H\r\nHost: %H\r\n\r\n',
  'GET %T HTTP/9.9\r\nHost: %H\r\n\r\n',
  'GET %T\r\nHost: %H\r\n\r\n',
  `GET %T HTTP/1.1\r\nHost: %H\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
  // A whole request, then bytes that are none.
  'POST %T HTTP/1.1\r\nHost: %H\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}\x00\x01\x02 garbage\r\n\r\n',
];

/** Methods nobody should send us: tunnels, echoes, WebDAV, made-up and malformed ones. */
const ODD_METHODS = [
  'CONNECT',
  'TRACE',
  'TRACK',
  'PROPFIND',
  'MKCOL',
  'LOCK',
  'PURGE',
  'SEARCH',
  'M-SEARCH',
  'QUERY',
  'SOURCE',
  'BREW',
  'get',
  'G\tET',
  'GET\x00',
  '',
];

describe('fuzz at the byte level', () => {
  const hosts = HOSTS.slice(0, 3);
  /** Every framing mistake on every target, on fresh connections, a few at a time. */
  const framed = BAD_FRAMING.flatMap((template) =>
    RAW_TARGETS.map((target, at) =>
      template.replaceAll('%T', target).replaceAll('%H', hosts[at % hosts.length] as string),
    ),
  );

  /** Sends each request on its own connection, CONCURRENCY at a time; the failures. */
  async function sendAll(
    requests: readonly string[],
    check: (request: string, answer: Awaited<ReturnType<typeof raw>>) => string[],
  ): Promise<string[]> {
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++] as string;
        const answer = await raw(edge.port, request, 5_000);
        const problems = [
          ...(answer.status === null ? ['no answer'] : []),
          ...(answer.status !== null && answer.status >= 500 ? [`status ${answer.status}`] : []),
          ...leaks(answer.text),
          ...check(request, answer),
        ];
        if (problems.length > 0) failures.push(`${problems.join(', ')}: ${JSON.stringify(request.slice(0, 160))}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return failures;
  }

  it(`${framed.length} requests with bad framing: each answered 4xx at once, the connection closed, no API connection held`, async () => {
    const failures = await sendAll(framed, (_request, answer) => [
      ...(answer.status !== null && answer.status < 400 && !/garbage/.test(_request)
        ? [`status ${answer.status}`]
        : []),
      ...(answer.closedAfterMs === null ? ['the connection stayed open'] : []),
    ]);
    expect(failures).toEqual([]);
    await expect.poll(() => busyUpstreamSockets(platform.api.url), { timeout: 5_000 }).toBe(0);
    expect((await get(edge.port, 'fr.marquee.localhost', '/api/settings')).status).toBe(200);
  }, 120_000);

  it('odd methods on every kind of path: an answer (CONNECT and TRACE 405), never a silent close', async () => {
    const requests = ODD_METHODS.flatMap((method) =>
      RAW_TARGETS.map(
        (target) =>
          `${method} ${method === 'CONNECT' ? 'example.com:443' : target} HTTP/1.1\r\nHost: fr.marquee.localhost\r\nConnection: close\r\n\r\n`,
      ),
    );
    const failures = await sendAll(requests, (request, answer) =>
      /^(CONNECT|TRACE) /.test(request) && answer.status !== 405 ? [`status ${answer.status}, not 405`] : [],
    );
    expect(failures).toEqual([]);
    await expect.poll(() => busyUpstreamSockets(platform.api.url), { timeout: 5_000 }).toBe(0);
  }, 120_000);
});
