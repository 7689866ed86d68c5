// Gradual rollouts of a remote: shares, stickiness, automatic rollback, promotion (docs/DEPLOY.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deployRemote,
  promoteRemote,
  pruneVersions,
  readHostSingletons,
  rollbackRemote,
  setShare,
} from '../src/deploy';
import { FileManifestStore } from '../src/manifest-store';
import { overrideToken, RolloutCounts, statusToken, VISITOR_COOKIE } from '../src/rollout';
import type { Edge } from '../src/server';
import { type Answer, bootstrapOf, get, send, startTestPlatform, type TestPlatform, VENDOR_DIR } from './helpers';

// Gradual rollouts of a remote through the real edge in front of the real API, with
// the real builds deployed into a scratch store: which version each visitor gets, the beacon,
// the automatic rollback, the override link and the status page.
let platform: TestPlatform;
let edge: Edge;
let candidateBuild: string;
let store: FileManifestStore;
const HOST = 'fr.marquee.localhost';
const logs: string[] = [];
const originalError = console.error;

beforeAll(async () => {
  platform = await startTestPlatform('marquee-rollout-');
  store = new FileManifestStore(platform.deployDir);
  // Another build of the catalogue: the same code with one more file (another content, another version).
  candidateBuild = await platform.buildCopy('catalogue', { files: { 'candidate.txt': 'candidate\n' } });
  console.error = (...args: unknown[]) => {
    logs.push(args.map(String).join(' '));
    originalError(...args);
  };
  edge = await platform.edge({ rolloutCheckMs: 100, renderCacheTtlMs: 60_000 });
}, 120_000);

afterAll(async () => {
  console.error = originalError;
  await edge?.close();
  await platform?.close();
});

/** The catalogue version a page was built from, checked to be the one every hint of it names. */
function catalogueVersion(page: Answer): string {
  const version = bootstrapOf(page.body).remotes.catalogue?.version;
  if (!version) throw new Error('no catalogue in the page');
  // Every file of the catalogue the page names (stylesheets, module hints) is of that version.
  const named = new Set([...page.body.matchAll(/\/remotes\/catalogue\/([^/"]+)\//g)].map((found) => found[1]));
  expect([...named]).toEqual([version]);
  return version;
}

/** The visitor cookie a page answer set (name=value). */
function visitorCookie(page: Answer): string | undefined {
  const set = page.headers['set-cookie'];
  return (Array.isArray(set) ? set : set ? [set] : [])
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${VISITOR_COOKIE}=`));
}

async function deployCandidate(version: string, share: number, extra: { minVisits?: number; marginPct?: number } = {}) {
  return deployRemote({
    deployDir: platform.deployDir,
    name: 'catalogue',
    buildDir: candidateBuild,
    version,
    share,
    hostSingletons: await readHostSingletons(VENDOR_DIR),
    ...extra,
  });
}

describe('a gradual rollout of a remote', () => {
  let stable: string;

  it('deploy --share 50: each visitor gets one version, kept across pages and reloads, hinted and hydrated the same; pages are private', async () => {
    stable = catalogueVersion(await get(edge.port, HOST, '/films'));
    const result = await deployCandidate('2.0.0-candidate', 50);
    expect(result).toMatchObject({ version: '2.0.0-candidate', previous: stable, share: 50 });
    const seen = new Map<string, number>();
    for (let i = 0; i < 24; i += 1) {
      const first = await get(edge.port, HOST, '/films');
      const cookie = visitorCookie(first);
      expect(cookie).toBeDefined();
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const version = catalogueVersion(first);
      seen.set(version, (seen.get(version) ?? 0) + 1);
      // The same visitor: the same version on a reload, another page and the runtime manifest.
      for (const next of ['/films', '/films/prochainement']) {
        const again = await get(edge.port, HOST, next, { cookie: cookie as string });
        expect(visitorCookie(again)).toBeUndefined();
        expect(catalogueVersion(again)).toBe(version);
      }
      const runtime = await get(edge.port, HOST, '/_marquee/remotes.json', { cookie: cookie as string });
      expect(
        (JSON.parse(runtime.body) as { remotes: { catalogue: { version: string } } }).remotes.catalogue.version,
      ).toBe(version);
    }
    // Both groups exist (24 random visitors at 50 %: each group is empty with probability 2^-24).
    expect([...seen.keys()].sort()).toEqual(['2.0.0-candidate', stable].sort());
  });

  it('the share is raised in steps; promote makes it everyone’s; a rollback withdraws a rollout; old versions stay served', async () => {
    // A visitor whose bucket is at 50 or above: stable at 50 %, the candidate at 100 %.
    let cookie = '';
    for (let i = 0; i < 40 && !cookie; i += 1) {
      const page = await get(edge.port, HOST, '/films');
      if (catalogueVersion(page) === stable) cookie = visitorCookie(page) as string;
    }
    expect(cookie).not.toBe('');
    await setShare({ deployDir: platform.deployDir, name: 'catalogue', share: 99, manifests: store });
    // Their bucket is below 99 unless it is exactly 99: one of a hundred keys stays.
    const raised = catalogueVersion(await get(edge.port, HOST, '/films', { cookie }));
    const result = await promoteRemote({ deployDir: platform.deployDir, name: 'catalogue' });
    expect(result).toMatchObject({ version: '2.0.0-candidate', previous: stable });
    expect(catalogueVersion(await get(edge.port, HOST, '/films', { cookie }))).toBe('2.0.0-candidate');
    expect(['2.0.0-candidate', stable]).toContain(raised);
    // Without a rollout pages are shared again and no cookie is handed out.
    const plain = await get(edge.port, HOST, '/films', { 'x-marquee-device': 'desktop' });
    expect(plain.headers['cache-control']).toMatch(/^public/);
    expect(visitorCookie(plain)).toBeUndefined();
    // A new rollout withdrawn: everyone is back on the stable version, and its files stay served.
    await deployCandidate('2.0.1-candidate', 50);
    const back = await rollbackRemote({ deployDir: platform.deployDir, name: 'catalogue' });
    expect(back).toMatchObject({ version: '2.0.0-candidate', withdrawn: '2.0.1-candidate' });
    expect((await store.read('development')).remotes.catalogue?.candidate).toBeUndefined();
    const file = await get(edge.port, HOST, '/remotes/catalogue/2.0.1-candidate/candidate.txt');
    expect(file.status).toBe(200);
    expect(file.headers['cache-control']).toMatch(/immutable/);
    const old = await get(edge.port, HOST, `/remotes/catalogue/${stable}/mf-manifest.json`);
    expect(old.status).toBe(200);
  });
});

describe('errors per remote version and the automatic rollback', () => {
  const beacon = (body: string, headers: Record<string, string> = {}) =>
    send(edge.port, {
      method: 'POST',
      path: '/_marquee/beacon',
      host: HOST,
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin', ...headers },
      body,
    });

  it('the beacon counts same-origin reports by remote and version only; refuses other origins, large bodies, unknown versions', async () => {
    const report = (source: string, kind = 'error') => JSON.stringify({ reports: [{ kind, source }] });
    const counted = await beacon(report(`http://${HOST}/remotes/catalogue/2.0.0-candidate/assets/x.js`));
    expect(counted.status).toBe(204);
    expect(counted.headers['x-marquee-counted']).toBe('1');
    expect((await beacon(report('/remotes/catalogue/not-deployed/x.js'))).headers['x-marquee-counted']).toBe('0');
    expect((await beacon(report('/remotes/catalogue/2.0.0-candidate/x.js', 'rude'))).headers['x-marquee-counted']).toBe(
      '0',
    );
    expect((await beacon('{}', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await beacon('{}', { 'sec-fetch-site': '', origin: 'https://evil.example' })).status).toBe(403);
    expect((await beacon('x'.repeat(5000))).status).toBe(413);
    expect((await get(edge.port, HOST, '/_marquee/beacon')).status).toBe(405);
    await waitFor(async () => {
      const counts = await RolloutCounts.open({ deployDir: platform.deployDir });
      try {
        return (await counts.read('development')).catalogue?.['2.0.0-candidate']?.byKind.error === 1;
      } finally {
        await counts.close();
      }
    });
  });

  it('a candidate erring above the stable rate by the margin, after its minimum of visits, is rolled back by itself and logged', async () => {
    await deployCandidate('2.1.0-broken', 50, { minVisits: 4, marginPct: 10 });
    let candidateVisits = 0;
    for (let i = 0; i < 60 && candidateVisits < 5; i += 1) {
      const page = await get(edge.port, HOST, '/films');
      if (catalogueVersion(page) !== '2.1.0-broken') continue;
      candidateVisits += 1;
      // Its code fails to load in that visitor's browser.
      const failed = await beacon(
        JSON.stringify({ reports: [{ kind: 'load', source: '/remotes/catalogue/2.1.0-broken/assets/routes.js' }] }),
        { 'x-forwarded-for': `198.51.100.${i}` },
      );
      expect(failed.status).toBe(204);
    }
    expect(candidateVisits).toBeGreaterThanOrEqual(4);
    await waitFor(async () => (await store.read('development')).remotes.catalogue?.candidate === undefined);
    const entry = (await store.read('development')).remotes.catalogue;
    expect(entry?.version).toBe('2.0.0-candidate');
    expect(entry?.events?.[0]).toMatchObject({ action: 'auto-rollback', version: '2.1.0-broken' });
    await waitFor(async () =>
      logs.some((line) => /rollout of catalogue 2\.1\.0-broken in development rolled back automatically/.test(line)),
    );
    // Everyone is on the stable version again.
    for (let i = 0; i < 5; i += 1)
      expect(catalogueVersion(await get(edge.port, HOST, '/films'))).toBe('2.0.0-candidate');
  });

  it('the beacon is rate-limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i += 1) statuses.push((await beacon('{"reports":[]}')).status);
    expect(statuses.slice(0, 50).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('an override link and the status page', () => {
  const secret = async () => {
    const counts = await RolloutCounts.open({ deployDir: platform.deployDir });
    try {
      return await counts.secret();
    } finally {
      await counts.close();
    }
  };

  it('a signed link loads a version in the browser that opens it, once, with a badge; nobody else; expired or forged links do nothing', async () => {
    const token = overrideToken(await secret(), {
      environment: 'development',
      remote: 'catalogue',
      version: '2.1.0-broken',
      expires: Date.now() + 60_000,
    });
    const opened = await get(edge.port, HOST, `/_marquee/override?token=${token}`);
    expect(opened.status).toBe(302);
    const set = String(opened.headers['set-cookie']);
    expect(set).toMatch(/marquee_override=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const cookie = set.split(';')[0] as string;
    const mine = await get(edge.port, HOST, '/films', { cookie });
    expect(catalogueVersion(mine)).toBe('2.1.0-broken');
    expect(mine.body).toMatch(/<aside class="mq-override-badge"[^>]*>.*Override active: catalogue 2\.1\.0-broken/);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    const theirs = await get(edge.port, HOST, '/films');
    expect(catalogueVersion(theirs)).toBe('2.0.0-candidate');
    expect(theirs.body).not.toContain('mq-override-badge');
    // The link works once; a forged or expired one never.
    expect((await get(edge.port, HOST, `/_marquee/override?token=${token}`)).status).toBe(403);
    expect((await get(edge.port, HOST, `/_marquee/override?token=${token.slice(0, -2)}xx`)).status).toBe(403);
    const expired = overrideToken(await secret(), {
      environment: 'development',
      remote: 'catalogue',
      version: '2.1.0-broken',
      expires: Date.now() - 1000,
    });
    expect((await get(edge.port, HOST, `/_marquee/override?token=${expired}`)).status).toBe(403);
    // Another environment's token is not this one's.
    const staging = overrideToken(await secret(), {
      environment: 'staging',
      remote: 'catalogue',
      version: '2.1.0-broken',
      expires: Date.now() + 60_000,
    });
    expect((await get(edge.port, HOST, `/_marquee/override?token=${staging}`)).status).toBe(403);
    const ended = await get(edge.port, HOST, '/_marquee/override?end=1', { cookie });
    expect(String(ended.headers['set-cookie'])).toMatch(/marquee_override=; Path=\/; Max-Age=0/);
  });

  it('a server render failure is counted against the version that failed (a build without its server part, loaded by an override)', async () => {
    const noServer = await platform.buildCopy('catalogue', {
      serverRoutes: null,
      files: { 'candidate.txt': 'no server build\n' },
    });
    // In the store as a withdrawn candidate (never live for anyone but the override's browser).
    await deployRemote({
      deployDir: platform.deployDir,
      name: 'catalogue',
      buildDir: noServer,
      version: '2.1.1-no-server',
      share: 1,
    });
    await rollbackRemote({ deployDir: platform.deployDir, name: 'catalogue' });
    const token = overrideToken(await secret(), {
      environment: 'development',
      remote: 'catalogue',
      version: '2.1.1-no-server',
      expires: Date.now() + 60_000,
    });
    const cookie = String(
      (await get(edge.port, HOST, `/_marquee/override?token=${token}`)).headers['set-cookie'],
    ).split(';')[0] as string;
    const page = await get(edge.port, HOST, '/films', { cookie });
    expect(catalogueVersion(page)).toBe('2.1.1-no-server');
    expect(page.body).toContain('<div class="remote" data-remote="catalogue"><div class="region-loading"');
    await waitFor(async () => {
      const counts = await RolloutCounts.open({ deployDir: platform.deployDir });
      try {
        const all = await counts.read('development');
        return (
          all.catalogue?.['2.1.1-no-server']?.byKind.server === 1 && !all.catalogue?.['2.0.0-candidate']?.byKind.server
        );
      } finally {
        await counts.close();
      }
    });
  });

  it('the status page needs its signed link, then shows versions, shares, error rates and last changes', async () => {
    expect((await get(edge.port, HOST, '/_marquee/status')).status).toBe(401);
    expect((await get(edge.port, HOST, '/_marquee/status?token=forged.x')).status).toBe(403);
    await deployCandidate('2.2.0-candidate', 10);
    const link = await get(
      edge.port,
      HOST,
      `/_marquee/status?token=${statusToken(await secret(), Date.now() + 60_000)}`,
    );
    expect(link.status).toBe(302);
    const cookie = String(link.headers['set-cookie']).split(';')[0] as string;
    const page = await get(edge.port, HOST, '/_marquee/status', { cookie });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<h1>Remotes in development</h1>');
    expect(page.body).toMatch(
      /<th scope="row">catalogue<\/th><td>2\.0\.0-candidate<br>\d+ visits?, \d+ errors? \([\d.]+ %\)/,
    );
    expect(page.body).toContain('2.2.0-candidate (10 %)');
    expect(page.body).toMatch(/auto-rollback 2\.1\.0-broken — error rate/);
    await rollbackRemote({ deployDir: platform.deployDir, name: 'catalogue' });
  });
});

/** Waits until `check` holds (polling, 10 s at most). */
async function waitFor(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('old versions stay served for a configured time', () => {
  it('prune removes only versions retired longer ago than the time kept, never a live, candidate or rollback version', async () => {
    const entry = (await store.read('development')).remotes.catalogue;
    const withdrawn = ['2.0.1-candidate', '2.1.0-broken', '2.1.1-no-server', '2.2.0-candidate'];
    // Retired: the withdrawn candidates, and the first stable version (live no more since the
    // promote, but the version a rollback returns to).
    expect(Object.keys(entry?.retired ?? {}).sort()).toEqual([entry?.previous[0], ...withdrawn].sort());
    // Within the time kept: nothing goes, the files are served.
    expect(await pruneVersions({ deployDir: platform.deployDir, keepMs: 60_000 })).toEqual([]);
    expect((await get(edge.port, HOST, '/remotes/catalogue/2.2.0-candidate/candidate.txt')).status).toBe(200);
    // Past it: the withdrawn candidates go; the live version and the one a rollback returns to stay.
    const removed = await pruneVersions({ deployDir: platform.deployDir, keepMs: 60_000, now: Date.now() + 120_000 });
    expect(removed.sort()).toEqual(withdrawn.map((version) => `catalogue/${version}`));
    expect((await get(edge.port, HOST, '/remotes/catalogue/2.2.0-candidate/candidate.txt')).status).toBe(404);
    const live = entry?.version as string;
    const back = entry?.previous[0] as string;
    for (const version of [live, back]) {
      expect((await get(edge.port, HOST, `/remotes/catalogue/${version}/mf-manifest.json`)).status).toBe(200);
    }
  });
});
