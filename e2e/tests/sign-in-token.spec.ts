// Covers sign-in on tn, a token-cookie site (ACC-05): the client signs in on the provider's
// screen and comes back signed in (avatar initials), the page hands the token to the API, which
// keeps it in an HttpOnly `jwt` cookie; client-API calls carry that cookie and no bearer header;
// a reload keeps the session from the cookie alone; sign-out clears the cookies. No token in
// localStorage, sessionStorage or a script-readable cookie. The guard sends an anonymous visitor
// of a signed-in-only page to sign in and back to that page (ACC-39). A wrong password gets the
// provider's translated message and no loop. The click-to-signed-in time is logged.
import type { BrowserContext, Page } from '@playwright/test';
import { collectErrors, expect, openHydrated, test } from '../fixtures';

const PASSWORD = 'marquee-demo';
const HOME = '/fr';

/** Everything a script on the page can read: storage and cookies. */
async function scriptReadable(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => {
        const key = storage.key(i) ?? '';
        return `${key}=${storage.getItem(key)}`;
      }).join('\n');
    return [dump(window.localStorage), dump(window.sessionStorage), document.cookie].join('\n');
  });
}

function holdsToken(text: string): boolean {
  return /eyJ[\w-]+\.[\w-]+\.[\w-]+/.test(text) || /access_token|refresh_token|id_token/.test(text);
}

async function tokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'jwt');
}

/** The provider's sign-in screen, filled in. */
async function fillProvider(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByLabel('Mot de passe').press('Enter');
}

test.describe('sign-in on tn (token cookie)', () => {
  test('ACC-05 ACC-08 ACC-09 ACC-37 ACC-38 signs in, the token in an HttpOnly cookie only, kept on reload, cleared on sign-out', async ({
    page,
    context,
    site,
  }) => {
    const errors = collectErrors(page, { except: site.platform.identity });
    await openHydrated(page, site.url('tn', HOME));
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await expect(dialog).toBeVisible();
    const started = Date.now();
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.href.startsWith(site.platform.identity));
    const session = page.waitForResponse((response) => response.url().includes('/api/v1/session'));
    await fillProvider(page, 'client@marquee.test');
    expect((await session).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Votre compte, Camille Martin' })).toBeVisible();
    const elapsed = Date.now() - started;
    test.info().annotations.push({ type: 'tn sign-in click to signed in (ms)', description: String(elapsed) });
    console.log(`[sign-in-token] click on "Se connecter" to signed in on tn: ${elapsed} ms`);
    expect(new URL(page.url()).pathname).toBe(HOME);
    await expect(page.getByRole('banner').getByText('MC')).toBeVisible();

    // The token is in the API's HttpOnly cookie, nowhere a script reads.
    const jwt = await tokenCookie(context);
    expect(jwt?.httpOnly).toBe(true);
    expect(jwt?.sameSite).toBe('Lax');
    expect(jwt?.value).toMatch(/^eyJ/);
    const readable = await scriptReadable(page);
    expect(holdsToken(readable)).toBe(false);
    expect(readable).toContain('custom_login=1');

    // A reload: the client comes from the cookie alone (no bearer header, no provider frame).
    const toProvider: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(site.platform.identity)) toProvider.push(request.url());
    });
    const me = page.waitForRequest((request) => request.url().includes('/accounts/me'));
    await page.reload();
    const meRequest = await me;
    expect(meRequest.headers().authorization).toBeUndefined();
    expect((await meRequest.response())?.status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Votre compte, Camille Martin' })).toBeVisible();
    expect(toProvider).toEqual([]);
    expect(holdsToken(await scriptReadable(page))).toBe(false);

    // Sign-out clears the cookies here and the provider's session.
    await page.getByRole('button', { name: 'Votre compte, Camille Martin' }).click();
    await page
      .getByRole('dialog', { name: /Camille Martin/ })
      .getByRole('button', { name: 'Se déconnecter' })
      .click();
    // Back on the site's root, which sends a visitor on to the default language's home.
    await page.waitForURL((url) => url.href.startsWith(site.url('tn', HOME)));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
    const left = (await context.cookies()).map((cookie) => cookie.name);
    expect(left).not.toContain('jwt');
    expect(left).not.toContain('custom_login');
    expect(left).not.toContain('marquee_session');
    expect(errors).toEqual([]);
  });

  test('ACC-39 ACC-37 the guard sends an anonymous visitor of a signed-in-only page to sign in, and back to it', async ({
    page,
    site,
  }) => {
    const target = '/fr/mon-compte/profil';
    await page.goto(site.url('tn', target));
    await page.waitForURL((url) => url.href.startsWith(site.platform.identity));
    await fillProvider(page, 'fan@marquee.test');
    await page.waitForURL((url) => url.href.startsWith(site.url('tn', target)));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: /Votre compte, Léa Fontaine/ })).toBeVisible();
    expect(holdsToken(await scriptReadable(page))).toBe(false);
  });

  test('ERR-14 a wrong password: the provider says so in French, no redirect loop; a forged callback says so on the site', async ({
    page,
    site,
  }) => {
    await openHydrated(page, site.url('tn', HOME));
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('dialog', { name: 'Connexion' }).getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.href.startsWith(site.platform.identity));
    await fillProvider(page, 'client@marquee.test', 'not-the-password');
    await expect(page.getByRole('alert')).toContainText(/incorrect/i);
    expect(page.url().startsWith(site.platform.identity)).toBe(true);

    const errors = collectErrors(page);
    await page.goto(site.url('tn', '/callback?code=forged&state=not-from-this-browser'));
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('group', { name: "La connexion n'a pas abouti" })).toBeVisible();
    expect(errors.some((line) => line.includes('Invalid state'))).toBe(true);
  });
});
