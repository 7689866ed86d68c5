// Covers sign-in on tn, a token-cookie site (ACC-05): the client signs in on the provider's
// screen and comes back signed in (avatar initials), the page hands the token to the API, which
// keeps it in an HttpOnly `jwt` cookie; client-API calls carry that cookie and no bearer header;
// a reload keeps the session from the cookie alone; sign-out clears the cookies. No token in
// localStorage, sessionStorage or a script-readable cookie. The guard sends an anonymous visitor
// of a signed-in-only page to sign in and back to that page (ACC-39). A wrong password gets the
// provider's translated message and no loop. The click-to-signed-in time is logged. Signed in as
// fan@ on a film page: the wishlist and a rating are applied, a reload keeps them; when the token
// cookie nears its expiry the page renews it through the provider (a new HttpOnly cookie) and the
// session goes on.
import type { BrowserContext, Page } from '@playwright/test';
import { collectErrors, expect, holdsToken, openHydrated, scriptReadable, test } from '../fixtures';

const PASSWORD = 'marquee-demo';
const HOME = '/fr';

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
    // The page is left before the context closes: once in three fresh-clone runs (and once in a
    // helper's), closing the context right after the sign-out's redirects stalled past the test's
    // timeout although every assertion had passed. Not explained yet; leaving the page ends
    // whatever the sign-out left in flight.
    await page.goto('about:blank');
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

  test('ACC-05 ACC-48 ACC-59 ACC-61 ACC-62 fan@ on a tn film page: wishlist and rating kept on reload; the token cookie is renewed before it expires', async ({
    page,
    context,
    site,
  }) => {
    test.setTimeout(150_000);
    const errors = collectErrors(page, { except: site.platform.identity });
    // The page's clock, moved forward below (the provider's tokens, and so the cookie, live 10 minutes).
    await page.clock.install();
    await openHydrated(page, site.url('tn', `${HOME}/films`));
    // The last film of the list (the fr walks of other specs toggle the first cards of fr's home).
    const film = page.getByRole('main').locator('a[href*="/film/"]').last();
    // The card's stretched link holds the title alone.
    const title = ((await film.textContent()) ?? '').trim();
    const filmPath = new URL((await film.getAttribute('href')) ?? '', page.url()).pathname;
    expect(filmPath).toMatch(/^\/fr\/film\//);
    await openHydrated(page, site.url('tn', filmPath));
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('dialog', { name: 'Connexion' }).getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.href.startsWith(site.platform.identity));
    const feelings = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/api\/client\/[^/]+\/shows/.test(response.url()),
    );
    await fillProvider(page, 'fan@marquee.test');
    await page.waitForURL((url) => url.pathname === filmPath);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: /Votre compte, Léa Fontaine/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const held = (await (await feelings).json()) as { wishlist: string[]; emotions: Record<string, unknown> };
    const slug = filmPath.split('/').pop() ?? '';
    const wished = held.wishlist.includes(slug);

    // Applied at once, sent with the cookie (no bearer header on a token-cookie site).
    const wish = page.getByRole('button', { name: 'Envie de voir' });
    await expect(wish).toHaveAttribute('aria-pressed', String(wished));
    const sent = page.waitForRequest((request) => /\/show\/[^/]+\/intention/.test(request.url()));
    await wish.click();
    await expect(wish).toHaveAttribute('aria-pressed', String(!wished));
    expect((await sent).headers().authorization).toBeUndefined();
    const rating = page.getByRole('group', { name: 'Votre avis' });
    const loved = rating.getByRole('button', { name: 'J’ai adoré' });
    const lovedBefore = (await loved.getAttribute('aria-pressed')) === 'true';
    const rated = page.waitForResponse((response) => /\/show\/[^/]+\/emotion/.test(response.url()));
    await loved.click();
    await expect(loved).toHaveAttribute('aria-pressed', String(!lovedBefore));
    expect((await rated).status()).toBe(200);

    // A reload: the cookie alone brings the client and what it chose back.
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: 'Envie de voir' })).toHaveAttribute('aria-pressed', String(!wished));
    await expect(
      page.getByRole('group', { name: 'Votre avis' }).getByRole('button', { name: 'J’ai adoré' }),
    ).toHaveAttribute('aria-pressed', String(!lovedBefore));

    // Renewal: a minute before the cookie expires, the provider is asked again (its session is
    // open) and the API gets the new token in a new HttpOnly cookie; the page stays signed in.
    const before = (await tokenCookie(context))?.value;
    const renewed = page.waitForResponse(
      (response) => response.url().includes('/api/v1/session') && response.request().method() === 'POST',
      { timeout: 60_000 },
    );
    await page.clock.fastForward('09:30');
    expect((await renewed).status()).toBe(200);
    await expect.poll(async () => (await tokenCookie(context))?.value).not.toBe(before);
    const cookie = await tokenCookie(context);
    expect(cookie?.httpOnly).toBe(true);
    expect(new URL(page.url()).pathname).toBe(filmPath);
    await expect(page.getByRole('button', { name: /Votre compte, Léa Fontaine/ })).toBeVisible();
    expect(holdsToken(await scriptReadable(page))).toBe(false);

    // Put fan@'s film back as it was (the other walks start from the seeded wishlist).
    await page.getByRole('button', { name: 'Envie de voir' }).click();
    await expect(page.getByRole('button', { name: 'Envie de voir' })).toHaveAttribute('aria-pressed', String(wished));
    await page.getByRole('group', { name: 'Votre avis' }).getByRole('button', { name: 'J’ai adoré' }).click();
    await expect(
      page.getByRole('group', { name: 'Votre avis' }).getByRole('button', { name: 'J’ai adoré' }),
    ).toHaveAttribute('aria-pressed', String(lovedBefore));
    expect(errors).toEqual([]);
  });
});
