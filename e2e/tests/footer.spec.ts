// Covers the page footer (SHELL-33..43) in Chromium against the production builds: at 390 px
// with a phone's user agent the server renders the accordion and the page hydrates without a
// mismatch, one panel opens at a time (mouse and keyboard), toggling the open one closes it; at
// 1366 px with a desktop user agent every column is open; a desktop rendering shown in a phone
// window hydrates, then turns into the accordion; fr and nl top cities with the all-cinemas
// link, every cinema on a cinemaFullList site; new-tab links open safely and are announced;
// axe finds nothing at either width; with /api/footer answering 500 (a real stand-in API in
// front of the platform's, behind a second edge) the page works and the footer keeps what needs
// no data.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator } from '@playwright/test';
import { launchEdge } from '../platform.mjs';
import {
  axeViolations,
  collectErrors,
  DESKTOP,
  DESKTOP_UA,
  expect,
  hydrationErrors,
  openHydrated,
  PHONE,
  PHONE_UA,
  reachFooter,
  test,
} from '../fixtures';

const ON_PHONE = { viewport: PHONE, userAgent: PHONE_UA, isMobile: true, hasTouch: true };
const ON_DESKTOP = { viewport: DESKTOP, userAgent: DESKTOP_UA };

/** The footer's accordion triggers (the columns' titles) in order. */
const FR_PANELS = ['Films', 'Aide', 'L’entreprise', 'Nos cinémas', 'Questions fréquentes'];

/** Which footer panels are open, by title. */
async function openPanels(footer: Locator): Promise<string[]> {
  const open: string[] = [];
  for (const trigger of await footer.getByRole('button').all()) {
    if ((await trigger.getAttribute('aria-expanded')) === 'true') open.push((await trigger.textContent()) ?? '');
  }
  return open;
}

test.describe('at 390 px with a phone', () => {
  test.use(ON_PHONE);
  // A returning visitor who closed the app's smart banner: it would float over the footer.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('marquee_smart_banner_hidden', '1'));
  });

  test('SHELL-38 the server renders the accordion, it hydrates without a mismatch and opens one panel at a time', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    const response = await page.goto(site.url('fr', '/'));
    // The server's HTML already is the accordion, every panel closed.
    const html = (await response?.text()) ?? '';
    const footerHtml = html.slice(html.indexOf('<footer'));
    expect(footerHtml.match(/aria-expanded="false"/g)).toHaveLength(FR_PANELS.length);
    await page.locator('html[data-hydrated="hydrated"]').waitFor({ state: 'attached' });
    expect(await hydrationErrors(page)).toEqual([]);

    const footer = await reachFooter(page);
    await expect(footer.getByRole('button')).toHaveText(FR_PANELS);
    expect(await openPanels(footer)).toEqual([]);
    await expect(footer.getByRole('link', { name: 'Paris' })).toBeHidden();

    await footer.getByRole('button', { name: 'Nos cinémas' }).click();
    expect(await openPanels(footer)).toEqual(['Nos cinémas']);
    await expect(footer.getByRole('link', { name: 'Paris' })).toBeVisible();

    await footer.getByRole('button', { name: 'Films' }).click();
    expect(await openPanels(footer)).toEqual(['Films']);
    await expect(footer.getByRole('link', { name: 'Paris' })).toBeHidden();
    await expect(footer.getByRole('link', { name: 'À l’affiche' })).toBeVisible();

    // Toggling the open panel closes it.
    await footer.getByRole('button', { name: 'Films' }).click();
    expect(await openPanels(footer)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('SHELL-38 the accordion works by keyboard', async ({ page, site }) => {
    await openHydrated(page, site.url('fr', '/'));
    const footer = await reachFooter(page);
    const faq = footer.getByRole('button', { name: 'Questions fréquentes' });
    await faq.focus();
    await page.keyboard.press('Enter');
    await expect(faq).toHaveAttribute('aria-expanded', 'true');
    // Tab reaches the first question, Enter opens its answer.
    await page.keyboard.press('Tab');
    const question = footer.getByText('Comment réserver une place en ligne ?');
    await expect(question).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(footer.getByText(/votre e-billet arrive par e-mail/)).toBeVisible();
    // Space on another trigger opens it and closes the first.
    const cinemas = footer.getByRole('button', { name: 'Nos cinémas' });
    await cinemas.focus();
    await page.keyboard.press('Space');
    expect(await openPanels(footer)).toEqual(['Nos cinémas']);
    await page.keyboard.press('Tab');
    await expect(footer.getByRole('link', { name: 'Paris' })).toBeFocused();
    await cinemas.focus();
    await page.keyboard.press('Enter');
    expect(await openPanels(footer)).toEqual([]);
  });

  test('SHELL-38 axe finds no violation with a panel open, and touch targets are at least 44 px', async ({
    page,
    site,
  }) => {
    await openHydrated(page, site.url('fr', '/'));
    const footer = await reachFooter(page);
    await footer.getByRole('button', { name: 'Nos cinémas' }).click();
    await footer.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    for (const target of [
      footer.getByRole('button', { name: 'Films' }),
      footer.getByRole('link', { name: 'Paris' }),
      footer.getByRole('link', { name: /^Instagram/ }),
    ]) {
      const box = await target.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('a desktop rendering in a phone window', () => {
  test.use({ viewport: PHONE, userAgent: DESKTOP_UA });

  test('SHELL-38 SHELL-39 the server renders every column open, it hydrates without a mismatch, then becomes the accordion', async ({
    page,
    site,
  }) => {
    const response = await page.goto(site.url('nl', '/nl'));
    const html = (await response?.text()) ?? '';
    expect(html.slice(html.indexOf('<footer'))).not.toContain('aria-expanded');
    await page.locator('html[data-hydrated="hydrated"]').waitFor({ state: 'attached' });
    expect(await hydrationErrors(page)).toEqual([]);
    const footer = await reachFooter(page);
    await expect(footer.getByRole('button', { name: 'Onze bioscopen' })).toHaveAttribute('aria-expanded', 'false');
    await footer.getByRole('button', { name: 'Onze bioscopen' }).click();
    await expect(footer.getByRole('link', { name: 'Amsterdam' })).toBeVisible();
  });
});

test.describe('at 1366 px with a desktop', () => {
  test.use(ON_DESKTOP);

  test('SHELL-39 SHELL-40 SHELL-42 every column is open, fr top cities link to their city pages with the all-cinemas link', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await openHydrated(page, site.url('fr', '/'));
    expect(await hydrationErrors(page)).toEqual([]);
    const footer = await reachFooter(page);
    await expect(footer.getByRole('button')).toHaveCount(0);
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([...FR_PANELS, 'Suivez-nous']);
    const cinemas = footer.getByRole('region', { name: 'Nos cinémas' });
    await expect(cinemas.getByRole('link')).toHaveText([
      'Paris',
      'Lyon',
      'Marseille',
      'Toulouse',
      'Nice',
      'Tous les cinémas',
    ]);
    await expect(cinemas.getByRole('link', { name: 'Lyon' })).toHaveAttribute('href', '/ville/lyon');
    await expect(cinemas.getByRole('link', { name: 'Tous les cinémas' })).toHaveAttribute('href', '/cinemas');
    // A link of the content system leads to the page in the page language.
    await expect(footer.getByRole('link', { name: 'Centre d’aide' })).toHaveAttribute('href', '/aide');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('SHELL-41 SHELL-42 nl top cities with the all-cinemas link', async ({ page, site }) => {
    await openHydrated(page, site.url('nl', '/nl'));
    const cinemas = (await reachFooter(page)).getByRole('region', { name: 'Onze bioscopen' });
    await expect(cinemas.getByRole('link')).toHaveText([
      'Amsterdam',
      'Rotterdam',
      'Den Haag',
      'Utrecht',
      'Tilburg',
      'Alle bioscopen',
    ]);
    await expect(cinemas.getByRole('link', { name: 'Den Haag' })).toHaveAttribute('href', '/nl/stad/den-haag');
    await expect(cinemas.getByRole('link', { name: 'Alle bioscopen' })).toHaveAttribute('href', '/nl/cinemas');
  });

  test('SHELL-43 a cinemaFullList site lists every cinema, by city, and no top cities', async ({ page, site }) => {
    await openHydrated(page, site.url('be', '/nl'));
    const cinemas = (await reachFooter(page)).getByRole('region', { name: 'Onze bioscopen' });
    await expect(cinemas.getByRole('heading', { level: 3 })).toHaveText([
      'Antwerpen',
      'Brussel',
      'Charleroi',
      'Gent',
      'Luik',
    ]);
    await expect(cinemas.getByRole('link', { name: 'Marquee Meir' })).toHaveAttribute(
      'href',
      '/nl/bioscoop/marquee-meir-antwerpen',
    );
    await expect(cinemas.getByRole('link')).toHaveCount(6);
  });

  test('SHELL-34 SHELL-35 new-tab links open safely and say so; socials follow the site flags', async ({
    page,
    site,
  }) => {
    await openHydrated(page, site.url('fr', '/'));
    const footer = await reachFooter(page);
    const careers = footer.getByRole('link', { name: "Recrutement (s'ouvre dans un nouvel onglet)" });
    await expect(careers).toHaveAttribute('target', '_blank');
    await expect(careers).toHaveAttribute('rel', 'noopener noreferrer');
    const social = footer.getByRole('region', { name: 'Suivez-nous' });
    await expect(social.getByRole('link')).toHaveText(
      ['Facebook', 'Instagram', 'TikTok', 'X (Twitter)', 'YouTube'].map(
        (name) => `${name} (s'ouvre dans un nouvel onglet)`,
      ),
    );
    for (const link of await social.getByRole('link').all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // Senegal: facebook and instagram only.
    await openHydrated(page, site.url('sn', '/en'));
    await expect((await reachFooter(page)).getByRole('region', { name: 'Follow us' }).getByRole('link')).toHaveText([
      'Facebook (opens in a new tab)',
      'Instagram (opens in a new tab)',
    ]);
  });
});

test.describe('when /api/footer answers 500', () => {
  test.use(ON_DESKTOP);
  let standIn: Server | undefined;
  let edge: Awaited<ReturnType<typeof launchEdge>> | undefined;

  test.beforeAll(async ({ site }) => {
    // A real HTTP server in front of the platform's API: /api/footer fails, the rest passes through.
    const api = new URL(site.platform.api);
    standIn = createServer((incoming, outgoing) => {
      if (new URL(incoming.url ?? '/', api).pathname === '/api/footer') {
        outgoing.writeHead(500, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify({ status: 500, error: 'internal', message: 'footer store unavailable' }));
        return;
      }
      const forward = request(
        { host: api.hostname, port: api.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forward.on('error', () => outgoing.destroy());
      incoming.pipe(forward);
    });
    await new Promise<void>((resolve) => standIn?.listen(0, '127.0.0.1', resolve));
    const port = (standIn.address() as AddressInfo).port;
    edge = await launchEdge({
      api: `http://127.0.0.1:${port}`,
      deployDir: site.platform.deployDir,
      args: ['--render-cache-ttl', '0'],
    });
  });

  test.afterAll(async () => {
    await edge?.stop();
    standIn?.closeAllConnections();
    await new Promise<void>((resolve) => (standIn ? standIn.close(() => resolve()) : resolve()));
  });

  test('the page works and the footer shows the parts that loaded', async ({ page }) => {
    if (!edge) throw new Error('the second edge did not start');
    const response = await page.goto(`http://fr.marquee.localhost:${edge.port}/`);
    expect(response?.status()).toBe(200);
    await page.locator('html[data-hydrated="hydrated"]').waitFor({ state: 'attached' });
    expect(await hydrationErrors(page)).toEqual([]);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const footer = await reachFooter(page);
    await expect(footer.getByRole('heading', { name: 'Films' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Paris' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Tous les cinémas' })).toHaveAttribute('href', '/cinemas');
    await expect(footer.getByText('Comment réserver une place en ligne ?')).toBeVisible();
    await expect(footer.getByRole('region', { name: 'Suivez-nous' }).getByRole('link')).toHaveCount(5);
    await expect(footer.getByText(/© \d{4} Marquee\. Tous droits réservés\./)).toBeVisible();
    // The page stays usable: back at the top, the header's language switch opens.
    await page.evaluate(() => window.scrollTo(0, 0));
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /Langu/ }).click();
    await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
  });
});
