// Covers what happens when parts of a remote are gone, in this order:
// - a catalogue version deployed without its server build: the edge sends the shell rendered
//   and the films region as a placeholder, the browser loads the remote and finishes it, with
//   no hydration mismatch;
// - killing the catalogue remote's server while the site is open leaves a working shell:
//   header, footer and the other remotes work, the films region shows its fallback; a fresh
//   load still shows the films, rendered by the edge from the remote's server build.
// Runs in its own project after every other test (it changes the store and stops a server).
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectErrors, expect, hydrationErrors, openHydrated, test, reachFooter } from '../fixtures';

test.describe.configure({ mode: 'serial' });

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs the deploy command on the platform's store. */
function deployCli(deployDir: string, ...args: string[]): string {
  return execFileSync(
    process.execPath,
    [path.join(repo, 'apps', 'edge', 'dist', 'deploy-cli.mjs'), ...args, '--deploy-dir', deployDir],
    { cwd: repo, encoding: 'utf8' },
  );
}

test('a remote version without its server build: the shell comes rendered, the browser finishes the region', async ({
  page,
  site,
}) => {
  const errors = collectErrors(page);
  const build = await mkdtemp(path.join(tmpdir(), 'catalogue-without-server-'));
  await cp(path.join(repo, 'apps', 'remotes', 'catalogue', 'dist', 'client'), build, { recursive: true });
  await rm(path.join(build, 'server'), { recursive: true });
  deployCli(site.platform.deployDir, 'deploy', 'catalogue', '--build-dir', build);
  try {
    const response = await page.goto(site.url('fr', '/'));
    expect(response?.headers()['x-marquee-render']).toBe('server');
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<header class="mq-header[^"]*">/);
    expect(html).toMatch(/<div class="remote" data-remote="catalogue"><div class="region-loading" role="status">/);
    await page.locator('html[data-hydrated="hydrated"]').waitFor({ state: 'attached' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Les films au cinéma' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3 }).first()).toBeVisible();
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    deployCli(site.platform.deployDir, 'rollback', 'catalogue');
    await rm(build, { recursive: true, force: true });
  }
});

test('killing the catalogue server while the site is open leaves a working shell', async ({ page, site }) => {
  await openHydrated(page, site.url('fr', '/aide'));
  await expect(page.getByRole('heading', { level: 1, name: /^Centre d.aide$/ })).toBeVisible();

  const catalogue = site.platform.remotes.catalogue;
  if (!catalogue) throw new Error('the platform runs no catalogue server');
  process.kill(catalogue.pid, 'SIGKILL');
  // Wait until the server really refuses connections (no fixed sleep).
  await expect
    .poll(
      async () =>
        fetch(`${catalogue.url}/`).then(
          () => 'up',
          () => 'down',
        ),
      { timeout: 10_000 },
    )
    .toBe('down');

  await page.getByRole('banner').getByRole('link', { name: 'Films', exact: true }).click();
  await expect(
    page
      .getByRole('main')
      .getByRole('alert')
      .getByRole('heading', { name: "Cette partie de la page n'a pas pu être chargée" }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // The rest of the site keeps working.
  await page.getByRole('banner').getByRole('link', { name: 'Cinémas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /cinémas/ })).toBeVisible();
  // A fresh load of the films: the edge renders them (it has the remote's server build), the
  // browser keeps that HTML although the remote's code cannot be loaded, and hydrates the rest.
  await openHydrated(page, site.url('fr', '/'));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Les films au cinéma' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await hydrationErrors(page)).toEqual([]);
  await reachFooter(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /^Centre d.aide$/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Centre d.aide$/ })).toBeVisible();
});
