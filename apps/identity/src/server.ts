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
import { esc, FAVICON_SVG, LOGOUT_SCRIPT, messagePage, page, STYLESHEET, signInPage, signUpPage } from './views';

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
   * Where the API reads the grants this provider revokes (issue 31 item 7): the API's own SQLite
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

/** Starts the provider: listens first (the issuer carries the port), then serves screens and OpenID Connect. */
export async function startIdentity(options: StartIdentityOptions): Promise<RunningIdentity> {
  const host = options.host ?? '127.0.0.1';
  const sites = options.sites ?? SITES;
  const accounts = await AccountStore.open(options.database ?? options.dbPath);
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
  const oidc = provider.callback();
  const frame = frameScreens({
    provider,
    accounts,
    sites,
    issuer,
    signingKey: signingKeys[0] as JWK,
    send: (res, status, html) => send(res, status, html),
    readForm,
  });
  const attempts = new AttemptLimits(new DbAttemptStore(accounts.db), options.now);
  const stopSweepingAttempts = sweepAttempts(attempts, accounts, SWEEP_EVERY_MS);
  const proxies =
    options.trustedProxies instanceof TrustedProxies
      ? options.trustedProxies
      : new TrustedProxies(options.trustedProxies?.join(',') || undefined);
  const mailer = options.mailer ?? createMailer({ from: '' }, { log: (line) => console.warn(`[identity] ${line}`) });
  const now = options.now ?? Date.now;

  /**
   * Sends a mail without holding the answer: the visitor's answer takes as long whichever mail
   * goes (issue 31 item 5), and an SMTP server that is down is logged, not shown (the visitor can
   * ask for a new link from the sign-in screen).
   */
  const mailOut = (to: string, rendered: ReturnType<typeof renderMail>) => {
    mailer.send({ to, ...rendered }).catch((error: unknown) => {
      console.error('[identity] a sign-up mail was not sent:', error instanceof Error ? error.message : error);
    });
  };
  const confirmLink = (lang: MailLanguage, token: string) =>
    `${issuer}/${lang}/confirm?token=${encodeURIComponent(token)}`;

  /** The one answer to an accepted sign-up form or a "new link" request, whatever the email. */
  const checkInboxPage = (lang: ScreenLanguage, brand: string, email: string, signInHref: string) => {
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
  };

  /** `/{lang}/confirm?token=…`: a page with a button (a mail scanner's GET uses nothing), its POST confirms. */
  const confirmScreen = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const lang = (/^\/(fr|en|de|nl)\//.exec(url.pathname)?.[1] ?? 'fr') as ScreenLanguage;
    const s = SIGN_UP_TEXTS[lang];
    const brand = sites[0]?.brand ?? 'Marquee';
    if (req.method === 'GET') {
      const token = (url.searchParams.get('token') ?? '').slice(0, 100);
      return send(
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
    const result = token ? await accounts.confirmSignUp(token, now()) : ({ ok: false, reason: 'unknown' } as const);
    if (!result.ok) {
      const [status, title, lead] =
        result.reason === 'expired'
          ? [410, s.linkExpiredTitle, s.linkExpiredLead]
          : result.reason === 'email_taken'
            ? [409, s.alreadyTitle, s.alreadyLead]
            : [400, s.linkUsedTitle, s.linkUsedLead];
      return send(res, status, messagePage(lang, brand, title, lead));
    }
    const links = [
      result.interaction
        ? `<p><a class="id-button" href="${esc(`/interaction/${result.interaction}/login?lang=${lang}`)}">${esc(s.signIn)}</a></p>`
        : '',
      result.site ? `<p class="id-switch"><a href="${esc(result.site)}">${esc(s.backToSite(brand))}</a></p>` : '',
    ].join('\n');
    return send(
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
  };

  const send = (res: ServerResponse, status: number, html: string) => {
    securityHeaders((name, value) => res.setHeader(name, value), sites);
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  };

  /**
   * A successful sign-in or sign-up: on to the authorization's next step. Inside the account frame
   * (a frame navigation: `Sec-Fetch-Dest: iframe`) a page first posts LOGIN_SUCCESSFUL to the
   * site (ACC-18), then goes on to the same step.
   */
  const finish = async (
    req: IncomingMessage,
    res: ServerResponse,
    accountId: string,
    lang: ScreenLanguage,
    brand: string,
  ): Promise<void> => {
    const result = { login: { accountId } };
    if (req.headers['sec-fetch-dest'] !== 'iframe') {
      return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    }
    const next = await provider.interactionResult(req, res, result, { mergeWithLastSubmission: false });
    return send(res, 200, signedInFramePage({ lang, brand, next, sites }));
  };

  const interaction = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const match = /^\/interaction\/([A-Za-z0-9_-]{1,64})(\/signup|\/login|\/resend)?$/.exec(url.pathname);
    if (!match) return send(res, 404, messagePage('fr', 'Marquee', TEXTS.fr.errorTitle, TEXTS.fr.errorBody));
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
      const lang = screenContext(sites, {}, req, url.searchParams.get('lang')).lang;
      return send(res, 400, messagePage(lang, 'Marquee', TEXTS[lang].expiredTitle, TEXTS[lang].expiredBody));
    }
    if (details.uid !== match[1]) {
      return send(res, 400, messagePage('fr', 'Marquee', TEXTS.fr.expiredTitle, TEXTS.fr.expiredBody));
    }
    const { brand, lang } = screenContext(sites, details.params, req, url.searchParams.get('lang'));
    const base = `/interaction/${details.uid}`;
    const langHref = (path: string) => (l: ScreenLanguage) => `${path}?lang=${l}`;
    const withLang = (path: string) => `${path}?lang=${lang}`;
    const t = TEXTS[lang];
    const action = match[2];

    if (details.prompt.name !== 'login') {
      // loadExistingGrant grants the brand's own clients everything, so no consent prompt is
      // expected; should one come, the error page (finishing it unanswered would loop).
      return send(res, 400, messagePage(lang, brand, t.errorTitle, t.errorBody));
    }

    if (req.method === 'GET') {
      const wantsSignUp = action === '/signup' || (action === undefined && details.params.screen_hint === 'signup');
      if (wantsSignUp) {
        return send(
          res,
          200,
          signUpPage({
            lang,
            brand,
            action: withLang(`${base}/signup`),
            signInHref: withLang(`${base}/login`),
            languageHref: langHref(`${base}/signup`),
          }),
        );
      }
      return send(
        res,
        200,
        signInPage({
          lang,
          brand,
          action: withLang(`${base}/login`),
          signUpHref: withLang(`${base}/signup`),
          languageHref: langHref(`${base}/login`),
          email: typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined,
        }),
      );
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST' }).end();
      return;
    }
    const form = await readForm(req);
    if (!form) return send(res, 400, messagePage(lang, brand, t.errorTitle, t.errorBody));
    const email = (form.get('email') ?? '').trim().slice(0, 254);
    const password = (form.get('password') ?? '').slice(0, 1024);

    const forwarded = req.headers['x-forwarded-for'];
    const address = proxies.clientAddress(
      req.socket.remoteAddress ?? '',
      Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    );
    const redirectUri = typeof details.params.redirect_uri === 'string' ? details.params.redirect_uri : undefined;
    const siteOrigin = redirectUri ? `${new URL(redirectUri).origin}/` : undefined;
    if (action === '/resend') {
      // "Send me a new link" (sign-in screen of an unconfirmed sign-up): counted with sign-ups,
      // and answered as a sign-up is, whether anything was waiting for this email or not.
      const check = [{ scope: 'sign-up:address', key: address }] as const;
      const wait = await attempts.wait(check);
      if (wait > 0) {
        res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
        return send(res, 429, messagePage(lang, brand, t.errorTitle, t.tooManyAttempts));
      }
      await attempts.count(check);
      const renewed = email ? await accounts.renewSignUp(email, now()) : undefined;
      if (renewed) {
        const mailLang = mailLanguage(renewed.lang, lang);
        mailOut(
          email,
          renderMail(CONFIRM_MAIL, mailLang, {
            name: renewed.givenName,
            brand,
            link: confirmLink(mailLang, renewed.token),
          }),
        );
      }
      return send(res, 200, checkInboxPage(lang, brand, email, withLang(`${base}/login`)));
    }
    if (action === '/signup') {
      const values = {
        email,
        givenName: (form.get('given_name') ?? '').slice(0, 100),
        familyName: (form.get('family_name') ?? '').slice(0, 100),
      };
      const signUpForm = (status: number, error: string, invalid?: 'email' | 'password' | 'name') =>
        send(
          res,
          status,
          signUpPage({
            lang,
            brand,
            action: withLang(`${base}/signup`),
            signInHref: withLang(`${base}/login`),
            languageHref: langHref(`${base}/signup`),
            values,
            error,
            ...(invalid ? { invalid } : {}),
          }),
        );
      // Every sign-up attempt counts for its address: probing which emails have an account
      // (40 probes in 101 ms) is slowed to a few a day (issue 31 item 5).
      const check = [{ scope: 'sign-up:address', key: address }] as const;
      const wait = await attempts.wait(check);
      if (wait > 0) {
        res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
        return signUpForm(429, t.tooManyAttempts);
      }
      await attempts.count(check);
      const result = await accounts.requestSignUp(
        { ...values, password },
        { lang, interaction: details.uid, ...(siteOrigin ? { site: siteOrigin } : {}), now: now() },
      );
      if (typeof result === 'string') {
        const problem = SIGN_UP_ERRORS[result];
        return signUpForm(400, t[problem.key], problem.field);
      }
      // The same answer for a new and a known email (issue 31 item 5): the difference is in the
      // mail, which only the mailbox's owner reads.
      if (result.kind === 'new') {
        mailOut(
          values.email,
          renderMail(CONFIRM_MAIL, lang, {
            name: values.givenName.trim(),
            brand,
            link: confirmLink(lang, result.token),
          }),
        );
      } else {
        mailOut(
          result.account.email,
          renderMail(SOMEONE_TRIED_MAIL, lang, {
            name: result.account.givenName,
            brand,
            link: siteOrigin ?? `${issuer}/`,
          }),
        );
      }
      return send(res, 200, checkInboxPage(lang, brand, values.email, withLang(`${base}/login`)));
    }

    const checks = [
      { scope: 'sign-in:pair', key: pairKey(email, address) },
      { scope: 'sign-in:address', key: address },
    ] as const;
    const signIn = (status: number, error: string, resendHref?: string) =>
      send(
        res,
        status,
        signInPage({
          lang,
          brand,
          action: withLang(`${base}/login`),
          signUpHref: withLang(`${base}/signup`),
          languageHref: langHref(`${base}/login`),
          email,
          error,
          ...(resendHref ? { resend: { action: resendHref, label: SIGN_UP_TEXTS[lang].resend } } : {}),
        }),
      );
    const wait = await attempts.wait(checks);
    if (wait > 0) {
      res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
      return signIn(429, t.tooManyAttempts);
    }
    const account = email && password ? await accounts.authenticate(email, password, now()) : undefined;
    if (account === 'unconfirmed') {
      // The right password of a sign-up not confirmed yet: say so, and offer a new link.
      await attempts.clear(checks[0]);
      return signIn(403, SIGN_UP_TEXTS[lang].unconfirmed, withLang(`${base}/resend`));
    }
    if (!account) {
      await attempts.count(checks);
      return signIn(401, t.wrongPassword);
    }
    await attempts.clear(checks[0]);
    return finish(req, res, account.sub, lang, brand);
  };

  const issuerHost = new URL(issuer).host;
  handler = (req, res) => {
    // The provider answers as its issuer whatever Host a request names: endpoint URLs it
    // publishes are never built from a request header.
    req.headers.host = issuerHost;
    const url = new URL(req.url ?? '/', issuer);
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
      return;
    }
    if (url.pathname === '/favicon.ico' || url.pathname === '/favicon.svg') {
      // Every screen asked /favicon.ico and got a 404 (an error in each console): the brand's icon.
      res.writeHead(200, {
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=86400',
        'x-content-type-options': 'nosniff',
      });
      res.end(FAVICON_SVG);
      return;
    }
    if (/^\/(fr|en|de|nl)\/confirm$/.test(url.pathname)) {
      confirmScreen(req, res, url).catch((error: unknown) => {
        console.error('[identity] sign-up confirmation failed:', error instanceof Error ? error.message : error);
        if (!res.headersSent) send(res, 500, messagePage('fr', 'Marquee', TEXTS.fr.errorTitle, TEXTS.fr.errorBody));
        else res.end();
      });
      return;
    }
    if (/^\/(fr|en|de|nl)\/(register|mail)\/?$/.test(url.pathname)) {
      frame(req, res, url).catch((error: unknown) => {
        console.error('[identity] account frame failed:', error instanceof Error ? error.message : error);
        if (!res.headersSent) send(res, 500, messagePage('fr', 'Marquee', TEXTS.fr.errorTitle, TEXTS.fr.errorBody));
        else res.end();
      });
      return;
    }
    if (url.pathname.startsWith('/interaction/')) {
      interaction(req, res, url).catch((error: unknown) => {
        console.error('[identity] interaction failed:', error instanceof Error ? error.message : error);
        if (!res.headersSent) send(res, 500, messagePage('fr', 'Marquee', TEXTS.fr.errorTitle, TEXTS.fr.errorBody));
        else res.end();
      });
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
        if (!options.mailer) mailer.close();
        server.close(() => {
          void Promise.allSettled([accounts.close(), revocationDb?.close()]).finally(resolve);
        });
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
