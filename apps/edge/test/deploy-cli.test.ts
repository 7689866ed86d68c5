import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployRemote, readHostSingletons } from '../src/deploy';
import { FileManifestStore } from '../src/manifest-store';
import { RolloutCounts, readOverride } from '../src/rollout';
import { buildOf, REPO, VENDOR_DIR } from './helpers';

// The deploy command a feature team runs, as a process on a scratch store: a rollout
// in steps, its status, a withdrawal, a promote, an override link, prune, and refusals in words.
const CLI = path.join(REPO, 'apps', 'edge', 'dist', 'deploy-cli.mjs');
let scratch: string;
let deployDir: string;
let candidate: string;

/** Runs the CLI; resolves with its exit code and output. */
function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args, '--deploy-dir', deployDir],
      { cwd: REPO, env: { ...process.env, DATABASE_URL: undefined, MARQUEE_ROLLOUT_SECRET: undefined } },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'marquee-deploy-cli-'));
  deployDir = path.join(scratch, 'deploy');
  await deployRemote({
    deployDir,
    name: 'catalogue',
    buildDir: buildOf('catalogue'),
    version: '1.0.0',
    hostSingletons: await readHostSingletons(VENDOR_DIR),
  });
  candidate = path.join(scratch, 'candidate');
  await cp(buildOf('catalogue'), candidate, { recursive: true });
  await writeFile(path.join(candidate, 'candidate.txt'), 'candidate\n');
}, 60_000);

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('marquee-deploy: rollout, status, override, prune', () => {
  it('deploy --share, share, status, rollback (withdraw), deploy --share, promote', async () => {
    const rollout = await cli('deploy', 'catalogue', '--build-dir', candidate, '--version', '2.0.0', '--share', '10');
    expect(rollout).toMatchObject({ code: 0 });
    expect(rollout.out).toContain('catalogue: 2.0.0 live for 10 % of visitors in development (the others keep 1.0.0)');
    expect((await cli('share', 'catalogue', '30')).out).toContain('catalogue: 2.0.0 now at 30 % of visitors');
    const status = await cli('status');
    expect(status.out).toMatch(/catalogue\s+live 1\.0\.0: 0 visits, 0 errors \(0\.0 %\)/);
    expect(status.out).toContain('candidate 2.0.0 at 30 %: 0 visits, 0 errors (0.0 %)');
    expect(status.out).toMatch(/rolled back above \+5 after 50 visits/);
    expect(status.out).toMatch(/share 2\.0\.0 30 %/);
    expect((await cli('list')).out).toMatch(/catalogue\s+1\.0\.0\s+candidate 2\.0\.0 at 30 %/);
    expect((await cli('rollback', 'catalogue')).out).toContain(
      'catalogue: rollout of 2.0.0 withdrawn; development serves 1.0.0 to everyone',
    );
    // Errors counted against 2.0.0 in its first rollout are not held against the next one.
    const counted = await RolloutCounts.open({ deployDir });
    counted.add('development', 'catalogue', '2.0.0', 'visit', 60);
    counted.add('development', 'catalogue', '2.0.0', 'load', 30);
    await counted.flush();
    await counted.close();
    await cli('deploy', 'catalogue', '--build-dir', candidate, '--version', '2.0.0', '--share', '20');
    expect((await cli('status')).out).toContain('candidate 2.0.0 at 20 %: 0 visits, 0 errors (0.0 %)');
    expect((await cli('promote', 'catalogue')).out).toContain(
      'catalogue: development now serves 2.0.0 to everyone (was 1.0.0)',
    );
    const entry = (await new FileManifestStore(deployDir).read('development')).remotes.catalogue;
    expect(entry).toMatchObject({ version: '2.0.0', previous: ['1.0.0'] });
    expect(entry?.candidate).toBeUndefined();
  });

  it('refuses in words: a share out of range, no rollout to change, no live version to roll out beside', async () => {
    const bad = await cli('deploy', 'catalogue', '--build-dir', candidate, '--version', '3.0.0', '--share', '0');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('deploy: invalid share "0": a whole percent from 1 to 100');
    const none = await cli('promote', 'catalogue');
    expect(none.code).toBe(1);
    expect(none.err).toContain('catalogue has no rollout under way in development');
    const first = await cli('deploy', 'search', '--build-dir', buildOf('search'), '--share', '10');
    expect(first.code).toBe(1);
    expect(first.err).toContain('search has no live version in development: deploy it fully first');
  });

  it('override and status --link print signed links the edge accepts; prune keeps what may come back', async () => {
    const origin = 'http://fr.marquee.localhost:8080';
    const printed = await cli('override', 'catalogue', '1.0.0', '--origin', origin, '--minutes', '5');
    const link = new URL(printed.out.split('\n')[0] as string);
    expect(link.origin + link.pathname).toBe(`${origin}/_marquee/override`);
    const counts = await RolloutCounts.open({ deployDir });
    try {
      const override = readOverride(await counts.secret({}), link.searchParams.get('token') ?? '', 'development');
      expect(override).toMatchObject({ remote: 'catalogue', version: '1.0.0', environment: 'development' });
      expect((override?.expires ?? 0) - Date.now()).toBeGreaterThan(4 * 60_000);
      expect(readOverride(await counts.secret({}), link.searchParams.get('token') ?? '', 'production')).toBeUndefined();
    } finally {
      await counts.close();
    }
    expect((await cli('status', '--link', '--origin', origin)).out).toMatch(
      /^http:\/\/fr\.marquee\.localhost:8080\/_marquee\/status\?token=[\w-]+\.[\w-]+\n/,
    );
    // 1.0.0 is the version a rollback returns to: never removed.
    expect((await cli('prune', '--keep-hours', '0')).out).toContain('nothing to remove');
  });
});
