// Covers the help centre in Chromium against the production builds: the home's six topics of
// the page language with their 3 (phone) or 5 (larger) article previews and "display all"; an
// article reached by its slug and by its id with its 5 related articles; a category; not found
// for a missing article or category (HTTP 404); the help search (nothing under 2 characters,
// one faq-typed request after the pause, suggestions again on focus, a suggestion opens its
// article); a web-view page (`/m/...`) without header, footer and chrome; the chat hidden
// outside the schedule and its panel when agents answer; axe at 390 and 1366 px and no
// hydration mismatch throughout.
import { request as httpRequest } from 'node:http';
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

/** A page at a width; the phone sends a phone's user agent, so the server renders for a phone. */
async function openPage(browser: Browser, viewport: typeof DESKTOP) {
  const context = await browser.newContext({
    viewport,
    ...(viewport === PHONE ? { userAgent: PHONE_UA, hasTouch: true, isMobile: true } : {}),
  });
  return context.newPage();
}

/** The edge's answer for a site's path: status and HTML (Node cannot resolve `*.localhost`). */
function edgeAnswer(port: number, site: string, path: string): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host: `${site}.marquee.localhost:${port}` } },
      (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          html += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, html }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The topics of the help home: the regions of `main` named by their heading (a level-3 heading each). */
function topics(page: Page) {
  return page
    .getByRole('main')
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
}

interface FaqArticle {
  id: number;
  slug: string;
  title: string;
  category: { id: number; name: string };
  related: { id: number; slug: string; title: string }[];
}

test.describe('help centre', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const preview = viewport === PHONE ? 3 : 5;
    test(`HELP-01 HELP-02 HELP-04 HELP-15 the six French topics preview ${preview} articles at ${viewport.width} px, display all (axe, hydration)`, async ({
      browser,
      site,
    }) => {
      const page = await openPage(browser, viewport);
      const errors = collectErrors(page);
      await openHydrated(page, site.url('fr', '/aide'));
      await expect(page.getByRole('heading', { level: 1, name: "Centre d'aide" })).toBeVisible();
      await expect(topics(page).getByRole('heading', { level: 3 })).toHaveText([
        'Réservation en ligne',
        'Programmation',
        'Abonnement',
        'À la maison',
        'Mon compte',
        'Expérience cinéma',
      ]);
      const first = topics(page).first();
      await expect(first.getByRole('listitem')).toHaveCount(preview);
      expect(await axeViolations(page)).toEqual([]);

      // Display all: the whole list of that topic, the others unchanged.
      await first.getByRole('button', { name: /^Voir les \d+ articles/ }).click();
      await expect.poll(() => first.getByRole('listitem').count()).toBeGreaterThan(preview);
      await expect(topics(page).nth(1).getByRole('listitem')).toHaveCount(preview);
      expect(await hydrationErrors(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    test(`HELP-03 HELP-06 HELP-08 an English article by its slug with 5 related articles at ${viewport.width} px (axe, hydration)`, async ({
      browser,
      site,
    }) => {
      const page = await openPage(browser, viewport);
      const errors = collectErrors(page);
      await openHydrated(page, site.url('fr', '/en/help'));
      await expect(topics(page).getByRole('heading', { level: 3 })).toHaveText([
        'Tickets',
        'Club subscriptions',
        'Vouchers and gift cards',
        'Streaming at home',
        'Film information',
        'Plan your visit',
      ]);
      const link = topics(page).first().getByRole('link').nth(1);
      const title = (await link.textContent()) ?? '';
      await link.click();
      await expect(page).toHaveURL(/\/en\/help\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const related = page.getByRole('region', { name: 'Related questions' });
      await expect(related.getByRole('link')).toHaveCount(5);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
        'Home',
        'Help centre',
        'Tickets',
      ]);
      expect(await page.title()).toContain(title);
      expect(await axeViolations(page)).toEqual([]);
      expect(await hydrationErrors(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  test('HELP-05 HELP-08 an article by its id, server-rendered with its JSON-LD; a related article opens by its slug', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await openHydrated(page, site.url('fr', '/aide/article/101'));
    const article = await pageApi<FaqArticle>(page, '/api/faq/article/id/101?language=fr');
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    const graph = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as { '@graph': { '@type': string }[] };
    expect(graph['@graph'].map((node) => node['@type'])).toEqual(['FAQPage', 'BreadcrumbList']);
    const related = page.getByRole('region', { name: 'Questions associées' }).getByRole('link');
    await expect(related).toHaveText(article.related.map((other) => other.title));
    await related.first().click();
    await expect(page).toHaveURL(new RegExp(`/aide/${article.related[0]?.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: article.related[0]?.title })).toBeVisible();
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('HELP-09 a category lists its articles; HELP-07 HELP-10 a missing article or category is not found (404)', async ({
    page,
    site,
  }) => {
    await openHydrated(page, site.url('ch', '/de/hilfe/kategorie/2'));
    await expect(page.getByRole('heading', { level: 1, name: 'Club-Abos' })).toBeVisible();
    await expect(page.getByText('Ihr Kinopass, Tarife und Vorteile.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Artikel zu diesem Thema' }).getByRole('listitem')).toHaveCount(7);

    const port = site.platform.port;
    expect((await edgeAnswer(port, 'fr', '/aide/article/99999')).status).toBe(404);
    expect((await edgeAnswer(port, 'fr', '/aide/pas-un-article')).status).toBe(404);
    expect((await edgeAnswer(port, 'fr', '/aide/categorie/999')).status).toBe(404);
    // An article is in the server's HTML itself: title, sanitised content, related articles.
    const found = await edgeAnswer(port, 'fr', '/en/help/article/101');
    expect(found.status).toBe(200);
    expect(found.html).toContain('How do I book a ticket online?</h1>');
    expect(found.html).toMatch(/<div class="help-centre-article__content"><p>Choose a film/);
    expect(found.html).toContain('Related questions');
  });

  test('HELP-12 HELP-13 HELP-14 the help search: nothing under 2 characters, one faq request after the pause, suggestions on focus', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    const sent: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/search/full') sent.push(url);
    });
    // The page's clock is the test's: the pause is measured, not waited for.
    await page.clock.install();
    await openHydrated(page, site.url('fr', '/en/help'));
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const field = page.getByRole('combobox', { name: 'Search the help centre' });
    await field.pressSequentially('v');
    await page.clock.runFor(2_000);
    expect(sent).toEqual([]);
    await field.pressSequentially('ou');
    await page.clock.runFor(349);
    expect(sent).toEqual([]);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/search/full');
    await page.clock.runFor(1);
    await answered;
    const listbox = page.getByRole('listbox', { name: 'Suggested answers' });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    // One request, for the whole query typed within the pause, of the faq type only.
    expect(sent.map((url) => [url.searchParams.get('q'), url.searchParams.get('type')])).toEqual([['vou', 'faq']]);
    await page.clock.resume();
    await expect(listbox.getByRole('option')).toContainText([/voucher/i]);
    await expect(field).toHaveAttribute('aria-expanded', 'true');

    // Leaving the field closes the suggestions; focusing it again shows them (autocomplete on focus).
    await page.getByRole('heading', { level: 1 }).click();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await field.focus();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.getByRole('option').first()).toBeVisible();

    // Arrows then Enter open the chosen article.
    await field.press('ArrowDown');
    await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    const chosen = (await listbox.getByRole('option').first().textContent()) ?? '';
    await field.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: chosen })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/help\/(article\/\d+|[a-z0-9-]+)$/);
    expect(errors).toEqual([]);
  });

  test('ROUTE-39 SHELL-79 a web-view help page (/m/...) has no header, footer or chrome, and its links stay in the web view', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await openHydrated(page, site.url('fr', '/aide'));
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);

    await openHydrated(page, site.url('fr', '/m/aide'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('.shell')).toHaveClass(/shell--webview/);
    const link = topics(page).first().getByRole('link').nth(1);
    await expect(link).toHaveAttribute('href', /^\/m\/aide\//);
    await link.click();
    await expect(page).toHaveURL(/\/m\/aide\/[a-z0-9-]+$/);
    await expect(page.getByRole('banner')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('HELP-16 HELP-17 HELP-18 HELP-20 the chat follows the API schedule: hidden outside it, a panel when agents answer', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    const entry = page.getByRole('button', { name: 'Chat with us' });
    // The live answer of the reference API at this moment decides.
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/chat/availability');
    await openHydrated(page, site.url('fr', '/en/help'));
    const live = (await (await asked).json()) as { available: boolean; instructions: string[] };
    const open = live.available && !live.instructions.some((i) => i === 'no-agents' || i === 'schedule');
    if (open) await expect(entry).toBeVisible();
    else await expect(entry).toHaveCount(0);

    // The API's schedule is the wall clock: the two other answers it gives are played to the
    // browser here, so both outcomes are checked whatever the time of the run.
    await page.route('**/api/chat/availability*', (route) =>
      route.fulfill({ json: { available: false, instructions: ['schedule'], opensAt: '09:00' } }),
    );
    const closed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/chat/availability');
    await openHydrated(page, site.url('fr', '/en/help'));
    await closed;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(entry).toHaveCount(0);

    await page.unroute('**/api/chat/availability*');
    await page.route('**/api/chat/availability*', (route) =>
      route.fulfill({ json: { available: true, instructions: ['agents'], opensAt: null } }),
    );
    await openHydrated(page, site.url('fr', '/en/help'));
    await entry.click();
    const panel = page.getByRole('dialog', { name: 'Chat with customer service' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(/Live conversation preview/)).toBeVisible();
    await panel.getByLabel('Your message').fill('Hello');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByText('Preview only: no adviser received this message.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Close the chat' }).click();
    await expect(panel).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
