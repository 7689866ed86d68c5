// Covers: a remote that cannot be loaded shows a translated fallback with a retry in its
// region while the header, footer and other remotes keep working; the retry recovers.
import { collectErrors, expect, test } from '../fixtures';

test('a blocked catalogue remote leaves a working shell with a translated fallback and a retry', async ({
  page,
  site,
}) => {
  collectErrors(page);
  let blocked = true;
  await page.route('**/remotes/catalogue/**', (route) =>
    blocked ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto(site.url('fr', '/'));

  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cinémas' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: "Centre d'aide" })).toBeVisible();
  const fallback = page.getByRole('main').getByRole('alert');
  await expect(
    fallback.getByRole('heading', { name: "Cette partie de la page n'a pas pu être chargée" }),
  ).toBeVisible();

  // Another remote still works from the same page.
  await page.getByRole('banner').getByRole('link', { name: 'Aide' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Centre d'aide" })).toBeVisible();

  // Back to the films, the catalogue comes back once reachable and the retry is used.
  await page.getByRole('banner').getByRole('link', { name: 'Films' }).click();
  await expect(fallback).toBeVisible();
  blocked = false;
  await fallback.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Les films au cinéma' })).toBeVisible();
});

test('the same fallback speaks the page language', async ({ page, site }) => {
  await page.route('**/remotes/locator/**', (route) => route.abort('connectionrefused'));
  await page.goto(site.url('ch', '/de/cinemas'));
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Dieser Teil der Seite konnte nicht geladen werden' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
});
