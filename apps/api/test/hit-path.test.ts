import { request } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTarget, type Db, openDb } from '@marquee/db';
import { mintDevToken } from '../src/auth';
import { bumpCatalogueVersion } from '../src/db/catalogue';
import { type RunningApi, startApi } from '../src/server';
import { engineEnv } from './helpers';

/**
 * The kept answers' hit path (decision 0064): a GET whose answer is kept is answered from
 * the node request event, ahead of the adapter and Hono. Two instances on one database with the
 * clock pinned — one with the hit path, one without (every request through Hono) — asked the same
 * calls over raw HTTP: every call of the recorded contract (test/golden.json) answers the same
 * status, header lines in the same order and bytes on both, gzip or not, 304 to If-None-Match; and
 * which path answered is counted.
 */
const NOW = new Date('2026-03-11T15:00:00Z');
const GOLDEN = JSON.parse(readFileSync(new URL('./golden.json', import.meta.url), 'utf8')) as Record<string, unknown>;
/** The recorded contract's calls: `site path` or `site path (alice)`, site `-` for none. */
const CALLS = Object.keys(GOLDEN).map((key) => {
  const m = /^(\S+) (\S+)( \(alice\))?$/.exec(key) as RegExpExecArray;
  return { key, site: m[1] === '-' ? null : (m[1] as string), path: m[2] as string, signed: Boolean(m[3]) };
});

interface Raw {
  status: number;
  /** Header lines as received, in order, Date's value blanked (the clock of the second). */
  headers: string[];
  body: Buffer;
}

/** One GET over a fresh connection, as the bytes came (node's rawHeaders keeps order and case). */
function raw(url: string, path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const lines: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i] as string;
          lines.push(`${name}: ${name.toLowerCase() === 'date' ? '…' : res.rawHeaders[i + 1]}`);
        }
        resolve({ status: res.statusCode ?? 0, headers: lines, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(['sqlite', 'postgres'] as const)('the hit path on %s', (engine) => {
  const dirs: string[] = [];
  let clock = NOW;
  let hot: RunningApi;
  let hono: RunningApi;
  let drop: (() => Promise<void>) | undefined;
  let alice: string;
  let editor: Db;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-hit-path-'));
    dirs.push(dir);
    const { env, drop: dropDb } = await engineEnv(engine);
    drop = dropDb;
    const options = { port: 0, now: () => clock, env, windowJobIntervalMs: 3_600_000, versionPollMs: 200 };
    // one after the other (on SQLite, one file: the second waits for the first's window)
    hot = await startApi({ ...options, dbPath: join(dir, 'api.sqlite') });
    hono = await startApi({
      ...options,
      dbPath: join(dir, engine === 'sqlite' ? 'api.sqlite' : 'two.sqlite'),
      hitPath: false,
    });
    editor = openDb(databaseTarget(env, join(dir, 'api.sqlite')));
    alice = await mintDevToken('client-alice', {
      given_name: 'Alice',
      family_name: 'Martin',
      email: 'alice@example.test',
    });
  });
  afterAll(async () => {
    await hot?.close();
    await hono?.close();
    await editor?.close();
    await drop?.();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const headersOf = (site: string | null, signed: boolean, extra: Record<string, string> = {}) => ({
    ...(site ? { 'X-Marquee-Site': site } : {}),
    ...(signed ? { Authorization: `Bearer ${alice}` } : {}),
    ...extra,
  });

  it('API-27 every call of the recorded contract: the hit path answers the same status, header lines and bytes as Hono, gzip or not, and 304 to If-None-Match; a kept answer takes it, nothing else does', async () => {
    let kept = 0;
    for (const { key, site, path, signed } of CALLS) {
      for (const encoding of [{ 'Accept-Encoding': 'gzip' }, {}] as Record<string, string>[]) {
        const headers = headersOf(site, signed, encoding);
        // the first asks build (or not: an error, a client's own call) on both instances
        const built = await raw(hono.url, path, headers);
        await raw(hot.url, path, headers);
        const before = hot.hitPathAnswers();
        const again = await raw(hot.url, path, headers);
        const taken = hot.hitPathAnswers() - before;
        const viaHono = await raw(hono.url, path, headers);
        expect(again, key).toEqual(viaHono);
        expect(viaHono, key).toEqual(built);
        const isKept = built.status === 200 && built.headers.some((h) => /^etag: /i.test(h)) && !signed;
        // a kept catalogue answer: public, with an ETag and the catalogue's cache rule
        const catalogue =
          isKept &&
          built.headers.includes('cache-control: public, max-age=30, stale-while-revalidate=30, stale-if-error=300');
        expect(taken, `${key}: answered by the hit path`).toBe(catalogue ? 1 : 0);
        if (taken) kept++;
        if (!catalogue) continue;
        // 304 to its ETag, on both paths
        const etag = (built.headers.find((h) => /^etag: /i.test(h)) as string).slice('etag: '.length);
        const conditional = headersOf(site, signed, { ...encoding, 'If-None-Match': etag });
        const notModified = await raw(hot.url, path, conditional);
        expect(hot.hitPathAnswers() - before).toBe(2);
        expect(notModified.status).toBe(304);
        expect(notModified).toEqual(await raw(hono.url, path, conditional));
      }
    }
    // most of the contract is the catalogue's kept answers
    expect(kept).toBeGreaterThanOrEqual(120);
  }, 240_000);

  it('API-27 a signed-in or private call never takes the hit path: Authorization, a cookie, the client paths go through Hono', async () => {
    const path = '/api/show/sous-le-baobab/showtimes/2026-03-12';
    await raw(hot.url, path, headersOf('fr', false));
    const before = hot.hitPathAnswers();
    expect((await raw(hot.url, path, headersOf('fr', false))).status).toBe(200);
    expect(hot.hitPathAnswers()).toBe(before + 1);
    for (const extra of [
      { Authorization: `Bearer ${alice}` },
      { Cookie: 'marquee_token=x' },
      { Authorization: 'Bearer x' },
    ] as Record<string, string>[]) {
      const answer = await raw(hot.url, path, headersOf('fr', false, extra));
      expect(answer.status).toBe(200);
      expect(hot.hitPathAnswers()).toBe(before + 1);
    }
    for (const client of ['/api/client/client-alice', '/api/v1/accounts/me']) {
      for (let i = 0; i < 2; i++) await raw(hot.url, client, headersOf('tn', true));
      const anonymous = await raw(hot.url, client, headersOf('tn', false));
      expect(anonymous.status).toBe(401);
      expect(hot.hitPathAnswers()).toBe(before + 1);
    }
    // no site named, a language the site does not offer: through Hono (its 400)
    expect((await raw(hot.url, path, headersOf(null, false))).status).toBe(400);
    expect((await raw(hot.url, `${path}?language=de`, headersOf('fr', false))).status).toBe(400);
    expect(hot.hitPathAnswers()).toBe(before + 1);
  });

  it('ENT-09 API-27 the hit path follows the clock and the catalogue version: an answer is kept while true, built again when its day ends and on a new version, then kept', async () => {
    const path = '/api/cinema/marquee-opera-paris/shows?date=2026-03-12';
    const search = '/api/search/full?q=le';
    for (const p of [path, search]) await raw(hot.url, p, headersOf('fr', false));
    let before = hot.hitPathAnswers();
    await raw(hot.url, path, headersOf('fr', false));
    expect(hot.hitPathAnswers()).toBe(before + 1);
    // the minute turns: a search does not change with the clock, so its answer is still kept
    // (decision 0068-api-answers-kept-while-true; test/answers-kept-while-true.test.ts)
    clock = new Date(clock.getTime() + 60_000);
    before = hot.hitPathAnswers();
    await raw(hot.url, search, headersOf('fr', false));
    expect(hot.hitPathAnswers()).toBe(before + 1);
    // the site's day turns: the programme's days are no longer the same, its answer is built again
    clock = new Date(clock.getTime() + 86_400_000);
    before = hot.hitPathAnswers();
    await raw(hot.url, path, headersOf('fr', false));
    expect(hot.hitPathAnswers()).toBe(before);
    await raw(hot.url, path, headersOf('fr', false));
    expect(hot.hitPathAnswers()).toBe(before + 1);
    // a new catalogue version flushes the kept answers: the next ask is Hono's, then kept again
    const version = hot.store.version;
    await editor.transaction((tx) => bumpCatalogueVersion(tx));
    // (the version is seen first, then the search index, then the flush: until then the old answer is kept on both paths)
    await expect
      .poll(
        async () => {
          const at = hot.hitPathAnswers();
          await raw(hot.url, path, headersOf('fr', false));
          return hot.hitPathAnswers() - at;
        },
        { timeout: 15_000, interval: 50 },
      )
      .toBe(0);
    expect(hot.store.version).not.toBe(version);
    before = hot.hitPathAnswers();
    await raw(hot.url, path, headersOf('fr', false));
    expect(hot.hitPathAnswers()).toBe(before + 1);
  });
});
