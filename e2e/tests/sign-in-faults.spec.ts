// Covers sign-in when things go wrong (A§4, A§6, A§8). The provider unreachable (every
// request to its origin refused by the browser, as when its server is down): on fr a film page
// still renders and hydrates, anonymous; "Se connecter" in the sign-in pop-in says sign-in is
// unavailable instead of leaving; a browser that signed in before (the marker cookie) keeps
// browsing anonymous (ACC-40), while the signed-in-only bookings page says sign-in is unavailable
// (ERR-12, ERR-13). The forced-redirect branch on tn, a token-cookie site (A§4 forced sign-in,
// ACC-41, ACC-42): on a phone, with the custom-login cookie and no retry cookie, the page asks the
// provider by a top-level silent redirect (prompt=none): with the provider's session still open
// the client is back signed in on the same page; without it the visitor is back anonymous with
// no error, and the retry cookie stops a second attempt for 5 minutes; a desktop browser is not
// forced. In the brand app's web view (ACC-17, ACC-18) sign-in opens the account frame on the
// webview endpoint's urlLogin: the provider's screen signs in inside the frame, posts
// LOGIN_SUCCESSFUL, and the frame closes with the client signed in, the page never left.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, hydrationErrors, openHydrated, PHONE, type SiteFixture, test } from '../fixtures';

const FILM = '/film/les-pixels-en-folie';
const BOOKINGS_FR = '/mon-compte/reservations';
const PASSWORD = 'marquee-demo';
const ON_ANDROID = {
  viewport: PHONE,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
};

/** The site's errors, apart from those a test expects (the provider's pages are another app). */
function siteErrors(page: Page, site: SiteFixture, expected: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.location().url.startsWith(site.platform.identity)) return;
    const text = message.text();
    if (expected.some((pattern) => pattern.test(text))) return;
    errors.push(`console: ${text}`);
  });
  return errors;
}

/** The provider's server unreachable from this browser: every request to its origin is refused. */
async function providerDown(context: BrowserContext, site: SiteFixture): Promise<string[]> {
  const origin = new URL(site.platform.identity).origin;
  const refused: string[] = [];
  await context.route(
    (url) => url.origin === origin,
    (route) => {
      refused.push(route.request().url());
      return route.abort('connectionrefused');
    },
  );
  return refused;
}

/** Requests and frame navigations that reach the provider. */
function providerRequests(page: Page, site: SiteFixture): { url: string; topLevel: boolean }[] {
  const seen: { url: string; topLevel: boolean }[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(site.platform.identity)) return;
    seen.push({ url: request.url(), topLevel: request.isNavigationRequest() && request.frame() === page.mainFrame() });
  });
  return seen;
}

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name);
}

async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(ON_ANDROID);
  return { context, page: await context.newPage() };
}

test.describe('the provider unreachable, on fr', () => {
  test('ACC-40 ERR-12 ERR-13 pages work anonymous, the sign-in pop-in says sign-in is unavailable, a signed-in-only page warns', async ({
    page,
    context,
    site,
  }) => {
    const refused = await providerDown(context, site);
    const restoreFailed = /sign-in: the session could not be restored \(error\)/;
    const errors = siteErrors(page, site, [/sign-in could not start/, restoreFailed, /ERR_CONNECTION_REFUSED/]);

    // An anonymous visitor: the film page as ever.
    await openHydrated(page, site.url('fr', FILM));
    await expect(page.getByRole('heading', { level: 1, name: 'Les Pixels en folie' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'La connexion est indisponible pour le moment. Veuillez réessayer dans un instant.',
    );
    // Still here, the buttons usable again for another try.
    expect(new URL(page.url()).pathname).toBe(FILM);
    await expect(dialog.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    expect(refused.length).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Fermer' }).click();

    // A browser that signed in before (the marker cookie): the restore fails, the page goes on anonymous.
    await context.addCookies([{ name: 'marquee_session', value: '1', url: site.url('fr') }]);
    const restoreLogged = page.waitForEvent('console', (message) => restoreFailed.test(message.text()));
    await openHydrated(page, site.url('fr', FILM));
    await restoreLogged;
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Les Pixels en folie' })).toBeVisible();
    await expect(page.getByText('La connexion est indisponible', { exact: true })).toHaveCount(0);
    expect(await hydrationErrors(page)).toEqual([]);

    // A page only a signed-in client sees: the error surfaces, translated, and the page still works.
    await openHydrated(page, site.url('fr', BOOKINGS_FR));
    await expect(page.getByText('La connexion est indisponible', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Le service de connexion ne répond pas. Réessayez dans quelques instants.', { exact: true }),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(BOOKINGS_FR);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('forced sign-in on tn (token cookie), on a phone', () => {
  test('ACC-41 ACC-42 with the provider session open, a top-level silent redirect signs the client in again on the same page', async ({
    browser,
    site,
  }) => {
    const { context, page } = await phone(browser);
    // Once the token cookie is gone the page's first question to the API (the client, with the
    // cookie it may still hold) is answered 401, which the browser logs.
    const errors = siteErrors(page, site, [/status of 401 \(Unauthorized\)/]);
    // Signing in (the guard of a signed-in-only page sends the visitor to the provider's screen).
    await page.goto(site.url('tn', '/fr/mon-compte/reservations'));
    await page.waitForURL((url) => url.href.startsWith(site.platform.identity));
    await page.getByLabel('Adresse e-mail').fill('client@marquee.test');
    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await page.getByLabel('Mot de passe').press('Enter');
    await page.waitForURL((url) => url.href.startsWith(site.url('tn', '/fr/mon-compte/reservations')));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await cookieNames(context)).toEqual(expect.arrayContaining(['jwt', 'custom_login']));

    // The API's token cookie is gone (expired); the custom-login cookie of the last hour is not.
    await context.clearCookies({ name: 'jwt' });
    const seen = providerRequests(page, site);
    await page.goto(site.url('tn', '/fr'));
    await page.waitForURL((url) => url.href === site.url('tn', '/fr'));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: /Votre compte, Camille Martin/ })).toBeVisible();
    const silent = seen.filter((request) => request.topLevel && new URL(request.url).pathname === '/authorize');
    expect(silent).toHaveLength(1);
    expect(new URL(silent[0]?.url ?? '').searchParams.get('prompt')).toBe('none');
    // The new token cookie; the API clears the retry cookie once a session is created again.
    const names = await cookieNames(context);
    expect(names).toEqual(expect.arrayContaining(['jwt', 'custom_login']));
    expect(names).not.toContain('custom_login_retry');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('ACC-41 without a provider session the visitor is back anonymous, no error, and not sent again within 5 minutes', async ({
    browser,
    site,
  }) => {
    const { context, page } = await phone(browser);
    // The page first asks the API for the client with the token cookie it may still hold: without
    // one the API answers 401, which the browser logs.
    const errors = siteErrors(page, site, [/status of 401 \(Unauthorized\)/]);
    await context.addCookies([{ name: 'custom_login', value: '1', url: site.url('tn') }]);
    const seen = providerRequests(page, site);
    const home = site.url('tn', '/fr');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto(home);
    // The page loads, then goes to the provider (silently: it answers at once with a redirect, so
    // the next page committed is the callback) and comes back here: wait for that return, not
    // for the first load (which is already at this address).
    const silentRequests = () =>
      seen.filter((request) => request.topLevel && new URL(request.url).pathname === '/authorize');
    await expect.poll(() => silentRequests().length).toBeGreaterThan(0);
    await expect
      .poll(() => {
        const callback = visited.findIndex((url) => new URL(url).pathname === '/callback');
        return callback >= 0 && visited.slice(callback + 1).includes(home);
      })
      .toBe(true);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
    const silent = silentRequests();
    expect(silent).toHaveLength(1);
    expect(new URL(silent[0]?.url ?? '').searchParams.get('prompt')).toBe('none');
    // "Not signed in" is an answer, not a failure: no alert.
    await expect(page.getByText("La connexion n'a pas abouti")).toHaveCount(0);
    expect(await cookieNames(context)).toContain('custom_login_retry');

    // The retry cookie: a reload does not ask the provider again.
    seen.length = 0;
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
    expect(seen.filter((request) => request.topLevel)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/fr');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('ACC-42 a desktop browser is not forced: the custom-login cookie alone sends nobody to the provider', async ({
    page,
    context,
    site,
  }) => {
    await context.addCookies([{ name: 'custom_login', value: '1', url: site.url('tn') }]);
    const seen = providerRequests(page, site);
    await openHydrated(page, site.url('tn', '/fr'));
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
    expect(seen.filter((request) => request.topLevel)).toEqual([]);
    expect(await cookieNames(context)).not.toContain('custom_login_retry');
  });
});

test.describe('sign-in in the account frame, in the app web view on fr', () => {
  test('ACC-17 ACC-18 the guard opens the frame on urlLogin; signing in there closes it, signed in on the same page', async ({
    browser,
    site,
  }) => {
    const context = await browser.newContext({
      ...ON_ANDROID,
      userAgent: `${ON_ANDROID.userAgent} MarqueeApp/5.2`,
    });
    const page = await context.newPage();
    const errors = siteErrors(page, site, [/status of 401 \(Unauthorized\)/]);
    const seen = providerRequests(page, site);
    const toParent: unknown[] = [];
    await page.exposeFunction('__frameMessage', (data: unknown) => toParent.push(data));
    await page.addInitScript(() => {
      if (window.parent !== window) return;
      window.addEventListener('message', (event) => {
        (window as unknown as { __frameMessage: (data: unknown) => void }).__frameMessage({
          origin: event.origin,
          data: event.data,
        });
      });
    });
    const webview = page.waitForResponse((response) => /\/webview(\?|$)/.test(response.url()));
    await page.goto(site.url('fr', BOOKINGS_FR));
    const endpoints = (await (await webview).json()) as { urlLogin: string; urlSignup: string };

    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await expect(dialog).toBeVisible();
    // The provider's sign-in screen: the dialog's frame, named by its title.
    const iframe = dialog.getByTitle(/^Écran de connexion à votre compte /);
    const src = new URL((await iframe.getAttribute('src')) ?? '');
    // The webview endpoint's urlLogin, with this page's request (PKCE, state, its callback).
    const login = new URL(endpoints.urlLogin);
    expect(`${src.origin}${src.pathname}`).toBe(`${login.origin}${login.pathname}`);
    expect(src.searchParams.get('ui_locales')).toBe('fr');
    expect(src.searchParams.get('code_challenge_method')).toBe('S256');
    expect(src.searchParams.get('redirect_uri')).toBe(site.url('fr', '/callback'));
    expect(src.searchParams.get('client_id')).toBe('marquee-fr');

    const frame = iframe.contentFrame();
    await frame.getByLabel('Adresse e-mail').fill('client@marquee.test');
    await frame.getByLabel('Mot de passe').fill(PASSWORD);
    await frame.getByLabel('Mot de passe').press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
    await expect(
      page.getByText(
        'Vos réservations sont tenues par notre billetterie : chacune vous est envoyée par e-mail, avec les billets à présenter à l’entrée.',
      ),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(BOOKINGS_FR);
    // The provider's screen said LOGIN_SUCCESSFUL to this page, from its own origin.
    expect(toParent).toContainEqual({ origin: new URL(site.platform.identity).origin, data: 'LOGIN_SUCCESSFUL' });
    // The page itself never went to the provider: everything happened in the frame.
    expect(seen.filter((request) => request.topLevel)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
