// Covers the header in Chromium against the production builds: the sticky header at 1366 px
// (sticks past 68 px, hides going down, shows going up, the content never moves) and not at
// 390 px; the navigation of every site (flags, active entry, the Cinemas target from the
// locator cookie); the mobile menu by keyboard at 390 px (focus trapped and returned, Escape,
// aria-expanded, closed past tablet width); the search modal from the header (focus, Escape,
// scroll lock, closed by a navigation); the language switch modal; the sign-in and profile
// entry points; axe with the menu and with a modal open at 390 and 1366 px; hydration without
// mismatch throughout.
import type { Page } from '@playwright/test';
import {
  axeViolations,
  collectErrors,
  DESKTOP,
  expect,
  hydrationErrors,
  openHydrated,
  PHONE,
  pageApi,
  SITES,
  type SiteCode,
  test,
} from '../fixtures';

/** The main content's position in the document (not the window): it must not move when the header sticks. */
function mainOffset(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    return main ? main.getBoundingClientRect().top + window.scrollY : Number.NaN;
  });
}

/** Scrolls the window to `y` (a real scroll: the page dispatches its scroll events). */
async function scrollToY(page: Page, y: number): Promise<void> {
  // Asked again until it holds: a region that renders again after hydration can shorten the
  // page for a moment and bring the window back up.
  await expect
    .poll(() =>
      page.evaluate((top) => {
        if (Math.round(window.scrollY) !== top) window.scrollTo({ top, behavior: 'instant' });
        return Math.round(window.scrollY);
      }, y),
    )
    .toBe(y);
}

/** The header's box in the window. */
function headerBox(page: Page): Promise<{ top: number; bottom: number; position: string }> {
  return page.getByRole('banner').evaluate((header) => {
    const rect = header.getBoundingClientRect();
    return { top: Math.round(rect.top), bottom: Math.round(rect.bottom), position: getComputedStyle(header).position };
  });
}

/** Starts recording layout shifts (CLS entries) on the page. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });
}

function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
}

test.describe('sticky header', () => {
  test('SHELL-16 SHELL-17 at 1366 px: sticks past 68 px, hides on scroll down, shows on scroll up, without moving the content', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('fr', '/'));
    const banner = page.getByRole('banner');
    const before = await mainOffset(page);
    await recordLayoutShifts(page);

    await scrollToY(page, 400);
    await expect(banner).toHaveClass(/mq-header--stuck/);
    await expect(banner).toHaveClass(/mq-header--hidden/);
    await expect.poll(async () => (await headerBox(page)).bottom).toBeLessThanOrEqual(0);
    expect((await headerBox(page)).position).toBe('fixed');
    expect(await mainOffset(page)).toBe(before);

    await scrollToY(page, 250);
    await expect(banner).not.toHaveClass(/mq-header--hidden/);
    await expect.poll(async () => (await headerBox(page)).top).toBe(0);
    expect(await mainOffset(page)).toBe(before);

    await scrollToY(page, 900);
    await expect(banner).toHaveClass(/mq-header--hidden/);

    await scrollToY(page, 0);
    await expect(banner).not.toHaveClass(/mq-header--stuck/);
    expect((await headerBox(page)).top).toBe(0);
    expect(await mainOffset(page)).toBe(before);
    expect(await layoutShifts(page)).toEqual([]);
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('SHELL-16 at 390 px the header never sticks', async ({ page, site }) => {
    await page.setViewportSize(PHONE);
    await openHydrated(page, site.url('fr', '/'));
    const banner = page.getByRole('banner');
    await scrollToY(page, 600);
    await scrollToY(page, 500);
    // Past the 200 ms scroll throttle a sticky header would have reacted; this one scrolled away with the page.
    await page.waitForFunction(() => {
      const w = window as unknown as { __since?: number };
      w.__since ??= performance.now();
      return performance.now() - w.__since > 400;
    });
    await expect(banner).not.toHaveClass(/mq-header--stuck/);
    expect((await headerBox(page)).bottom).toBeLessThan(0);
  });
});

/** The external addresses each site's navigation links to (site config, flags read with CLARIFICATIONS). */
const EXTERNAL: Record<SiteCode, string[]> = {
  fr: ['https://vod.marquee.fr'],
  ch: [],
  be: ['https://business.marquee.be'],
  nl: ['https://more.marquee.nl', 'https://vod.marquee.nl'],
  tn: [],
  sn: [],
  ci: [],
  ma: [],
};

test.describe('navigation', () => {
  for (const code of Object.keys(SITES) as SiteCode[]) {
    test(`SHELL-19 SHELL-25 SHELL-26 SHELL-27 SHELL-31 SHELL-32 SHELL-13 ${code}: the entries its flags allow, Films active on the home, sign-in offered`, async ({
      page,
      site,
    }) => {
      const errors = collectErrors(page);
      await page.setViewportSize(DESKTOP);
      await openHydrated(page, site.url(code, SITES[code].home));
      const banner = page.getByRole('banner');
      const nav = banner.getByRole('navigation');
      const links = nav.getByRole('link');
      const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.filter((href) => href.startsWith('http'))).toEqual(EXTERNAL[code]);
      // Films, Tonight (decision 0054), Cinemas, club card and Offers everywhere; wallet and account
      // only in the menu.
      expect(hrefs.filter((href) => href.startsWith('/')).length).toBe(5);
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('href', SITES[code].home);
      for (const external of await nav.locator('a[target="_blank"]').all()) {
        await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
      }
      // authenticationEnabled is on for every site: the sign-up link and the sign-in button.
      await expect(banner.getByRole('button', { name: /Sign in|Se connecter|Anmelden|Inloggen/ })).toBeVisible();
      await expect(
        banner.getByRole('link', { name: /Sign up|Créer un compte|Registrieren|Account aanmaken/ }),
      ).toBeVisible();
      expect(await hydrationErrors(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('SHELL-21 SHELL-22 SHELL-23 SHELL-24 the Cinemas entry follows the locator selection', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('fr', '/'));
    const cinemas = page.getByRole('banner').getByRole('link', { name: 'Cinémas' });
    await expect(cinemas).toHaveAttribute('href', '/cinemas');
    const { cities } = await pageApi<{ cities: { slug: string; cinemaCount: number }[] }>(
      page,
      '/api/cities?language=fr',
    );
    const many = cities.find((city) => city.cinemaCount > 1);
    const one = cities.find((city) => city.cinemaCount === 1);
    if (!many || !one) throw new Error('the fr data set has no city with one cinema and none with several');
    const { cinemas: ofOne } = await pageApi<{ cinemas: { slug: string }[] }>(
      page,
      `/api/city/${one.slug}?language=fr`,
    );

    const select = async (selection: { type: string; value: string }) => {
      await page.context().addCookies([
        {
          name: 'cgp_locator',
          value: encodeURIComponent(JSON.stringify(selection)),
          url: site.url('fr', '/'),
        },
      ]);
      await openHydrated(page, site.url('fr', '/'));
    };
    await select({ type: 'city', value: many.slug });
    await expect(cinemas).toHaveAttribute('href', `/ville-list/${many.slug}`);
    await select({ type: 'city', value: one.slug });
    await expect(cinemas).toHaveAttribute('href', `/cinema/${ofOne[0]?.slug}`);
    await select({ type: 'cinema', value: 'marquee-opera' });
    await expect(cinemas).toHaveAttribute('href', '/cinema/marquee-opera');
    await select({ type: 'around', value: '48.85,2.35' });
    await expect(cinemas).toHaveAttribute('href', '/cinemas');
    expect(await hydrationErrors(page)).toEqual([]);
  });
});

test.describe('mobile menu', () => {
  test('SHELL-28 SHELL-29 SHELL-45 SHELL-49 at 390 px by keyboard: opens, traps focus, Escape closes and returns focus; axe finds nothing', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(PHONE);
    await openHydrated(page, site.url('nl', '/nl'));
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('navigation')).toBeHidden();
    const menuButton = banner.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.focus();
    await page.keyboard.press('Enter');

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const entries = menu.getByRole('navigation').getByRole('link');
    await expect(entries).toHaveText([
      'Zoeken',
      'Films',
      'Vanavond',
      'Bioscopen',
      'Clubkaart',
      'Aanbiedingen',
      /^Wallet/,
      'Mijn account',
      /^Meer van Marquee/,
      /^Marquee thuis/,
    ]);
    await expect(menu.getByRole('link', { name: 'Films' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(page)).toEqual([]);

    // Focus stays inside the menu, whatever the number of Tabs.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // An entry chosen by keyboard goes to its page, and the menu is gone (SHELL-47).
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Bioscopen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/nl\/cinemas$/);
    await expect(menu).toBeHidden();

    // Past tablet width the menu has no use: it closes (SHELL-49).
    await menuButton.click();
    await expect(menu).toBeVisible();
    await page.setViewportSize(DESKTOP);
    await expect(menu).toBeHidden();
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('search modal', () => {
  test('SHELL-09 SHELL-55 SHELL-48 SHELL-47 from the header: searches, locks the page, Escape returns focus, a result closes it', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('fr', '/'));
    const searchButton = page.getByRole('banner').getByRole('button', { name: 'Rechercher' });
    await searchButton.click();
    const dialog = page.getByRole('dialog', { name: 'Recherche' });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('combobox');
    await expect(box).toBeFocused();

    // The page behind does not scroll (SHELL-48).
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const answer = await pageApi<{ results: { type: string; title: string }[] }>(
      page,
      '/api/search/full?q=phare&language=fr',
    );
    const film = answer.results.find((result) => result.type === 'show');
    if (!film) throw new Error('the fr data set has no film matching "phare"');
    await box.fill('phare');
    await expect(dialog.getByRole('option', { name: film.title })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(searchButton).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    // A result opens its page; the new page closes the modal (SHELL-47).
    await searchButton.click();
    await dialog.getByRole('combobox').fill('phare');
    await dialog.getByRole('option', { name: film.title }).click();
    await expect(page).toHaveURL(/\/film\//);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: film.title })).toBeVisible();
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('SHELL-55 Enter goes to the results page; axe finds nothing with the modal open at 390 px', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(PHONE);
    await openHydrated(page, site.url('be', '/en'));
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('combobox').fill('lighthouse');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?q=lighthouse$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('lighthouse');
  });
});

test.describe('language switch', () => {
  test('SHELL-50 SHELL-51 SHELL-12 a modal listing the site languages, the current one marked; axe at 1366 px', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('ch', '/de'));
    const button = page.getByRole('banner').getByRole('button', { name: 'Sprache: Deutsch' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Sprache wählen' });
    const options = dialog.getByRole('list', { name: 'Sprache' }).getByRole('link');
    await expect(options).toHaveText(['FRFrançais', 'ENEnglish', 'DEDeutsch']);
    await expect(dialog.locator('a[aria-current="true"]')).toHaveAttribute('lang', 'de');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('sign-in and profile', () => {
  test('SHELL-52 ACC-30 ACC-31 sign-in from the header: benefits, then sign in or create an account', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('fr', '/en'));
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    // The buttons start the provider's sign-in or sign-up (e2e/tests/sign-in.spec.ts follows them).
    await expect(dialog.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Create an account' })).toBeEnabled();
    // fr: several cinemas and a subscription offer, so all four reasons.
    await expect(dialog.getByRole('listitem')).toHaveCount(4);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('SHELL-11 SHELL-54 ACC-32 ACC-33 signed in: the avatar opens the profile pop-in; signing out brings sign-in back', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(PHONE);
    // A page without film cards: the session below is told it is signed in without a token, and
    // the cards' wishlist hearts would ask the client API for that client's feelings (a 401).
    await openHydrated(page, site.url('fr', '/aide'));
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    const signInBox = await banner.getByRole('button', { name: 'Se connecter' }).boundingBox();
    // The sign-in issue fills the session; here the page's shared session store is told directly.
    await page.evaluate(async () => {
      // The bare name resolves through the page's import map: the same store the header reads.
      const specifier = '@marquee/session';
      const { sessionStore } = (await import(specifier)) as {
        sessionStore: { getState(): { signedIn(client: Record<string, unknown>): void } };
      };
      sessionStore.getState().signedIn({
        id: 'c1',
        name: 'Camille Durand',
        email: 'camille@example.com',
        avatar: null,
        initials: 'CD',
        hasSubscription: false,
      });
    });
    const profile = banner.getByRole('button', { name: 'Votre compte, Camille Durand' });
    await expect(profile).toBeVisible();
    expect(await profile.boundingBox()).toEqual(signInBox);
    await profile.click();
    const dialog = page.getByRole('dialog', { name: 'Camille Durand' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('navigation').getByRole('link')).toHaveText([
      'Mon profil',
      'Mes avantages',
      'Mes réservations',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    expect(errors).toEqual([]);
    // Signing out goes on to the provider's logout: leave the page so that no navigation is still
    // under way when the context closes (a close during it once hung past the test timeout).
    await page.goto('about:blank');
  });
});
