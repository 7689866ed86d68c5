// Covers the installable, offline site (issue 28 item 3, docs/decisions/0048-pwa-offline.md) in
// Chromium against the production builds, with the service worker allowed (every other spec
// blocks it: playwright.config.ts): Chromium finds fr and be installable (its DevTools protocol's
// installability check, in a profile of its own: Lighthouse 12 no longer audits it); signed in on nl, a visitor makes a
// cinema a favourite and reads its programme, goes offline, reloads and still reads it with the
// offline banner and the time of the copy; offline, the favourite heart and the search say they
// need the network; a page never kept shows the offline page. A second edge serving a copy of
// nl's build gets a new worker (a deploy): the page shows the "new version" notice, whose Reload
// lets the new worker take over and reloads the page.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumPath } from '@marquee/chromium';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { expect, openHydrated, signInFromHeader, test } from '../fixtures';
import { launchEdge } from '../platform.mjs';

test.use({ serviceWorkers: 'allow' });

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Waits until the site's service worker controls the page (it claims the open pages once active). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
}

/** Waits until the worker has kept the page's own address in its pages cache. */
async function pageKept(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const copy = await (await caches.open('marquee-pages')).match(location.href, { ignoreVary: true });
          return copy?.headers.get('x-marquee-saved-at') ?? null;
        }),
      { timeout: 10_000 },
    )
    .toMatch(/^\d{4}-\d{2}-\d{2}T/);
}

/** Chromium's own installability verdict for the page (what Lighthouse's installable-manifest audit used to report). */
async function installabilityErrors(context: BrowserContext, page: Page): Promise<string[]> {
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors: errors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  await cdp.detach();
  return errors.map((error) => error.errorId);
}

test.describe('installable and useful offline', () => {
  test('issue 28 item 3: Chromium finds the sites installable (Page.getInstallabilityErrors answers none)', async ({
    site,
  }) => {
    // A profile of its own: Chromium answers `in-incognito` for a test's usual (incognito) context.
    const profile = await mkdtemp(path.join(tmpdir(), 'marquee-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS],
      serviceWorkers: 'allow',
      locale: 'pt-PT',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      for (const [code, address] of [
        ['fr', '/'],
        ['be', '/nl'],
      ] as const) {
        await openHydrated(page, site.url(code, address));
        await controlled(page);
        await expect.poll(() => installabilityErrors(context, page), { timeout: 15_000 }).toEqual([]);
      }
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test("issue 28 item 3: a signed-in visitor reads the favourite cinema's programme offline, with the time of the copy; offline controls say they need the network", async ({
    page,
    context,
    site,
  }) => {
    test.setTimeout(90_000);
    await openHydrated(page, site.url('nl', '/en/cinemas'));
    // A cinema of the list (its slug; the page in English).
    const slug = await page
      .getByRole('main')
      .locator('a[href*="/cinema/"], a[href*="/bioscoop/"]')
      .first()
      .evaluate((link) => new URL((link as HTMLAnchorElement).href).pathname.split('/').pop());
    const cinemaPath = `/en/cinema/${slug}`;
    await openHydrated(page, site.url('nl', cinemaPath));
    await signInFromHeader(page, site, 'client@marquee.test', 'en');

    // The cinema becomes a favourite.
    const heart = page.getByRole('button', { name: 'Favourite cinema' });
    if ((await heart.getAttribute('aria-pressed')) !== 'true') await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // The manifest of the page language (the page came through the sign-in callback's document).
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest?lang=en');
    await controlled(page);

    // Its programme, read online through the worker (which keeps a copy).
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await pageKept(page);
    const films = page.getByRole('region', { name: 'Showtimes', exact: true }).getByRole('heading', { level: 3 });
    await expect(films.first()).toBeVisible();
    const programme = (await films.allTextContents()).map((title) => title.trim());
    expect(programme.length).toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0);

    // Offline: the same programme, the offline banner with the time of the copy.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await films.allTextContents()).map((title) => title.trim())).toEqual(programme);
    const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });
    await expect(banner).toContainText('You are offline.');
    await expect(banner).toContainText(/Copy saved at \d{2}:\d{2}\./);
    await expect(page.locator('html')).toHaveAttribute('data-offline', '');
    // The copy's time is the time the worker kept it: a minute or so ago, not the time of reading.
    const savedAt = await banner.getAttribute('data-saved-at');
    expect(Date.now() - Date.parse(savedAt ?? '')).toBeLessThan(5 * 60_000);

    // Controls that need the network say so, and do nothing.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const offlineHeart = page.getByRole('button', { name: 'Favourite cinema' });
    const pressed = await offlineHeart.getAttribute('aria-pressed');
    await offlineHeart.click();
    await expect(page.getByRole('group', { name: 'Offline: this needs the network.' })).toBeVisible();
    expect(await offlineHeart.getAttribute('aria-pressed')).toBe(pressed);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A page never kept: the offline page, in the page language, with the way home.
    await page.goto(site.url('nl', '/en/offers'));
    await expect(page.getByRole('heading', { level: 1, name: 'Offline' })).toBeVisible();
    await expect(page.getByText('This page was not saved for offline reading.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');

    // Back online: the banner goes, the page is the network's again, the session comes back.
    await context.setOffline(false);
    await openHydrated(page, site.url('nl', cinemaPath));
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0);
    const account = page.getByRole('banner').getByRole('button', { name: /^Your account, / });
    await expect(account).toBeVisible();

    // The visitor's own answers (their favourite cinemas) are kept on the device, and leave it when they sign out.
    // (null while the page is between documents: the sign-out goes through the provider.)
    const privateCopies = () =>
      page
        .evaluate(async () =>
          (await caches.has('marquee-private'))
            ? (await (await caches.open('marquee-private')).keys()).map((request) => new URL(request.url).pathname)
            : [],
        )
        .catch(() => null);
    await expect.poll(privateCopies).toContainEqual(expect.stringMatching(/\/accounts\/me\/cinemas$/));
    await account.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    // Back from the provider's logout on the site's home (in its default language, Dutch).
    await page.waitForURL((url) => url.href.startsWith(site.url('nl', '/nl')));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Inloggen' })).toBeVisible();
    await expect.poll(privateCopies).toEqual([]);
    await page.goto('about:blank');
  });

  test.describe('after a deploy', () => {
    let scratch: string | undefined;
    let edge: Awaited<ReturnType<typeof launchEdge>> | undefined;

    test.beforeAll(async ({ site }) => {
      // A second edge serving a copy of nl's build: the test changes its worker as a deploy would.
      scratch = await mkdtemp(path.join(tmpdir(), 'marquee-pwa-'));
      await cp(path.join(repo, 'apps', 'countries', 'nl', 'dist'), path.join(scratch, 'nl', 'dist'), {
        recursive: true,
      });
      edge = await launchEdge({
        api: site.platform.api,
        deployDir: site.platform.deployDir,
        args: ['--countries-dir', scratch],
      });
    });

    test.afterAll(async () => {
      await edge?.stop();
      if (scratch) await rm(scratch, { recursive: true, force: true });
    });

    test('issue 28 item 3: a page open during a deploy shows the "new version" notice; Reload moves it to the new version', async ({
      page,
    }) => {
      if (!edge || !scratch) throw new Error('the second edge did not start');
      await openHydrated(page, `http://nl.marquee.localhost:${edge.port}/en`);
      await controlled(page);
      const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      await expect(page.getByRole('status').filter({ hasText: 'A new version of the site is available.' })).toHaveCount(
        0,
      );

      // The deploy: another worker at the same address (a new build's precache manifest).
      const worker = path.join(scratch, 'nl', 'dist', 'sw.js');
      await writeFile(worker, `${await readFile(worker, 'utf8')}\n// deploy ${Date.now()}\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

      const notice = page.getByRole('status').filter({ hasText: 'A new version of the site is available.' });
      await expect(notice).toContainText('A new version of the site is available.');
      const reloaded = page.waitForEvent('load');
      await notice.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // The new worker controls the reloaded page; none is waiting; no notice.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return { waiting: Boolean(registration?.waiting), active: registration?.active?.state };
          }),
        )
        .toEqual({ waiting: false, active: 'activated' });
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
      await expect(page.getByRole('status').filter({ hasText: 'A new version of the site is available.' })).toHaveCount(
        0,
      );
    });
  });
});
