// Covers: React and the shared stores run as exactly one copy across the host and the
// remotes (they are the vendor singletons every app resolves through the import map).
import { expect, openHydrated, test, reachFooter } from '../fixtures';

/** Text that only React's own implementation contains (its shared internals, as minified). */
const REACT_MARKER = 'H:null,A:null,T:null,S:null';
/** Text that only react-dom's client renderer contains. */
const REACT_DOM_MARKER = '__reactContainer$';

test('one React, one react-dom and one alert store across host and remotes', async ({ page, site, context }) => {
  await context.clearPermissions();
  await openHydrated(page, site.url('fr', '/cinemas'));
  await expect(page.getByRole('heading', { level: 1, name: /cinémas/ })).toBeVisible();

  // The locator remote enqueues into the alert store; the shell renders the queue. Both see
  // the same store only if they share one module instance (geolocation is refused here).
  await context.setGeolocation(null);
  await page.evaluate(() => {
    // Chromium in a test has no position source: make the request fail like a refusal does.
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: (_ok: unknown, fail: (error: { code: number }) => void) => fail({ code: 1 }) },
    });
  });
  await page.getByRole('button', { name: 'Trouver les cinémas près de moi' }).click();
  const alert = page.getByRole('group', { name: "Nous n'avons pas pu vous localiser" });
  // Alerts show one at a time, oldest first: close any that came before ours (the API's site-wide one).
  await expect(async () => {
    if (!(await alert.isVisible())) {
      await page
        .getByRole('complementary', { name: 'Notifications' })
        .getByRole('button', { name: 'Fermer' })
        .first()
        .click({ timeout: 1_000 });
    }
    await expect(alert).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await alert.getByRole('button', { name: 'Fermer' }).click();
  await expect(alert).toBeHidden();

  // Go through a page of every other remote in the same document (client-side navigation)
  // so that all of them are loaded, then count the copies.
  const banner = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  for (const [go, heading] of [
    [() => banner.getByRole('link', { name: 'Films', exact: true }).click(), 'Les films au cinéma'],
    [
      async () => {
        await reachFooter(page);
        await footer.getByRole('link', { name: /^Centre d.aide$/ }).click();
      },
      "Centre d'aide",
    ],
    [
      async () => {
        // The header's search opens the search remote's modal; Enter goes to its results page.
        await banner.getByRole('button', { name: 'Rechercher' }).click();
        await page.getByRole('dialog', { name: 'Recherche' }).getByRole('combobox').fill('phare');
        await page.keyboard.press('Enter');
      },
      'Recherche',
    ],
    [() => banner.getByRole('link', { name: 'Créer un compte', exact: true }).click(), 'Votre compte Marquee'],
  ] as const) {
    // Each new page opens at its top, where the header is.
    await go();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  const scripts = await page.evaluate(async () => {
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js'));
    return Promise.all([...new Set(urls)].map(async (url) => ({ url, text: await (await fetch(url)).text() })));
  });
  const withReact = scripts.filter((script) => script.text.includes(REACT_MARKER)).map((script) => script.url);
  const withReactDom = scripts.filter((script) => script.text.includes(REACT_DOM_MARKER)).map((script) => script.url);
  expect(withReact, 'files that contain React').toHaveLength(1);
  expect(withReactDom, 'files that contain react-dom').toHaveLength(1);
  expect(withReact[0]).toContain('/vendor/');
  expect(withReactDom[0]).toContain('/vendor/');
  // Every remote was loaded on this page: each brought its own code but no React of its own.
  const remotes = new Set(scripts.map((script) => script.url.match(/\/remotes\/([^/]+)\//)?.[1]).filter(Boolean));
  expect([...remotes].sort()).toEqual(['account', 'catalogue', 'help-centre', 'locator', 'search']);
});
