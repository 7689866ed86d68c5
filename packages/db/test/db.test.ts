// Several instances on one database: configuration, migrations under a lock, limits in a
// transaction, job leases, shared counters and revoked grants (docs/decisions, docs/DEPLOY.md).
import { afterEach, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../src/config';
import { JobLease } from '../src/leases';
import { SHARED_MIGRATIONS, SharedCounters } from '../src/limits';
import { migrate } from '../src/migrate';
import { toNumberedPlaceholders } from '../src/placeholders';
import { PostgresDb } from '../src/postgres';
import { TrustedProxies } from '../src/proxies';
import { RevokedGrants } from '../src/revoked-grants';
import { DatabaseConfigError, type Db, DbUnavailableError } from '../src/types';
import { ENGINES, freshDatabase } from './engines';

describe('placeholders and settings', () => {
  it('numbers ? placeholders for PostgreSQL, leaving strings, identifiers and comments alone', () => {
    expect(
      toNumberedPlaceholders(`SELECT '?', "a?b", x FROM t WHERE a = ? AND b = ? -- why?\n AND c = ? /* ? */`),
    ).toBe(`SELECT '?', "a?b", x FROM t WHERE a = $1 AND b = $2 -- why?\n AND c = $3 /* ? */`);
    expect(toNumberedPlaceholders(`SELECT 'it''s ?' , ?`)).toBe(`SELECT 'it''s ?' , $1`);
  });

  it('a malformed DATABASE_URL is a clear configuration error, never a stack of the driver', () => {
    expect(parseDatabaseUrl('postgres://u:p@db.internal:5432/marquee')).toEqual({
      engine: 'postgres',
      url: 'postgres://u:p@db.internal:5432/marquee',
    });
    expect(parseDatabaseUrl('sqlite:/var/lib/marquee/api.sqlite')).toEqual({
      engine: 'sqlite',
      path: '/var/lib/marquee/api.sqlite',
    });
    for (const [value, message] of [
      ['', /empty/],
      ['mysql://u@h/db', /scheme "mysql:"/],
      ['postgres://', /no host|not a valid URL/],
      ['postgres://h:99999/db', /invalid port|not a valid URL/],
      ['postgres://h:5432', /names no database/],
      ['localhost:5432/db', /scheme "localhost:"|no scheme/],
      ['sqlite:', /no SQLite file/],
    ] as const) {
      expect(() => parseDatabaseUrl(value), value).toThrow(DatabaseConfigError);
      expect(() => parseDatabaseUrl(value), value).toThrow(message);
    }
    // The password never appears in the message.
    expect(() => parseDatabaseUrl('postgres://u:s3cret@h:5432')).toThrow(/^(?!.*s3cret)/);
  });

  it('trusted proxies: X-Forwarded-For is believed only from a trusted peer, walked from the right', () => {
    const proxies = new TrustedProxies('127.0.0.1/8,::1,10.0.0.0/8');
    // A visitor straight to us: the header is theirs to invent, so ignored.
    expect(proxies.clientAddress('203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
    // Through the load balancer (10.0.0.5) then the edge (127.0.0.1): the first untrusted hop.
    expect(proxies.clientAddress('127.0.0.1', '198.51.100.7, 10.0.0.5')).toBe('198.51.100.7');
    // A visitor who sends a forged first entry does not choose their address.
    expect(proxies.clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.0.0.5')).toBe('198.51.100.7');
    expect(proxies.clientAddress('::ffff:127.0.0.1', '2001:db8::1')).toBe('2001:db8::1');
    expect(proxies.trusts('10.200.3.4')).toBe(true);
    expect(proxies.trusts('11.0.0.1')).toBe(false);
    expect(() => new TrustedProxies('10.0.0.0/33')).toThrow(/prefix/);
    expect(() => new TrustedProxies('example.com')).toThrow(/not an address/);
  });

  it('a database that does not answer is DbUnavailableError (503), not a driver error', async () => {
    const db = new PostgresDb('postgres://u:p@127.0.0.1:1/none', { connectionTimeoutMs: 1000 });
    await expect(db.get('SELECT 1')).rejects.toBeInstanceOf(DbUnavailableError);
    await expect(db.transaction(async (tx) => tx.get('SELECT 1'))).rejects.toBeInstanceOf(DbUnavailableError);
    await db.close();
  });
});

describe.each(ENGINES)('%s', (engine) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });
  async function two(): Promise<[Db, Db]> {
    const database = await freshDatabase(engine);
    cleanup = database.cleanup;
    return [database.connect(), database.connect()];
  }

  it('runs statements and transactions; a failed transaction writes nothing', async () => {
    const [db] = await two();
    await db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL, n BIGINT NOT NULL)');
    expect((await db.run('INSERT INTO t (id, name, n) VALUES (?, ?, ?)', [1, 'a', 2 ** 40])).changes).toBe(1);
    expect(await db.get('SELECT id, name, n FROM t WHERE id = ?', [1])).toEqual({ id: 1, name: 'a', n: 2 ** 40 });
    expect(await db.get<{ n: number }>('SELECT count(*) AS n FROM t')).toEqual({ n: 1 });
    await expect(
      db.transaction(async (tx) => {
        await tx.run('INSERT INTO t (id, name, n) VALUES (?, ?, ?)', [2, 'b', 0]);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await db.all('SELECT id FROM t ORDER BY id')).toEqual([{ id: 1 }]);
    const returned = await db.transaction(async (tx) => {
      await tx.run('INSERT INTO t (id, name, n) VALUES (?, ?, ?)', [3, 'c', 0]);
      return (await tx.get<{ n: number }>('SELECT count(*) AS n FROM t'))?.n;
    });
    expect(returned).toBe(2);
  });

  it('a limit checked in a transaction holds under concurrent writes from two instances', async () => {
    const [a, b] = await two();
    await a.exec('CREATE TABLE favorites (client TEXT NOT NULL, cinema TEXT NOT NULL, PRIMARY KEY (client, cinema))');
    const add = (db: Db, cinema: string) =>
      db.transaction(async (tx) => {
        const row = await tx.get<{ n: number }>('SELECT count(*) AS n FROM favorites WHERE client = ?', ['c1']);
        if ((row?.n ?? 0) >= 5) return false;
        await tx.run('INSERT INTO favorites (client, cinema) VALUES (?, ?) ON CONFLICT DO NOTHING', ['c1', cinema]);
        return true;
      });
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => add(i % 2 === 0 ? a : b, `cinema-${i}`)));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await a.get('SELECT count(*) AS n FROM favorites')).toEqual({ n: 5 });
  });

  it('migrations run once under a lock when two instances start together; a failing one leaves the schema as it was', async () => {
    const [a, b] = await two();
    const steps = [
      { id: '001', sql: 'CREATE TABLE one (id INTEGER PRIMARY KEY)' },
      { id: '002', sql: 'CREATE TABLE two (id INTEGER PRIMARY KEY); CREATE INDEX two_id ON two (id)' },
    ];
    const [ranA, ranB] = await Promise.all([migrate(a, 'test', steps), migrate(b, 'test', steps)]);
    expect([...ranA, ...ranB].sort()).toEqual(['001', '002']);
    expect(await migrate(a, 'test', steps)).toEqual([]);
    const broken = [
      ...steps,
      { id: '003', sql: 'CREATE TABLE three (id INTEGER PRIMARY KEY)' },
      { id: '004', sql: 'CREATE TABLE four (id INTEGER PRIMARY KEY); THIS IS NOT SQL' },
    ];
    await expect(migrate(a, 'test', broken)).rejects.toThrow();
    // 003 was rolled back with 004: no table, not recorded.
    await expect(a.get('SELECT count(*) AS n FROM three')).rejects.toThrow();
    expect(await a.all('SELECT id FROM schema_migrations WHERE scope = ? ORDER BY id', ['test'])).toEqual([
      { id: '001' },
      { id: '002' },
    ]);
    // Another scope has its own steps in the same database.
    expect(await migrate(a, 'other', [{ id: '001', sql: 'CREATE TABLE other_one (id INTEGER)' }])).toEqual(['001']);
  });

  it('attempt counters and single-use keys are shared by every instance', async () => {
    const [a, b] = await two();
    await migrate(a, 'shared', SHARED_MIGRATIONS);
    const ca = new SharedCounters(a);
    const cb = new SharedCounters(b);
    const rule = { max: 5, windowMs: 60_000, lockMs: 600_000 };
    const now = 1_800_000_000_000;
    // 4 attempts split over two instances, concurrently: counted as one limit.
    await Promise.all([ca.count('card:1', rule, now), cb.count('card:1', rule, now), ca.count('card:1', rule, now)]);
    expect((await cb.count('card:1', rule, now)).count).toBe(4);
    expect(await ca.lockedFor('card:1', now)).toBe(0);
    const fifth = await ca.count('card:1', rule, now + 1);
    expect(fifth).toEqual({ count: 5, lockedFor: rule.lockMs, windowEndsIn: rule.windowMs - 1 });
    expect(await cb.lockedFor('card:1', now + 2)).toBe(rule.lockMs - 1);
    // A new window starts the count again, but the lock runs its course.
    const later = now + rule.windowMs + 10;
    expect(await cb.count('card:1', rule, later)).toEqual({
      count: 1,
      lockedFor: now + 1 + rule.lockMs - later,
      windowEndsIn: rule.windowMs,
    });
    await ca.clear('card:1');
    expect(await cb.lockedFor('card:1', later)).toBe(0);
    // Many concurrent counts from both: none lost.
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? ca : cb).count('address:x', { ...rule, max: 100 }, now)),
    );
    expect((await ca.count('address:x', { ...rule, max: 100 }, now)).count).toBe(31);

    // A single-use key is accepted once, whichever instance sees it first.
    const uses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? ca : cb).useOnce('challenge:abc', now + 300_000, now)),
    );
    expect(uses.filter(Boolean)).toHaveLength(1);
    // …and seen as marked by every instance until it expires (a hand-off pass).
    expect(await cb.has('challenge:abc', now + 1)).toBe(true);
    expect(await ca.has('challenge:other', now + 1)).toBe(false);
    expect(await ca.has('challenge:abc', now + 300_000)).toBe(false);
    expect(await ca.sweep(now + 400_000)).toBeGreaterThan(0);
  });

  it('a job lease is held by one instance at a time and passes on when it expires', async () => {
    const [a, b] = await two();
    await migrate(a, 'shared', SHARED_MIGRATIONS);
    const la = new JobLease(a, 'showtime-window', 30_000);
    const lb = new JobLease(b, 'showtime-window', 30_000);
    const now = 1_800_000_000_000;
    const taken = await Promise.all([la.acquire(now), lb.acquire(now)]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    const [holder, other] = taken[0] ? [la, lb] : [lb, la];
    expect(await holder.acquire(now + 1000)).toBe(true); // renewed by its holder
    expect(await other.acquire(now + 20_000)).toBe(false);
    expect(await other.acquire(now + 31_001)).toBe(true); // the holder died: expired
    expect(await holder.acquire(now + 31_002)).toBe(false);
    await other.release();
    let ran = 0;
    expect(
      await holder.runExclusive(async () => {
        ran += 1;
      }, now + 40_000),
    ).toBe(true);
    expect(ran).toBe(1);
  });

  it('a grant revoked through one handle is refused through another until its tokens have expired', async () => {
    const [a, b] = await two();
    let now = 1_800_000_000_000;
    const [ra, rb] = await Promise.all([RevokedGrants.open(a, () => now), RevokedGrants.open(b, () => now)]);
    expect(await rb.isRevoked('grant-1')).toBe(false);
    await ra.revoke('grant-1', now / 1000 + 660);
    expect(await rb.isRevoked('grant-1')).toBe(true);
    expect(await rb.isRevoked('grant-2')).toBe(false);
    await rb.revoke('grant-1', now / 1000 + 700); // revoked again: kept until the later time
    now += 680_000;
    expect(await ra.isRevoked('grant-1')).toBe(true);
    now += 30_000;
    expect(await ra.isRevoked('grant-1')).toBe(false);
    await ra.revoke('grant-3', now / 1000 + 10); // sweeps the expired row
    expect(await a.get('SELECT grant_id FROM revoked_grants WHERE grant_id = ?', ['grant-1'])).toBeUndefined();
  });
});
