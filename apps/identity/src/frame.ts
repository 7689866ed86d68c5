import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteConfig } from '@marquee/site-config';
import { IDENTITY_API_AUDIENCE, identityClientOrigins, LOCAL_PARENT_DOMAIN } from '@marquee/site-config';
import { importJWK, type JWK, SignJWT } from 'jose';
import type Provider from 'oidc-provider';
import type { Account, AccountStore } from './accounts';
import { FRAME_TEXTS } from './frame-texts';
import { LANGUAGES, type ScreenLanguage } from './texts';
import { esc, page } from './views';

/**
 * The account frame's screens (A§2, A§4: the register and mail-validation addresses are
 * `{clientUrl}/{language}/register` and `/mail`, the provider being the client url). A site
 * shows them in its account frame after sign-in; they know the account from the provider's own
 * session cookie (same site as every site: one parent domain). They talk to the parent page
 * with postMessage (`/assets/frame.js`, the only script): `parent_exchange` on arrival,
 * `register_complete` with a code then `REGISTER_SUCCESSFUL` once registered, `close` from
 * the buttons that leave the frame.
 */

/** The registration code lives as long as the parent needs to hand it to the API. */
export const REGISTRATION_CODE_TTL_S = 5 * 60;
/** `purpose` of a registration code: the API refuses any other token in its place. */
export const REGISTRATION_PURPOSE = 'registration';

/** The frame's script: posts the page's messages to the parent, and `close` from the leave buttons. */
export const FRAME_SCRIPT = `(function () {
  var body = document.body;
  var allowed = JSON.parse(body.getAttribute('data-frame-parents') || '[]');
  var local = body.getAttribute('data-frame-local') || '';
  var parent = '';
  if (location.ancestorOrigins && location.ancestorOrigins.length) parent = location.ancestorOrigins[0];
  else if (document.referrer) { try { parent = new URL(document.referrer).origin; } catch (e) { parent = ''; } }
  function known(origin) {
    try {
      var url = new URL(origin);
      if (allowed.indexOf(url.origin) >= 0) return true;
      return url.protocol === 'http:' && local !== '' && url.hostname.slice(-(local.length + 1)) === '.' + local;
    } catch (e) { return false; }
  }
  var next = body.getAttribute('data-frame-continue');
  if (window.parent === window || !known(parent)) { if (next) location.replace(next); return; }
  function post(message) { window.parent.postMessage(message, parent); }
  JSON.parse(body.getAttribute('data-frame-messages') || '[]').forEach(post);
  Array.prototype.forEach.call(document.querySelectorAll('[data-frame-close]'), function (element) {
    element.addEventListener('click', function (event) { event.preventDefault(); post({ event_id: 'close' }); });
  });
  if (next) location.replace(next);
})();
`;

/** A message the frame posts to its parent (A§4). */
export type FrameMessage =
  | { readonly event_id: 'parent_exchange'; readonly data: Record<string, unknown> }
  | { readonly event_id: 'register_complete'; readonly data: Record<string, unknown>; readonly code: string }
  | { readonly event_id: 'close' }
  | 'LOGIN_SUCCESSFUL'
  | 'REGISTER_SUCCESSFUL';

interface FramePage {
  lang: ScreenLanguage;
  brand: string;
  title: string;
  path: 'register' | 'mail';
  body: string;
  messages: readonly FrameMessage[];
  sites: readonly SiteConfig[];
}

function framePage(p: FramePage): string {
  const parents = p.sites.map((site) => identityClientOrigins(site).production);
  return page({
    lang: p.lang,
    brand: p.brand,
    title: p.title,
    languageHref: (lang) => `/${lang}/${p.path}`,
    script: '/assets/frame.js',
    bodyAttributes: `data-frame-parents="${esc(JSON.stringify(parents))}" data-frame-local="${esc(
      LOCAL_PARENT_DOMAIN,
    )}" data-frame-messages="${esc(JSON.stringify(p.messages))}"`,
    body: p.body,
  });
}

/**
 * The provider's sign-in screen done inside the account frame (ACC-17, ACC-18): posts
 * LOGIN_SUCCESSFUL to the parent (only a site origin: frame.js checks it), then goes on to the
 * authorization's next step (`next`, the provider's own resume address), which ends on the site's
 * callback in the frame. Without script, a link goes on.
 */
export function signedInFramePage(p: {
  lang: ScreenLanguage;
  brand: string;
  next: string;
  sites: readonly SiteConfig[];
}): string {
  const t = FRAME_TEXTS[p.lang];
  const parents = p.sites.map((site) => identityClientOrigins(site).production);
  return page({
    lang: p.lang,
    brand: p.brand,
    title: t.signedInTitle,
    script: '/assets/frame.js',
    bodyAttributes: `data-frame-parents="${esc(JSON.stringify(parents))}" data-frame-local="${esc(
      LOCAL_PARENT_DOMAIN,
    )}" data-frame-messages="${esc(JSON.stringify(['LOGIN_SUCCESSFUL']))}" data-frame-continue="${esc(p.next)}"`,
    body: `<h1>${esc(t.signedInTitle)}</h1>
<p class="id-lead" role="status">${esc(t.signedInBody)}</p>
<p><a class="id-button" href="${esc(p.next)}">${esc(t.continue)}</a></p>`,
  });
}

/** Signs the code the parent hands to the API (`POST accounts/me/registration`): the provider's key, the API's audience. */
async function registrationCode(issuer: string, key: JWK, sub: string, newsletter: boolean): Promise<string> {
  const { d: _private, ...publicPart } = key;
  const signing = await importJWK(key, 'ES256');
  return new SignJWT({ purpose: REGISTRATION_PURPOSE, newsletter })
    .setProtectedHeader({ alg: 'ES256', kid: publicPart.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(IDENTITY_API_AUDIENCE)
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(`${REGISTRATION_CODE_TTL_S}s`)
    .sign(signing);
}

export interface FrameScreensOptions {
  provider: Provider;
  accounts: AccountStore;
  sites: readonly SiteConfig[];
  issuer: string;
  signingKey: JWK;
  send: (res: ServerResponse, status: number, html: string) => void;
  readForm: (req: IncomingMessage) => Promise<URLSearchParams | undefined>;
}

/** Answers `/{lang}/register` and `/{lang}/mail`; false when the address is not one of them. */
export function frameScreens(options: FrameScreensOptions) {
  const { provider, accounts, sites, issuer, send } = options;
  const brand = sites[0]?.brand ?? 'Marquee';

  const accountOf = async (req: IncomingMessage, res: ServerResponse): Promise<Account | undefined> => {
    const session = await provider.Session.get(provider.createContext(req, res));
    return session.accountId ? accounts.findBySub(session.accountId) : undefined;
  };

  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    const match = /^\/(fr|en|de|nl)\/(register|mail)\/?$/.exec(url.pathname);
    if (!match) return false;
    const lang = match[1] as ScreenLanguage;
    const path = match[2] as 'register' | 'mail';
    const t = FRAME_TEXTS[lang];
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST' }).end();
      return true;
    }
    const account = await accountOf(req, res);
    if (!account) {
      send(
        res,
        401,
        framePage({
          lang,
          brand,
          title: t.notSignedInTitle,
          path,
          sites,
          messages: [{ event_id: 'parent_exchange', data: { screen: path, signedIn: false } }],
          body: `<h1>${esc(t.notSignedInTitle)}</h1>\n<p class="id-lead">${esc(t.notSignedInBody)}</p>
<button type="button" class="id-button" data-frame-close>${esc(t.continue)}</button>`,
        }),
      );
      return true;
    }
    const form = req.method === 'POST' ? await options.readForm(req) : undefined;

    if (path === 'mail') {
      const resent = form?.get('resend') === '1';
      send(
        res,
        200,
        framePage({
          lang,
          brand,
          title: t.mailTitle,
          path,
          sites,
          messages: [{ event_id: 'parent_exchange', data: { screen: 'mail', emailVerified: account.emailVerified } }],
          body: `<h1>${esc(t.mailTitle)}</h1>
<p class="id-lead">${esc(t.mailLead(account.email))}</p>
<p class="id-hint">${esc(t.mailHint)}</p>
${resent ? `<p class="id-notice" role="status">${esc(t.resent)}</p>` : ''}
<form method="post" action="/${lang}/mail" class="id-form id-form--frame">
<input type="hidden" name="resend" value="1">
<button type="submit" class="id-button">${esc(t.resend)}</button>
<button type="button" class="id-button id-button--quiet" data-frame-close>${esc(t.later)}</button>
</form>`,
        }),
      );
      return true;
    }

    // register
    if (form) {
      const accepted = form.get('terms') === 'on';
      if (accepted) {
        const newsletter = form.get('newsletter') === 'on';
        const code = await registrationCode(issuer, options.signingKey, account.sub, newsletter);
        send(
          res,
          200,
          framePage({
            lang,
            brand,
            title: t.registeredTitle,
            path,
            sites,
            messages: [
              { event_id: 'register_complete', data: { screen: 'register', newsletter }, code },
              'REGISTER_SUCCESSFUL',
            ],
            body: `<h1>${esc(t.registeredTitle)}</h1>
<p class="id-lead">${esc(t.registeredBody)}</p>
<button type="button" class="id-button" data-frame-close>${esc(t.continue)}</button>`,
          }),
        );
        return true;
      }
    }
    const missing = form !== undefined;
    send(
      res,
      missing ? 400 : 200,
      framePage({
        lang,
        brand,
        title: t.registerTitle,
        path,
        sites,
        messages: [{ event_id: 'parent_exchange', data: { screen: 'register' } }],
        body: `<h1>${esc(t.registerTitle)}</h1>
<p class="id-lead">${esc(t.registerLead)}</p>
${missing ? `<p class="id-error" id="form-error" role="alert">${esc(t.termsMissing)}</p>` : ''}
<p class="id-identity"><span>${esc(`${account.givenName} ${account.familyName}`)}</span><span>${esc(account.email)}</span></p>
<form method="post" action="/${lang}/register" class="id-form" novalidate>
<div class="id-check"><input type="checkbox" id="terms" name="terms" required${
          missing ? ' aria-invalid="true" aria-describedby="form-error"' : ''
        }><label for="terms">${esc(t.terms)}</label></div>
<div class="id-check"><input type="checkbox" id="newsletter" name="newsletter"><label for="newsletter">${esc(
          t.newsletter,
        )}</label></div>
<button type="submit" class="id-button">${esc(t.registerButton)}</button>
</form>`,
      }),
    );
    return true;
  };
}

export const FRAME_LANGUAGES = LANGUAGES;
