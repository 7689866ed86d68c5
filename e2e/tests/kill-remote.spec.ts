// Covers: killing the catalogue remote's server while the site is open leaves a working
// shell: header, footer and the other remotes work, the films region shows its fallback; a
// fresh load still shows the films, rendered by the edge from the remote's server build.
// Runs in its own project after every other test (it stops a server for good).
import { expect, hydrationErrors, openHydrated, test } from '../fixtures';

test('killing the catalogue server while the site is open leaves a working shell', async ({ page, site }) => {
  await openHydrated(page, site.url('fr', '/aide'));
  await expect(page.getByRole('heading', { level: 1, name: "Centre d'aide" })).toBeVisible();

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

  await page.getByRole('banner').getByRole('link', { name: 'Films' }).click();
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
  await page.getByRole('banner').getByRole('link', { name: 'Aide' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Centre d'aide" })).toBeVisible();
});
