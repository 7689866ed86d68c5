// Covers the fault suite in the browser: each of the five remotes down in
// turn (its files refused, as when its origin is down) leaves the shell (header, footer) and the
// pages of the other remotes working and hydrated; navigating to a page of the remote that is down
// shows its region's translated fallback with a retry, inside a working shell. (The API down, a
// friendly 503 page with a retry, is covered at the edge in apps/edge/test/hardening.test.ts.)
import { REMOTE_NAMES, type RemoteName } from '@marquee/remote-contract';
import { expect, hydrationErrors, openHydrated, test, reachFooter } from '../fixtures';

/** A page of another remote to open while `down` is down, with its main heading. */
function otherPage(down: RemoteName): { path: string; heading: RegExp } {
  return down === 'catalogue'
    ? { path: '/aide', heading: /^Centre d.aide$/ }
    : { path: '/', heading: /^Les films au cinéma$/ };
}

/** How a visitor reaches a page of `down` from the shell (a header or footer link), when one leads there. */
const ENTRY: Partial<Record<RemoteName, { area: 'banner' | 'contentinfo'; name: RegExp }>> = {
  catalogue: { area: 'banner', name: /^Films$/ },
  locator: { area: 'banner', name: /^Cinémas$/ },
  'help-centre': { area: 'contentinfo', name: /^Centre d.aide$/ },
};

for (const down of REMOTE_NAMES) {
  test(`the ${down} remote down: the shell and the other remotes keep working`, async ({ page, site }) => {
    await page.route(`**/remotes/${down}/**`, (route) => route.abort('connectionrefused'));
    const other = otherPage(down);
    await openHydrated(page, site.url('fr', other.path));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: other.heading })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cinémas', exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Tous les cinémas' })).toBeVisible();
    expect(await hydrationErrors(page)).toEqual([]);

    const entry = ENTRY[down];
    if (!entry) return;
    // The remote that is down: its region falls back, translated, with a retry; the shell stays.
    if (entry.area === 'contentinfo') await reachFooter(page);
    await page.getByRole(entry.area).getByRole('link', { name: entry.name }).first().click();
    const fallback = main.getByRole('alert');
    await expect(
      fallback.getByRole('heading', { name: "Cette partie de la page n'a pas pu être chargée" }),
    ).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}
