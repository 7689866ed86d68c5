import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { PlatformInfo } from './platform.mjs';
import { PLATFORM_ENV } from './platform.mjs';

/** The eight sites with their languages and defaults (SITE-04..11), as a moviegoer sees them. */
export const SITES = {
  fr: { languages: ['fr', 'en'], defaultLanguage: 'fr', home: '/' },
  ch: { languages: ['fr', 'en', 'de'], defaultLanguage: 'en', home: '/en' },
  be: { languages: ['fr', 'nl', 'en'], defaultLanguage: 'en', home: '/en' },
  nl: { languages: ['nl', 'en'], defaultLanguage: 'nl', home: '/nl' },
  tn: { languages: ['fr', 'en'], defaultLanguage: 'fr', home: '/fr' },
  sn: { languages: ['fr', 'en'], defaultLanguage: 'fr', home: '/fr' },
  ci: { languages: ['fr', 'en'], defaultLanguage: 'fr', home: '/fr' },
  ma: { languages: ['fr', 'en'], defaultLanguage: 'fr', home: '/fr' },
} as const;

/** A site code. */
export type SiteCode = keyof typeof SITES;

/** The `site` fixture: addresses of the running platform. */
export interface SiteFixture {
  /** Address of a path on a site (`http://fr.marquee.localhost:PORT/path`). */
  url(code: SiteCode, path?: string): string;
  /** The running platform, and its deploy store. */
  readonly platform: PlatformInfo & { readonly deployDir: string };
}

/**
 * GETs an API answer through the edge from inside a page already on a site, as the site's
 * own code does (Node cannot resolve `*.localhost`; Chromium can).
 */
export function pageApi<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (target) => {
    const response = await fetch(target);
    if (!response.ok) throw new Error(`${target}: ${response.status}`);
    return response.json();
  }, path) as Promise<T>;
}

/**
 * Opens an address and waits until React has taken over the page (`<html data-hydrated>`, set
 * once hydration — or a client render — is committed): a click on server HTML before that
 * would be lost.
 */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Scrolls to the footer as a visitor does and waits until it is live: its code loads, and it comes
 * alive, when the visitor nears it (apps/shell/src/components/when-visible.tsx); until then it is
 * the server's HTML, whose links are plain links. Returns the footer.
 */
export async function reachFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await page.locator('.shell-footer-slot[data-live]').waitFor({ state: 'attached' });
  return footer;
}

/** The demo accounts' password (README). */
const PASSWORD = 'marquee-demo';

/** The provider's words for its sign-in form, by page language. */
const PROVIDER = {
  fr: { email: 'Adresse e-mail', password: 'Mot de passe' },
  en: { email: 'Email address', password: 'Password' },
} as const;

/** Fills the provider's form and waits to be back on the site, on `back`. */
export async function onProvider(page: Page, site: SiteFixture, email: string, language: 'fr' | 'en', back: string) {
  await page.waitForURL((url) => url.href.startsWith(site.platform.identity));
  await page.getByLabel(PROVIDER[language].email).fill(email);
  await page.getByLabel(PROVIDER[language].password).fill(PASSWORD);
  await page.getByLabel(PROVIDER[language].password).press('Enter');
  await page.waitForURL((url) => url.pathname === back && !url.href.startsWith(site.platform.identity));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Signs in from the header's pop-in, back on the same page. */
export async function signInFromHeader(page: Page, site: SiteFixture, email: string, language: 'fr' | 'en') {
  const words =
    language === 'fr' ? { button: 'Se connecter', dialog: 'Connexion' } : { button: 'Sign in', dialog: 'Sign in' };
  const back = new URL(page.url()).pathname;
  await page.getByRole('banner').getByRole('button', { name: words.button }).click();
  await page.getByRole('dialog', { name: words.dialog }).getByRole('button', { name: words.button }).click();
  await onProvider(page, site, email, language, back);
  await expect(page.getByRole('banner').getByRole('button', { name: /^(Votre compte|Your account), / })).toBeVisible();
}

/** Errors React recovered from while hydrating (server and browser disagreed), as the page recorded them. */
export function hydrationErrors(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as { __marqueeHydrationErrors?: string[] }).__marqueeHydrationErrors ?? []);
}

/** Console errors and uncaught exceptions of a page (a test fails if there are any it did not expect). */
export function collectErrors(page: Page, options: { except?: string } = {}): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // `except`: an origin whose own console errors are not the site's (the identity provider's
    // pages answer Chromium's automatic favicon request with 404).
    if (options.except && message.location().url.startsWith(options.except)) return;
    errors.push(`console: ${message.text()}`);
  });
  return errors;
}

export const test = base.extend<{ site: SiteFixture }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern; this fixture has none.
  site: async ({}, use) => {
    const raw = process.env[PLATFORM_ENV];
    if (!raw)
      throw new Error(
        `${PLATFORM_ENV} is not set: run through playwright.config.ts (its global setup starts the platform)`,
      );
    const platform = JSON.parse(raw) as PlatformInfo & { deployDir: string };
    const url = (code: SiteCode, path = '/') => `http://${code}.marquee.localhost:${platform.port}${path}`;
    await use({ platform, url });
  },
});

export { expect };

/** A mail as the platform's mail catcher (maildev's REST API) lists it. */
interface CaughtMail {
  subject: string;
  text?: string;
  to: { address: string }[];
}

/**
 * The newest mail to `to` whose subject matches, read from the mail catcher the platform sends
 * through (`platform.mail.inbox`, e2e/platform.mjs): waits until it arrives (`timeoutMs`, 20 s;
 * the API's alert job runs once a minute).
 */
export async function mailTo(site: SiteFixture, to: string, subject: RegExp, timeoutMs = 20_000): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(new URL('email', site.platform.mail.inbox));
        const mails = (await response.json()) as CaughtMail[];
        found = mails
          .filter(
            (mail) => mail.to.some((r) => r.address.toLowerCase() === to.toLowerCase()) && subject.test(mail.subject),
          )
          .at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${to} (${subject})`, timeout: timeoutMs },
    )
    .toBe(true);
  return found as CaughtMail;
}

/** The sign-up confirmation link of a mail (the provider's `/{lang}/confirm?token=…`). */
export function confirmationLink(mail: CaughtMail): string {
  const link = /https?:\/\/\S+\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no confirmation link in "${mail.subject}"`);
  return link;
}

/**
 * Runs axe on the page as it is now (WCAG 2.1 A and AA rules) and returns the violations as
 * readable lines: a test expects `[]`.
 */
/** Waits until no finite animation runs (an alert fading in), so colours are judged at rest. */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function axeViolations(
  page: Page,
  /**
   * Exactly these rules instead of the WCAG 2.1 A and AA ones, such as axe's best-practice
   * `region` (all content inside landmarks).
   */
  options: { readonly rules?: readonly string[] } = {},
): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const analyse = async () => {
    await animationsSettled(page);
    const builder = new AxeBuilder({ page });
    const results = await (options.rules
      ? builder.withRules([...options.rules])
      : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    ).analyze();
    return results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  };
  const first = await analyse();
  if (first.length === 0) return first;
  // Something may have started fading in while axe ran (an alert that arrived late): judge
  // again at rest. A real violation is found both times; a colour caught mid-fade is not.
  return analyse();
}
