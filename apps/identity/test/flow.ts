import { createHash, randomBytes } from 'node:crypto';
import { IDENTITY_API_AUDIENCE } from '@marquee/site-config';
import type { RunningIdentity } from '../src/server';

/** A browser stand-in over real HTTP: cookies of the provider, manual redirects. */
export class Agent {
  constructor(
    private readonly identity: RunningIdentity,
    private readonly cookies = new Map<string, string>(),
  ) {}

  /** The same browser (its cookies) talking to another provider process on the same issuer. */
  on(identity: RunningIdentity): Agent {
    return new Agent(identity, this.cookies);
  }

  /** Requests a path (or an issuer URL) on the provider's loopback address. */
  async request(pathOrUrl: string, init: RequestInit = {}): Promise<Response> {
    const url = pathOrUrl.startsWith(this.identity.issuer) ? pathOrUrl.slice(this.identity.issuer.length) : pathOrUrl;
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(`${this.identity.loopbackUrl}${url}`, { ...init, headers, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Follows redirects on the provider until one leaves it (returned as a URL) or a page answers. */
  async follow(start: Response): Promise<{ page?: Response; left?: URL }> {
    let res = start;
    for (let hops = 0; hops < 10; hops++) {
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { page: res };
      const next = new URL(location, this.identity.issuer);
      if (next.origin !== this.identity.issuer) return { left: next };
      res = await this.request(`${next.pathname}${next.search}`);
    }
    throw new Error('too many redirects');
  }

  postForm(path: string, fields: Record<string, string>): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

export const SITE = 'http://fr.marquee.localhost:8080';
export const REDIRECT_URI = `${SITE}/callback`;

/** A PKCE verifier and its S256 challenge (RFC 7636). */
export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * An authorization request as the sites make it (their client names the API as `resource`);
 * a parameter given as '' is left out (`resource: ''`: a plain OpenID relying party's request).
 */
export function authorizePath(params: Record<string, string>): string {
  const query = new URLSearchParams({
    client_id: 'marquee-fr',
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email offline_access',
    resource: IDENTITY_API_AUDIENCE,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    ...params,
  });
  for (const [name, value] of [...query]) if (value === '') query.delete(name);
  return `/authorize?${query}`;
}

/** The form action of a screen. */
export function formAction(html: string): string {
  const found = /<form method="post" action="([^"]+)"/.exec(html);
  if (!found?.[1]) throw new Error('no form on the page');
  return found[1].replace(/&#38;/g, '&');
}

/** Signs in through the screens and returns the callback URL the provider sends the browser to. */
export async function signIn(agent: Agent, email: string, password: string, params: Record<string, string> = {}) {
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const { page } = await agent.follow(
    await agent.request(authorizePath({ code_challenge: challenge, code_challenge_method: 'S256', state, ...params })),
  );
  if (!page) throw new Error('no sign-in page');
  const html = await page.text();
  const { left } = await agent.follow(await agent.postForm(formAction(html), { email, password }));
  if (!left) throw new Error('sign-in did not return to the site');
  return { callback: left, verifier, state };
}

export async function exchange(agent: Agent, code: string, verifier: string) {
  const res = await agent.request('/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'marquee-fr',
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT_URI,
    }).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
