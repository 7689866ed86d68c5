import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AntiRobotChallengeSchema } from '@marquee/domain-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintDevToken } from '../src/auth';
import { solveChallenge } from '../src/routes/commerce';
import { type RunningApi, startApi } from '../src/server';
import { engineEnv, expectShape } from './helpers';

/**
 * Two API instances on one database, over real HTTP: on PostgreSQL (each
 * instance with its own catalogue file, the shared state in DATABASE_URL's database) and on one
 * SQLite file shared by both processes' connections (what answered 451 of 2,160 concurrent
 * favourite writes with SQLITE_BUSY before: deferred transactions).
 */
const NOW = new Date('2026-03-11T15:00:00Z');

describe.each(['postgres', 'sqlite'] as const)('two API instances on one %s database', (engine) => {
  const dirs: string[] = [];
  let one: RunningApi;
  let two: RunningApi;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const scratch = () => {
      const dir = mkdtempSync(join(tmpdir(), 'marquee-multi-'));
      dirs.push(dir);
      return dir;
    };
    const { env, drop: dropDb } = await engineEnv(engine);
    drop = dropDb;
    if (engine === 'postgres') {
      one = await startApi({ port: 0, dbPath: join(scratch(), 'api.sqlite'), now: () => NOW, env });
      two = await startApi({ port: 0, dbPath: join(scratch(), 'api.sqlite'), now: () => NOW, env });
    } else {
      const dbPath = join(scratch(), 'api.sqlite');
      one = await startApi({ port: 0, dbPath, now: () => NOW, env });
      two = await startApi({ port: 0, dbPath, now: () => NOW, env });
    }
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await drop?.();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const get = (api: RunningApi, path: string, headers: Record<string, string> = {}, site = 'fr') =>
    fetch(api.url + path, { headers: { 'X-Marquee-Site': site, ...headers } });

  it('a challenge issued by instance 1 is solved on instance 2, and refused when replayed on either', async () => {
    const challenge = await expectShape(await get(one, '/api/anti-robot/challenge'), AntiRobotChallengeSchema);
    const header = { [challenge.headerName]: solveChallenge(challenge.challenge, challenge.difficulty) };
    const first = await get(two, '/api/voucher/VCHFR0001', header);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { resultCode: number }).resultCode).toBe(0);
    for (const api of [one, two]) {
      const replay = await get(api, '/api/voucher/VCHFR0001', header);
      expect(replay.status).toBe(403);
      expect(((await replay.json()) as { message: string }).message).toMatch(/already used/);
    }
  });

  it('guess limits are counted across instances: five wrong PINs spread over both lock the card on both', async () => {
    const visitor = { 'x-forwarded-for': '198.51.100.24' };
    const guess = async (api: RunningApi, pin: string) => {
      const challenge = await expectShape(
        await get(api, '/api/anti-robot/challenge', visitor),
        AntiRobotChallengeSchema,
      );
      return get(api, `/api/gift-card/600000000000001/${pin}`, {
        ...visitor,
        [challenge.headerName]: solveChallenge(challenge.challenge, challenge.difficulty),
      });
    };
    for (let i = 0; i < 5; i++) expect((await guess(i % 2 ? one : two, String(5000 + i))).status).toBe(200);
    // The right PIN is refused on both while the card is locked: one limit, not two.
    expect((await guess(one, '1234')).status).toBe(429);
    expect((await guess(two, '1234')).status).toBe(429);
  });

  it('the sixth favourite is refused when the requests race across both instances, and none is a 500', async () => {
    const token = await mintDevToken(`client-race-${engine}`);
    const list = (await (await get(one, '/api/cinemas')).json()) as { cinemas: { slug: string }[] };
    const cinemas = list.cinemas.map((c) => c.slug);
    expect(cinemas.length).toBeGreaterThanOrEqual(8);
    const statuses = await Promise.all(
      cinemas.slice(0, 8).flatMap((slug, i) =>
        [0, 1].map((copy) =>
          fetch(`${(i + copy) % 2 ? one.url : two.url}/api/client/client-race-${engine}/cinema/${slug}`, {
            method: 'POST',
            headers: { 'X-Marquee-Site': 'fr', Authorization: `Bearer ${token}` },
          }).then((res) => res.status),
        ),
      ),
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const client = (await (
      await get(two, `/api/client/client-race-${engine}`, { Authorization: `Bearer ${token}` })
    ).json()) as { favoriteCinemas: unknown[] };
    expect(client.favoriteCinemas).toHaveLength(5);
    expect(statuses.filter((status) => status === 409).length).toBeGreaterThanOrEqual(16 - 5 - 5);
  });

  it('both instances give the same showtime the same refCmd', async () => {
    const path = '/api/show/sous-le-baobab/showtimes/paris/2026-03-12';
    const [a, b] = await Promise.all([get(one, path).then((r) => r.text()), get(two, path).then((r) => r.text())]);
    const refs = (text: string) => text.match(/"refCmd":"\d+"/g) ?? [];
    expect(refs(a).length).toBeGreaterThan(0);
    expect(refs(b)).toEqual(refs(a));
  });
});
