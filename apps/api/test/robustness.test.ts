import { ApiErrorSchema } from '@marquee/domain-models';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintDevToken } from '../src/auth';
import { expectShape, startTestApi, type TestApi } from './helpers';

let t: TestApi;
let token: string;
beforeAll(async () => {
  t = await startTestApi();
  token = await mintDevToken('client-fuzz');
});
afterAll(async () => {
  await t.stop();
});

const TEMPLATES = [
  '/api/shows',
  '/api/show/{s}',
  '/api/show/{s}/translate',
  '/api/show/{s}/cinemas',
  '/api/show/{s}/showtimes/{s}',
  '/api/show/{s}/showtimes/{s}/{s}',
  '/api/cinemas',
  '/api/cinema/{s}',
  '/api/cinema/{s}/shows',
  '/api/cinema/{s}/translate',
  '/api/cities',
  '/api/city/{s}',
  '/api/city/{s}/shows',
  '/api/search/full',
  '/api/faq/article/slug/{s}',
  '/api/faq/article/id/{s}',
  '/api/faq/category/{s}',
  '/api/news/{s}',
  '/api/offer/{s}',
  '/api/article/{s}',
  '/api/event/{s}/shows',
  '/api/gpxp/{s}',
  '/api/zone/{s}',
  '/api/master-template/page/{s}',
  '/api/voucher/{s}',
  '/api/gift-card/{s}/{s}',
  '/api/media/poster/{s}',
  '/api/client/{s}',
  '/api/client/{s}/cinema/{s}',
  '/api/client/client-fuzz/show/{s}/intention',
  '/api/client/client-fuzz/show/{s}/emotion',
  '/api/client/client-fuzz/shows',
  '/api/v1/accounts/me/cinemas',
  '/api/booking/{s}',
  '/api/{s}',
  '/{s}',
];
const KNOWN = [
  'starfall',
  'le-dernier-phare',
  'marquee-opera-paris',
  'paris',
  '2026-01-01',
  '101',
  'FR',
  'imax',
  'client-fuzz',
  '..',
  '%00',
  '',
];
const segment = fc.oneof(
  fc.constantFrom(...KNOWN),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.integer().map(String),
);
const path = fc
  .tuple(fc.constantFrom(...TEMPLATES), fc.array(segment, { minLength: 6, maxLength: 6 }))
  .map(([tpl, segs]) => {
    let i = 0;
    return tpl.replace(/\{s\}/g, () => encodeURIComponent(segs[i++] ?? ''));
  });
const query = fc.dictionary(
  fc.oneof(
    fc.constantFrom('language', 'q', 'type', 'date', 'filter', 'page', 'catalog', 'limit'),
    fc.string({ maxLength: 8 }),
  ),
  fc.oneof(
    fc.constantFrom('fr', 'en', 'de', 'xx', 'show', 'faq', '2026-13-45', 'book', '0', '-1', '999999'),
    fc.string({ maxLength: 40 }),
  ),
  { maxKeys: 4 },
);
const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }).map((x) => JSON.stringify(x)),
  fc.string({ maxLength: 200 }),
  fc
    .record({
      cinemas: fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 5 }),
      showSlugs: fc.array(fc.string(), { maxLength: 5 }),
      emotion: fc.string(),
      intention: fc.oneof(fc.integer(), fc.string()),
      isDelete: fc.oneof(fc.boolean(), fc.string()),
    })
    .map((x) => JSON.stringify(x)),
);

describe('bad input never crashes the API', () => {
  it('property: random paths, queries, bodies and headers never get a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'PUT'),
        path,
        query,
        body,
        fc.constantFrom('fr', 'nl', 'ch', 'sn', 'zz', ''),
        fc.boolean(),
        async (method, p, q, b, site, withToken) => {
          const search = new URLSearchParams(q).toString();
          const headers: Record<string, string> = {};
          if (site) headers['X-Marquee-Site'] = site;
          if (withToken) headers.Authorization = `Bearer ${token}`;
          if (b !== undefined) headers['content-type'] = 'application/json';
          const res = await fetch(`${t.api.url}${p}${search ? `?${search}` : ''}`, {
            method,
            headers,
            ...(b !== undefined && method !== 'GET' ? { body: b } : {}),
          });
          const text = await res.text();
          if (res.status >= 500) throw new Error(`${method} ${p}?${search} -> ${res.status} ${text.slice(0, 200)}`);
          if (res.status >= 400 && res.headers.get('content-type')?.includes('json')) {
            const err = JSON.parse(text) as { message?: unknown };
            expect(typeof err.message).toBe('string');
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('oversized bodies get 413', async () => {
    const big = JSON.stringify({ showSlugs: Array.from({ length: 5000 }, (_, i) => `film-${i}`) });
    const res = await t.send('POST', '/api/client/client-fuzz/shows', big, { Authorization: `Bearer ${token}` });
    const err = await expectShape(res, ApiErrorSchema, 413);
    expect(err.field).toBe('body');
  });

  it('nothing is written on a rejected request', async () => {
    const db = new Database(t.dbPath, { readonly: true });
    const count = () =>
      ['clients', 'favorites', 'intentions', 'emotions'].map(
        (table) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n,
      );
    const intruder = await mintDevToken('client-never-accepted');
    const before = count();
    const rejected = [
      t.send(
        'POST',
        '/api/client/client-never-accepted/show/starfall/emotion',
        { emotion: 'meh' },
        { Authorization: `Bearer ${intruder}` },
      ),
      t.send('POST', '/api/client/client-fuzz/show/starfall/intention', {}, { Authorization: `Bearer ${intruder}` }),
      t.send(
        'POST',
        '/api/client/client-never-accepted/cinema/marquee-plateau-dakar',
        undefined,
        { Authorization: `Bearer ${intruder}` },
        'sn',
      ),
      t.send(
        'PATCH',
        '/api/v1/accounts/me/cinemas',
        { cinemas: ['1000', 'nope'] },
        { Authorization: `Bearer ${intruder}` },
      ),
      t.send('PATCH', '/api/v1/accounts/me/cinemas', '{"cinemas": [', { Authorization: `Bearer ${intruder}` }),
      t.send('POST', '/api/client/client-never-accepted/shows', JSON.stringify({ showSlugs: Array(20000).fill('x') }), {
        Authorization: `Bearer ${intruder}`,
      }),
    ];
    const statuses = (await Promise.all(rejected)).map((r) => r.status);
    expect(statuses).toEqual([400, 403, 409, 404, 400, 413]);
    expect(count()).toEqual(before);
    db.close();
  });
});
