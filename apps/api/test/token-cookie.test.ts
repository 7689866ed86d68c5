import { ApiErrorSchema, ClientSchema } from '@marquee/domain-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintDevToken } from '../src/auth';
import { expectShape, startTestApi, type TestApi } from './helpers';

// Issue 14 item 3, the token-cookie sites (tn, sn, ci, ma): the page hands its token to the API
// once, the API keeps it in an HttpOnly cookie, client calls carry the cookie; the redirect
// sites never accept it; logout clears it.
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.stop());

const cookiesOf = (res: Response) => res.headers.getSetCookie();
const jar = (res: Response) =>
  cookiesOf(res)
    .map((cookie) => cookie.split(';')[0] as string)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

describe('ACC-05 the token cookie of the token-cookie sites', () => {
  it('sets an HttpOnly jwt cookie (with the token) and a custom-login cookie without it; the cookie then signs calls in', async () => {
    const token = await mintDevToken('client-cookie', {}, '10m');
    const res = await t.send('POST', '/api/v1/session', undefined, { Authorization: `Bearer ${token}` }, 'tn');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { expiresAt: number };
    expect(body.expiresAt).toBeGreaterThan(Date.now() / 1000 + 500);
    const cookies = cookiesOf(res);
    const jwt = cookies.find((c) => c.startsWith('jwt='));
    expect(jwt).toContain(`jwt=${token}`);
    expect(jwt).toMatch(/HttpOnly/);
    expect(jwt).toMatch(/SameSite=Lax/);
    expect(jwt).toMatch(/Max-Age=(59\d|600)/);
    const custom = cookies.find((c) => c.startsWith('custom_login='));
    expect(custom).toBe('custom_login=1; Path=/; Max-Age=3600; SameSite=Lax');
    expect(cookies.find((c) => c.startsWith('custom_login_retry='))).toMatch(/Max-Age=0/);

    const me = await t.get('/api/v1/accounts/me', 'tn', { Cookie: jar(res) });
    expect((await expectShape(me, ClientSchema)).id).toBe('client-cookie');
    const own = await t.get('/api/client/client-cookie', 'tn', { Cookie: jar(res) });
    expect((await expectShape(own, ClientSchema)).id).toBe('client-cookie');
  });

  it('never on the redirect sites: no session endpoint, the cookie is ignored there', async () => {
    const token = await mintDevToken('client-cookie-fr', {}, '10m');
    const res = await t.send('POST', '/api/v1/session', undefined, { Authorization: `Bearer ${token}` }, 'fr');
    expect(res.status).toBe(404);
    await expectShape(await t.get('/api/v1/accounts/me', 'fr', { Cookie: `jwt=${token}` }), ApiErrorSchema, 401);
  });

  it('ERR-19 refuses a session for a tampered or expired token, and without one', async () => {
    const token = await mintDevToken('client-cookie', {}, '10m');
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const tampered = `${head}.${payload}.${signature.slice(0, -3)}AAA`;
    for (const bad of [tampered, await mintDevToken('client-cookie', {}, '-1m')]) {
      const res = await t.send('POST', '/api/v1/session', undefined, { Authorization: `Bearer ${bad}` }, 'tn');
      await expectShape(res, ApiErrorSchema, 401);
      expect(cookiesOf(res)).toEqual([]);
      await expectShape(await t.get('/api/v1/accounts/me', 'tn', { Cookie: `jwt=${bad}` }), ApiErrorSchema, 401);
    }
    await expectShape(await t.send('POST', '/api/v1/session', undefined, {}, 'tn'), ApiErrorSchema, 401);
  });

  it('a change carried by the cookie must come from the site itself (Sec-Fetch-Site, then Origin)', async () => {
    const token = await mintDevToken('client-cookie', {}, '10m');
    const path = '/api/client/client-cookie/show/les-pixels-en-folie/intention';
    const cross = await t.send(
      'POST',
      path,
      { intention: 2 },
      { Cookie: `jwt=${token}`, 'Sec-Fetch-Site': 'same-site', Origin: 'http://tn.marquee.localhost' },
      'tn',
    );
    await expectShape(cross, ApiErrorSchema, 403);
    const read = await t.get('/api/client/client-cookie', 'tn', {
      Cookie: `jwt=${token}`,
      'Sec-Fetch-Site': 'same-site',
    });
    await expectShape(read, ClientSchema);
  });

  it('ACC-38 logout clears the token and custom-login cookies', async () => {
    const res = await t.send('POST', '/api/v1/logout', undefined, { Origin: 'http://tn.marquee.localhost' }, 'tn');
    expect(res.status).toBe(204);
    const cookies = cookiesOf(res);
    expect(cookies.find((c) => c.startsWith('jwt='))).toMatch(/^jwt=; Path=\/; Max-Age=0; HttpOnly/);
    expect(cookies.find((c) => c.startsWith('custom_login='))).toMatch(/Max-Age=0/);
  });
});

/** What the edge sends on a local site on port 8080, and that site's origin. */
const EDGE = { 'X-Marquee-Environment': 'development; port=8080' };
const TN = 'http://tn.marquee.localhost:8080';

describe('ACC-05 API-76 a cookie-carried change and logout need proof they come from the site', () => {
  const path = '/api/client/client-proof/show/les-pixels-en-folie/intention';
  const change = async (headers: Record<string, string>) => {
    const token = await mintDevToken('client-proof', {}, '10m');
    return t.send('POST', path, { intention: 2 }, { ...EDGE, Cookie: `jwt=${token}`, ...headers }, 'tn');
  };

  it('ACC-05 a POST with a foreign Origin and no Sec-Fetch-Site is refused; no Origin nor Referer proves nothing', async () => {
    const cases: Record<string, string>[] = [
      { Origin: 'http://evil.example' },
      // Another site of the same parent domain: same-site for SameSite=Lax, still not this site.
      { Origin: 'http://fr.marquee.localhost:8080' },
      // The site on another port or scheme is another origin.
      { Origin: 'http://tn.marquee.localhost:6666' },
      { Origin: 'https://tn.marquee.localhost:8080' },
      { Origin: 'null' },
      { Referer: 'http://evil.example/tn' },
      {},
      // A right Origin does not excuse a cross-site fetch the browser declares.
      { Origin: TN, 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of cases) {
      const refused = await expectShape(await change(headers), ApiErrorSchema, 403);
      expect(refused.field, JSON.stringify(headers)).toBe('Cookie');
    }
  });

  it('ACC-05 the site own Origin, or its Referer when no Origin is sent, is accepted', async () => {
    expect((await change({ Origin: TN, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await change({ Origin: TN })).status).toBe(200);
    expect((await change({ Referer: `${TN}/fr/film/x` })).status).toBe(200);
    // Hosted: the origin is https://www.<domain>, whatever Host the request had.
    const token = await mintDevToken('client-proof', {}, '10m');
    const hosted = await t.send(
      'POST',
      path,
      { intention: 2 },
      { 'X-Marquee-Environment': 'production', Origin: 'https://www.marquee.tn', Cookie: `jwt=${token}` },
      'tn',
    );
    expect(hosted.status).toBe(200);
  });

  it('ACC-38 a cross-site form POST to logout clears nothing; the site own logout does', async () => {
    const cases: Record<string, string>[] = [
      { Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'http://evil.example' },
      { Origin: 'http://fr.marquee.localhost:8080', 'Sec-Fetch-Site': 'same-site' },
      {},
    ];
    for (const headers of cases) {
      const res = await t.send('POST', '/api/v1/logout', undefined, { ...EDGE, Cookie: 'jwt=x.y.z', ...headers }, 'tn');
      const refused = await expectShape(res, ApiErrorSchema, 403);
      expect(refused.field).toBe('Origin');
      expect(cookiesOf(res)).toEqual([]);
    }
    const own = await t.send(
      'POST',
      '/api/v1/logout',
      undefined,
      { ...EDGE, Origin: TN, 'Sec-Fetch-Site': 'same-origin' },
      'tn',
    );
    expect(own.status).toBe(204);
    expect(cookiesOf(own).find((c) => c.startsWith('jwt='))).toMatch(/Max-Age=0/);
  });
});
