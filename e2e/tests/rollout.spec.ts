// A feature team's gradual rollout in Chromium, on a platform of its own (it deploys a
// broken version; the other suites' platform never sees it):
// - a catalogue version whose browser code throws is deployed at 50 % beside the stable one;
// - fresh visitors fall in either group; each page loads one catalogue version only (the one its
//   bootstrap names), also across client navigations and across the rollback below;
// - candidate visitors' failed loads reach the edge attributed to the candidate, and the edge
//   rolls it back by itself (its log and `status` say so); those visitors get the stable version;
// - an override link loads a version in one browser only, with a badge (axe clean);
// - the status page opens from its signed link, in the browser (axe clean).
import { execFileSync } from 'node:child_process';
import { appendFile, cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { axeViolations, expect, test } from '../fixtures';
import { launchPlatform } from '../platform.mjs';

type Platform = Awaited<ReturnType<typeof launchPlatform>>;
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BROKEN = '9.9.9-broken';
let platform: Platform;
let broken: string;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  platform = await launchPlatform({ warmMedia: false });
  // The catalogue's build, its browser `./routes` module made to throw (its server build is intact:
  // the edge still renders the page; the browser fails to load the remote).
  broken = await mkdtemp(path.join(tmpdir(), 'catalogue-broken-'));
  await cp(path.join(repo, 'apps', 'remotes', 'catalogue', 'dist', 'client'), broken, { recursive: true });
  const info = JSON.parse(await readFile(path.join(broken, 'marquee-build.json'), 'utf8')) as {
    exposes: Record<string, { module: string }>;
  };
  const routes = info.exposes['./routes']?.module;
  if (!routes) throw new Error('the catalogue build names no ./routes module');
  await appendFile(path.join(broken, routes), "\nthrow new Error('a broken candidate');\n");
});

test.afterAll(async () => {
  await platform?.stop();
  if (broken) await rm(broken, { recursive: true, force: true });
});

/** Runs the deploy command on this platform's store. */
function deployCli(...args: string[]): string {
  return execFileSync(
    process.execPath,
    [path.join(repo, 'apps', 'edge', 'dist', 'deploy-cli.mjs'), ...args, '--deploy-dir', platform.deployDir],
    { cwd: repo, encoding: 'utf8' },
  );
}

const home = () => `http://fr.marquee.localhost:${platform.info.port}/`;

/** A page that records every catalogue version it requests. */
async function visitor(browser: Browser): Promise<{ page: Page; versions: Set<string>; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  const versions = new Set<string>();
  page.on('request', (request) => {
    const found = /\/remotes\/catalogue\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (found?.[1]) versions.add(decodeURIComponent(found[1]));
  });
  return { page, versions, close: () => context.close() };
}

/** The catalogue version a page's bootstrap names. */
function bootVersion(page: Page): Promise<string> {
  return page.evaluate(() => {
    const data = JSON.parse(document.getElementById('marquee-bootstrap')?.textContent ?? '{}') as {
      remotes?: { catalogue?: { version: string } };
    };
    return data.remotes?.catalogue?.version ?? '';
  });
}

test('a broken candidate at 50 %: its visitors’ errors are attributed to it, it is rolled back by itself, and no page mixes versions', async ({
  browser,
}) => {
  const stable = /catalogue\s+(\S+)/.exec(deployCli('list'))?.[1];
  expect(stable).toBeTruthy();
  const deployed = deployCli(
    'deploy',
    'catalogue',
    '--build-dir',
    broken,
    '--version',
    BROKEN,
    '--share',
    '50',
    '--min-visits',
    '3',
    '--margin',
    '10',
  );
  expect(deployed).toContain(`${BROKEN} live for 50 % of visitors`);

  const open: { page: Page; versions: Set<string>; version: string; close: () => Promise<void> }[] = [];
  let candidates = 0;
  let stables = 0;
  for (let i = 0; i < 30 && (candidates < 3 || stables < 1); i += 1) {
    const one = await visitor(browser);
    const beacon = one.page.waitForRequest((request) => request.url().endsWith('/_marquee/beacon'), {
      timeout: 15_000,
    });
    await one.page.goto(home());
    await one.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const version = await bootVersion(one.page);
    if (version === BROKEN) {
      candidates += 1;
      // Its code failed to load: the page reports it, and the edge counts it (against a deployed
      // version: the one the report's URL names).
      const sent = await beacon;
      const body = sent.postDataBuffer()?.toString('utf8');
      if (body) {
        const report = JSON.parse(body) as { reports: { kind: string; source: string }[] };
        expect(report.reports[0]?.kind).toBe('load');
        expect(report.reports[0]?.source).toContain(`/remotes/catalogue/${BROKEN}/`);
      }
      const answer = await sent.response();
      expect(answer?.status()).toBe(204);
      expect(answer?.headers()['x-marquee-counted']).toBe('1');
    } else {
      beacon.catch(() => undefined);
      expect(version).toBe(stable);
      stables += 1;
      await expect(one.page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    }
    // One version per page: the one its bootstrap names.
    expect([...one.versions]).toEqual([version]);
    open.push({ ...one, version });
  }
  expect(candidates).toBeGreaterThanOrEqual(3);
  expect(stables).toBeGreaterThanOrEqual(1);

  // The edge rolls the candidate back by itself, says so in its log and in `status`.
  await expect.poll(() => deployCli('list'), { timeout: 20_000 }).not.toContain('candidate');
  await expect
    .poll(() =>
      platform
        .logs()
        .some((line) => line.includes(`rollout of catalogue ${BROKEN} in development rolled back automatically`)),
    )
    .toBe(true);
  const status = deployCli('status');
  expect(status).toMatch(
    new RegExp(`auto-rollback ${BROKEN.replace(/\./g, '\\.')}: error rate \\d+\\.\\d % over \\d+ visits`),
  );
  expect(status).toMatch(new RegExp(`catalogue\\s+live ${stable?.replace(/\./g, '\\.')}`));

  // The pages opened before the rollback keep their versions through client navigations.
  for (const one of open.slice(0, 4)) {
    const banner = one.page.getByRole('banner');
    await banner.getByRole('link', { name: 'Cinémas' }).click();
    await expect(one.page.getByRole('heading', { level: 1, name: /cinémas/ })).toBeVisible();
    await banner.getByRole('link', { name: 'Films', exact: true }).click();
    await expect(one.page).toHaveURL(home());
    await expect(one.page.getByRole('main')).toBeVisible();
    expect([...one.versions]).toEqual([one.version]);
  }
  // A full navigation after it: every visitor is on the stable version, the catalogue renders.
  const former = open.find((one) => one.version === BROKEN);
  if (!former) throw new Error('no candidate visitor');
  former.versions.clear();
  await former.page.goto(home());
  await former.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(await bootVersion(former.page)).toBe(stable);
  expect([...former.versions]).toEqual([stable]);
  await expect(former.page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  for (const one of open) await one.close();
});

test('an override link loads a version in one browser only, with a badge; the status page opens from its link (axe clean)', async ({
  browser,
}) => {
  const stable = /catalogue\s+(\S+)/.exec(deployCli('list'))?.[1] as string;
  const origin = `http://fr.marquee.localhost:${platform.info.port}`;
  const link = deployCli('override', 'catalogue', BROKEN, '--origin', origin, '--minutes', '5').split(
    '\n',
  )[0] as string;
  expect(link).toMatch(/\/_marquee\/override\?token=/);

  const developer = await visitor(browser);
  await developer.page.goto(link);
  await developer.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(await bootVersion(developer.page)).toBe(BROKEN);
  await expect(developer.page.getByRole('complementary', { name: 'Version override' })).toContainText(
    `Override active: catalogue ${BROKEN}`,
  );
  expect([...developer.versions]).toEqual([BROKEN]);

  // Someone else with the same link gets nothing (it works once), and their pages stay stable.
  const other = await visitor(browser);
  const refused = await other.page.goto(link);
  expect(refused?.status()).toBe(403);
  await other.page.goto(home());
  expect(await bootVersion(other.page)).toBe(stable);
  await expect(other.page.getByRole('complementary', { name: 'Version override' })).toHaveCount(0);

  // An override of the stable version: the page is whole, the badge is there, axe finds nothing.
  await developer.page.goto(deployCli('override', 'catalogue', stable, '--origin', origin).split('\n')[0] as string);
  await developer.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(developer.page.getByRole('complementary', { name: 'Version override' })).toContainText(stable);
  expect(await axeViolations(developer.page)).toEqual([]);
  // Ending it: the badge is gone.
  await developer.page.getByRole('link', { name: 'End override' }).click();
  await developer.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(developer.page.getByRole('complementary', { name: 'Version override' })).toHaveCount(0);

  // The status page: refused without its link, shown with it.
  const team = await visitor(browser);
  expect((await team.page.goto(`${origin}/_marquee/status`))?.status()).toBe(401);
  const statusLink = deployCli('status', '--link', '--origin', origin).split('\n')[0] as string;
  await team.page.goto(statusLink);
  await expect(team.page.getByRole('heading', { level: 1, name: 'Remotes in development' })).toBeVisible();
  const row = team.page.getByRole('row', { name: /^catalogue/ });
  await expect(row).toContainText(stable);
  await expect(row).toContainText(`auto-rollback ${BROKEN}`);
  await expect(row).toContainText(/\d+ visits?, \d+ errors? \(\d+\.\d %\)/);
  expect(await axeViolations(team.page)).toEqual([]);
  for (const one of [developer, other, team]) await one.close();
});
