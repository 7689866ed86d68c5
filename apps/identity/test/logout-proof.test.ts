import { DEMO_PASSWORD } from '@marquee/domain-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningIdentity, startIdentity } from '../src/server';
import { Agent, authorizePath, exchange, pkce, SITE, signIn } from './flow';

// Issue 31 item 3: a navigation to /v2/logout from any page signed the visitor out (the page's
// own script pressed the button). Now only a request with proof is submitted at once.
let identity: RunningIdentity;
beforeAll(async () => {
  identity = await startIdentity({ dbPath: ':memory:' });
});
afterAll(() => identity.close());

/** A browser signed in at the provider, with the site's tokens. */
async function signedIn(email: string) {
  const agent = new Agent(identity);
  const { callback, verifier } = await signIn(agent, email, DEMO_PASSWORD);
  const tokens = await exchange(agent, callback.searchParams.get('code') ?? '', verifier);
  return { agent, idToken: tokens.body.id_token as string };
}

/** Whether the provider still has a session for this browser (prompt=none answers a code). */
async function sessionAlive(agent: Agent): Promise<boolean> {
  const { challenge } = pkce();
  const { left } = await agent.follow(
    await agent.request(authorizePath({ prompt: 'none', code_challenge: challenge, code_challenge_method: 'S256' })),
  );
  return Boolean(left?.searchParams.get('code'));
}

const logoutPath = (extra: Record<string, string> = {}) =>
  `/v2/logout?${new URLSearchParams({ client_id: 'marquee-fr', post_logout_redirect_uri: `${SITE}/`, ui_locales: 'en', ...extra })}`;

describe('API-89 logout needs proof', () => {
  it('a cross-site navigation to /v2/logout only asks: no script submits it, the session stays', async () => {
    const { agent } = await signedIn('client@marquee.test');
    for (const path of [
      logoutPath(),
      `/v2/logout?clientId=marquee-fr&returnTo=${encodeURIComponent(`${SITE}/`)}&ui_locales=en`,
    ]) {
      const res = await agent.request(path, { headers: { 'sec-fetch-site': 'cross-site' } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).not.toContain('<script');
      expect(html).toContain('Do you want to sign out?');
      expect(html).toContain('name="xsrf"');
      expect(await sessionAlive(agent)).toBe(true);
    }
  });

  it("another account's ID token is no proof; a forged or unsigned one is refused", async () => {
    const { agent } = await signedIn('client@marquee.test');
    const { idToken: strangers } = await signedIn('fan@marquee.test');
    const res = await agent.request(logoutPath({ id_token_hint: strangers }));
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('<script');
    const [header, payload] = strangers.split('.');
    const forged = await agent.request(logoutPath({ id_token_hint: `${header}.${payload}.AAAA` }));
    expect(forged.status).toBe(400);
    expect(await sessionAlive(agent)).toBe(true);
  });

  it("the site's own sign-out (its ID token as id_token_hint) is submitted at once and signs out", async () => {
    const { agent, idToken } = await signedIn('client@marquee.test');
    const res = await agent.request(logoutPath({ id_token_hint: idToken }));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<script src="/assets/logout.js" defer></script>');
    expect(html).toContain('Signing you out');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await agent.follow(await agent.postForm('/v2/logout/confirm', { xsrf, logout: 'yes' }));
    expect(done.left?.href).toBe(`${SITE}/`);
    expect(await sessionAlive(agent)).toBe(false);
  });

  it("the visitor's own press of the confirmation button signs out; a post without the page's secret does not", async () => {
    const { agent } = await signedIn('client@marquee.test');
    const forged = await agent.postForm('/v2/logout/confirm', { xsrf: 'guessed', logout: 'yes' });
    expect(forged.status).toBe(400);
    expect(await sessionAlive(agent)).toBe(true);
    const html = await (await agent.request(logoutPath())).text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await agent.follow(await agent.postForm('/v2/logout/confirm', { xsrf, logout: 'yes' }));
    expect(done.left?.href).toBe(`${SITE}/`);
    expect(await sessionAlive(agent)).toBe(false);
  });
});
