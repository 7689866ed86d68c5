import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningIdentity, startIdentity } from '../src/server';
import { Agent, authorizePath, formAction, pkce } from './flow';

// Issue 31 item 5: sign-up with a known email answered at once, with no limit (40 probes in
// 101 ms). Sign-up attempts are now limited per address, and a taken email costs the same work
// (and gets the same answer: test/sign-up-confirmation.test.ts).
let dir: string;
let clock: number;
let identity: RunningIdentity;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'marquee-identity-signup-'));
  clock = Date.now();
  identity = await startIdentity({ dbPath: join(dir, 'identity.sqlite'), now: () => clock });
});
afterEach(async () => {
  await identity.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A visitor at `address` (as the trusted proxy reports it) on the sign-up screen. */
async function signUpScreen(address: string) {
  const agent = new Agent(identity);
  const { challenge } = pkce();
  const { page } = await agent.follow(
    await agent.request(
      authorizePath({
        code_challenge: challenge,
        code_challenge_method: 'S256',
        screen_hint: 'signup',
        ui_locales: 'en',
      }),
      { headers: { 'x-forwarded-for': address } },
    ),
  );
  const action = formAction((await page?.text()) ?? '');
  return async (email: string) => {
    const started = performance.now();
    const res = await agent.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      body: new URLSearchParams({ given_name: 'Ada', family_name: 'Jansen', email, password: 'long-enough-1' }),
    });
    await res.arrayBuffer();
    return { res, ms: performance.now() - started };
  };
}

describe('ACC-06 sign-up probes', () => {
  it('one address gets 10 sign-up attempts, then waits (Retry-After, doubling); another address does not', async () => {
    const probe = await signUpScreen('203.0.113.20');
    for (let i = 0; i < 10; i++) expect((await probe('client@marquee.test')).res.status).toBe(200);
    const refused = await probe('fan@marquee.test');
    expect(refused.res.status).toBe(429);
    expect(refused.res.headers.get('retry-after')).toBe('60');
    clock += 60_000;
    expect((await probe('fan@marquee.test')).res.status).toBe(200);
    const again = await probe('fan@marquee.test');
    expect(again.res.headers.get('retry-after')).toBe('120');
    const other = await signUpScreen('198.51.100.20');
    const created = await other(`ada-${Date.now()}@example.test`);
    expect(created.res.status).toBe(200);
  });

  it('a taken email costs the same work as a new account (the password is hashed either way)', async () => {
    const taken: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 3; i++) {
      const probe = await signUpScreen(`203.0.113.${30 + i}`);
      taken.push((await probe('client@marquee.test')).ms);
      fresh.push((await probe(`ada-${i}-${Date.now()}@example.test`)).ms);
    }
    // scrypt (N = 2^15) takes tens of milliseconds; answering a taken email without it took ~2 ms.
    expect(Math.min(...taken)).toBeGreaterThan(Math.min(...fresh) * 0.5);
  });
});
