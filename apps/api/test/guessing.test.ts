import { AntiRobotChallengeSchema, ApiErrorSchema, CardLookupSchema } from '@marquee/domain-models';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { solveChallenge } from '../src/routes/commerce';
import { expectShape, startTestApi, type TestApi } from './helpers';

// Gift-card and voucher guessing: a scripted guesser that solves every
// anti-robot challenge, as the auditor's did, gets nowhere. Each test has its own API (its own
// attempt counters); the clock is the API's own, moved by the test.

let t: TestApi;
let now = Date.parse('2026-03-10T10:00:00Z');
beforeEach(async () => {
  now = Date.parse('2026-03-10T10:00:00Z');
  t = await startTestApi({ now: () => new Date(now) });
});
afterEach(async () => {
  await t.stop();
});

async function proof(site = 'fr', headers: Record<string, string> = {}): Promise<Record<string, string>> {
  const ch = await expectShape(await t.get('/api/anti-robot/challenge', site, headers), AntiRobotChallengeSchema);
  return { ...headers, [ch.headerName]: solveChallenge(ch.challenge, ch.difficulty) };
}

/** One guess with a freshly solved challenge. */
async function guess(path: string, site = 'fr', headers: Record<string, string> = {}): Promise<Response> {
  return t.get(path, site, await proof(site, headers));
}

describe('gift-card and voucher guessing', () => {
  it('a PIN guesser is locked out of the card after a few failures, even with the right PIN, and told when to retry', async () => {
    const statuses: number[] = [];
    let found = false;
    // Sixty guesses, the right PIN (1234) among them: the auditor's guesser found it in 2.8 s.
    for (let i = 0; i < 60; i++) {
      const pin = i === 40 ? '1234' : String(5000 + i);
      const response = await guess(`/api/gift-card/600000000000001/${pin}`);
      statuses.push(response.status);
      if (response.status === 200 && ((await response.json()) as { resultCode: number }).resultCode === 0) found = true;
      if (response.status === 429) break;
    }
    expect(found).toBe(false);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(5);
    expect(statuses.at(-1)).toBe(429);
    // Locked: the right PIN is refused too, with a Retry-After and a message in the site's language.
    const locked = await guess('/api/gift-card/600000000000001/1234?language=fr');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60);
    const body = await expectShape(locked, ApiErrorSchema, 429);
    expect(body.error).toBe('too_many_attempts');
    expect(body.message).toMatch(/essais|tentatives/);
    const de = await guess('/api/gift-card/600000000000001/1234?language=de', 'ch');
    expect(de.status).toBe(429);
    expect(((await de.json()) as { message: string }).message).toMatch(/Versuche/);
    // After the lock, the holder gets in.
    now += 16 * 60_000;
    const later = await expectShape(await guess('/api/gift-card/600000000000001/1234'), CardLookupSchema);
    expect(later.resultCode).toBe(0);
  });

  it('unknown cards and wrong codes get one and the same answer', async () => {
    const lookup = async (path: string) => expectShape(await guess(path), CardLookupSchema);
    const wrongPin = await lookup('/api/gift-card/600000000000001/0000');
    const unknownCard = await lookup('/api/gift-card/699999999999999/1234');
    const otherSite = await lookup('/api/gift-card/600000000002001/1234');
    expect(wrongPin).toEqual(unknownCard);
    expect(otherSite).toEqual(unknownCard);
    expect(wrongPin.resultCode).not.toBe(0);
  });

  it('one address trying many cards is locked out; another address is not', async () => {
    const attacker = { 'x-forwarded-for': '203.0.113.7' };
    const statuses: number[] = [];
    for (let card = 0; card < 40; card++) {
      const number = `6000000000${String(50_000 + card).padStart(5, '0')}`;
      const response = await guess(`/api/gift-card/${number}/1234`, 'fr', attacker);
      statuses.push(response.status);
      if (response.status === 429) break;
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThanOrEqual(21);
    // Vouchers from the same address: locked as well.
    expect((await guess('/api/voucher/VCHFR0001', 'fr', attacker)).status).toBe(429);
    // Someone else is served.
    const other = await expectShape(
      await guess('/api/voucher/VCHFR0001', 'fr', { 'x-forwarded-for': '198.51.100.2' }),
      CardLookupSchema,
    );
    expect(other.resultCode).toBe(0);
  });

  it('the challenge itself is rate limited per address', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 80; i++) {
      const response = await t.get('/api/anti-robot/challenge', 'fr', headers);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        break;
      }
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await t.get('/api/anti-robot/challenge', 'fr', { 'x-forwarded-for': '198.51.100.3' })).status).toBe(200);
  });
});
