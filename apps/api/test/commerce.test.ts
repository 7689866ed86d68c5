import { AntiRobotChallengeSchema, ApiErrorSchema, CardLookupSchema } from '@marquee/domain-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from '../src/routes/commerce';
import { expectShape, startTestApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

async function proof(site = 'fr'): Promise<{ header: string; value: string }> {
  const ch = await expectShape(await t.get('/api/anti-robot/challenge', site), AntiRobotChallengeSchema);
  return { header: ch.headerName, value: solveChallenge(ch.challenge, ch.difficulty) };
}

describe('anti-robot check, vouchers and gift cards', () => {
  it('API-10 API-11 API-30 ENT-44 a voucher lookup needs a solved challenge; missing or invalid gives 403', async () => {
    const missing = await expectShape(await t.get('/api/voucher/VCHFR0001'), ApiErrorSchema, 403);
    expect(missing.field).toBe('X-Marquee-Challenge');
    const ch = await expectShape(await t.get('/api/anti-robot/challenge'), AntiRobotChallengeSchema);
    await expectShape(
      await t.get('/api/voucher/VCHFR0001', 'fr', { [ch.headerName]: `${ch.challenge}:unsolved` }),
      ApiErrorSchema,
      403,
    );
    await expectShape(
      await t.get('/api/voucher/VCHFR0001', 'fr', { [ch.headerName]: 'constant-that-always-passes' }),
      ApiErrorSchema,
      403,
    );
    const forged = `${ch.challenge.slice(0, -3)}AAA`;
    await expectShape(
      await t.get('/api/voucher/VCHFR0001', 'fr', { [ch.headerName]: solveChallenge(forged) }),
      ApiErrorSchema,
      403,
    );
    const ok = await proof();
    const found = await expectShape(
      await t.get('/api/voucher/VCHFR0001', 'fr', { [ok.header]: ok.value }),
      CardLookupSchema,
    );
    expect(found.resultCode).toBe(0);
    expect(found.card?.places).toBe(1);
    // A solved challenge is accepted once.
    await expectShape(await t.get('/api/voucher/VCHFR0001', 'fr', { [ok.header]: ok.value }), ApiErrorSchema, 403);
  });

  it('API-11 a challenge issued for one site is refused on another', async () => {
    const ok = await proof('fr');
    await expectShape(await t.get('/api/voucher/VCHNL0001', 'nl', { [ok.header]: ok.value }), ApiErrorSchema, 403);
  });

  it('ENT-44 resultCode rule: non-zero means no card (unknown, expired, other site)', async () => {
    for (const code of ['NOPE1234', 'VCHFR0099', 'VCHNL0001']) {
      const p = await proof();
      const body = await expectShape(
        await t.get(`/api/voucher/${code}`, 'fr', { [p.header]: p.value }),
        CardLookupSchema,
      );
      expect(body.resultCode).not.toBe(0);
      expect(body.card).toBeNull();
    }
    const p = await proof();
    const bad = await expectShape(
      await t.get('/api/voucher/%3C%3E', 'fr', { [p.header]: p.value }),
      ApiErrorSchema,
      400,
    );
    expect(bad.field).toBe('code');
  });

  it('API-29 gift-card lookup by number and code, behind the same check', async () => {
    await expectShape(await t.get('/api/gift-card/600000000000001/1234'), ApiErrorSchema, 403);
    let p = await proof();
    const ok = await expectShape(
      await t.get('/api/gift-card/600000000000001/1234', 'fr', { [p.header]: p.value }),
      CardLookupSchema,
    );
    expect(ok.resultCode).toBe(0);
    expect(ok.card?.balance).toBe(50);
    p = await proof();
    const wrong = await expectShape(
      await t.get('/api/gift-card/600000000000001/0000', 'fr', { [p.header]: p.value }),
      CardLookupSchema,
    );
    // One answer for every failure: a wrong code looks like an unknown card.
    expect(wrong.resultCode).toBe(1);
    expect(wrong.card).toBeNull();
    p = await proof();
    expect(
      (await expectShape(await t.get('/api/gift-card/12/1234', 'fr', { [p.header]: p.value }), ApiErrorSchema, 400))
        .field,
    ).toBe('number');
  });
});
