import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BrowserFacts, mailValidationUrl, registerUrl, shouldForceSignIn, signInFrame } from './sign-in';

const context = {
  clientUrl: 'http://id.marquee.localhost/',
  language: 'fr',
  accountUrls: true,
  thirdPartyAuth: true,
  forced: true,
};
const plain: BrowserFacts = {
  mobile: false,
  app: false,
  safari: false,
  chromeVersion: null,
  storageRestricted: false,
  firefox: false,
  serviceWorker: true,
  oldIeOrEdge: false,
  indexedDb: true,
};
const cookies = { customLogin: true, customLoginRetry: false };

describe('sign-in frame', () => {
  it('ACC-19 ACC-20 register and mail-validation urls from the client url, the language and /register or /mail', () => {
    expect(registerUrl('http://id.test/', 'en')).toBe('http://id.test/en/register');
    expect(mailValidationUrl('http://id.test', 'nl')).toBe('http://id.test/nl/mail');
  });
  it('ACC-21 "If not registered, the frame shows the register url."', () => {
    const frame = signInFrame({ registered: false, emailVerify: false, firstLogin: true }, context);
    expect(frame.url).toBe('http://id.marquee.localhost/fr/register');
  });
  it('ACC-22 "If registered, email not verified and not first login, it shows the email-validation url."', () => {
    expect(signInFrame({ registered: true, emailVerify: false, firstLogin: false }, context).url).toBe(
      'http://id.marquee.localhost/fr/mail',
    );
    expect(signInFrame({ registered: true, emailVerify: false, firstLogin: true }, context).url).toBeNull();
    expect(signInFrame({ registered: true, emailVerify: true, firstLogin: false }, context).url).toBeNull();
    expect(
      signInFrame({ registered: false, emailVerify: false, firstLogin: false }, { ...context, accountUrls: false }).url,
    ).toBeNull();
  });
  it('ACC-23 ACC-24 fullscreen and not closable when not registered, or verified and not first login; redirect when third-party and forced', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (registered, emailVerify, firstLogin, third, forced) => {
          const frame = signInFrame(
            { registered, emailVerify, firstLogin },
            { ...context, thirdPartyAuth: third, forced },
          );
          const full = !registered || (emailVerify && !firstLogin);
          expect(frame.fullscreen).toBe(full);
          expect(frame.closable).toBe(!full);
          expect(frame.redirect).toBe(full && third && forced);
        },
      ),
    );
  });
});

describe('forced sign-in', () => {
  it('ACC-41 "when a custom-login cookie exists and its retry cookie does not"', () => {
    const safari = { ...plain, safari: true };
    expect(shouldForceSignIn(safari, cookies)).toBe(true);
    expect(shouldForceSignIn(safari, { customLogin: false, customLoginRetry: false })).toBe(false);
    expect(shouldForceSignIn(safari, { customLogin: true, customLoginRetry: true })).toBe(false);
  });
  it('ACC-42..46 the browsers: mobile non-app, Safari, Chrome with restricted storage (76+), Firefox without service worker, old IE/Edge without indexedDB', () => {
    expect(shouldForceSignIn(plain, cookies)).toBe(false);
    expect(shouldForceSignIn({ ...plain, mobile: true }, cookies)).toBe(true);
    expect(shouldForceSignIn({ ...plain, mobile: true, app: true }, cookies)).toBe(false);
    expect(shouldForceSignIn({ ...plain, chromeVersion: 90, storageRestricted: true }, cookies)).toBe(true);
    expect(shouldForceSignIn({ ...plain, chromeVersion: 75, storageRestricted: true }, cookies)).toBe(false);
    expect(shouldForceSignIn({ ...plain, chromeVersion: 90 }, cookies)).toBe(false);
    expect(shouldForceSignIn({ ...plain, firefox: true, serviceWorker: false }, cookies)).toBe(true);
    expect(shouldForceSignIn({ ...plain, firefox: true }, cookies)).toBe(false);
    expect(shouldForceSignIn({ ...plain, oldIeOrEdge: true, indexedDb: false }, cookies)).toBe(true);
    expect(shouldForceSignIn({ ...plain, oldIeOrEdge: true }, cookies)).toBe(false);
  });
});
