import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailer, type Mailer, mailConfigFromEnv } from '@marquee/mail';
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '@marquee/mail/testing';
import { decodeJwt } from 'jose';
import { createTestDatabase } from '@marquee/db/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { SIGN_UP_LINK_TTL_MS } from '../src/accounts';
import { type RunningIdentity, startIdentity } from '../src/server';
import { Agent, authorizePath, exchange, formAction, pkce } from './flow';

// Issue 31 item 5: sign-up answered 409 "An account already exists…" for a known email. It now
// answers the same page for a new and a known email; the difference is in the mail (a
// single-use, expiring confirmation link, or a notice to the owner), read here from a real SMTP
// server.
let smtp: TestSmtpServer;
let mailer: Mailer;
let dir: string;
let clock: number;
let identity: RunningIdentity;
let postgres: { url: string; drop(): Promise<void> } | undefined;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  mailer = createMailer(mailConfigFromEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Marquee <no-reply@marquee.test>' }));
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
});
const start = async (engine: 'sqlite' | 'postgres') => {
  dir = mkdtempSync(join(tmpdir(), 'marquee-identity-confirm-'));
  clock = Date.now();
  postgres = engine === 'postgres' ? await createTestDatabase(inject('postgresUrl'), 'identity') : undefined;
  identity = await startIdentity({
    dbPath: join(dir, 'identity.sqlite'),
    ...(postgres ? { database: { engine: 'postgres' as const, url: postgres.url } } : {}),
    now: () => clock,
    mailer,
  });
};
afterEach(async () => {
  await identity.close();
  rmSync(dir, { recursive: true, force: true });
  await postgres?.drop();
  postgres = undefined;
});

/** A browser on the sign-up screen (its own interaction), in `lang`. */
async function signUpScreen(lang = 'en') {
  const agent = new Agent(identity);
  const { verifier, challenge } = pkce();
  const { page } = await agent.follow(
    await agent.request(
      authorizePath({
        code_challenge: challenge,
        code_challenge_method: 'S256',
        screen_hint: 'signup',
        ui_locales: lang,
      }),
    ),
  );
  const action = formAction((await page?.text()) ?? '');
  const signUp = (email: string, password = 'long-enough-1') =>
    agent.postForm(action, { given_name: 'Ada', family_name: 'Jansen', email, password });
  return { agent, verifier, action, signUp };
}

const linkIn = (mail: ReceivedMail) => {
  const found = /https?:\/\/\S+\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!found) throw new Error(`no confirmation link in: ${mail.text}`);
  return found;
};
const mailTo = (email: string, subject: RegExp) =>
  smtp.waitForMail((m) => m.to.includes(email.toLowerCase()) && subject.test(m.subject));

/** Opens a confirmation link (GET: a page with a button) and presses the button (POST). */
async function confirm(agent: Agent, link: string) {
  const page = await agent.request(link);
  expect(page.status).toBe(200);
  const html = await page.text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return agent.postForm(formAction(html), { token });
}

describe.each([
  ['SQLite', 'sqlite'],
  ['PostgreSQL', 'postgres'],
] as const)('ACC-06 sign-up confirmed by mail on %s', (_name, engine) => {
  beforeEach(() => start(engine));

  it('a new email: "check your inbox", a confirmation mail; its link makes the account once and sign-in works', async () => {
    const email = `ada-${Date.now()}@example.test`;
    const { agent, verifier, action, signUp } = await signUpScreen();
    const answer = await signUp(email);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<h1>Check your inbox</h1>');
    expect(await identity.accounts.findByEmail(email)).toBeUndefined();
    const mail = await mailTo(email, /^Confirm your email address/);
    expect(mail.from).toMatch(/no-reply@marquee\.test/);
    const link = linkIn(mail);
    expect(link.startsWith(`${identity.issuer}/en/confirm?token=`)).toBe(true);
    expect(mail.html).toContain(link.replace(/&/g, '&#38;'));

    // Before the link: the right password says to confirm, and offers a new link.
    const loginAction = action.replace('/signup', '/login');
    const early = await agent.postForm(loginAction, { email, password: 'long-enough-1' });
    expect(early.status).toBe(403);
    const earlyHtml = await early.text();
    expect(earlyHtml).toContain('Confirm your email address first');
    expect(earlyHtml).toContain('Send me a new link');
    // A wrong password says nothing of the waiting sign-up.
    const wrong = await agent.postForm(loginAction, { email, password: 'not-the-one' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('Confirm your email address first');

    // A GET alone (a mail scanner) confirms nothing.
    await (await agent.request(link)).text();
    expect(await identity.accounts.findByEmail(email)).toBeUndefined();
    const confirmed = await confirm(agent, link);
    expect(confirmed.status).toBe(200);
    const confirmedHtml = await confirmed.text();
    expect(confirmedHtml).toContain('<h1>Your account is ready</h1>');
    expect((await identity.accounts.findByEmail(email))?.emailVerified).toBe(true);

    // The page's "Sign in" goes back to the same authorization, which ends on the site.
    const signInHref = /<a class="id-button" href="([^"]+)"/.exec(confirmedHtml)?.[1]?.replace(/&#38;/g, '&') ?? '';
    expect(signInHref).toMatch(/^\/interaction\/[^/]+\/login\?lang=en$/);
    const screen = await agent.request(signInHref);
    const { left } = await agent.follow(
      await agent.postForm(formAction(await screen.text()), { email, password: 'long-enough-1' }),
    );
    const tokens = await exchange(agent, left?.searchParams.get('code') ?? '', verifier);
    expect(tokens.status).toBe(200);
    expect(decodeJwt(tokens.body.access_token as string)).toMatchObject({
      email,
      email_verified: true,
      given_name: 'Ada',
    });

    // The link is single-use.
    const replay = await confirm(new Agent(identity), link);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('This link is no longer valid');
  });

  it('a known email: the same answer byte for byte (but the interaction and the typed email), and a notice to its owner', async () => {
    const fresh = `ada-${Date.now()}@example.test`;
    const newOne = await (await signUpScreen()).signUp(fresh);
    const knownScreen = await signUpScreen();
    const known = await knownScreen.signUp('Client@marquee.test');
    expect(known.status).toBe(newOne.status);
    expect(known.headers.get('content-type')).toBe(newOne.headers.get('content-type'));
    const normalise = (html: string, email: string) =>
      html.replaceAll(email, 'EMAIL').replace(/\/interaction\/[A-Za-z0-9_-]+\//g, '/interaction/UID/');
    expect(normalise(await known.text(), 'Client@marquee.test')).toBe(normalise(await newOne.text(), fresh));

    const notice = await mailTo('client@marquee.test', /^Someone tried to create a Marquee account/);
    expect(notice.text).toContain('http://fr.marquee.localhost:8080/');
    expect(notice.text).not.toMatch(/confirm\?token=/);
    await mailTo(fresh, /^Confirm your email address/);
    // No confirmation link for the known email, no second account.
    expect(smtp.messages.filter((m) => m.to.includes('client@marquee.test') && /confirm\?token=/.test(m.text))).toEqual(
      [],
    );
    const rows = await identity.accounts.db.all<{ n: number }>(
      "SELECT count(*) AS n FROM sign_up_requests WHERE lower(email) = 'client@marquee.test'",
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('an expired link is refused (410) and makes no account; "send me a new link" sends one that works', async () => {
    const email = `late-${Date.now()}@example.test`;
    const { agent, action, signUp } = await signUpScreen('fr');
    await signUp(email);
    const first = linkIn(await mailTo(email, /^Confirmez votre adresse/));
    clock += SIGN_UP_LINK_TTL_MS + 1000;
    const expired = await confirm(agent, first);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('Ce lien a expiré');
    expect(await identity.accounts.findByEmail(email)).toBeUndefined();

    const early = await agent.postForm(action.replace('/signup', '/login'), { email, password: 'long-enough-1' });
    expect(early.status).toBe(403);
    const resendHtml = await early.text();
    const resendAction = /<form method="post" action="([^"]+\/resend[^"]*)"/
      .exec(resendHtml)?.[1]
      ?.replace(/&#38;/g, '&');
    expect(resendAction).toBeTruthy();
    const resent = await agent.postForm(resendAction as string, { email });
    expect(resent.status).toBe(200);
    expect(await resent.text()).toContain('Vérifiez votre boîte mail');
    const second = linkIn(
      await smtp.waitForMail((m) => m.to.includes(email) && /confirm\?token=/.test(m.text) && linkIn(m) !== first),
    );
    expect((await confirm(agent, second)).status).toBe(200);
    expect((await identity.accounts.findByEmail(email))?.emailVerified).toBe(true);
  });

  it('old sign-ups are swept after the 7-day "new link" window; their link is then unknown', async () => {
    const email = `old-${Date.now()}@example.test`;
    const { agent, signUp } = await signUpScreen();
    await signUp(email);
    const link = linkIn(await mailTo(email, /^Confirm your email address/));
    expect(await identity.accounts.sweepSignUps(clock + 6 * 24 * 3600_000)).toBe(0);
    expect(await identity.accounts.sweepSignUps(clock + 7 * 24 * 3600_000 + 1000)).toBe(1);
    expect((await confirm(agent, link)).status).toBe(400);
  });

  it('an unknown or empty token is refused and makes nothing', async () => {
    const agent = new Agent(identity);
    const unknown = await agent.postForm('/en/confirm', { token: 'not-a-token' });
    expect(unknown.status).toBe(400);
    expect((await agent.postForm('/de/confirm', { token: '' })).status).toBe(400);
  });
});
