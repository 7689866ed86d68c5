// Covers the first press in Chromium against the production builds, as a moviegoer
// presses, by role and label: every control acts on its first press, from the moment it is
// shown. The page before it has hydrated (its remote's code held back by the test, so the press
// lands on the server's HTML): the header's search (mouse, 1366 px), sign-in (keyboard), menu
// (touch, 390 px) open their dialog once the page is live; so does the film page's "Trouver un
// cinéma" (tapped at 390 px, clicked at 1366 px), in the remote's page that hydrates after the
// shell's root. The footer, a region that comes alive only near the viewport: the first tap (390 px,
// touch) or Enter on an accordion heading, and Enter on a FAQ question (1366 px), open it. A
// film page opened from the home and the header's search pressed at once: the dialog opens and
// stays, ten times in a row. A refused position while the site-wide maintenance alert is shown:
// its warning shows at once (the maintenance alert gives way), and the maintenance alert comes
// back after it.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { DESKTOP, expect, openHydrated, PHONE, PHONE_UA, reachFooter, test } from '../fixtures';

const ON_PHONE: BrowserContextOptions = {
  viewport: PHONE,
  userAgent: PHONE_UA,
  isMobile: true,
  hasTouch: true,
};
const ON_DESKTOP: BrowserContextOptions = { viewport: DESKTOP };

async function newPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-PT', ...options });
  // A returning visitor who closed the app's smart banner: it would float over the footer.
  await context.addInitScript(() => localStorage.setItem('marquee_smart_banner_hidden', '1'));
  return context.newPage();
}

/**
 * Opens `url` with React DOM's client held back (the page cannot hydrate without it),
 * so that `press` lands on the server's HTML, then lets the code through. Waits only for the
 * shell's entry to have run (the kit's press holder is there), never for a time.
 */
async function pressBeforeHydration(page: Page, url: string, press: () => Promise<void>): Promise<void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/react-dom__client-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  try {
    // Not even DOMContentLoaded: the page's module scripts may wait for the held code.
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => Symbol.for('marquee.press-replay') in globalThis);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    await press();
    // The press landed on the server's HTML: the page was not live yet.
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  } finally {
    release();
  }
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

test.describe('before the page has hydrated', () => {
  test("SHELL-09 SHELL-55 at 1366 px the header's search pressed with the mouse opens the search dialog", async ({
    browser,
    site,
  }) => {
    const page = await newPage(browser, ON_DESKTOP);
    const search = page.getByRole('banner').getByRole('button', { name: 'Rechercher' });
    await pressBeforeHydration(page, site.url('fr', '/'), () => search.click());
    await expect(page.getByRole('dialog', { name: 'Recherche' })).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await page.context().close();
  });

  test('SHELL-52 at 1366 px sign-in pressed by keyboard opens the sign-in dialog', async ({ browser, site }) => {
    const page = await newPage(browser, ON_DESKTOP);
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
    await pressBeforeHydration(page, site.url('fr', '/en'), async () => {
      await signIn.focus();
      await page.keyboard.press('Enter');
    });
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await page.context().close();
  });

  test('SHELL-28 at 390 px the menu tapped opens the menu', async ({ browser, site }) => {
    const page = await newPage(browser, ON_PHONE);
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await pressBeforeHydration(page, site.url('fr', '/'), () => menu.tap());
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.context().close();
  });
});

test.describe("the film page's find a cinema, before its part has hydrated", () => {
  /** A film with showtimes today, read from the API's own address in a tab of its own. */
  async function bookableFilm(page: Page, url: string): Promise<string> {
    const tab = await page.context().newPage();
    await tab.goto(new URL('/api/shows?filter=book', url).href);
    const { shows } = JSON.parse((await tab.locator('body').textContent()) ?? '{}') as {
      shows: { slug: string; tracking: { next24ShowtimesCount: number } }[];
    };
    await tab.close();
    const film = shows.find((show) => show.tracking.next24ShowtimesCount > 0);
    if (!film) throw new Error('no film with showtimes today');
    return film.slug;
  }

  for (const [width, options, how] of [
    [390, ON_PHONE, 'tapped'],
    [1366, ON_DESKTOP, 'clicked'],
  ] as const) {
    test(`LOC-01 at ${width} px "Trouver un cinéma" ${how} before hydration opens the locator`, async ({
      browser,
      site,
    }) => {
      const page = await newPage(browser, options);
      const slug = await bookableFilm(page, site.url('fr', '/'));
      const locate = page.getByRole('main').getByRole('button', { name: 'Trouver un cinéma' });
      await pressBeforeHydration(page, site.url('fr', `/film/${slug}`), () =>
        how === 'tapped' ? locate.tap() : locate.click(),
      );
      await expect(page.getByRole('dialog', { name: 'Où voulez-vous aller ?' })).toBeVisible();
      await page.context().close();
    });
  }

  // The wishlist heart's code comes on intent (decision 0034): the tap that brings it acts.
  test('ACC-36 ACC-59 at 390 px the film page’s wishlist heart, its code not loaded, asks to sign in on the first tap', async ({
    browser,
    site,
  }) => {
    const page = await newPage(browser, ON_PHONE);
    const slug = await bookableFilm(page, site.url('fr', '/'));
    const controls: string[] = [];
    page.on('request', (request) => {
      if (/\/space-controls-[^/]+\.js$/.test(request.url())) controls.push(request.url());
    });
    await openHydrated(page, site.url('fr', `/film/${slug}`));
    expect(controls, 'the heart’s code is not in the first load').toEqual([]);
    await page.getByRole('main').getByRole('button', { name: 'Envie de voir' }).tap();
    await expect(page.getByRole('dialog', { name: 'Connectez-vous pour continuer' })).toBeVisible();
    expect(controls).toHaveLength(1);
    await page.context().close();
  });
});

test.describe('the footer, live only near the viewport', () => {
  test('SHELL-38 at 390 px the first tap on an accordion heading opens it', async ({ browser, site }) => {
    const page = await newPage(browser, ON_PHONE);
    await openHydrated(page, site.url('fr', '/'));
    const footer = page.getByRole('contentinfo');
    // The visitor has not come near the footer: it is still the server's markup.
    await expect(page.locator('.shell-footer-slot[data-live]')).toHaveCount(0);
    const cinemas = footer.getByRole('button', { name: 'Nos cinémas' });
    await cinemas.tap();
    await expect(cinemas).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByRole('link', { name: 'Paris' })).toBeVisible();
    await expect(page.locator('.shell-footer-slot[data-live]')).toHaveCount(1);
    await page.context().close();
  });

  test('SHELL-38 at 390 px Enter on an accordion heading opens it, and the focus stays on it', async ({
    browser,
    site,
  }) => {
    const page = await newPage(browser, ON_PHONE);
    await openHydrated(page, site.url('fr', '/'));
    await expect(page.locator('.shell-footer-slot[data-live]')).toHaveCount(0);
    const faq = page.getByRole('contentinfo').getByRole('button', { name: 'Questions fréquentes' });
    await faq.focus();
    await page.keyboard.press('Enter');
    await expect(faq).toHaveAttribute('aria-expanded', 'true');
    await expect(faq).toBeFocused();
    await page.context().close();
  });

  test('SHELL-43 at 1366 px Enter on a question opens its answer', async ({ browser, site }) => {
    const page = await newPage(browser, ON_DESKTOP);
    await openHydrated(page, site.url('fr', '/'));
    await expect(page.locator('.shell-footer-slot[data-live]')).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    const question = footer.getByText('Comment réserver une place en ligne ?');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(footer.getByText(/votre e-billet arrive par e-mail/)).toBeVisible();
    await expect(question).toBeFocused();
    await reachFooter(page);
    await expect(footer.getByText(/votre e-billet arrive par e-mail/)).toBeVisible();
    await page.context().close();
  });
});

test('SHELL-09 SHELL-47 at 1366 px a film page opened from the home and search pressed at once: the dialog opens and stays (10 times)', async ({
  browser,
  site,
}) => {
  // Ten round trips between two pages on a machine shared with other work.
  test.setTimeout(120_000);
  const page = await newPage(browser, ON_DESKTOP);
  await openHydrated(page, site.url('fr', '/'));
  const search = page.getByRole('banner').getByRole('button', { name: 'Rechercher' });
  const dialog = page.getByRole('dialog', { name: 'Recherche' });
  // The first film of the home that can be booked (its call to action follows its state).
  const film = page
    .getByRole('main')
    .getByRole('link', { name: /^Réserver — / })
    .first();
  const slug = /\/films?\/([a-z0-9-]+)/.exec((await film.getAttribute('href')) ?? '')?.[1];
  const title = ((await film.evaluate((link) => link.getAttribute('aria-label') ?? link.textContent)) ?? '')
    .replace(/^Réserver\s*—\s*/, '')
    .trim();
  expect(slug, 'a bookable film on the home').toBeTruthy();
  expect(title).not.toBe('');
  // The film's data is held until the search press has landed, so that the press falls while the
  // film page loads (a real phone's network), on every attempt that asks for it.
  let release = () => {};
  let held = Promise.resolve();
  await page.route(new RegExp(`/api/show/${slug}(?:[/?]|$)`), async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  for (let attempt = 1; attempt <= 10; attempt++) {
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await film.click();
    await search.click().finally(() => release());
    // The film page is shown, and the dialog with it.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(dialog, `attempt ${attempt}`).toBeVisible();
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Les films au cinéma' })).toBeVisible();
  }
  await page.context().close();
});

test("ERR-15 SHELL-74 a refused position warns at once while the site's maintenance alert is shown, which comes back after", async ({
  browser,
  site,
}) => {
  const page = await newPage(browser, { ...ON_DESKTOP, permissions: [] });
  // The visitor answers the browser's prompt with "Block" (headless Chromium leaves it unanswered
  // until the locator's 10 s time limit): the browser's own refusal, at once.
  await page.addInitScript(() => {
    navigator.geolocation.getCurrentPosition = (_found, failed) =>
      failed?.({
        code: 1,
        message: 'User denied Geolocation',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      });
  });
  await openHydrated(page, site.url('fr', '/film/petite-comete'));
  const maintenance = page.getByRole('group', { name: 'Maintenance de la réservation en ligne' });
  await expect(maintenance).toBeVisible();
  // By keyboard: the alert floats over the page's lower part.
  await page.getByRole('button', { name: 'Trouver un cinéma' }).focus();
  await page.keyboard.press('Enter');
  const locator = page.getByRole('dialog', { name: 'Où voulez-vous aller ?' });
  const aroundMe = locator.getByRole('button', { name: 'Les cinémas autour de moi' });
  // The button is disabled until the cinemas are there.
  await expect(aroundMe).toBeEnabled();
  await aroundMe.focus();
  await page.keyboard.press('Enter');
  const warning = page.getByRole('group', { name: "Nous n'avons pas pu vous localiser" });
  // At once, not after the maintenance alert's 10 s: that alert gives way and waits.
  await expect(warning).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('complementary', { name: 'Notifications' }).getByRole('alert')).toContainText(
    "Nous n'avons pas pu vous localiser",
  );
  await expect(maintenance).toHaveCount(0);
  // The locator is a modal dialog (the page behind is inert): closed first, then the warning.
  await page.keyboard.press('Escape');
  await expect(locator).toBeHidden();
  await warning.getByRole('button', { name: 'Fermer' }).click();
  await expect(maintenance).toBeVisible();
  await page.context().close();
});
