import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@marquee/domain-models';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningIdentity, type StartIdentityOptions, startIdentity } from '../src/server';
import { Agent, authorizePath, formAction, pkce } from './flow';

// Issue 31 item 6: five wrong passwords locked a known email for 10 minutes, the right password
// included, from any address. Now failures are counted per address and per (account, address)
// pair, with progressive delays, in the database.
let dir: string;
let clock: number;
const running: RunningIdentity[] = [];
const start = async (options: Partial<StartIdentityOptions> = {}) => {
  const identity = await startIdentity({ dbPath: join(dir, 'identity.sqlite'), now: () => clock, ...options });
  running.push(identity);
  return identity;
};
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marquee-identity-attempts-'));
  clock = Date.now();
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((identity) => identity.close()));
  rmSync(dir, { recursive: true, force: true });
});

/** A visitor at `address` (as the trusted proxy in front reports it) on the sign-in screen. */
async function visitor(identity: RunningIdentity, address: string) {
  const agent = new Agent(identity);
  const { challenge } = pkce();
  const { page } = await agent.follow(
    await agent.request(authorizePath({ code_challenge: challenge, code_challenge_method: 'S256', ui_locales: 'en' }), {
      headers: { 'x-forwarded-for': address },
    }),
  );
  const action = formAction((await page?.text()) ?? '');
  return (email: string, password: string) =>
    agent.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `198.18.0.1, ${address}` },
      body: new URLSearchParams({ email, password }).toString(),
    });
}

const backOnSite = (res: Response) => res.status === 303 || res.status === 302;

describe('ACC-06 sign-in attempts: a stranger cannot lock the owner out', () => {
  it("a stranger's wrong passwords slow the stranger; the owner signs in from their own address", async () => {
    const identity = await start();
    const stranger = await visitor(identity, '203.0.113.7');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await stranger('client@marquee.test', `guess-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // The stranger's right guess is refused too while they wait (no oracle).
    expect((await stranger('client@marquee.test', DEMO_PASSWORD)).status).toBe(429);
    const owner = await visitor(identity, '198.51.100.2');
    const res = await owner('client@marquee.test', DEMO_PASSWORD);
    expect(backOnSite(res)).toBe(true);
    expect(res.headers.get('location')).not.toContain('error');
  });

  it('delays grow: 30 s after the fifth failure, then 60 s, 120 s…; a success clears them', async () => {
    const identity = await start();
    const stranger = await visitor(identity, '203.0.113.8');
    for (let i = 0; i < 5; i++) expect((await stranger('fan@marquee.test', `guess-${i}`)).status).toBe(401);
    let refused = await stranger('fan@marquee.test', 'guess');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.text()).toContain('Too many attempts.');
    for (const [wait, next] of [
      [30, 60],
      [60, 120],
      [120, 240],
    ] as const) {
      clock += wait * 1000;
      expect((await stranger('fan@marquee.test', 'guess')).status).toBe(401);
      refused = await stranger('fan@marquee.test', 'guess');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(next));
    }
    clock += 240 * 1000;
    expect(backOnSite(await stranger('fan@marquee.test', DEMO_PASSWORD))).toBe(true);
    // Cleared: five more tries before a wait again.
    const again = await visitor(identity, '203.0.113.8');
    expect((await again('fan@marquee.test', 'guess')).status).toBe(401);
  });

  it('one address guessing many accounts is slowed after 20 failures; another address is not', async () => {
    const identity = await start();
    const stranger = await visitor(identity, '203.0.113.9');
    for (let i = 0; i < 20; i++) {
      expect((await stranger(`nobody-${i}@example.test`, 'guess')).status).toBe(401);
    }
    const refused = await stranger('client@marquee.test', DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    const owner = await visitor(identity, '198.51.100.3');
    expect(backOnSite(await owner('client@marquee.test', DEMO_PASSWORD))).toBe(true);
  });

  it('X-Forwarded-For counts only from a trusted proxy: sent by the client itself, the peer is counted', async () => {
    const identity = await start({ trustedProxies: ['192.0.2.1'] });
    for (let i = 0; i < 5; i++) {
      const forged = await visitor(identity, `203.0.113.${100 + i}`);
      expect((await forged('fan@marquee.test', 'guess')).status).toBe(401);
    }
    const forged = await visitor(identity, '203.0.113.200');
    expect((await forged('fan@marquee.test', 'guess')).status).toBe(429);
  });

  it('the counters are in the database: failures on one provider process count on another', async () => {
    const [a, b] = [await start(), await start()];
    const onA = await visitor(a, '203.0.113.10');
    for (let i = 0; i < 5; i++) expect((await onA('fan@marquee.test', `guess-${i}`)).status).toBe(401);
    const onB = await visitor(b, '203.0.113.10');
    expect((await onB('fan@marquee.test', 'guess')).status).toBe(429);
  });
});
