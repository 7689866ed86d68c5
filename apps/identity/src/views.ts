import { LANGUAGES, type ScreenLanguage, TEXTS } from './texts';

/** Escapes text for HTML element content and double-quoted attributes. */
export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface PageFrame {
  lang: ScreenLanguage;
  brand: string;
  title: string;
  /** The same page in another language (language switch), when the page has one. */
  languageHref?: (lang: ScreenLanguage) => string;
  body: string;
  script?: string;
  /** Attributes of <body> (already escaped): data the page's script reads. */
  bodyAttributes?: string;
}

const LANGUAGE_NAMES: Record<ScreenLanguage, string> = {
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
  nl: 'Nederlands',
};

/** The page around every screen: the brand's dark, calm look, the wordmark, a language switch. */
export function page(frame: PageFrame): string {
  const t = TEXTS[frame.lang];
  const languages = frame.languageHref
    ? `<nav class="id-langs" aria-label="${esc(t.languageLabel)}"><ul>${LANGUAGES.map(
        (lang) =>
          `<li><a lang="${lang}" hreflang="${lang}" href="${esc(frame.languageHref?.(lang) ?? '')}"${
            lang === frame.lang ? ' aria-current="true"' : ''
          }>${LANGUAGE_NAMES[lang]}</a></li>`,
      ).join('')}</ul></nav>`
    : '';
  return `<!doctype html>
<html lang="${frame.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="dark">
<title>${esc(frame.title)} · ${esc(frame.brand)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/identity.css">
${frame.script ? `<script src="${frame.script}" defer></script>` : ''}
</head>
<body${frame.bodyAttributes ? ` ${frame.bodyAttributes}` : ''}>
<div class="id-page">
<header class="id-header"><p class="id-wordmark">${esc(frame.brand)}</p>${languages}</header>
<main class="id-card">
${frame.body}
</main>
</div>
</body>
</html>`;
}

interface Field {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  hint?: string;
  invalid?: boolean;
  autofocus?: boolean;
}

function field(f: Field, errorId: string | undefined): string {
  const hintId = f.hint ? `${f.name}-hint` : undefined;
  const describedBy = [hintId, f.invalid ? errorId : undefined].filter(Boolean).join(' ');
  return `<div class="id-field">
<label for="${f.name}">${esc(f.label)}</label>
${f.hint ? `<p class="id-hint" id="${hintId}">${esc(f.hint)}</p>` : ''}
<input id="${f.name}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}" required${
    f.value ? ` value="${esc(f.value)}"` : ''
  }${describedBy ? ` aria-describedby="${describedBy}"` : ''}${f.invalid ? ' aria-invalid="true"' : ''}${
    f.type === 'email' ? ' inputmode="email" spellcheck="false" autocapitalize="none"' : ''
  }${f.autofocus ? ' autofocus' : ''}>
</div>`;
}

function errorBox(lang: ScreenLanguage, message: string | undefined): string {
  if (!message) return '';
  return `<p class="id-error" id="form-error" role="alert"><span class="id-visually-hidden">${esc(
    TEXTS[lang].errorSummary,
  )} </span>${esc(message)}</p>`;
}

/** What the sign-in and sign-up screens share: where the form posts, the link to the other form, the language switch. */
export interface FormScreen {
  lang: ScreenLanguage;
  brand: string;
  action: string;
  /** The other form (sign-up from sign-in, sign-in from sign-up). */
  switchHref: string;
  languageHref: (lang: ScreenLanguage) => string;
}

export interface SignInView extends FormScreen {
  email?: string;
  error?: string;
  /** A "send me a new link" button (a sign-up not confirmed yet): posts the email there. */
  resend?: { action: string; label: string };
}

export function signInPage(v: SignInView): string {
  const t = TEXTS[v.lang];
  const invalid = Boolean(v.error);
  return page({
    lang: v.lang,
    brand: v.brand,
    title: t.signInTitle,
    languageHref: v.languageHref,
    body: `<h1>${esc(t.signInTitle)}</h1>
<p class="id-lead">${esc(t.signInLead)}</p>
${errorBox(v.lang, v.error)}
<form method="post" action="${esc(v.action)}" class="id-form" novalidate>
${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'username', value: v.email, invalid, autofocus: !v.email }, 'form-error')}
${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'current-password', invalid, autofocus: Boolean(v.email) }, 'form-error')}
<button type="submit" class="id-button">${esc(t.signIn)}</button>
</form>
${
  v.resend
    ? `<form method="post" action="${esc(v.resend.action)}" class="id-form id-form--resend">
<input type="hidden" name="email" value="${esc(v.email ?? '')}">
<button type="submit" class="id-button id-button--quiet">${esc(v.resend.label)}</button>
</form>`
    : ''
}
<p class="id-switch"><a href="${esc(v.switchHref)}">${esc(t.noAccount)}</a></p>`,
  });
}

export interface SignUpView extends FormScreen {
  values?: { email?: string; givenName?: string; familyName?: string };
  error?: string;
  /** Which field the error is about. */
  invalid?: 'email' | 'password' | 'name';
}

export function signUpPage(v: SignUpView): string {
  const t = TEXTS[v.lang];
  return page({
    lang: v.lang,
    brand: v.brand,
    title: t.signUpTitle,
    languageHref: v.languageHref,
    body: `<h1>${esc(t.signUpTitle)}</h1>
<p class="id-lead">${esc(t.signUpLead)}</p>
${errorBox(v.lang, v.error)}
<form method="post" action="${esc(v.action)}" class="id-form" novalidate>
<div class="id-row">
${field({ name: 'given_name', label: t.givenName, type: 'text', autocomplete: 'given-name', value: v.values?.givenName, invalid: v.invalid === 'name', autofocus: true }, 'form-error')}
${field({ name: 'family_name', label: t.familyName, type: 'text', autocomplete: 'family-name', value: v.values?.familyName, invalid: v.invalid === 'name' }, 'form-error')}
</div>
${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'email', value: v.values?.email, invalid: v.invalid === 'email' }, 'form-error')}
${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, invalid: v.invalid === 'password' }, 'form-error')}
<button type="submit" class="id-button">${esc(t.createAccount)}</button>
</form>
<p class="id-switch"><a href="${esc(v.switchHref)}">${esc(t.haveAccount)}</a></p>`,
  });
}

/** A message page (errors, expired interactions, signed out). */
export function messagePage(lang: ScreenLanguage, brand: string, title: string, body: string): string {
  return page({
    lang,
    brand,
    title,
    body: `<h1>${esc(title)}</h1>\n<p class="id-lead">${esc(body)}</p>`,
  });
}

/**
 * The logout confirmation. With `autoSubmit` (the request proved that the signed-in visitor's own
 * site asked: a valid `id_token_hint` for the session's account) /assets/logout.js presses the
 * button at once; otherwise the page asks and only the visitor's own press signs out (any
 * page could navigate a visitor here and have the script sign them out).
 */
export function logoutPage(lang: ScreenLanguage, brand: string, form: string, autoSubmit: boolean): string {
  const t = TEXTS[lang];
  return page({
    lang,
    brand,
    title: t.signOutButton,
    ...(autoSubmit ? { script: '/assets/logout.js' } : {}),
    body: `<h1>${esc(autoSubmit ? t.signingOut : t.signOutQuestion)}</h1>
${form}
<button type="submit" class="id-button" form="op.logoutForm" name="logout" value="yes">${esc(t.signOutButton)}</button>`,
  });
}

export const LOGOUT_SCRIPT = `document.querySelector('button[form="op.logoutForm"]').click();\n`;

export const STYLESHEET = `*,*::before,*::after{box-sizing:border-box}
html{color-scheme:dark;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:#0d0d10 radial-gradient(ellipse 120% 60% at 50% -10%,#2a2113 0%,#0d0d10 60%) no-repeat;color:#f3f1ec;font:1rem/1.5 "Inter Variable",Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.id-page{display:flex;flex-direction:column;align-items:center;min-height:100vh;padding:1.5rem 1rem 3rem}
.id-header{width:100%;max-width:28rem;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;margin-bottom:2rem}
.id-wordmark{margin:0;font:600 1.25rem/1 "Oswald Variable",Oswald,"Arial Narrow",system-ui,sans-serif;letter-spacing:.28em;text-transform:uppercase;color:#f5b82e}
.id-langs ul{display:flex;flex-wrap:wrap;gap:.25rem;margin:0;padding:0;list-style:none}
.id-langs a{display:inline-flex;align-items:center;min-height:44px;min-width:44px;padding:0 .6rem;border-radius:.5rem;color:#b4b0a8;text-decoration:none;font-size:.875rem}
.id-langs a:hover{color:#f3f1ec;background:#222229}
.id-langs a[aria-current]{color:#f3f1ec;text-decoration:underline;text-underline-offset:.3em;text-decoration-color:#f5b82e}
.id-card{width:100%;max-width:28rem;background:#17171c;border:1px solid #3a3a45;border-radius:1rem;padding:2rem 1.5rem;box-shadow:0 1.5rem 3rem rgba(0,0,0,.45)}
h1{margin:0 0 .5rem;font:600 1.75rem/1.2 "Oswald Variable",Oswald,"Arial Narrow",system-ui,sans-serif;letter-spacing:.01em;overflow-wrap:anywhere;hyphens:auto}
.id-lead{margin:0 0 1.5rem;color:#b4b0a8}
.id-form{display:flex;flex-direction:column;gap:1.25rem}
.id-row{display:flex;flex-wrap:wrap;gap:1.25rem}
.id-row>.id-field{flex:1 1 10rem}
.id-field{display:flex;flex-direction:column;gap:.375rem;min-width:0}
.id-field label{font-weight:600;font-size:.9375rem}
.id-hint{margin:0;color:#b4b0a8;font-size:.875rem}
.id-field input{width:100%;min-height:48px;padding:.75rem .875rem;border-radius:.625rem;border:1px solid #6b6876;background:#0d0d10;color:#f3f1ec;font:inherit}
.id-field input:hover{border-color:#b4b0a8}
.id-field input[aria-invalid="true"]{border-color:#ff7b7f}
:focus-visible{outline:3px solid #f5b82e;outline-offset:2px}
.id-field input:focus-visible{outline-offset:0;border-color:#f5b82e}
.id-button{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:48px;margin-top:.25rem;padding:.75rem 1.25rem;border:0;border-radius:999px;background:#f5b82e;color:#1a1406;font-family:inherit;font-size:1.0625rem;font-weight:700;line-height:1.2;letter-spacing:.01em;cursor:pointer;transition:background-color .15s ease}
.id-button:hover{background:#ffcb57}
.id-error{display:flex;gap:.5rem;margin:0 0 1.25rem;padding:.75rem 1rem;border-radius:.625rem;border:1px solid #ff7b7f;background:#2a1416;color:#ffd9da}
.id-switch{margin:1.5rem 0 0;text-align:center}
.id-switch a{display:inline-flex;align-items:center;min-height:44px;color:#f5b82e;text-underline-offset:.25em}
.id-switch a:hover{color:#ffcb57}
.id-check{display:flex;gap:.75rem;align-items:flex-start}
.id-check input{flex:none;width:1.5rem;height:1.5rem;margin:.6rem 0 0;accent-color:#f5b82e}
.id-check label{display:flex;align-items:center;min-height:44px;padding:.25rem 0;overflow-wrap:anywhere}
.id-check input[aria-invalid="true"]{outline:2px solid #ff7b7f;outline-offset:2px}
.id-identity{display:flex;flex-direction:column;gap:.125rem;margin:0 0 1.5rem;padding:.75rem 1rem;border-radius:.625rem;background:#222229;overflow-wrap:anywhere}
.id-identity span+span{color:#b4b0a8;font-size:.9375rem}
.id-notice{margin:0 0 1.25rem;padding:.75rem 1rem;border-radius:.625rem;border:1px solid #f5b82e;background:#2a2113;color:#f3f1ec}
.id-button--quiet{background:transparent;color:#f3f1ec;border:1px solid #6b6876}
.id-button--quiet:hover{background:#222229}
.id-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (min-width:700px){.id-page{padding-top:4rem}.id-card{padding:2.5rem 2.25rem}}
@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}
`;

/** The provider's icon (the brand's amber "M" on the dark ground): browsers ask /favicon.ico on every screen. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#111111"/><path d="M7 24V8h3.2L16 17.2 21.8 8H25v16h-3.4V14.4L16 23l-5.6-8.6V24z" fill="#f5b544"/></svg>`;
