// Covers the identity provider (apps/identity) end to end in Chromium: its own sign-in screen
// (translated, accessible, wrong password refused with a translated message), the PKCE code flow
// back to the fr site's /callback, the API trusting the provider's token through the edge (and
// refusing the development key and a tampered token), and a client never reading or changing
// another client's data, proved over HTTP.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeViolations, confirmationLink, expect, mailTo, type SiteFixture, test } from '../fixtures';

const PASSWORD = 'marquee-demo';

/** The provider on its loopback address (Node does not resolve *.localhost; Chromium does). */
const loopback = (site: SiteFixture) => site.platform.identity.replace('id.marquee.localhost', '127.0.0.1');

/** Starts the code flow for fr in the browser and returns what the token request needs. */
async function startSignIn(page: Page, site: SiteFixture, lang: string) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(12).toString('base64url');
  const redirectUri = site.url('fr', '/callback');
  const query = new URLSearchParams({
    client_id: 'marquee-fr',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    // The sites' client names the API; without it the access token is the userinfo endpoint's.
    resource: 'urn:marquee:api',
    state,
    nonce: randomBytes(12).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ui_locales: lang,
  });
  await page.goto(`${site.platform.identity}/authorize?${query}`);
  return { verifier, state, redirectUri };
}

async function exchange(site: SiteFixture, code: string, verifier: string, redirectUri: string) {
  const res = await fetch(`${loopback(site)}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'marquee-fr',
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; refresh_token: string; id_token: string; expires_in: number };
}

/** Calls the API through the edge from the page (same origin as the site's own code). */
function apiCall(page: Page, path: string, token: string, method = 'GET') {
  return page.evaluate(
    async ({ path, token, method }) => {
      const res = await fetch(path, { method, headers: { Authorization: `Bearer ${token}` } });
      return { status: res.status, body: await res.json() };
    },
    { path, token, method },
  );
}

/** An HS256 token signed with the published development key (docs: apps/api/README.md). */
function devKeyToken(sub: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, iss: 'marquee-dev', aud: 'marquee-api', iat: now, exp: now + 600 })}`;
  const signature = createHmac('sha256', 'marquee-dev-only-signing-key-not-for-production-2026')
    .update(body)
    .digest('base64url');
  return `${body}.${signature}`;
}

test('ACC-06 API-84 API-07 signs in on the provider screen and calls the API with its token', async ({
  page,
  site,
}) => {
  const { verifier, state, redirectUri } = await startSignIn(page, site, 'de');

  // The provider's own screen, in the language asked for, accessible.
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A wrong password: a translated message, the email kept, the form still there.
  await page.getByLabel('E-Mail-Adresse').fill('fan@marquee.test');
  await page.getByLabel('Passwort').fill('not-my-password');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText(/E-Mail-Adresse oder Passwort ist falsch\./);
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('fan@marquee.test');
  expect(await axeViolations(page)).toEqual([]);

  // The right one, with the keyboard: back on the site's callback with a code and the same state.
  await page.getByLabel('Passwort').fill(PASSWORD);
  const started = Date.now();
  await page.getByLabel('Passwort').press('Enter');
  await page.waitForURL((url) => url.href.startsWith(`${redirectUri}?`));
  const backOnSite = Date.now() - started;
  test.info().annotations.push({ type: 'sign-in submit to callback (ms)', description: String(backOnSite) });
  console.log(`[identity] sign-in submit to the site's callback: ${backOnSite} ms`);
  const callback = new URL(page.url());
  expect(callback.searchParams.get('state')).toBe(state);
  const code = callback.searchParams.get('code') ?? '';
  expect(code).not.toBe('');

  const tokens = await exchange(site, code, verifier, redirectUri);
  expect(tokens.expires_in).toBe(600);

  // The API (through the edge) knows the client by the provider's subject.
  const me = await apiCall(page, '/api/v1/accounts/me', tokens.access_token);
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({ id: 'marquee|demo-fan', email: 'fan@marquee.test', firstname: 'Léa' });
  expect((me.body as { favoriteCinemas: string[] }).favoriteCinemas).toHaveLength(5);
  const own = await apiCall(page, `/api/client/${encodeURIComponent('marquee|demo-fan')}`, tokens.access_token);
  expect(own.status).toBe(200);

  // Never another client's data, neither read nor changed.
  const other = encodeURIComponent('marquee|demo-client');
  expect((await apiCall(page, `/api/client/${other}`, tokens.access_token)).status).toBe(403);
  const cinema = (me.body as { favoriteCinemas: string[] }).favoriteCinemas[0];
  expect((await apiCall(page, `/api/client/${other}/cinema/${cinema}`, tokens.access_token, 'POST')).status).toBe(403);
  expect((await apiCall(page, `/api/client/${other}/cinema/${cinema}`, tokens.access_token, 'DELETE')).status).toBe(
    403,
  );

  // The published development key and a tampered token are refused where the provider is trusted.
  expect((await apiCall(page, '/api/v1/accounts/me', devKeyToken('marquee|demo-client'))).status).toBe(401);
  const [header, payload, signature] = tokens.access_token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'marquee|demo-client' })).toString('base64url');
  expect((await apiCall(page, '/api/v1/accounts/me', `${header}.${forged}.${signature}`)).status).toBe(401);
});

test('ACC-06 signs up on the provider screen in Dutch and the new client is known to the API', async ({
  page,
  site,
}) => {
  const { verifier, redirectUri } = await startSignIn(page, site, 'nl');
  await page.getByRole('link', { name: 'Nog geen account? Maak er een aan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account aanmaken' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const email = `e2e-${randomBytes(6).toString('hex')}@example.test`;
  await page.getByLabel('Voornaam').fill('Sanne');
  await page.getByLabel('Achternaam').fill('de Vries');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill('short');
  await page.getByRole('button', { name: 'Mijn account aanmaken' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Het wachtwoord moet minstens 8 tekens lang zijn\./);
  await page.getByLabel('Wachtwoord').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Mijn account aanmaken' }).click();
  // The same answer whatever the email; the account is made by the mailed link.
  await expect(page.getByRole('heading', { level: 1, name: 'Controleer je inbox' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(confirmationLink(await mailTo(site, email, /^Bevestig je e-mailadres/)));
  await page.getByRole('button', { name: 'Mijn adres bevestigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Je account is klaar' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Inloggen' }).click();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${redirectUri}?`));
  const code = new URL(page.url()).searchParams.get('code') ?? '';
  const tokens = await exchange(site, code, verifier, redirectUri);
  const me = await apiCall(page, '/api/v1/accounts/me', tokens.access_token);
  expect(me.status).toBe(200);
  // The link proved the mailbox: the new account's email is verified.
  expect(me.body).toMatchObject({ email, firstname: 'Sanne', lastname: 'de Vries', emailVerify: true });
});

test('ACC-06 API-87 API-89 prompt=none answers login_required without a session and after /v2/logout', async ({
  page,
  site,
}) => {
  const { redirectUri } = await startSignIn(page, site, 'fr');
  await page.getByLabel('Adresse e-mail').fill('client@marquee.test');
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${redirectUri}?`));
  expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();

  const silent = async () => {
    const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
    const query = new URLSearchParams({
      client_id: 'marquee-fr',
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid',
      state: 's',
      prompt: 'none',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    await page.goto(`${site.platform.identity}/authorize?${query}`);
    await page.waitForURL((url) => url.href.startsWith(`${redirectUri}?`));
    return new URL(page.url()).searchParams;
  };
  // The provider's session cookie makes a silent request succeed.
  expect((await silent()).get('code')).toBeTruthy();

  // Logout with the spec's names and no proof (no id_token_hint): the provider asks, and the
  // visitor's own press signs out, back on the site's home.
  await page.goto(
    `${site.platform.identity}/v2/logout?clientId=marquee-fr&returnTo=${encodeURIComponent(site.url('fr', '/'))}`,
  );
  await expect(page.getByRole('heading', { name: 'Voulez-vous vous déconnecter ?' })).toBeVisible();
  expect((await silent()).get('code')).toBeTruthy();
  await page.goto(
    `${site.platform.identity}/v2/logout?clientId=marquee-fr&returnTo=${encodeURIComponent(site.url('fr', '/'))}`,
  );
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.waitForURL(site.url('fr', '/'));
  expect((await silent()).get('error')).toBe('login_required');
});
