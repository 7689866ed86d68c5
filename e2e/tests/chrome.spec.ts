// Covers the page chrome besides header and footer, in Chromium against the production builds:
// alerts (first in first out, 10 s auto-close on Playwright's clock, paused on hover, closable,
// announced through live regions present before they arrive, the API's site-wide alert on every
// page), web-view mode (user agent `MarqueeApp/1.0`: no header or footer in the server's HTML,
// page messages through a fake native bridge), the smart banner at 390 px (shown, closed, still
// closed after a reload; absent at 1366 px and in the web view), the header push (server-rendered,
// hidden for a day once seen, back after expiry), settings injections (a malicious one ignored,
// never run), the feedback form posting to the API, the error view's picture and ways on, axe
// with an alert open at 390 and 1366 px, and hydration without mismatch throughout.
import type { Browser, Page } from '@playwright/test';
import {
  axeViolations,
  collectErrors,
  DESKTOP,
  expect,
  hydrationErrors,
  openHydrated,
  PHONE,
  PHONE_UA,
  pageApi,
  test,
} from '../fixtures';

const APP_UA = `${PHONE_UA} MarqueeApp/1.0`;

/** An alert as remotes enqueue it: through `@marquee/alerts`, the page's one queue (the import map's singleton). */
async function enqueueAlert(
  page: Page,
  alert: { level: 'warning' | 'info'; title: string; subtitle?: string; class?: string },
): Promise<void> {
  await page.evaluate(async (message) => {
    const map = JSON.parse(document.querySelector('script[type="importmap"]')?.textContent ?? '{}') as {
      imports: Record<string, string>;
    };
    const url = map.imports['@marquee/alerts'];
    if (!url) throw new Error('no @marquee/alerts in the import map');
    const { alertStore } = (await import(url)) as {
      alertStore: { getState(): { enqueue(a: unknown): number } };
    };
    alertStore.getState().enqueue(message);
  }, alert);
}

/** Lets the page run the effects of its last commit (two frames). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** The English home of the French site, as a moviegoer opens it. */
function enHome(site: { url(code: 'fr', path?: string): string }): string {
  return site.url('fr', '/en');
}

async function phonePage(browser: Browser, userAgent = PHONE_UA) {
  const context = await browser.newContext({ viewport: PHONE, userAgent, locale: 'en-GB' });
  return { context, page: await context.newPage() };
}

test.describe('alerts', () => {
  test('SHELL-73 SHELL-74 SHELL-75 SHELL-76 first in first out, 10 s each, paused while hovered, closable, announced', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    await page.goto(enHome(site));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The live regions are in the server's HTML, empty, before any alert arrives.
    const alerts = page.getByRole('complementary', { name: 'Notifications' });
    const polite = alerts.getByRole('status').and(page.locator('[aria-live="polite"]'));
    const assertive = alerts.getByRole('alert').and(page.locator('[aria-live="assertive"]'));
    await expect(polite).toHaveCount(1);
    await expect(assertive).toHaveCount(1);

    // The API's site-wide alert (info) comes first; the user closes it (SHELL-76).
    const maintenance = page.getByRole('group', { name: 'Online booking maintenance' });
    await expect(maintenance).toBeVisible();
    await expect(maintenance).toHaveClass(/maintenance-alert/);
    await expect(polite).toHaveText('Online booking maintenance. Tuesday night from 2 to 4 am.');
    // From here the page's time moves only when the test says so (the alert, hovered, waits meanwhile).
    await maintenance.hover();
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 2_000));
    await maintenance.getByRole('button', { name: 'Close' }).click();
    await expect(maintenance).toHaveCount(0);
    // The pointer leaves: the next alert must not appear under it (that would pause it).
    await page.mouse.move(5, 890);

    await enqueueAlert(page, { level: 'warning', title: 'Screen 2 closed', subtitle: 'Works', class: 'cinema-alert' });
    await enqueueAlert(page, { level: 'info', title: 'New seats' });
    const works = page.getByRole('group', { name: 'Screen 2 closed' });
    const seats = page.getByRole('group', { name: 'New seats' });
    await expect(works).toBeVisible();
    await expect(works).toHaveClass(/cinema-alert/);
    await expect(seats).toHaveCount(0);
    await expect(assertive).toHaveText('Screen 2 closed. Works.');
    await expect(polite).toHaveText('');

    // Ten seconds, not one less.
    await page.clock.runFor(9_999);
    await expect(works).toBeVisible();
    await page.clock.runFor(1);
    await expect(works).toHaveCount(0);
    await expect(seats).toBeVisible();
    await expect(polite).toHaveText('New seats.');

    // Hovered, the timer stops; it resumes with the time left, not a fresh 10 s.
    await page.clock.runFor(4_000);
    await seats.hover();
    await page.clock.runFor(30_000);
    await expect(seats).toBeVisible();
    await page.mouse.move(5, 890);
    await page.clock.runFor(5_999);
    await expect(seats).toBeVisible();
    await page.clock.runFor(1);
    await expect(seats).toHaveCount(0);

    // Closed by the user: one at a time.
    await enqueueAlert(page, { level: 'info', title: 'New seats' });
    await expect(seats).toBeVisible();
    await seats.getByRole('button', { name: 'Close' }).click();
    await expect(seats).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Notifications' }).getByRole('group')).toHaveCount(0);
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('SHELL-75 focus inside an alert pauses it too', async ({ page, site }) => {
    await page.clock.install();
    await page.goto(enHome(site));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const maintenance = page.getByRole('group', { name: 'Online booking maintenance' });
    await expect(maintenance).toBeVisible();
    await maintenance.getByRole('button', { name: 'Close' }).focus();
    await page.clock.runFor(60_000);
    await expect(maintenance).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(maintenance).toHaveCount(0);
  });

  test('SHELL-73 a site-wide alert is shown once per visit, and an alerts API failure leaves the page working', async ({
    page,
    site,
  }) => {
    await openHydrated(page, enHome(site));
    await expect(page.getByRole('group', { name: 'Online booking maintenance' })).toBeVisible();
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await settle(page);
    await expect(page.getByRole('group', { name: 'Online booking maintenance' })).toHaveCount(0);

    // The alerts come with the page (the server asks the API). A client-side navigation asks the
    // API again from the browser: that call failing leaves the new page working, and no alert.
    const fresh = await page.context().browser()?.newContext();
    if (!fresh) throw new Error('no browser');
    const other = await fresh.newPage();
    const errors = collectErrors(other);
    await openHydrated(other, enHome(site));
    const maintenance = other.getByRole('group', { name: 'Online booking maintenance' });
    await expect(maintenance).toBeVisible();
    await maintenance.getByRole('button', { name: 'Close' }).click();
    await other.route('**/api/alerts**', (route) => route.fulfill({ status: 503, body: 'down' }));
    const answered = other.waitForResponse((response) => response.url().includes('/api/alerts'));
    await other.getByRole('banner').getByRole('link', { name: 'Cinemas', exact: true }).click();
    await answered;
    await expect(other.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(other.getByRole('complementary', { name: 'Notifications' }).getByRole('group')).toHaveCount(0);
    expect(await hydrationErrors(other)).toEqual([]);
    // Only the failed call itself is reported by the browser.
    expect(errors.filter((e) => !e.includes('503') && !e.includes('alerts not loaded'))).toEqual([]);
    await fresh.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`SHELL-73 axe finds no violation with an alert open at ${viewport.width} px`, async ({ browser, site }) => {
      const context = await browser.newContext({
        viewport,
        locale: 'en-GB',
        ...(viewport === PHONE ? { userAgent: PHONE_UA } : {}),
      });
      const page = await context.newPage();
      await openHydrated(page, enHome(site));
      await expect(page.getByRole('group', { name: 'Online booking maintenance' })).toBeVisible();
      await enqueueAlert(page, { level: 'warning', title: 'Screen 2 closed', subtitle: 'Works' });
      if (viewport === PHONE) await expect(page.getByRole('region', { name: 'Get the app' })).toBeVisible();
      // The fade-in is over before axe reads the colours.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(await hydrationErrors(page)).toEqual([]);
      await context.close();
    });
  }
});

test.describe('web view', () => {
  test('SHELL-79 with MarqueeApp/1.0 the server renders no header, footer or chrome', async ({ browser, site }) => {
    const serverHtml = async (userAgent: string) => {
      const { context, page } = await phonePage(browser, userAgent);
      const response = await page.goto(enHome(site));
      const text = (await response?.text()) ?? '';
      await context.close();
      return text;
    };
    const appHtml = await serverHtml(APP_UA);
    const browserHtml = await serverHtml(PHONE_UA);
    for (const marker of ['<header', '<footer', 'shell-header-push', 'shell-feedback', 'shell__skip']) {
      expect(browserHtml, marker).toContain(marker);
      expect(appHtml, marker).not.toContain(marker);
    }
    expect(appHtml).toContain('<main');
    expect(appHtml).toContain('shell--webview');
  });

  test('SHELL-80 the page tells the app it is shown (activeUL true) through the React Native bridge, then the WebKit one', async ({
    browser,
    site,
  }) => {
    for (const channel of ['react-native', 'webkit'] as const) {
      const { context, page } = await phonePage(browser, APP_UA);
      await page.addInitScript((kind) => {
        const received: unknown[] = [];
        Object.assign(window, { __appMessages: received });
        if (kind === 'react-native') {
          Object.assign(window, { ReactNativeWebView: { postMessage: (m: string) => received.push(JSON.parse(m)) } });
        } else {
          Object.assign(window, {
            webkit: { messageHandlers: { marquee: { postMessage: (m: unknown) => received.push(m) } } },
          });
        }
      }, channel);
      const errors = collectErrors(page);
      await openHydrated(page, enHome(site));
      const messages = () => page.evaluate(() => (window as unknown as { __appMessages: unknown[] }).__appMessages);
      await expect.poll(messages).toHaveLength(1);
      expect((await messages())[0]).toMatchObject({
        type: 'marquee:page',
        activeUL: true,
        url: enHome(site),
        language: 'en',
        pageKind: 'Home',
      });
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await settle(page);
      await expect(page.getByRole('region', { name: 'Get the app' })).toHaveCount(0);
      expect(await hydrationErrors(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

test.describe('smart banner', () => {
  test('SHELL-71 SHELL-72 on a phone: shown, closed, and still closed after a reload', async ({ browser, site }) => {
    const { context, page } = await phonePage(browser);
    const errors = collectErrors(page);
    await openHydrated(page, enHome(site));
    const banner = page.getByRole('region', { name: 'Get the app' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Install' })).toHaveAttribute('href', /apps\.apple\.com/);
    // An overlay: the page's content did not move.
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('.shell-smart-banner') as Element).position),
    ).toBe('fixed');
    await banner.getByRole('button', { name: 'Close the app invitation' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await settle(page);
    await expect(banner).toHaveCount(0);
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('SHELL-71 absent on a desktop window', async ({ page, site }) => {
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, enHome(site));
    await settle(page);
    await expect(page.getByRole('region', { name: 'Get the app' })).toHaveCount(0);
  });
});

test.describe('header push', () => {
  test('SHELL-77 rendered by the server for a first visit, hidden for a day once seen, back after expiry', async ({
    page,
    site,
  }) => {
    const html = (await (await page.goto(enHome(site)))?.text()) ?? '';
    expect(html).toContain('class="shell-header-push"');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const push = page.getByRole('complementary', { name: 'Featured' });
    await expect(push).toBeVisible();
    const cta = push.getByRole('link');
    await expect(cta).toHaveAttribute('href', /^\/en\/film\//);
    const stored = Number(await page.evaluate(() => localStorage.getItem('header_push_expiration')));
    const now = await page.evaluate(() => Date.now());
    expect(stored - now).toBeGreaterThan(86_400_000 - 60_000);
    expect(stored - now).toBeLessThanOrEqual(86_400_000);

    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await settle(page);
    await expect(push).toHaveCount(0);

    await page.evaluate(() => localStorage.setItem('header_push_expiration', String(Date.now() - 1)));
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await settle(page);
    await expect(push).toBeVisible();
    await push.getByRole('button', { name: 'Hide this announcement' }).click();
    await expect(push).toHaveCount(0);
    expect(await hydrationErrors(page)).toEqual([]);
  });
});

test.describe('settings injections', () => {
  test('SHELL-86 a known head injection is in the server HTML; a malicious one is ignored and never runs', async ({
    page,
    site,
  }) => {
    const html = (await (await page.goto(enHome(site)))?.text()) ?? '';
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta data-injection name="theme-color" content="#111111">');

    // The browser loads the settings itself on a client-side navigation: serve hostile ones.
    const settings = await pageApi<Record<string, unknown>>(page, '/api/settings');
    await page.route('**/api/settings**', async (route) => {
      settings.injections = [
        { position: 'head', element: 'script', content: '<script>window.__pwned = 1</script>' },
        { position: 'noscript', element: 'img', content: '<img src="/x.png" onerror="window.__pwned = 2">' },
        { position: 'head', element: 'meta', content: '<meta http-equiv="refresh" content="0;url=https://evil.test">' },
        { position: 'head', element: 'meta', content: '<meta name="marquee-check" content="kept">' },
      ];
      await route.fulfill({ json: settings });
    });
    const errors = collectErrors(page);
    await openHydrated(page, enHome(site));
    const settingsLoaded = page.waitForResponse((response) => response.url().includes('/api/settings'));
    await page.getByRole('banner').getByRole('link', { name: 'Cinemas' }).click();
    await settingsLoaded;
    await expect(page.locator('head meta[name="marquee-check"][data-injection]')).toHaveAttribute('content', 'kept');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('head script:not([type])').count()).toBe(0);
    expect(await page.locator('meta[http-equiv]').count()).toBe(0);
    expect(errors.filter((e) => e.includes('Content Security Policy'))).toEqual([]);
  });
});

test.describe('feedback', () => {
  test('SHELL-44 the feedback form asks for a rating, then posts it with the comment', async ({ page, site }) => {
    const errors = collectErrors(page);
    await openHydrated(page, enHome(site));
    await page.getByRole('button', { name: 'Give feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your feedback' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Choose a rating from 1 to 5.')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '1 – very poor' })).toBeFocused();
    // Arrow keys move along the scale.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '4 – good' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Anything to add? (optional)' }).fill('Lovely site');
    const posted = page.waitForRequest(
      (request) => request.url().includes('/api/feedback') && request.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Send' }).click();
    const response = await (await posted).response();
    expect(response?.status()).toBe(201);
    // The API answers with what it stored.
    expect(await response?.json()).toMatchObject({ rating: 4, comment: 'Lovely site', page: '/en' });
    const thanks = page.getByRole('dialog', { name: 'Thank you' });
    await expect(thanks).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await thanks.getByRole('button', { name: 'Close' }).first().click();
    await expect(thanks).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('error views', () => {
  test('ERR-01 the not-found view says what to do next; its picture shows where errorPagePictureEnabled (nl)', async ({
    page,
    site,
  }) => {
    await openHydrated(page, site.url('nl', '/nl/bestaat-niet'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.locator('svg.shell-error__picture')).toBeVisible();
    await expect(main.getByRole('navigation').getByRole('link')).toHaveCount(3);
    expect(await hydrationErrors(page)).toEqual([]);

    await openHydrated(page, site.url('fr', '/en/no-such-page'));
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('svg.shell-error__picture')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See the films' })).toHaveAttribute('href', '/en');
    await expect(page.getByRole('link', { name: 'Find a cinema' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
