import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_IDENTITY_HOST, type SiteConfig } from '@marquee/site-config';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { type DatabaseTarget, openDb, RevokedGrants, TrustedProxies } from '@marquee/db';
import { createMailer, type Mailer, type MailLanguage, mailLanguage, renderMail } from '@marquee/mail';
import { AccountStore, type SignUpProblem } from './accounts';
import { securityHeaders } from './headers';
import { FRAME_SCRIPT, frameScreens, signedInFramePage } from './frame';
import type { JWK } from 'jose';
import type { KeyConfig } from './keys';
import { AttemptLimits, DbAttemptStore, pairKey } from './attempts';
import { DbOidcStore, storeAdapter, sweepPeriodically } from './oidc-store';
import { applyLimits, SERVER_LIMITS, type ServerLimits, serverOptions } from './limits';
import { createProvider, ROUTES, screenContext, signingKey, TTL } from './provider';
import { SITES } from './sites';
import { type ScreenLanguage, TEXTS } from './texts';
import { CONFIRM_MAIL, SIGN_UP_TEXTS, SOMEONE_TRIED_MAIL } from './sign-up-texts';
import {
  esc,
  FAVICON_SVG,
  type FormScreen,
  LOGOUT_SCRIPT,
  messagePage,
  page,
  type SignInView,
  type SignUpView,
  STYLESHEET,
  signInPage,
  signUpPage,
} from './views';

export interface StartIdentityOptions {
  /** Port to listen on (0: a free one). */
  port?: number;
  /** Address to listen on (loopback by default). */
  host?: string;
  /** The SQLite file of the accounts (':memory:' for tests). */
  dbPath: string;
  /** The shared database (DATABASE_URL) instead of the `dbPath` SQLite file. */
  database?: DatabaseTarget;
  /** The public origin (or how to make it from the port); default `http://id.marquee.localhost:<port>`. */
  issuer?: string | ((port: number) => string);
  /** Allow any port on the sites' local redirect URIs (default true; false in production). */
  localPorts?: boolean;
  sites?: readonly SiteConfig[];
  /**
   * Peers whose X-Forwarded-For names the visitor's address (per-address limits): addresses and
   * CIDR ranges, as the edge and the API read them (`TrustedProxies` of @marquee/db); default
   * loopback (`IDENTITY_TRUSTED_PROXIES` or `TRUSTED_PROXIES` in main.ts).
   */
  trustedProxies?: TrustedProxies | readonly string[];
  /** The clock of the attempt limits (tests move it on). */
  now?: () => number;
  /** Signing and cookie keys from configuration (src/keys.ts); without them, kept in the database. */
  keys?: KeyConfig;
  /** The HTTP server's timeouts and caps (tests shorten them); the edge's by default. */
  limits?: Partial<ServerLimits>;
  /**
   * Where the API reads the grants this provider revokes: the API's own SQLite
   * file with the embedded default (`API_DB_PATH` in main.ts), else this provider's database
   * (with DATABASE_URL the one the API shares).
   */
  revokedGrants?: DatabaseTarget;
  /**
   * Where sign-up confirmations go (@marquee/mail, from SMTP_URL in main.ts); without it no mail
   * is sent (logged once) and a sign-up cannot be confirmed.
   */
  mailer?: Mailer;
}

export interface RunningIdentity {
  /** The issuer (public origin, as browsers reach it). */
  issuer: string;
  /** The same server on its loopback address (what Node reaches: it does not resolve *.localhost). */
  loopbackUrl: string;
  /** The JWKS on the loopback address (the API's AUTH_JWKS_URL). */
  jwksUrl: string;
  port: number;
  provider: Provider;
  accounts: AccountStore;
  close(): Promise<void>;
}

/** A revoked grant stays listed this long past its tokens' lifetime (the API's clock may lag). */
const CLOCK_SKEW_SECONDS = 60;

/** How often expired sessions, codes and tokens are deleted (reads ignore them anyway). */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

/** Forgets idle attempt counters and old sign-ups every `everyMs` (unref'd); returns the stop. */
function sweepAttempts(attempts: AttemptLimits, accounts: AccountStore, everyMs: number): () => void {
  const timer = setInterval(() => {
    attempts.sweep().catch((error: unknown) => console.error('[identity] sweeping attempt counters failed:', error));
    accounts.sweepSignUps().catch((error: unknown) => console.error('[identity] sweeping old sign-ups failed:', error));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

const MAX_FORM_BYTES = 16 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const SIGN_UP_ERRORS: Record<SignUpProblem, { key: keyof (typeof TEXTS)['fr']; field: 'email' | 'password' | 'name' }> =
  {
    email_invalid: { key: 'emailInvalid', field: 'email' },
    password_short: { key: 'passwordShort', field: 'password' },
    name_missing: { key: 'nameMissing', field: 'name' },
  };

/** What the provider's screens share once it is up: its sites, stores, provider, limits and mail. */
interface IdentityContext {
  readonly sites: readonly SiteConfig[];
  readonly accounts: AccountStore;
  readonly provider: Provider;
  readonly issuer: string;
  readonly attempts: AttemptLimits;
  readonly proxies: TrustedProxies;
  readonly mailer: Mailer;
  readonly now: () => number;
}

/** Starts the provider: listens first (the issuer carries the port), then serves screens and OpenID Connect. */
export async function startIdentity(options: StartIdentityOptions): Promise<RunningIdentity> {
  const host = options.host ?? '127.0.0.1';
  const sites = options.sites ?? SITES;
  const accounts = await AccountStore.open(options.database ?? options.dbPath);
  const { server, port, serve } = await listen(options, host);
  const issuer =
    typeof options.issuer === 'function'
      ? options.issuer(port)
      : (options.issuer ?? `http://${LOCAL_IDENTITY_HOST}:${port}`);
  // Sessions, grants, codes and tokens in the same database as the accounts (shared by every
  // provider process on it, kept across restarts); expired rows swept every few minutes.
  const oidcStore = new DbOidcStore(accounts.db);
  const stopSweeping = sweepPeriodically(oidcStore, SWEEP_EVERY_MS);
  // The grants whose access tokens are revoked, listed until the longest of those tokens expires.
  const revocationDb = options.revokedGrants
    ? openDb(options.revokedGrants, { sqlite: { busyTimeoutMs: 5000 } })
    : undefined;
  const revokedGrants = await RevokedGrants.open(revocationDb ?? accounts.db);
  const accessTokensRevoked = async (grantId: string) => {
    await revokedGrants.revoke(grantId, Math.floor(Date.now() / 1000) + TTL.AccessToken + CLOCK_SKEW_SECONDS);
  };
  const signingKeys = options.keys?.signingKeys?.length ? options.keys.signingKeys : [await signingKey(accounts)];
  const provider = await createProvider({
    signingKeys,
    ...(options.keys?.cookieKeys ? { cookieKeys: options.keys.cookieKeys } : {}),
    issuer,
    accounts,
    sites,
    localPorts: options.localPorts ?? true,
    adapter: storeAdapter(oidcStore, Date.now, { accessTokensRevoked }),
  });
  const ctx: IdentityContext = {
    sites,
    accounts,
    provider,
    issuer,
    attempts: new AttemptLimits(new DbAttemptStore(accounts.db), options.now),
    proxies:
      options.trustedProxies instanceof TrustedProxies
        ? options.trustedProxies
        : new TrustedProxies(options.trustedProxies?.join(',') || undefined),
    mailer: options.mailer ?? createMailer({ from: '' }, { log: (line) => console.warn(`[identity] ${line}`) }),
    now: options.now ?? Date.now,
  };
  const stopSweepingAttempts = sweepAttempts(ctx.attempts, accounts, SWEEP_EVERY_MS);
  serve(requestHandler(ctx, signingKeys[0] as JWK));

  let closed: Promise<void> | undefined;
  return {
    issuer,
    loopbackUrl: `http://${host}:${port}`,
    jwksUrl: `http://${host}:${port}${ROUTES.jwks}`,
    port,
    provider,
    accounts,
    close() {
      closed ??= new Promise<void>((resolve) => {
        stopSweeping();
        stopSweepingAttempts();
        if (!options.mailer) ctx.mailer.close();
        server.close(() => {
          void Promise.allSettled([accounts.close(), revocationDb?.close()]).finally(resolve);
        });
        server.closeAllConnections();
      });
      return closed;
    },
  };
}

/**
 * The HTTP server, listening (with the edge's timeouts and caps) before the provider exists: it
 * answers 503 until `serve` gives it the provider's handler.
 */
async function listen(
  options: StartIdentityOptions,
  host: string,
): Promise<{
  server: ReturnType<typeof createServer>;
  port: number;
  serve(handler: (req: IncomingMessage, res: ServerResponse) => void): void;
}> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(503).end();
  };
  const limits = { ...SERVER_LIMITS, ...options.limits };
  const server = createServer(serverOptions(limits), (req, res) => handler(req, res));
  applyLimits(server, limits);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    serve: (next) => {
      handler = next;
    },
  };
}

/** A screen of the provider as HTML, with its security headers. */
function send(ctx: IdentityContext, res: ServerResponse, status: number, html: string): void {
  securityHeaders((name, value) => res.setHeader(name, value), ctx.sites);
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
}

/** The error screen when a screen's handler threw: logged, and a 500 unless the answer had begun. */
function failed(ctx: IdentityContext, res: ServerResponse, what: string): (error: unknown) => void {
  return (error) => {
    console.error(`[identity] ${what} failed:`, error instanceof Error ? error.message : error);
    if (!res.headersSent) send(ctx, res, 500, messagePage('fr', 'Marquee', TEXTS.fr.errorTitle, TEXTS.fr.errorBody));
    else res.end();
  };
}

/** Every request: the provider's own files, the confirmation and frame screens, the interactions, then OpenID Connect. */
function requestHandler(
  ctx: IdentityContext,
  frameSigningKey: JWK,
): (req: IncomingMessage, res: ServerResponse) => void {
  const oidc = ctx.provider.callback();
  const frame = frameScreens({
    provider: ctx.provider,
    accounts: ctx.accounts,
    sites: ctx.sites,
    issuer: ctx.issuer,
    signingKey: frameSigningKey,
    send: (res, status, html) => send(ctx, res, status, html),
    readForm,
  });
  const issuerHost = new URL(ctx.issuer).host;
  return (req, res) => {
    // The provider answers as its issuer whatever Host a request names: endpoint URLs it
    // publishes are never built from a request header.
    req.headers.host = issuerHost;
    const url = new URL(req.url ?? '/', ctx.issuer);
    if (serveAsset(url, res)) return;
    if (/^\/(fr|en|de|nl)\/confirm$/.test(url.pathname)) {
      confirmScreen(ctx, req, res, url).catch(failed(ctx, res, 'sign-up confirmation'));
      return;
    }
    if (/^\/(fr|en|de|nl)\/(register|mail)\/?$/.test(url.pathname)) {
      frame(req, res, url).catch(failed(ctx, res, 'account frame'));
      return;
    }
    if (url.pathname.startsWith('/interaction/')) {
      interaction(ctx, req, res, url).catch(failed(ctx, res, 'interaction'));
      return;
    }
    if (url.pathname === ROUTES.end_session && req.method === 'GET') {
      // The spec's logout names (`clientId`, `returnTo`, `federated`) mapped onto RP-initiated logout's.
      const params = url.searchParams;
      const clientId = params.get('clientId');
      const returnTo = params.get('returnTo');
      if (clientId && !params.has('client_id')) params.set('client_id', clientId);
      if (returnTo && !params.has('post_logout_redirect_uri')) params.set('post_logout_redirect_uri', returnTo);
      for (const name of ['clientId', 'returnTo', 'federated']) params.delete(name);
      req.url = `${url.pathname}${url.search}`;
    }
    oidc(req, res);
  };
}

/** The screens' stylesheet and scripts, and the brand's icon; false for any other address. */
function serveAsset(url: URL, res: ServerResponse): boolean {
  if (
    url.pathname === '/assets/identity.css' ||
    url.pathname === '/assets/logout.js' ||
    url.pathname === '/assets/frame.js'
  ) {
    const css = url.pathname.endsWith('.css');
    res.writeHead(200, {
      'content-type': css ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    res.end(css ? STYLESHEET : url.pathname === '/assets/frame.js' ? FRAME_SCRIPT : LOGOUT_SCRIPT);
    return true;
  }
  if (url.pathname === '/favicon.ico' || url.pathname === '/favicon.svg') {
    // Every screen asked /favicon.ico and got a 404 (an error in each console): the brand's icon.
    res.writeHead(200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    });
    res.end(FAVICON_SVG);
    return true;
  }
  return false;
}

/**
 * Sends a mail without holding the answer: the visitor's answer takes as long whichever mail
 * goes, and an SMTP server that is down is logged, not shown (the visitor can ask for a new link
 * from the sign-in screen).
 */
function mailOut(ctx: IdentityContext, to: string, rendered: ReturnType<typeof renderMail>): void {
  ctx.mailer.send({ to, ...rendered }).catch((error: unknown) => {
    console.error('[identity] a sign-up mail was not sent:', error instanceof Error ? error.message : error);
  });
}

function confirmLink(ctx: IdentityContext, lang: MailLanguage, token: string): string {
  return `${ctx.issuer}/${lang}/confirm?token=${encodeURIComponent(token)}`;
}

/** The one answer to an accepted sign-up form or a "new link" request, whatever the email. */
function checkInboxPage(lang: ScreenLanguage, brand: string, email: string, signInHref: string): string {
  const s = SIGN_UP_TEXTS[lang];
  return page({
    lang,
    brand,
    title: s.checkTitle,
    body: `<h1>${esc(s.checkTitle)}</h1>
<p class="id-lead" role="status">${esc(s.checkLead(email))}</p>
<p class="id-hint">${esc(s.checkHint)}</p>
<p class="id-switch"><a href="${esc(signInHref)}">${esc(s.signIn)}</a></p>`,
  });
}

/** `/{lang}/confirm?token=…`: a page with a button (a mail scanner's GET uses nothing), its POST confirms. */
async function confirmScreen(ctx: IdentityContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  const lang = (/^\/(fr|en|de|nl)\//.exec(url.pathname)?.[1] ?? 'fr') as ScreenLanguage;
  const s = SIGN_UP_TEXTS[lang];
  const brand = ctx.sites[0]?.brand ?? 'Marquee';
  if (req.method === 'GET') {
    const token = (url.searchParams.get('token') ?? '').slice(0, 100);
    return send(
      ctx,
      res,
      200,
      page({
        lang,
        brand,
        title: s.confirmTitle,
        body: `<h1>${esc(s.confirmTitle)}</h1>
<p class="id-lead">${esc(s.confirmLead)}</p>
<form method="post" action="/${lang}/confirm" class="id-form">
<input type="hidden" name="token" value="${esc(token)}">
<button type="submit" class="id-button">${esc(s.confirmButton)}</button>
</form>`,
      }),
    );
  }
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'GET, POST' }).end();
    return;
  }
  const form = await readForm(req);
  const token = (form?.get('token') ?? '').slice(0, 100);
  const result = token
    ? await ctx.accounts.confirmSignUp(token, ctx.now())
    : ({ ok: false, reason: 'unknown' } as const);
  if (!result.ok) {
    const [status, title, lead] =
      result.reason === 'expired'
        ? [410, s.linkExpiredTitle, s.linkExpiredLead]
        : result.reason === 'email_taken'
          ? [409, s.alreadyTitle, s.alreadyLead]
          : [400, s.linkUsedTitle, s.linkUsedLead];
    return send(ctx, res, status, messagePage(lang, brand, title, lead));
  }
  const links = [
    result.interaction
      ? `<p><a class="id-button" href="${esc(`/interaction/${result.interaction}/login?lang=${lang}`)}">${esc(s.signIn)}</a></p>`
      : '',
    result.site ? `<p class="id-switch"><a href="${esc(result.site)}">${esc(s.backToSite(brand))}</a></p>` : '',
  ].join('\n');
  return send(
    ctx,
    res,
    200,
    page({
      lang,
      brand,
      title: s.confirmedTitle,
      body: `<h1>${esc(s.confirmedTitle)}</h1>
<p class="id-lead" role="status">${esc(s.confirmedLead)}</p>
${links}`,
    }),
  );
}

/**
 * A successful sign-in or sign-up: on to the authorization's next step. Inside the account frame
 * (a frame navigation: `Sec-Fetch-Dest: iframe`) a page first posts LOGIN_SUCCESSFUL to the
 * site (ACC-18), then goes on to the same step.
 */
async function finish(
  ctx: IdentityContext,
  req: IncomingMessage,
  res: ServerResponse,
  accountId: string,
  lang: ScreenLanguage,
  brand: string,
): Promise<void> {
  const result = { login: { accountId } };
  if (req.headers['sec-fetch-dest'] !== 'iframe') {
    return ctx.provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }
  const next = await ctx.provider.interactionResult(req, res, result, { mergeWithLastSubmission: false });
  return send(ctx, res, 200, signedInFramePage({ lang, brand, next, sites: ctx.sites }));
}

/** One interaction's screen as a form posted to it: its language, brand, addresses and the visitor's. */
interface InteractionPost {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly details: Awaited<ReturnType<Provider['interactionDetails']>>;
  readonly lang: ScreenLanguage;
  readonly brand: string;
  /** `/interaction/{uid}`. */
  readonly base: string;
  readonly form: URLSearchParams;
  readonly email: string;
  readonly password: string;
  /** The visitor's address (through trusted proxies), what the attempt limits count. */
  readonly address: string;
  /** The site the authorization came from (its redirect URI's origin). */
  readonly siteOrigin: string | undefined;
}

const withLang = (path: string, lang: ScreenLanguage) => `${path}?lang=${lang}`;
const langHref = (path: string) => (l: ScreenLanguage) => `${path}?lang=${l}`;

/** `/interaction/{uid}[/signup|/login|/resend]`: the sign-in and sign-up screens and their forms. */
async function interaction(ctx: IdentityContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  const match = /^\/interaction\/([A-Za-z0-9_-]{1,64})(\/signup|\/login|\/resend)?$/.exec(url.pathname);
  if (!match) return send(ctx, res, 404, messagePage('fr', 'Marquee', TEXTS.fr.errorTitle, TEXTS.fr.errorBody));
  let details: Awaited<ReturnType<Provider['interactionDetails']>>;
  try {
    details = await ctx.provider.interactionDetails(req, res);
  } catch (error) {
    if (!(error instanceof errors.SessionNotFound)) throw error;
    const lang = screenContext(ctx.sites, {}, req, url.searchParams.get('lang')).lang;
    return send(ctx, res, 400, messagePage(lang, 'Marquee', TEXTS[lang].expiredTitle, TEXTS[lang].expiredBody));
  }
  if (details.uid !== match[1]) {
    return send(ctx, res, 400, messagePage('fr', 'Marquee', TEXTS.fr.expiredTitle, TEXTS.fr.expiredBody));
  }
  const { brand, lang } = screenContext(ctx.sites, details.params, req, url.searchParams.get('lang'));
  const base = `/interaction/${details.uid}`;
  const t = TEXTS[lang];
  const action = match[2];

  if (details.prompt.name !== 'login') {
    // loadExistingGrant grants the brand's own clients everything, so no consent prompt is
    // expected; should one come, the error page (finishing it unanswered would loop).
    return send(ctx, res, 400, messagePage(lang, brand, t.errorTitle, t.errorBody));
  }
  if (req.method === 'GET') {
    const wantsSignUp = action === '/signup' || (action === undefined && details.params.screen_hint === 'signup');
    return send(
      ctx,
      res,
      200,
      wantsSignUp
        ? signUpScreen(lang, brand, base)
        : signInScreen(lang, brand, base, {
            email: typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined,
          }),
    );
  }
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'GET, POST' }).end();
    return;
  }
  const form = await readForm(req);
  if (!form) return send(ctx, res, 400, messagePage(lang, brand, t.errorTitle, t.errorBody));
  const forwarded = req.headers['x-forwarded-for'];
  const redirectUri = typeof details.params.redirect_uri === 'string' ? details.params.redirect_uri : undefined;
  const post: InteractionPost = {
    req,
    res,
    details,
    lang,
    brand,
    base,
    form,
    email: (form.get('email') ?? '').trim().slice(0, 254),
    password: (form.get('password') ?? '').slice(0, 1024),
    address: ctx.proxies.clientAddress(
      req.socket.remoteAddress ?? '',
      Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    ),
    siteOrigin: redirectUri ? `${new URL(redirectUri).origin}/` : undefined,
  };
  if (action === '/resend') return resendLink(ctx, post);
  if (action === '/signup') return signUp(ctx, post);
  return signIn(ctx, post);
}

/** An interaction's form screen (`login` or `signup`): where it posts, the link to the other, its language switch. */
function formScreen(lang: ScreenLanguage, brand: string, base: string, own: 'login' | 'signup'): FormScreen {
  const other = own === 'login' ? 'signup' : 'login';
  return {
    lang,
    brand,
    action: withLang(`${base}/${own}`, lang),
    switchHref: withLang(`${base}/${other}`, lang),
    languageHref: langHref(`${base}/${own}`),
  };
}

/** The sign-up screen of an interaction: empty (GET), or a post's values with its error. */
const signUpScreen = (
  lang: ScreenLanguage,
  brand: string,
  base: string,
  filled: Pick<SignUpView, 'values' | 'error' | 'invalid'> = {},
): string => signUpPage({ ...formScreen(lang, brand, base, 'signup'), ...filled });

/**
 * The sign-in screen of an interaction: its email filled from the authorization's `login_hint`
 * (GET), or a post's email with its error (and a "send me a new link" button).
 */
const signInScreen = (
  lang: ScreenLanguage,
  brand: string,
  base: string,
  filled: Pick<SignInView, 'email' | 'error' | 'resend'> = {},
): string => signInPage({ ...formScreen(lang, brand, base, 'login'), ...filled });

/**
 * "Send me a new link" (sign-in screen of an unconfirmed sign-up): counted with sign-ups, and
 * answered as a sign-up is, whether anything was waiting for this email or not.
 */
async function resendLink(ctx: IdentityContext, post: InteractionPost): Promise<void> {
  const { res, lang, brand, base, email } = post;
  const t = TEXTS[lang];
  const check = [{ scope: 'sign-up:address', key: post.address }] as const;
  const wait = await ctx.attempts.wait(check);
  if (wait > 0) {
    res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
    return send(ctx, res, 429, messagePage(lang, brand, t.errorTitle, t.tooManyAttempts));
  }
  await ctx.attempts.count(check);
  const renewed = email ? await ctx.accounts.renewSignUp(email, ctx.now()) : undefined;
  if (renewed) {
    const mailLang = mailLanguage(renewed.lang, lang);
    mailOut(
      ctx,
      email,
      renderMail(CONFIRM_MAIL, mailLang, {
        name: renewed.givenName,
        brand,
        link: confirmLink(ctx, mailLang, renewed.token),
      }),
    );
  }
  return send(ctx, res, 200, checkInboxPage(lang, brand, email, withLang(`${base}/login`, lang)));
}

/**
 * A sign-up form: every attempt counts for its address (probing which emails have an account is
 * slowed to a few a day), and a new and a known email get the same answer: the difference is in
 * the mail, which only the mailbox's owner reads.
 */
async function signUp(ctx: IdentityContext, post: InteractionPost): Promise<void> {
  const { res, lang, brand, base, form } = post;
  const t = TEXTS[lang];
  const values = {
    email: post.email,
    givenName: (form.get('given_name') ?? '').slice(0, 100),
    familyName: (form.get('family_name') ?? '').slice(0, 100),
  };
  const signUpForm = (status: number, error: string, invalid?: SignUpView['invalid']) =>
    send(ctx, res, status, signUpScreen(lang, brand, base, { values, error, ...(invalid ? { invalid } : {}) }));
  const check = [{ scope: 'sign-up:address', key: post.address }] as const;
  const wait = await ctx.attempts.wait(check);
  if (wait > 0) {
    res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
    return signUpForm(429, t.tooManyAttempts);
  }
  await ctx.attempts.count(check);
  const { siteOrigin } = post;
  const result = await ctx.accounts.requestSignUp(
    { ...values, password: post.password },
    { lang, interaction: post.details.uid, ...(siteOrigin ? { site: siteOrigin } : {}), now: ctx.now() },
  );
  if (typeof result === 'string') {
    const problem = SIGN_UP_ERRORS[result];
    return signUpForm(400, t[problem.key], problem.field);
  }
  if (result.kind === 'new') {
    const link = confirmLink(ctx, lang, result.token);
    mailOut(ctx, values.email, renderMail(CONFIRM_MAIL, lang, { name: values.givenName.trim(), brand, link }));
  } else {
    const link = siteOrigin ?? `${ctx.issuer}/`;
    mailOut(
      ctx,
      result.account.email,
      renderMail(SOMEONE_TRIED_MAIL, lang, { name: result.account.givenName, brand, link }),
    );
  }
  return send(ctx, res, 200, checkInboxPage(lang, brand, values.email, withLang(`${base}/login`, lang)));
}

/** A sign-in form: limited per email and address pair and per address; the right password finishes the interaction. */
async function signIn(ctx: IdentityContext, post: InteractionPost): Promise<void> {
  const { req, res, lang, brand, base, email, password } = post;
  const t = TEXTS[lang];
  const checks = [
    { scope: 'sign-in:pair', key: pairKey(email, post.address) },
    { scope: 'sign-in:address', key: post.address },
  ] as const;
  const signInForm = (status: number, error: string, resendHref?: string) =>
    send(
      ctx,
      res,
      status,
      signInScreen(lang, brand, base, {
        email,
        error,
        ...(resendHref ? { resend: { action: resendHref, label: SIGN_UP_TEXTS[lang].resend } } : {}),
      }),
    );
  const wait = await ctx.attempts.wait(checks);
  if (wait > 0) {
    res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
    return signInForm(429, t.tooManyAttempts);
  }
  const account = email && password ? await ctx.accounts.authenticate(email, password, ctx.now()) : undefined;
  if (account === 'unconfirmed') {
    // The right password of a sign-up not confirmed yet: say so, and offer a new link.
    await ctx.attempts.clear(checks[0]);
    return signInForm(403, SIGN_UP_TEXTS[lang].unconfirmed, withLang(`${base}/resend`, lang));
  }
  if (!account) {
    await ctx.attempts.count(checks);
    return signInForm(401, t.wrongPassword);
  }
  await ctx.attempts.clear(checks[0]);
  return finish(ctx, req, res, account.sub, lang, brand);
}
