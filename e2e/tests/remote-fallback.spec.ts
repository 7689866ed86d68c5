// Covers: a remote whose code the browser cannot load. On the page the server rendered, its
// region keeps the server's HTML (the content stays readable) and the page hydrates without a
// mismatch; once the visitor navigates to a page of that remote, the region shows a translated
// fallback with a retry while the header, footer and other remotes keep working; the retry
// recovers.
import { expect, hydrationErrors, openHydrated, test, reachFooter } from '../fixtures';

test('a blocked catalogue remote keeps the server-rendered films, then falls back with a retry that recovers', async ({
  page,
  site,
}) => {
  let blocked = true;
  await page.route('**/remotes/catalogue/**', (route) =>
    blocked ? route.abort('connectionrefused') : route.continue(),
  );
  await openHydrated(page, site.url('fr', '/'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Les films au cinéma' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await hydrationErrors(page)).toEqual([]);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cinémas' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Tous les cinémas' })).toBeVisible();

  // Another remote still works from the same page.
  await reachFooter(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /^Centre d.aide$/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Centre d.aide$/ })).toBeVisible();

  // Back to the films: the catalogue cannot load, its region falls back, in French. The help
  // centre opened at its top (a new page does), where the header is.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Films', exact: true })).toBeInViewport();
  await page.getByRole('banner').getByRole('link', { name: 'Films', exact: true }).click();
  const fallback = main.getByRole('alert');
  await expect(
    fallback.getByRole('heading', { name: "Cette partie de la page n'a pas pu être chargée" }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Once reachable, the retry brings the catalogue back.
  blocked = false;
  await fallback.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Les films au cinéma' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test('the same fallback speaks the page language', async ({ page, site }) => {
  await page.route('**/remotes/locator/**', (route) => route.abort('connectionrefused'));
  await openHydrated(page, site.url('ch', '/de'));
  await page.getByRole('banner').getByRole('link', { name: 'Kinos', exact: true }).click();
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Dieser Teil der Seite konnte nicht geladen werden' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
});
