import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@marquee/domain-models';
import { createTestDatabase } from '@marquee/db/testing';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { SqliteDb } from '@marquee/db';
import { DbOidcStore, OIDC_STORE_SCHEMA, storeAdapter } from '../src/oidc-store';
import { type RunningIdentity, startIdentity } from '../src/server';
import { Agent, authorizePath, exchange, pkce, signIn } from './flow';

// Issue 24 item 5: sessions, grants, codes and refresh tokens lived in oidc-provider's memory
// LRU (about 1,000 entries, lost at every restart, one per process). They are now rows of the
// provider's database: they survive a restart and are shared by every process on the file.
const ISSUER = 'http://id.marquee.localhost:4100';
let dir: string;
const running: RunningIdentity[] = [];
/** With a PostgreSQL database (DATABASE_URL), every process started uses it instead of the file. */
let postgres: { url: string; drop(): Promise<void> } | undefined;
const start = async () => {
  const identity = await startIdentity({
    dbPath: join(dir, 'identity.sqlite'),
    issuer: ISSUER,
    ...(postgres ? { database: { engine: 'postgres' as const, url: postgres.url } } : {}),
  });
  running.push(identity);
  return identity;
};
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marquee-identity-store-'));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((identity) => identity.close()));
  rmSync(dir, { recursive: true, force: true });
  await postgres?.drop();
  postgres = undefined;
});
/** The engines the shared-state tests run on: the provider's SQLite file, and a real PostgreSQL. */
const ENGINES = [
  ['one SQLite file', async () => undefined],
  ['PostgreSQL', async () => createTestDatabase(inject('postgresUrl'), 'identity')],
] as const;

const refresh = async (agent: Agent, token: string) => {
  const res = await agent.request('/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: 'marquee-fr',
      refresh_token: token,
    }).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** Whether the provider knows this browser's session (prompt=none answers a code). */
async function sessionAlive(agent: Agent): Promise<boolean> {
  const { challenge } = pkce();
  const { left } = await agent.follow(
    await agent.request(authorizePath({ prompt: 'none', code_challenge: challenge, code_challenge_method: 'S256' })),
  );
  return Boolean(left?.searchParams.get('code'));
}

describe.each(ENGINES)('API-85 ACC-06 sessions and tokens in the database: %s', (_engine, open) => {
  beforeEach(async () => {
    postgres = await open();
  });

  it('a refresh token issued before a restart is redeemed after it; the session is still known', async () => {
    const first = await start();
    const agent = new Agent(first);
    const { callback, verifier } = await signIn(agent, 'fan@marquee.test', DEMO_PASSWORD);
    const tokens = await exchange(agent, callback.searchParams.get('code') ?? '', verifier);
    expect(tokens.status).toBe(200);
    await first.close();

    const second = await start();
    const after = agent.on(second);
    const refreshed = await refresh(after, tokens.body.refresh_token as string);
    expect(refreshed.status).toBe(200);
    expect(typeof refreshed.body.access_token).toBe('string');
    // Rotated: the old one is consumed, replaying it is refused.
    expect((await refresh(after, tokens.body.refresh_token as string)).status).toBe(400);
    expect(await sessionAlive(after)).toBe(true);
  });

  it('two provider processes on one database: a code and a refresh token issued by one are redeemed by the other', async () => {
    const [a, b] = [await start(), await start()];
    const onA = new Agent(a);
    const onB = onA.on(b);
    const { callback, verifier } = await signIn(onA, 'client@marquee.test', DEMO_PASSWORD);
    const tokens = await exchange(onB, callback.searchParams.get('code') ?? '', verifier);
    expect(tokens.status).toBe(200);
    const refreshed = await refresh(onA, tokens.body.refresh_token as string);
    expect(refreshed.status).toBe(200);
    const again = await refresh(onB, refreshed.body.refresh_token as string);
    expect(again.status).toBe(200);
    // The session made on A is known to B.
    expect(await sessionAlive(onB)).toBe(true);
    // A code is used once, whichever process sees it again: the replay on A revokes the grant
    // B redeemed it for (revokeByGrantId on the shared rows), refresh tokens included.
    expect((await exchange(onA, callback.searchParams.get('code') ?? '', verifier)).status).toBe(400);
    expect((await refresh(onB, again.body.refresh_token as string)).status).toBe(400);
  });

  it('more than 1,000 sessions: the first is not dropped (the memory store kept about 1,000)', async () => {
    const identity = await start();
    const agent = new Agent(identity);
    await signIn(agent, 'client@marquee.test', DEMO_PASSWORD);
    // Other visitors' sessions, saved through oidc-provider's own Session model.
    const Session = identity.provider.Session as unknown as new (
      payload: object,
    ) => {
      save(ttl: number): Promise<string>;
    };
    for (let i = 0; i < 1_100; i++) {
      const session = new Session({ accountId: 'marquee|demo-fan', loginTs: Math.floor(Date.now() / 1000) });
      await session.save(3600);
    }
    expect(await sessionAlive(agent)).toBe(true);
    const count = await identity.accounts.db.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM oidc_models WHERE model = 'Session'",
    );
    expect(count?.n).toBeGreaterThan(1_100);
  });
});

describe('the adapter contract (oidc-provider example/my_adapter.js) on SQLite', () => {
  const open = async (hooks: Parameters<typeof storeAdapter>[2] = {}) => {
    const db = new SqliteDb(':memory:');
    for (const statement of OIDC_STORE_SCHEMA) await db.exec(statement);
    let now = 1_800_000_000_000;
    const store = new DbOidcStore(db);
    const adapter = storeAdapter(store, () => now, hooks);
    return { db, store, adapter, advance: (seconds: number) => (now += seconds * 1000), now: () => now };
  };

  it('find, findByUid, findByUserCode; an expired row is ignored on read, then swept', async () => {
    const { db, store, adapter, advance, now } = await open();
    const sessions = adapter('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    const devices = adapter('DeviceCode');
    await devices.upsert('d1', { userCode: 'ABCD', grantId: 'g' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await devices.findByUserCode('ABCD')).toEqual({ userCode: 'ABCD', grantId: 'g' });
    // Another model never answers for this one.
    expect(await adapter('Grant').find('s1')).toBeUndefined();
    advance(61);
    expect(await sessions.find('s1')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toBeUndefined();
    expect(await devices.findByUserCode('ABCD')).toBeUndefined();
    expect(await store.sweep(Math.floor(now() / 1000))).toBe(2);
    expect(await db.get('SELECT COUNT(*) AS n FROM oidc_models')).toEqual({ n: 0 });
    await db.close();
  });

  it('consume marks the row (a timestamp), a later save keeps it consumed; destroy and revokeByGrantId', async () => {
    const { db, adapter } = await open();
    const codes = adapter('AuthorizationCode');
    const tokens = adapter('RefreshToken');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await tokens.upsert('r1', { grantId: 'g1' }, 600);
    await tokens.upsert('r2', { grantId: 'g2' }, 600);
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toBe(1_800_000_000);
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    expect((await codes.find('c1'))?.consumed).toBe(1_800_000_000);
    // revokeByGrantId on one model leaves the other models' rows (oidc-provider calls each).
    await tokens.revokeByGrantId('g1');
    expect(await tokens.find('r1')).toBeUndefined();
    expect(await tokens.find('r2')).toBeDefined();
    expect(await codes.find('c1')).toBeDefined();
    await codes.destroy('c1');
    expect(await codes.find('c1')).toBeUndefined();
    // No expiry given: kept until destroyed.
    await adapter('Client').upsert('k', { client_id: 'k' });
    expect(await adapter('Client').find('k')).toEqual({ client_id: 'k' });
    await db.close();
  });

  it("revoking a grant's access tokens tells the hook, awaited; other models' revocations do not", async () => {
    const told: string[] = [];
    const { db, adapter } = await open({
      async accessTokensRevoked(grantId) {
        await new Promise((resolve) => setImmediate(resolve));
        told.push(grantId);
      },
    });
    await adapter('RefreshToken').revokeByGrantId('g1');
    await adapter('AuthorizationCode').revokeByGrantId('g1');
    expect(told).toEqual([]);
    await adapter('AccessToken').revokeByGrantId('g1');
    expect(told).toEqual(['g1']);
    await db.close();
  });
});
