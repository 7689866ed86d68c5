import { ApiErrorSchema, FeedbackReceiptSchema } from '@marquee/domain-models';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_LIMIT } from '../src/routes/feedback';
import { expectShape, startTestApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

describe('POST /api/feedback', () => {
  it('SHELL-44 stores a rating with its comment, site, language and page', async () => {
    const receipt = await expectShape(
      await t.send(
        'POST',
        '/api/feedback?language=nl',
        { rating: 4, comment: '  Mooie site!  ', page: '/nl/films' },
        {},
        'be',
      ),
      FeedbackReceiptSchema,
      201,
    );
    expect(receipt).toMatchObject({ rating: 4, comment: 'Mooie site!', page: '/nl/films' });
    const db = new Database(t.dbPath, { readonly: true });
    const row = db.prepare('SELECT site, lang, rating, comment, page FROM feedback WHERE id = ?').get(receipt.id);
    db.close();
    expect(row).toEqual({ site: 'be', lang: 'nl', rating: 4, comment: 'Mooie site!', page: '/nl/films' });
  });

  it('SHELL-44 a rating alone is enough', async () => {
    await expectShape(await t.send('POST', '/api/feedback', { rating: 5, page: '/' }), FeedbackReceiptSchema, 201);
  });

  it.each([
    ['no rating', { page: '/' }, 'body.rating'],
    ['a rating of 0', { rating: 0, page: '/' }, 'body.rating'],
    ['a rating of 6', { rating: 6, page: '/' }, 'body.rating'],
    ['a fractional rating', { rating: 3.5, page: '/' }, 'body.rating'],
    ['a rating as text', { rating: '5', page: '/' }, 'body.rating'],
    ['a comment too long', { rating: 3, comment: 'x'.repeat(1001), page: '/' }, 'body.comment'],
    ['a page that is not a path', { rating: 3, page: 'https://evil.test/' }, 'body.page'],
  ])('SHELL-44 refuses %s with 400 naming the field', async (_what, body, field) => {
    const error = await expectShape(await t.send('POST', '/api/feedback', body), ApiErrorSchema, 400);
    expect(error.field).toBe(field);
  });

  it('SHELL-44 refuses a body that is not JSON, and one from no site', async () => {
    const notJson = await expectShape(await t.send('POST', '/api/feedback', '{rating: 5'), ApiErrorSchema, 400);
    expect(notJson.field).toBe('body');
    const res = await fetch(`${t.api.url}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rating: 5, page: '/' }),
    });
    expect(res.status).toBe(400);
  });
});

/** Rows stored in the feedback table with a comment. */
function rowsWith(dbPath: string, comment: string): number {
  const db = new Database(dbPath, { readonly: true });
  const { n } = db.prepare('SELECT count(*) AS n FROM feedback WHERE comment = ?').get(comment) as { n: number };
  db.close();
  return n;
}

describe('SHELL-44 POST /api/feedback under a limit per client address', () => {
  // A clock the test moves (the limit counts on the API's clock).
  let clock = new Date('2026-03-11T13:00:00Z');
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({ now: () => clock });
  });
  afterAll(() => limited.stop());
  const post = (address: string, comment: string, site = 'fr', query = '') =>
    limited.send(
      'POST',
      `/api/feedback${query}`,
      { rating: 3, comment, page: '/' },
      { 'X-Forwarded-For': address },
      site,
    );

  it('SHELL-44 20 posts at once from one address: 5 stored, then 429 with Retry-After and a message in the site language', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('203.0.113.7', 'flood')));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(FEEDBACK_LIMIT.max);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(20 - FEEDBACK_LIMIT.max);
    const first = refused[0] as Response;
    const retryAfter = Number(first.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const error = await expectShape(first, ApiErrorSchema, 429);
    expect(error.message).toMatch(/^Merci ! Vous avez envoyé beaucoup d’avis/);
    expect(rowsWith(limited.dbPath, 'flood')).toBe(FEEDBACK_LIMIT.max);
    // Dutch on a Dutch-speaking request.
    const nl = await expectShape(await post('203.0.113.7', 'flood', 'be', '?language=nl'), ApiErrorSchema, 429);
    expect(nl.message).toMatch(/^Bedankt!/);
    // Another address is not held back.
    expect((await post('203.0.113.8', 'other')).status).toBe(201);
    // A minute later the address may post again.
    clock = new Date(clock.getTime() + 61_000);
    expect((await post('203.0.113.7', 'flood')).status).toBe(201);
  });
});

describe('SHELL-44 POST /api/feedback with an Idempotency-Key', () => {
  const key = '3f1c2a9e-8d4b-4c55-9a0e-1b2c3d4e5f60';
  const post = (body: unknown, headers: Record<string, string>, site = 'fr') =>
    t.send('POST', '/api/feedback', body, { 'X-Forwarded-For': '198.51.100.20', ...headers }, site);

  it('SHELL-44 the same key posted twice stores one feedback and answers the same', async () => {
    const body = { rating: 5, comment: 'idempotent once', page: '/films' };
    const first = await post(body, { 'Idempotency-Key': key });
    const firstReceipt = await expectShape(first, FeedbackReceiptSchema, 201);
    const again = await post(body, { 'Idempotency-Key': key });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await expectShape(again, FeedbackReceiptSchema, 201)).toEqual(firstReceipt);
    // Concurrent retries too.
    const racing = await Promise.all([1, 2, 3].map(() => post(body, { 'Idempotency-Key': `${key}-race` })));
    const receipts = await Promise.all(racing.map((r) => expectShape(r, FeedbackReceiptSchema, 201)));
    expect(new Set(receipts.map((r) => r.id)).size).toBe(1);
    expect(rowsWith(t.dbPath, 'idempotent once')).toBe(2);
  });

  it('SHELL-44 the key with another feedback: 422; a malformed key: 400; the key on another site is another key', async () => {
    const body = { rating: 2, comment: 'idempotent other', page: '/' };
    await expectShape(await post(body, { 'Idempotency-Key': 'k-422' }), FeedbackReceiptSchema, 201);
    const reused = await expectShape(
      await post({ ...body, rating: 4 }, { 'Idempotency-Key': 'k-422' }),
      ApiErrorSchema,
      422,
    );
    expect(reused.field).toBe('Idempotency-Key');
    const bad = await expectShape(await post(body, { 'Idempotency-Key': 'a b' }), ApiErrorSchema, 400);
    expect(bad.field).toBe('Idempotency-Key');
    await expectShape(await post(body, { 'Idempotency-Key': 'k-422' }, 'nl'), FeedbackReceiptSchema, 201);
    expect(rowsWith(t.dbPath, 'idempotent other')).toBe(2);
  });

  it('SHELL-44 a retry past the limit still gets its receipt', async () => {
    const address = { 'X-Forwarded-For': '198.51.100.77' };
    const body = { rating: 1, comment: 'idempotent limit', page: '/' };
    const first = await expectShape(
      await post(body, { ...address, 'Idempotency-Key': 'k-limit' }),
      FeedbackReceiptSchema,
      201,
    );
    for (let i = 1; i < FEEDBACK_LIMIT.max; i++) expect((await post(body, address)).status).toBe(201);
    expect((await post(body, address)).status).toBe(429);
    const retry = await post(body, { ...address, 'Idempotency-Key': 'k-limit' });
    expect(await expectShape(retry, FeedbackReceiptSchema, 201)).toEqual(first);
  });
});
