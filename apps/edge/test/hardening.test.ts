// The edge's hardening (docs/SECURITY.md): refused bodies, open redirects, absolute URLs and the
// render cache, bad input, slow clients, transport security headers, the page cache under load,
// and visitors behind a load balancer (trusted proxies).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Edge } from '../src/server';
import { type Answer, get, send as sendRequest, startTestPlatform, type TestPlatform, trickle } from './helpers';

// The audit's findings against the edge, each reproduced over real HTTP against the
// real edge in front of the real API (a real SQLite file) and the real builds of the country apps
// and the five remotes: oversized bodies, open redirects, a cache keyed on request headers, bad
// input on a page, slow clients, transport headers.

let edge: Edge;
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform('edge-hardening-');
  edge = await platform.edge({
    dataBudgetMs: 10_000,
  });
}, 120_000);

afterAll(async () => {
  await edge?.close();
  await platform?.close();
});

/** Sends one request with a JSON body over a fresh connection and reads the answer whole. */
function send(
  port: number,
  options: { method: string; path: string; host: string; body?: Buffer; headers?: Record<string, string> },
): Promise<Answer> {
  return sendRequest(port, { ...options, headers: { 'content-type': 'application/json', ...options.headers } });
}

describe('refused bodies', () => {
  it('a 1 MiB body gets 413 and the next requests through the edge are answered normally', async () => {
    for (const size of [256 * 1024, 1024 * 1024]) {
      const refused = await send(edge.port, {
        method: 'POST',
        path: '/api/health',
        host: 'fr.marquee.localhost',
        body: Buffer.alloc(size, 'x'),
      });
      expect(refused.status).toBe(413);
      for (let i = 0; i < 5; i++) {
        const next = await get(edge.port, 'fr.marquee.localhost', '/api/settings');
        expect(next.status).toBe(200);
        expect(JSON.parse(next.body).site).toBe('fr');
      }
    }
  });

  it('a 502 names no internal address', async () => {
    const lonely = await platform.edge({ apiUrl: 'http://127.0.0.1:9' });
    try {
      const answer = await get(lonely.port, 'fr.marquee.localhost', '/api/shows');
      expect(answer.status).toBe(502);
      expect(answer.body).not.toMatch(/127\.0\.0\.1|:9\b|localhost/);
      expect(JSON.parse(answer.body).error).toBe('bad_gateway');
    } finally {
      await lonely.close();
    }
  });
});

describe('open redirects', () => {
  const attacks = [
    '/.//evil.com/',
    '/%2e//evil.com/',
    '/x/..//evil.com/',
    '//evil.com/',
    '/\\evil.com/',
    '/%5Cevil.com/',
  ];

  it.each(attacks)('%s never leaves the site', async (attack) => {
    const answer = await get(edge.port, 'fr.marquee.localhost', attack);
    if (answer.status >= 300 && answer.status < 400) {
      const location = String(answer.headers.location);
      // A redirect stays on the site: one leading slash, then no slash or backslash.
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'http://fr.marquee.localhost').host).toBe('fr.marquee.localhost');
    } else {
      // Not a page of the site either.
      expect(answer.status).toBe(404);
    }
  });

  it('the site switch sends nowhere but a site of ours', async () => {
    const answer = await get(edge.port, 'fr.marquee.localhost', '/redirect?lang=en&type=Home&country=//evil.com');
    expect(answer.status).toBe(400);
  });
});

describe('absolute URLs and the render cache', () => {
  const canonicalOf = (html: string) => html.match(/<link data-head rel="canonical" href="([^"]+)">/)?.[1];

  it('a forged Host port or X-Forwarded-Proto never reaches the page, nor the next visitor', async () => {
    const forged = await get(edge.port, 'fr.marquee.localhost:1337', '/films', { 'x-forwarded-proto': 'gopher' });
    expect(forged.status).toBe(200);
    expect(forged.body).not.toContain(':1337');
    expect(forged.body).not.toContain('gopher');
    expect(forged.body).not.toContain('null/');
    const next = await get(edge.port, 'fr.marquee.localhost', '/films');
    expect(next.body).not.toContain(':1337');
    expect(canonicalOf(next.body)).toBe(`http://fr.marquee.localhost:${edge.port}/films`);
  });

  it('production pages carry https URLs of the site, whatever Host port came', async () => {
    const page = await get(edge.port, 'www.marquee.fr:8443', '/films', { 'x-forwarded-proto': 'https' });
    expect(page.status).toBe(200);
    expect(canonicalOf(page.body)).toBe('https://www.marquee.fr/films');
  });
});

describe('bad input on a page', () => {
  it('a search of more than 100 characters is the search page with a translated message, not a 500', async () => {
    const long = 'a'.repeat(150);
    for (const [host, path, message] of [
      ['fr.marquee.localhost', `/recherche?q=${long}`, /100 caractères/],
      ['ch.marquee.localhost', `/de/suche?q=${long}`, /100 Zeichen/],
    ] as const) {
      const answer = await get(edge.port, host, path);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatch(message);
    }
  });

  it('5xx answers are never cached', async () => {
    const broken = await platform.edge({ apiUrl: 'http://127.0.0.1:9' });
    try {
      const answer = await get(broken.port, 'fr.marquee.localhost', '/films');
      expect(answer.status).toBeGreaterThanOrEqual(500);
      expect(String(answer.headers['cache-control'])).toBe('no-store');
      // The API down: a friendly page, 503 with a Retry-After, and a way to try again.
      expect(answer.status).toBe(503);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.body).toMatch(/<html lang="fr"/);
      expect(answer.body).toMatch(/<a[^>]+href="\/films"[^>]*>(?:<[^>]+>)*Réessayer/);
    } finally {
      await broken.close();
    }
  });
});

describe('slow clients', () => {
  it('a client trickling its headers is cut off after the headers timeout', async () => {
    const strict = await platform.edge({
      limits: { headersTimeoutMs: 600, requestTimeoutMs: 1_000 },
    });
    try {
      const { closedAfterMs } = await trickle(strict.port, 20);
      expect(closedAfterMs).toBeLessThan(3_000);
    } finally {
      await strict.close();
    }
  });

  it('connections beyond the cap are refused while the served ones keep working', async () => {
    const capped = await platform.edge({
      limits: { maxConnections: 3 },
    });
    const held: Socket[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const socket = connect(capped.port, '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        held.push(socket);
      }
      const extra = connect(capped.port, '127.0.0.1');
      extra.on('error', () => {});
      await new Promise((resolve) => extra.once('close', resolve));
      for (const socket of held) socket.destroy();
      // Once they are gone, the edge serves again.
      await expect
        .poll(async () => (await get(capped.port, 'fr.marquee.localhost', '/api/settings').catch(() => null))?.status)
        .toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
      await capped.close();
    }
  });
});

describe('robots.txt and the sitemap', () => {
  it('ROUTE-46 a production site keeps crawlers out of lookups, the client pages and search in every language; other environments are not crawled', async () => {
    const nl = await get(edge.port, 'www.marquee.nl', '/robots.txt', { 'x-forwarded-proto': 'https' });
    expect(nl.status).toBe(200);
    const lines = nl.body.split('\n');
    for (const path of ['/nl/voucher', '/en/voucher', '/api/', '/callback'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((line) => /^Disallow: \/(nl|en)\/.+/.test(line)).length).toBeGreaterThanOrEqual(8);
    expect(lines).toContain('Sitemap: https://www.marquee.nl/sitemap.xml');
    // fr (default language without a prefix): its client pages by their French and English paths.
    const fr = await get(edge.port, 'www.marquee.fr', '/robots.txt', { 'x-forwarded-proto': 'https' });
    expect(fr.body).toMatch(/^Disallow: \/mon-compte$/m);
    expect(fr.body).toMatch(/^Disallow: \/en\/.+/m);
    const local = await get(edge.port, 'nl.marquee.localhost', '/robots.txt');
    expect(local.body.split('\n')).toEqual(['User-agent: *', 'Disallow: /', '']);
  });

  it('ROUTE-46 the sitemap lists the gift card page but not the lookups', async () => {
    const sitemap = await get(edge.port, 'www.marquee.nl', '/sitemap.xml', { 'x-forwarded-proto': 'https' });
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain('<loc>https://www.marquee.nl/nl/');
    // The lookups (the voucher checker, the gift card balance) are not listed; help articles about
    // vouchers are.
    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
    expect(locs.filter((path) => /^\/(nl|en)\/(voucher|giftcard\/(balance|saldo))$/.test(path))).toEqual([]);
    expect(locs).toContain('/nl/giftcard');
  });
});

describe('transport security headers', () => {
  it('a production host over http (said by the trusted proxy) is redirected to https on the site', async () => {
    const answer = await get(edge.port, 'www.marquee.fr', '/films?x=1', { 'x-forwarded-proto': 'http' });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('https://www.marquee.fr/films?x=1');
  });

  it('production pages over https carry HSTS; development pages do not', async () => {
    const secure = await get(edge.port, 'www.marquee.fr', '/films', { 'x-forwarded-proto': 'https' });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d{8,}; includeSubDomains/);
    const local = await get(edge.port, 'fr.marquee.localhost', '/films');
    expect(local.headers['strict-transport-security']).toBeUndefined();
  });

  it('every answer carries Cross-Origin-Resource-Policy', async () => {
    for (const path of ['/films', '/api/settings', '/_marquee/remotes.json']) {
      const answer = await get(edge.port, 'fr.marquee.localhost', path);
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-site');
    }
  });

  it('cookies set over https are Secure', async () => {
    const answer = await get(edge.port, 'www.marquee.ch', '/redirect?lang=de&type=Home', {
      'x-forwarded-proto': 'https',
    });
    expect(String(answer.headers['set-cookie'])).toMatch(/;\s*Secure/i);
    const local = await get(edge.port, 'ch.marquee.localhost', '/redirect?lang=de&type=Home');
    expect(String(local.headers['set-cookie'])).not.toMatch(/Secure/i);
  });

  it('X-Forwarded-Proto from an untrusted peer is ignored', async () => {
    const untrusting = await platform.edge({
      trustedProxies: ['10.0.0.1'],
    });
    try {
      const answer = await get(untrusting.port, 'www.marquee.fr', '/films', { 'x-forwarded-proto': 'https' });
      expect(answer.status).toBe(301);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await untrusting.close();
    }
  });
});

describe('visitors behind a load balancer', () => {
  it('the edge forwards the address a trusted balancer names, never one a visitor invents', async () => {
    // An upstream that echoes what it is told: where the edge sends /api.
    const seen: string[] = [];
    const upstream = createServer((req, res) => {
      seen.push(String(req.headers['x-forwarded-for']));
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end('{}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const port = (upstream.address() as AddressInfo).port;
    const behindBalancer = await platform.edge({
      apiUrl: `http://127.0.0.1:${port}`,
      trustedProxies: ['127.0.0.1/8', '::1'],
    });
    const direct = await platform.edge({ apiUrl: `http://127.0.0.1:${port}`, trustedProxies: ['10.9.9.9'] });
    try {
      // Through a trusted balancer on loopback: the visitor it names (walked from the right).
      await get(behindBalancer.port, 'fr.marquee.localhost', '/api/settings', {
        'x-forwarded-for': '6.6.6.6, 198.51.100.7',
      });
      // From a peer the edge does not trust: its own address, whatever the header says.
      await get(direct.port, 'fr.marquee.localhost', '/api/settings', { 'x-forwarded-for': '198.51.100.7' });
      expect(seen).toEqual(['198.51.100.7', '127.0.0.1']);
    } finally {
      await behindBalancer.close();
      await direct.close();
      upstream.close();
    }
  });
});

describe('page cache under load', () => {
  it('twenty visitors arriving together on a cold page wait for one render instead of making twenty', async () => {
    const cached = await platform.edge({
      renderCacheTtlMs: 60_000,
      dataBudgetMs: 10_000,
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => get(cached.port, 'nl.marquee.localhost', '/nl')),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      const renders = answers.filter((answer) => answer.headers['x-marquee-render'] === 'server');
      expect(renders).toHaveLength(1);
      // Everyone got the same page.
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    } finally {
      await cached.close();
    }
  });
});
