import { ApiErrorSchema, FeedbackReceiptSchema } from '@marquee/domain-models';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
