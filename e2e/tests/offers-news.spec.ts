// Offers, news and info pages: the offers page's blocks in each site's
// blockOrder, a news type filter toggled twice (URL state, page 1), an info page, /sitemap.xml and
// robots.txt, axe on each page kind at 390 and 1366 px, and the OWASP XSS vectors injected into the
// API's answers (a tampering proxy in front of the real API) never running in Chromium.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OWASP_XSS_VECTORS } from '@marquee/cms-html/xss-vectors';
import { axeViolations, collectErrors, DESKTOP, expect, hydrationErrors, openHydrated, PHONE, test } from '../fixtures';
import { launchEdge } from '../platform.mjs';

/** The blocks of the offers page in the order shown. */
async function blockOrder(page: import('@playwright/test').Page): Promise<string[]> {
  return page
    .locator('#offers-blocks > section[data-block]')
    .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-block') ?? ''));
}

test.describe('offers', () => {
  test.use({ viewport: DESKTOP });

  test('CAT-58 CAT-59 CAT-60 CAT-61 blocks follow blockOrder: fr and nl differ; specials and subscription per flags', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await openHydrated(page, site.url('fr', '/offres'));
    await expect(page.getByRole('heading', { level: 1, name: 'Offres' })).toBeVisible();
    const fr = await blockOrder(page);
    expect(fr.slice(0, 4)).toEqual(['promotion', 'temporary', 'event', 'ecards']);
    // fr: specialsOffersBlock and subscriptionOffersBlock are off.
    expect(fr).not.toContain('specials');
    expect(fr).not.toContain('subscription');
    // A temporary offer shows its price and its initial price struck.
    await expect(page.locator('[data-block="temporary"] del, [data-block="temporary"] s').first()).toBeVisible();

    await openHydrated(page, site.url('nl', '/nl/aanbiedingen'));
    const nl = await blockOrder(page);
    expect(nl.slice(0, 4)).toEqual(['temporary', 'ecards', 'promotion', 'event']);

    await openHydrated(page, site.url('be', '/en/offers'));
    const be = await blockOrder(page);
    expect(be.slice(0, 4)).toEqual(['event', 'promotion', 'temporary', 'ecards']);
    // be: both flag blocks on.
    expect(be).toContain('specials');
    expect(be).toContain('subscription');
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('CAT-63 CAT-64 a single offer shows its date by range type; a renamed one is a 301; a missing one 404', async ({
    page,
    site,
  }) => {
    await openHydrated(page, site.url('fr', '/offres/student-price'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.catalogue-content__validity')).toHaveAttribute('data-date-type', /.+/);
    // Node cannot resolve *.localhost: the browser asks.
    const moved = await page.goto(site.url('fr', '/offres/student-deal'));
    expect(
      await moved
        ?.request()
        .redirectedFrom()
        ?.response()
        .then((r) => r?.status()),
    ).toBe(301);
    expect(page.url()).toContain('/offres/student-price');
    const missing = await page.goto(site.url('fr', '/offres/no-such-offer'));
    expect(missing?.status()).toBe(404);
  });
});

test.describe('news', () => {
  test.use({ viewport: DESKTOP });

  test('CAT-65 CAT-66 CAT-67 CAT-68 a type filter toggled twice: filtered then cleared, page back to 1, state in the URL', async ({
    page,
    site,
  }) => {
    await openHydrated(page, site.url('fr', '/actualites?page=2'));
    const chips = page.getByRole('navigation', { name: 'Filtrer par type' });
    await chips.getByRole('link', { name: 'Offres' }).click();
    await expect(page).toHaveURL(/\/actualites\?type=offer$/);
    await expect(chips.getByRole('link', { name: 'Offres' })).toHaveAttribute('aria-current', 'true');
    await chips.getByRole('link', { name: 'Offres' }).click();
    await expect(page).toHaveURL(/\/actualites$/);
    await expect(chips.getByRole('link', { name: 'Offres' })).not.toHaveAttribute('aria-current', 'true');
    // Pushes: at most 4.
    const pushes = page.getByRole('region', { name: 'À la une' }).getByRole('listitem');
    expect(await pushes.count()).toBeLessThanOrEqual(4);
    expect(await hydrationErrors(page)).toEqual([]);
  });

  test('CAT-65 CAT-66 the Événements chip lists the events, each opening its news item; no chip lists an experience article', async ({
    page,
    site,
  }) => {
    await openHydrated(page, site.url('fr', '/actualites'));
    const all = page.getByRole('region', { name: 'Toutes les actualités' });
    await expect(all.locator('a[href*="/specials/"]')).toHaveCount(0);
    const chips = page.getByRole('navigation', { name: 'Filtrer par type' });
    await chips.getByRole('link', { name: 'Événements' }).click();
    await expect(page).toHaveURL(/\/actualites\?type=event$/);
    const cards = all.locator('a[href*="/actualites/"]');
    await expect(cards.first()).toBeVisible();
    const hrefs = await cards.evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).href))]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      const answer = await page.goto(href);
      expect(answer?.status(), href).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('CAT-69 a news item with its display flags; m/actualites without chrome; no back link where newsLinkEnabled is off (nl)', async ({
    page,
    site,
  }) => {
    await openHydrated(page, site.url('fr', '/actualites/summer-of-cinema'));
    await expect(page.getByRole('link', { name: 'Retour aux actualités' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Partager' })).toBeVisible();
    await openHydrated(page, site.url('fr', '/m/actualites'));
    await expect(page.getByRole('banner')).toHaveCount(0);
    await openHydrated(page, site.url('nl', '/nl/nieuws/summer-of-cinema'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terug naar het nieuws' })).toHaveCount(0);
  });
});

test.describe('info pages and sitemap', () => {
  test.use({ viewport: DESKTOP });

  test('CAT-75 CAT-76 an info page renders its master template; cvd on every site, general terms on fr only', async ({
    page,
    site,
  }) => {
    await openHydrated(page, site.url('fr', '/info/accessibility'));
    await expect(page.getByRole('heading', { level: 1, name: 'Accessibilité' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'À découvrir' })).toBeVisible();
    await openHydrated(page, site.url('fr', '/cgv'));
    await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeVisible();
    expect((await page.goto(site.url('nl', '/nl/algemene-voorwaarden')))?.status()).toBe(404);
    await openHydrated(page, site.url('nl', '/nl/cvd'));
    await expect(page.getByRole('link', { name: 'security@marquee.example' })).toBeVisible();
    // The mobile app page links the stores the site config names (the smart banner's links).
    await openHydrated(page, site.url('fr', '/application-mobile'));
    await expect(page.getByRole('link', { name: 'App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/marquee-cinemas/id6450000000',
    );
    await expect(page.getByRole('link', { name: 'Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=com.marquee.cinemas',
    );
  });

  test('ROUTE-46 /sitemap.xml is valid XML with every public page in each language and its hreflang alternates; robots.txt names it', async ({
    page,
    site,
  }) => {
    const answer = await page.goto(site.url('be', '/sitemap.xml'));
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['content-type']).toContain('xml');
    const xml = (await answer?.text()) ?? '';
    await page.goto(site.url('be', '/en'));
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) return null;
      return [...doc.getElementsByTagName('url')].map((url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
        alternates: url.getElementsByTagName('xhtml:link').length,
      }));
    }, xml);
    expect(parsed).not.toBeNull();
    // The public feeds (the calendars and the Atom feed) are listed after the
    // pages, without alternates: they are files, not pages (links.spec.ts fetches each).
    const isFeed = (loc: string) => /^\/(api\/)?feeds\//.test(new URL(loc).pathname);
    const feeds = (parsed ?? []).filter((entry) => isFeed(entry.loc));
    expect(feeds.some((entry) => entry.loc.endsWith('/feeds/new-films.atom?language=en'))).toBe(true);
    expect(feeds.some((entry) => new URL(entry.loc).pathname.startsWith('/api/feeds/cinema/'))).toBe(true);
    const pages = (parsed ?? []).filter((entry) => !isFeed(entry.loc));
    const locs = pages.map((entry) => new URL(entry.loc).pathname);
    // be offers fr, nl and en: each page three times, each naming 3 languages + x-default.
    for (const path of [
      '/fr',
      '/nl',
      '/en',
      '/en/offers',
      '/fr/offres',
      '/nl/aanbiedingen',
      '/en/news',
      '/en/sitemap',
      '/en/cvd',
    ]) {
      expect(locs).toContain(path);
    }
    expect(locs.some((path) => path.startsWith('/en/cinema/'))).toBe(true);
    expect(locs.some((path) => path.startsWith('/en/offers/'))).toBe(true);
    expect(locs.some((path) => path.startsWith('/en/info/'))).toBe(true);
    expect(pages.every((entry) => entry.alternates === 4)).toBe(true);
    expect(locs).not.toContain('/en/terms-and-conditions');
    // Pages listed answer 200 in the browser: eight spread over the list (links.spec.ts fetches
    // every listed address over HTTP; the sitemap now lists every film, event and help article).
    const step = Math.ceil(locs.length / 8);
    for (const path of locs.filter((_, index) => index % step === 0)) {
      expect((await page.goto(site.url('be', path)))?.status(), path).toBe(200);
    }
    const robots = await page.goto(site.url('be', '/robots.txt'));
    expect(robots?.status()).toBe(200);
    expect(await robots?.text()).toContain('User-agent: *');
  });
});

const PAGES: [string, string, string][] = [
  ['offers', 'fr', '/offres'],
  ['offer', 'fr', '/offres/student-price'],
  ['news', 'nl', '/nl/nieuws'],
  ['news item', 'fr', '/actualites/summer-of-cinema'],
  ['info', 'ch', '/de/info/accessibility'],
  ['mobile app', 'nl', '/nl/mobiele-app'],
  ['sitemap', 'fr', '/plan-du-site'],
];
// One test per page kind, both widths in one page (the second load finds the scripts cached).
test.describe('axe at 390 and 1366 px', () => {
  for (const [kind, code, path] of PAGES) {
    test(`CAT-58 CAT-65 CAT-69 CAT-75 ROUTE-46 ${kind} page has no axe violation at 390 and 1366 px`, async ({
      page,
      site,
    }) => {
      test.slow(); // two page loads and two axe runs on a shared machine
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        await openHydrated(page, site.url(code as 'fr', path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await axeViolations(page), `${size.width} px`).toEqual([]);
        // No horizontal overflow (German and Dutch do not clip).
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `${size.width} px`,
        ).toBe(true);
      }
    });
  }
});

test.describe('CMS HTML from a tampered API', () => {
  test.use({ viewport: DESKTOP });
  let proxy: Server | undefined;
  let edge: Awaited<ReturnType<typeof launchEdge>> | undefined;
  const payload = OWASP_XSS_VECTORS.join('\n');

  test.beforeAll(async ({ site }) => {
    // A real HTTP server in front of the real API: every article's content and every info page's
    // texts carry the OWASP vectors (as a compromised CMS would send them).
    const api = new URL(site.platform.api);
    proxy = createServer((incoming, outgoing) => {
      const path = new URL(incoming.url ?? '/', api).pathname;
      const tamper = /^\/api\/(news|offer|article)\/[^/]+$|^\/api\/master-template\/page\/[^/]+$/.test(path);
      const forward = request(
        {
          host: api.hostname,
          port: api.port,
          path: incoming.url,
          method: incoming.method,
          headers: { ...incoming.headers, 'accept-encoding': 'identity' },
        },
        (answer) => {
          if (!tamper || answer.statusCode !== 200) {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            if (typeof body.content === 'string') body.content = `<p>Safe text.</p>${payload}`;
            if (body.explanation) body.explanation.text = `<p>Safe text.</p>${payload}`;
            if (Array.isArray(body.listing)) body.listing = [{ title: 'Vectors', text: payload }];
            const text = JSON.stringify(body);
            const { etag: _e, 'content-length': _l, ...headers } = answer.headers;
            outgoing.writeHead(200, {
              ...headers,
              'content-length': Buffer.byteLength(text),
              'cache-control': 'no-store',
            });
            outgoing.end(text);
          });
        },
      );
      forward.on('error', () => outgoing.destroy());
      incoming.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy?.listen(0, '127.0.0.1', resolve));
    edge = await launchEdge({
      api: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      deployDir: site.platform.deployDir,
      args: ['--render-cache-ttl', '0'],
    });
  });

  test.afterAll(async () => {
    await edge?.stop();
    proxy?.closeAllConnections();
    await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  });

  for (const [kind, path] of [
    ['news item', '/actualites/summer-of-cinema'],
    ['offer', '/offres/student-price'],
    ['info page', '/info/accessibility'],
    ['experience article', '/specials/imax-explained'],
  ]) {
    test(`CAT-69 CAT-75 the OWASP XSS vectors in a ${kind} neither survive the server render nor run in Chromium`, async ({
      page,
    }) => {
      const dialogs: string[] = [];
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      const address = `http://fr.marquee.localhost:${edge?.port}${path}`;
      const server = await page.goto(address);
      const html = (await server?.text()) ?? '';
      expect(server?.status()).toBe(200);
      // The server's HTML: the vectors' markup is gone (text such as "javascript:" may remain as text).
      expect(html).not.toMatch(/<(iframe|object|embed|frameset|base|meta http-equiv)[^>]*(javascript|xss)/i);
      expect(html).not.toMatch(/\son(error|load|mouseover|toggle)\s*=\s*["']?alert/i);
      await openHydrated(page, address);
      await expect(page.getByText('Safe text.').first()).toBeVisible();
      // Hover and click over every element of the CMS content: handlers, if any survived, would fire.
      const rich = page.locator('.catalogue-content__rich, .catalogue-xp__details').first();
      await rich.hover();
      const found = await rich.evaluate((root) => {
        const bad: string[] = [];
        for (const element of root.querySelectorAll('*')) {
          const tag = element.tagName.toLowerCase();
          if (['script', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'style', 'base', 'meta'].includes(tag))
            bad.push(tag);
          for (const attribute of element.attributes) {
            if (/^on/i.test(attribute.name) || /^\s*(javascript|data|vbscript):/i.test(attribute.value))
              bad.push(`${tag}[${attribute.name}]`);
          }
        }
        return bad;
      });
      expect(found).toEqual([]);
      await page.waitForLoadState('networkidle');
      expect(dialogs).toEqual([]);
    });
  }
});
