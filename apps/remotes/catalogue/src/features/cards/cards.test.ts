import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningApi, startApi } from '@marquee/api/server';
import { createApiClient } from '@marquee/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupCard, normaliseVoucherCode, type Solver, voucherCodeProblem } from './card-lookup';
import { loadEcards } from './ecards-loader';
import { sha256Hex, solveProofOfWork } from './proof-of-work';

// The reference API on a real SQLite file: its real challenge, its real lookups.
const NOW = new Date('2026-11-24T14:10:00Z');
let api: RunningApi;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'marquee-cards-'));
  api = await startApi({ dbPath: path.join(scratch, 'api.sqlite'), now: () => NOW });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await rm(scratch, { recursive: true, force: true });
});

const client = (site: string, language = 'en' as const) =>
  createApiClient({ baseUrl: api.url, language, headers: { 'x-marquee-site': site }, retries: 0 });

/** The solver of the browser's worker, run in-process (the worker only wraps it). */
const solve: Solver = async (challenge, difficulty) => solveProofOfWork(challenge, difficulty).answer;
const clock = () => NOW.getTime();

describe('proof of work (API-11)', () => {
  it('hashes as node:crypto does, for short, long and non-ASCII text', () => {
    for (const text of ['', 'abc', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(200), 'Bioscoop – café ☕']) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });
  it('finds a nonce whose digest starts with the asked zeros', () => {
    const { answer } = solveProofOfWork('challenge.sig', 3);
    expect(answer.startsWith('challenge.sig:')).toBe(true);
    expect(createHash('sha256').update(answer).digest('hex').startsWith('000')).toBe(true);
  });
});

describe('voucher codes of any length or alphabet', () => {
  it('a clear reason before any call: empty, length, alphabet', () => {
    expect(voucherCodeProblem('')).toBe('empty');
    expect(voucherCodeProblem('  -- ')).toBe('empty');
    expect(voucherCodeProblem('AB1')).toBe('length');
    expect(voucherCodeProblem('A'.repeat(33))).toBe('length');
    expect(voucherCodeProblem('VOUCHÉR1')).toBe('alphabet');
    expect(voucherCodeProblem('券券券券券')).toBe('alphabet');
    expect(voucherCodeProblem("1' OR 1=1")).toBe('alphabet');
    expect(voucherCodeProblem('vch-nl 0001')).toBeNull();
    expect(normaliseVoucherCode('vch-nl 0001')).toBe('VCHNL0001');
  });
});

describe('lookups against the reference API', () => {
  it('CAT-73 CAT-74 a valid voucher (resultCode 0) is found with its details', async () => {
    const outcome = await lookupCard(client('nl'), { kind: 'voucher', code: 'vchnl0002' }, solve, undefined, clock);
    expect(outcome).toMatchObject({ status: 'found', card: { number: 'VCHNL0002', type: 'voucher', places: 5 } });
  });
  it('ERR-07 ERR-08 an expired voucher and an unknown one are absent, with their result codes', async () => {
    const expired = await lookupCard(client('nl'), { kind: 'voucher', code: 'VCHNL0099' }, solve, undefined, clock);
    expect(expired).toEqual({ status: 'absent', resultCode: 2 });
    const unknown = await lookupCard(client('nl'), { kind: 'voucher', code: 'NOSUCHCODE' }, solve, undefined, clock);
    expect(unknown).toEqual({ status: 'absent', resultCode: 1 });
    // Another site's voucher is not this site's.
    const foreign = await lookupCard(client('nl'), { kind: 'voucher', code: 'VCHFR0001' }, solve, undefined, clock);
    expect(foreign.status).toBe('absent');
  });
  it('CAT-72 a gift card balance with its PIN; a wrong PIN is absent', async () => {
    const nlIndex = 2; // the seed numbers gift cards in its currency table order: fr be nl ...
    const number = `60000000000${nlIndex}001`;
    const found = await lookupCard(client('nl'), { kind: 'giftcard', number, pin: '1234' }, solve, undefined, clock);
    expect(found).toMatchObject({ status: 'found', card: { type: 'giftcard', balance: 50, currency: 'EUR' } });
    const wrong = await lookupCard(client('nl'), { kind: 'giftcard', number, pin: '0000' }, solve, undefined, clock);
    expect(wrong.status).toBe('absent');
  });
  it('a code the API cannot take never leaves the page', async () => {
    let solved = 0;
    const counting: Solver = async (c, d) => {
      solved++;
      return solve(c, d);
    };
    for (const code of ['', 'AB', 'é'.repeat(40), '../../etc/passwd', 'X'.repeat(500)]) {
      expect(await lookupCard(client('nl'), { kind: 'voucher', code }, counting, undefined, clock)).toEqual({
        status: 'invalid',
      });
    }
    expect(solved).toBe(0);
  });
  it('a failed challenge is tried once more with a fresh one, then explained', async () => {
    let calls = 0;
    const failingOnce: Solver = async (c, d) => (++calls === 1 ? `${c}:wrong` : solve(c, d));
    const retried = await lookupCard(
      client('nl'),
      { kind: 'voucher', code: 'VCHNL0001' },
      failingOnce,
      undefined,
      clock,
    );
    expect(retried.status).toBe('found');
    expect(calls).toBe(2);
    let tries = 0;
    const alwaysWrong: Solver = async (c) => {
      tries++;
      return `${c}:wrong`;
    };
    expect(
      await lookupCard(client('nl'), { kind: 'voucher', code: 'VCHNL0001' }, alwaysWrong, undefined, clock),
    ).toEqual({
      status: 'challenge',
    });
    expect(tries).toBe(2);
  });
  it('an expired challenge is not sent: a fresh one is asked', async () => {
    let now = NOW.getTime() + 10 * 60_000;
    let solves = 0;
    const slow: Solver = async (c, d) => {
      solves++;
      const answer = await solve(c, d);
      if (solves === 2) now = NOW.getTime();
      return answer;
    };
    const outcome = await lookupCard(client('nl'), { kind: 'voucher', code: 'VCHNL0001' }, slow, undefined, () => now);
    expect(outcome.status).toBe('found');
    expect(solves).toBe(2);
  });
});

describe('e-cards (CAT-70, CAT-71)', () => {
  const context = (site: string, kind: 'Ecards' | 'Ecards3') =>
    ({ api: client(site, 'en'), signal: new AbortController().signal, kind, site }) as Parameters<typeof loadEcards>[0];
  it('the 5-seat card with its terms from both calls; the 3-seat card on fr', async () => {
    const five = await loadEcards(context('nl', 'Ecards'));
    expect(five.cards).toHaveLength(1);
    expect(five.cards[0]).toMatchObject({ placesCount: 5, tunnelUrl: expect.stringContaining('ecard-5') });
    expect(five.cards[0]?.terms).toMatch(/5 seats/);
    expect(five.other).toBeNull();
    const three = await loadEcards(context('fr', 'Ecards3'));
    expect(three.cards.map((card) => card.placesCount)).toEqual([3]);
    expect(three.other).toBe('Ecards');
  });
});
