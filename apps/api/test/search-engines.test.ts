import { SearchAnswerSchema } from '@marquee/domain-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectShape, engineEnv, startTestApi, type TestApi } from './helpers';

/**
 * The full search on both engines: the embedded SQLite file's FTS5 index and
 * PostgreSQL's (unaccent in SQL, 'simple' text search, title over body, GIN). Same hits for the
 * same queries: accent-insensitive, every word a prefix, digits as a postal-code prefix.
 */
let sqlite: TestApi;
let postgres: TestApi;
let drop: () => Promise<void>;
beforeAll(async () => {
  const [lite, pg] = await Promise.all([engineEnv('sqlite'), engineEnv('postgres')]);
  drop = pg.drop;
  [sqlite, postgres] = await Promise.all([startTestApi({ env: lite.env }), startTestApi({ env: pg.env })]);
});
afterAll(async () => {
  await sqlite?.stop();
  await postgres?.stop();
  await drop?.();
});

const QUERIES: [site: string, q: string, language?: string][] = [
  ['fr', 'baobab'],
  ['fr', 'opera'],
  ['fr', 'OPÉRA'],
  ['fr', 'oper garn'],
  ['fr', 'marquee par'],
  ['fr', '75'],
  ['fr', '750 0'],
  ['nl', '1017'],
  ['ch', 'geneve', 'de'],
  ['ch', 'genève', 'fr'],
  ['be', 'brux', 'nl'],
  ['fr', 'voucher', 'en'],
  ['fr', 'carte cadeau'],
  ['fr', 'film'],
  ['fr', 'the'],
  ['fr', 'zzzz-nothing'],
  ['fr', '"; DROP TABLE search_docs; --'],
  ['fr', "l'été"],
];

const answer = async (t: TestApi, [site, q, language]: (typeof QUERIES)[number]) =>
  expectShape(
    await t.get(`/api/search/full?q=${encodeURIComponent(q)}${language ? `&language=${language}` : ''}`, site),
    SearchAnswerSchema,
  );

describe('SRCH-05 API-62 the full search on SQLite and on PostgreSQL', () => {
  it('API-62 ENT-40 finds the same records for the same words on both engines', async () => {
    let found = 0;
    for (const query of QUERIES) {
      const [a, b] = await Promise.all([answer(sqlite, query), answer(postgres, query)]);
      const ids = (x: typeof a) => x.results.map((r) => r.id).sort();
      expect(ids(b), `${query.join(' ')}`).toEqual(ids(a));
      expect(b.counts, `${query.join(' ')}`).toEqual(a.counts);
      found += a.results.length;
    }
    expect(found).toBeGreaterThan(20);
  });

  it('API-62 ranks a title hit before a body-only hit and breaks ties the same way every time', async () => {
    for (const t of [sqlite, postgres]) {
      const first = await answer(t, ['fr', 'paris']);
      const again = await answer(t, ['fr', 'paris']);
      expect(again.results.map((r) => r.id)).toEqual(first.results.map((r) => r.id));
      const titled = first.results.map((r) => /paris/i.test(r.title));
      // Every result whose title has the word comes before every one whose title lacks it.
      expect(titled.indexOf(false) === -1 || titled.lastIndexOf(true) < titled.indexOf(false)).toBe(true);
    }
  });

  it('folds accents in the query and the index alike on PostgreSQL', async () => {
    const plain = await answer(postgres, ['fr', 'opera']);
    const accented = await answer(postgres, ['fr', 'ÓPÉRÁ']);
    expect(plain.results.length).toBeGreaterThan(0);
    expect(accented.results.map((r) => r.id)).toEqual(plain.results.map((r) => r.id));
  });
});
