import { DEMO_PASSWORD } from '@marquee/domain-models';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountUrlsOf } from '@marquee/site-config';
import { REGISTRATION_PURPOSE } from '../src/frame';
import { type RunningIdentity, startIdentity } from '../src/server';
import { SITES } from '../src/sites';
import { Agent, signIn } from './flow';

let identity: RunningIdentity;

beforeAll(async () => {
  identity = await startIdentity({ dbPath: ':memory:' });
});
afterAll(() => identity.close());

/** The messages a frame screen posts to its parent (its body's data attribute). */
function messagesOf(html: string): unknown[] {
  const found = /data-frame-messages="([^"]*)"/.exec(html);
  if (!found?.[1]) throw new Error('no frame messages');
  return JSON.parse(found[1].replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code))));
}

describe('ACC-19 ACC-20 ACC-21 ACC-22 the account frame screens of the provider', () => {
  it('ACC-19 ACC-25 ACC-26 ACC-28 the register screen of a signed-in account registers it with a code the API can verify', async () => {
    const agent = new Agent(identity);
    await signIn(agent, 'new@marquee.test', DEMO_PASSWORD);
    const screen = await agent.request('/fr/register');
    expect(screen.status).toBe(200);
    expect(screen.headers.get('content-security-policy')).toContain('frame-ancestors');
    const html = await screen.text();
    expect(html).toContain('Finalisez votre inscription');
    expect(html).toContain('new@marquee.test');
    expect(messagesOf(html)).toEqual([{ event_id: 'parent_exchange', data: { screen: 'register' } }]);

    const refused = await agent.postForm('/fr/register', { newsletter: 'on' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Acceptez les conditions');

    const done = await agent.postForm('/fr/register', { terms: 'on', newsletter: 'on' });
    expect(done.status).toBe(200);
    const [complete, success] = messagesOf(await done.text()) as [
      { event_id: string; data: unknown; code: string },
      string,
    ];
    expect(complete.event_id).toBe('register_complete');
    expect(complete.data).toEqual({ screen: 'register', newsletter: true });
    expect(success).toBe('REGISTER_SUCCESSFUL');
    const jwks = createRemoteJWKSet(new URL(`${identity.loopbackUrl}/.well-known/jwks.json`));
    const { payload } = await jwtVerify(complete.code, jwks, {
      issuer: identity.issuer,
      audience: 'urn:marquee:api',
    });
    expect(payload.sub).toBe('marquee|demo-new');
    expect(payload.purpose).toBe(REGISTRATION_PURPOSE);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBeLessThanOrEqual(300);
  });

  it('ACC-20 ACC-22 the mail-validation screen names the address and can send the mail again, in the page language', async () => {
    const agent = new Agent(identity);
    await signIn(agent, 'unverified@marquee.test', DEMO_PASSWORD);
    const html = await (await agent.request('/de/mail')).text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('unverified@marquee.test');
    expect(messagesOf(html)).toEqual([{ event_id: 'parent_exchange', data: { screen: 'mail', emailVerified: false } }]);
    expect(html).toContain('data-frame-close');
    const again = await (await agent.postForm('/de/mail', { resend: '1' })).text();
    expect(again).toContain('Eine neue Bestätigungs-E-Mail wurde gesendet.');
  });

  it('ACC-21 without a provider session the screens say so (401) and register nobody', async () => {
    const agent = new Agent(identity);
    const res = await agent.postForm('/en/register', { terms: 'on' });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain('You are not signed in');
    expect(html).not.toContain('register_complete');
    expect((await agent.request('/xx/register')).status).toBe(404);
  });
});

describe('ACC-19 ACC-20 the account addresses of every site', () => {
  it.each(SITES.map((site) => [site.code, site] as const))(
    'ACC-19 ACC-20 %s: register and mail addresses only where its config says so, each a screen of the provider',
    async (code, site) => {
      const agent = new Agent(identity);
      await signIn(agent, 'new@marquee.test', DEMO_PASSWORD);
      const thirdParty = ['fr', 'ch', 'be', 'nl'].includes(code);
      expect(site.accountUrls).toBe(thirdParty);
      for (const language of site.languages) {
        const urls = accountUrlsOf(site, identity.issuer, language);
        if (!thirdParty) {
          expect(urls).toBeNull();
          continue;
        }
        expect(urls).toEqual({
          register: `${identity.issuer}/${language}/register`,
          mail: `${identity.issuer}/${language}/mail`,
        });
        for (const url of [urls?.register, urls?.mail]) {
          const answer = await agent.request(new URL(url ?? '').pathname);
          expect(answer.status, url).toBe(200);
          expect(await answer.text()).toContain(`lang="${language}"`);
        }
      }
    },
  );
});
