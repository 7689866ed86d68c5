import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { launchPlatform } from '../platform.mjs';

/**
 * Two of each process on one database, over real HTTP: `MARQUEE_INSTANCES=2`
 * starts two sign-in providers, two APIs and two edges on an embedded PostgreSQL, as separate
 * processes. A challenge, a guess limit, a refresh token, a favourite limit and a showtime id
 * each cross from one instance to the other.
 */
type Platform = Awaited<ReturnType<typeof launchPlatform>>;
let platform: Platform;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  platform = await launchPlatform({ instances: 2, warmMedia: false });
});
test.afterAll(async () => {
  await platform?.stop();
});

const edges = () => platform.info.instances.edges.map((edge) => new URL(edge.url).port);
const identities = () => platform.info.instances.identities;

/** A request to an edge as a browser on the fr site would make it (Node does not resolve *.localhost). */
function onEdge(
  port: string,
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: Number(port),
        path,
        method: init.method ?? 'GET',
        headers: { host: `fr.marquee.localhost:${port}`, ...init.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.once('error', reject);
    req.end();
  });
}

/** Solves the anti-robot challenge (apps/api README: sha256 with leading zero hex digits). */
function solve(challenge: string, difficulty: number): string {
  const prefix = '0'.repeat(difficulty);
  for (let i = 0; ; i++) {
    const nonce = i.toString(36);
    if (createHash('sha256').update(`${challenge}:${nonce}`).digest('hex').startsWith(prefix))
      return `${challenge}:${nonce}`;
  }
}

async function proof(port: string, headers: Record<string, string> = {}): Promise<Record<string, string>> {
  const answer = await onEdge(port, '/api/anti-robot/challenge', { headers });
  expect(answer.status).toBe(200);
  const { headerName, challenge, difficulty } = JSON.parse(answer.body) as {
    headerName: string;
    challenge: string;
    difficulty: number;
  };
  return { ...headers, [headerName]: solve(challenge, difficulty) };
}

/** A browser stand-in on the providers: cookies kept, redirects by hand, any instance. */
class Browser {
  readonly cookies = new Map<string, string>();
  async request(base: string, path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(`${base}${path}`, { ...init, headers, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return res;
  }
}

/** Signs in on provider `base` (issuer `issuer`) and exchanges the code there: the tokens. */
async function signIn(browser: Browser, base: string, issuer: string, redirectUri: string) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    client_id: 'marquee-fr',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    resource: 'urn:marquee:api',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  let res = await browser.request(base, `/authorize?${query}`);
  for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 10; hops++) {
    const next = new URL(res.headers.get('location') ?? '', issuer);
    res = await browser.request(base, `${next.pathname}${next.search}`);
  }
  const action = /<form method="post" action="([^"]+)"/.exec(await res.text())?.[1]?.replace(/&#38;/g, '&');
  expect(action, 'the sign-in form').toBeTruthy();
  res = await browser.request(
    base,
    new URL(action as string, issuer).pathname + new URL(action as string, issuer).search,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'client@marquee.test', password: 'marquee-demo' }).toString(),
    },
  );
  let code: string | null = null;
  for (let hops = 0; hops < 10 && !code; hops++) {
    const location = new URL(res.headers.get('location') ?? '', issuer);
    if (location.origin !== issuer) code = location.searchParams.get('code');
    else res = await browser.request(base, `${location.pathname}${location.search}`);
  }
  expect(code, 'a code on the site callback').toBeTruthy();
  const token = await browser.request(base, '/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'marquee-fr',
      code: code as string,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }).toString(),
  });
  expect(token.status).toBe(200);
  return (await token.json()) as { access_token: string; refresh_token: string };
}

async function refresh(base: string, refreshToken: string) {
  const res = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'marquee-fr', refresh_token: refreshToken }),
  });
  return { status: res.status, body: (await res.json()) as { access_token?: string; refresh_token?: string } };
}

test('two of each on one PostgreSQL: a challenge issued through edge 1 is solved through edge 2, and refused when replayed on either', async () => {
  expect(platform.info.database).toMatch(/^PostgreSQL /);
  const [one = '', two = ''] = edges();
  const headers = await proof(one);
  const found = await onEdge(two, '/api/voucher/VCHFR0001', { headers });
  expect(found.status).toBe(200);
  expect(JSON.parse(found.body)).toMatchObject({ resultCode: 0 });
  for (const port of [one, two]) {
    const replay = await onEdge(port, '/api/voucher/VCHFR0001', { headers });
    expect(replay.status).toBe(403);
  }
});

test('guess limits are counted across instances: wrong PINs through both edges lock the card on both', async () => {
  const [one = '', two = ''] = edges();
  // The edges believe loopback's X-Forwarded-For: one visitor behind a balancer.
  const visitor = { 'x-forwarded-for': '198.51.100.77' };
  for (let i = 0; i < 5; i++) {
    const port = i % 2 ? one : two;
    const answer = await onEdge(port, `/api/gift-card/600000000000001/${5000 + i}`, {
      headers: await proof(port, visitor),
    });
    expect(answer.status).toBe(200);
  }
  for (const port of [one, two]) {
    const locked = await onEdge(port, '/api/gift-card/600000000000001/1234', { headers: await proof(port, visitor) });
    expect(locked.status).toBe(429);
  }
});

test('a refresh token issued by provider 1 is redeemed on provider 2; the sixth favourite is refused when the requests race across both APIs; a replayed refresh token ends the grant on both', async () => {
  const [p1, p2] = identities();
  if (!p1 || !p2) throw new Error('two providers expected');
  expect(p2.issuer).toBe(p1.issuer);
  const [one = '', two = ''] = edges();
  const tokens = await signIn(new Browser(), p1.url, p1.issuer, `http://fr.marquee.localhost:${one}/callback`);
  const onTwo = await refresh(p2.url, tokens.refresh_token);
  expect(onTwo.status).toBe(200);
  const backOnOne = await refresh(p1.url, onTwo.body.refresh_token as string);
  expect(backOnOne.status).toBe(200);

  const access = backOnOne.body.access_token as string;
  const sub = JSON.parse(Buffer.from(access.split('.')[1] as string, 'base64url').toString('utf8')).sub as string;
  const list = JSON.parse((await onEdge(one, '/api/cinemas')).body) as { cinemas: { slug: string }[] };
  const slugs = list.cinemas.slice(0, 8).map((cinema) => cinema.slug);
  expect(slugs).toHaveLength(8);
  const auth = { authorization: `Bearer ${access}` };
  const statuses = await Promise.all(
    slugs.flatMap((slug, i) =>
      [0, 1].map((copy) =>
        onEdge((i + copy) % 2 ? one : two, `/api/client/${encodeURIComponent(sub)}/cinema/${slug}`, {
          method: 'POST',
          headers: auth,
        }).then((answer) => answer.status),
      ),
    ),
  );
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  const client = JSON.parse((await onEdge(two, `/api/client/${encodeURIComponent(sub)}`, { headers: auth })).body) as {
    favoriteCinemas: unknown[];
  };
  expect(client.favoriteCinemas).toHaveLength(5);

  // The rotated token is spent, on either: presenting it again is a replay, so the provider
  // revokes the whole grant, and both APIs refuse its access token from then on.
  expect((await refresh(p2.url, tokens.refresh_token)).status).toBe(400);
  for (const edge of [one, two]) {
    expect((await onEdge(edge, `/api/client/${encodeURIComponent(sub)}`, { headers: auth })).status).toBe(401);
  }
});

test('both instances give the same showtime the same refCmd', async () => {
  const [one = '', two = ''] = edges();
  const shows = JSON.parse((await onEdge(one, '/api/shows?filter=book&limit=1')).body) as { shows: { slug: string }[] };
  const slug = shows.shows[0]?.slug;
  expect(slug).toBeTruthy();
  const path = `/api/show/${slug}/showtimes/paris`;
  const refs = (body: string) => body.match(/"refCmd":"\d+"/g) ?? [];
  const [a, b] = await Promise.all([onEdge(one, path), onEdge(two, path)]);
  expect(refs(a.body).length).toBeGreaterThan(0);
  expect(refs(b.body)).toEqual(refs(a.body));
});
