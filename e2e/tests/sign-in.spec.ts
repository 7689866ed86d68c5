// Covers sign-in in the browser on fr (a third-party-redirect site): an anonymous page loads no
// sign-in code and never calls the provider; the header's sign-in pop-in starts the PKCE redirect;
// the client signs in on the provider's own screen and comes back, through the exact-path
// /callback, to the page it left, signed in (avatar initials, name in the profile pop-in, its
// API calls carrying the bearer token); a reload restores the session in the provider's hidden
// frame (silent renewal) with the token kept in memory only; sign-out clears it here and at the
// provider (/v2/logout); with the page clock moved on, the token is renewed with the refresh token
// 60 s before it expires. No token in localStorage, sessionStorage or a script-readable cookie.
// The account page's "create account" starts the provider's sign-up screen; the account is made
// once the link mailed to the new address (read from the platform's mail catcher) is confirmed.
import type { Page } from '@playwright/test';
import {
  collectErrors,
  confirmationLink,
  expect,
  holdsToken,
  mailTo,
  openHydrated,
  type SiteFixture,
  scriptReadable,
  test,
} from '../fixtures';

const EMAIL = 'client@marquee.test';
const PASSWORD = 'marquee-demo';
const FILM = '/film/les-pixels-en-folie';

/** The header's sign-in button, then the pop-in's: on to the provider's screen, signed in there. */
async function signInThroughProvider(page: Page, site: SiteFixture): Promise<number> {
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await expect(dialog).toBeVisible();
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.href.startsWith(site.platform.identity));
  await page.getByLabel('Adresse e-mail').fill(EMAIL);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByLabel('Mot de passe').press('Enter');
  await page.waitForURL((url) => url.pathname === FILM);
  await expect(page.getByRole('button', { name: 'Votre compte, Camille Martin' })).toBeVisible();
  return Date.now() - started;
}

test.describe('sign-in on fr (third-party redirect)', () => {
  test('ACC-01 ACC-07 an anonymous page loads no sign-in code and never calls the provider', async ({ page, site }) => {
    const errors = collectErrors(page);
    const toProvider: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(site.platform.identity)) toProvider.push(request.url());
    });
    await openHydrated(page, site.url('fr', FILM));
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
    // The session store settled on anonymous without the OIDC client (no marker cookie).
    await page.waitForLoadState('networkidle');
    expect(toProvider).toEqual([]);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    expect(scripts.some((name) => /oidc|sign-in/i.test(name))).toBe(false);
    expect(errors).toEqual([]);
  });

  test('ACC-08 ACC-09 ACC-15 ACC-32 ACC-35 ACC-37 ACC-38 ACC-47 ACC-49 signs in through the provider, keeps the session on reload, signs out', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page, { except: site.platform.identity });
    await openHydrated(page, site.url('fr', FILM));

    const elapsed = await signInThroughProvider(page, site);
    test.info().annotations.push({ type: 'sign-in click to signed in on the page (ms)', description: String(elapsed) });
    console.log(`[sign-in] click on "Se connecter" to signed in on the film page: ${elapsed} ms`);
    // The callback address is gone: the page is the one the client left, its initials in the header.
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByRole('banner').getByText('MC')).toBeVisible();
    expect(holdsToken(await scriptReadable(page))).toBe(false);

    // The client API carries the bearer token: the profile pop-in shows the client's name.
    await page.getByRole('button', { name: 'Votre compte, Camille Martin' }).click();
    const profile = page.getByRole('dialog', { name: /Camille Martin/ });
    await expect(profile).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();

    // A reload forgets the in-memory token; the provider's hidden frame gives a new one (prompt=none).
    const renewal = page.waitForRequest(
      (request) =>
        request.url().startsWith(`${site.platform.identity}/authorize`) && request.url().includes('prompt=none'),
    );
    const me = page.waitForRequest(
      (request) =>
        request.url().includes('/accounts/me') && (request.headers().authorization ?? '').startsWith('Bearer '),
    );
    await page.reload();
    await renewal;
    await me;
    await expect(page.getByRole('button', { name: 'Votre compte, Camille Martin' })).toBeVisible();
    expect(holdsToken(await scriptReadable(page))).toBe(false);

    // Sign-out: the provider's /v2/logout, back on the site signed out; a reload stays signed out.
    await page.getByRole('button', { name: 'Votre compte, Camille Martin' }).click();
    const logout = page.waitForRequest((request) => request.url().startsWith(`${site.platform.identity}/v2/logout`));
    await page
      .getByRole('dialog', { name: /Camille Martin/ })
      .getByRole('button', { name: 'Se déconnecter' })
      .click();
    await logout;
    await page.waitForURL((url) => url.href.startsWith(site.url('fr', '/')) && !url.href.includes('/v2/logout'));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
    expect(await page.evaluate(() => document.cookie)).not.toContain('marquee_session=1');
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
    expect(holdsToken(await scriptReadable(page))).toBe(false);
    expect(errors).toEqual([]);
  });

  test('ACC-48 ACC-49 the token is renewed with the refresh token 60 s before it expires; the session goes on', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page, { except: site.platform.identity });
    // The page's clock, moved forward below (the provider's tokens live 10 minutes).
    await page.clock.install();
    await openHydrated(page, site.url('fr', FILM));
    const me = page.waitForRequest((request) => request.url().includes('/accounts/me'));
    await signInThroughProvider(page, site);
    const first = (await me).headers().authorization ?? '';
    expect(first).toMatch(/^Bearer eyJ/);

    const renewed = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${site.platform.identity}/oauth/token`) &&
        (response.request().postData() ?? '').includes('grant_type=refresh_token'),
    );
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('grant_type=refresh_token')) refreshes.push(request.url());
    });
    // 8 minutes 30: not yet stale, nothing asked of the provider.
    await page.clock.fastForward('08:30');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(refreshes).toEqual([]);
    // Then past 9 minutes (expiry minus 60 s): renewed with the refresh token, no redirect.
    await page.clock.fastForward('00:45');
    const answer = await renewed;
    expect(answer.status()).toBe(200);
    expect(refreshes).toHaveLength(1);
    const { access_token: fresh } = (await answer.json()) as { access_token: string };
    expect(`Bearer ${fresh}`).not.toBe(first);
    expect(new URL(page.url()).pathname).toBe(FILM);
    await expect(page.getByRole('button', { name: 'Votre compte, Camille Martin' })).toBeVisible();
    expect(holdsToken(await scriptReadable(page))).toBe(false);
    expect(errors).toEqual([]);
  });

  test('ACC-15 ERR-14 ERR-23 /callback without code or state is a page like any other; a forged state does not sign in and says so', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    const plain = await page.goto(site.url('fr', '/callback'));
    expect(plain?.status()).toBe(404);
    await page.goto(site.url('fr', '/callback?code=forged&state=not-from-this-browser'));
    // 'Invalid state': recorded, and the visitor lands on the home page, not signed in, no loop.
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
    const alert = page.getByRole('group', { name: "La connexion n'a pas abouti" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Veuillez réessayer de vous connecter.');
    expect(errors.some((line) => line.includes('Invalid state'))).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('marquee_session=1');
  });

  test('ACC-06 the account page\'s "create account" opens the provider\'s sign-up screen, back on the account page after', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page, { except: site.platform.identity });
    await openHydrated(page, site.url('fr', '/mon-compte'));
    const authorize = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url().startsWith(`${site.platform.identity}/authorize`),
    );
    await page.getByRole('main').getByRole('button', { name: 'Créer un compte' }).click();
    const asked = new URL((await authorize).url());
    expect(asked.searchParams.get('screen_hint')).toBe('signup');
    expect(asked.searchParams.get('ui_locales')).toBe('fr');
    await page.waitForURL((url) => url.href.startsWith(site.platform.identity));
    // The sign-up screen of the provider (never its register screen, which needs a session: 401).
    await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
    await page.getByLabel('Prénom').fill('Zoé');
    await page.getByLabel('Nom', { exact: true }).fill('Marchand');
    const email = `zoe-${Date.now()}@marquee.test`;
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe').fill('une-phrase-assez-longue');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    // The same answer for a new and a known email: the link comes by mail.
    await expect(page.getByRole('heading', { level: 1, name: 'Vérifiez votre boîte mail' })).toBeVisible();
    const mail = await mailTo(site, email, /^Confirmez votre adresse e-mail/);
    await page.goto(confirmationLink(mail));
    await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Votre compte est prêt' })).toBeVisible();
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe').fill('une-phrase-assez-longue');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.href === site.url('fr', '/mon-compte'));
    await expect(page.getByRole('button', { name: 'Votre compte, Zoé Marchand' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
