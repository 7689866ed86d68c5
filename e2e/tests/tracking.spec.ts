// Covers tracking (SHELL-87..96) in Chromium against the production builds: the page view the
// shell pushes to window.dataLayer for the server-rendered home (after hydration) of fr and ma
// at 390 px (web-mobile) and 1366 px (web-desktop), after a client-side navigation to a film
// page (page type movie, the film's show data), on a missing page (not found), the country and
// currency of sn (XOF) and ch (CHF), the anonymous email hash once a client is signed in, and
// that no page asks any host but the site's own (no third-party tag). Also SITE-38: the film
// page's release date in the page language.
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DESKTOP, expect, openHydrated, PHONE, type SiteCode, test } from '../fixtures';

type DataLayerEvent = Record<string, unknown> & { event?: string };

/** Every request the page makes, by origin (data: and blob: addresses stay in the page). */
function recordOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  });
  return origins;
}

/** The dataLayer as the page holds it. */
function dataLayer(page: Page): Promise<DataLayerEvent[]> {
  return page.evaluate(() => (window as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []);
}

/** Waits until the page has pushed `count` page views, and returns them. */
async function pageViews(page: Page, count: number): Promise<DataLayerEvent[]> {
  await page.waitForFunction(
    (n) =>
      ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'page_view')
        .length >= n,
    count,
  );
  return (await dataLayer(page)).filter((event) => event.event === 'page_view');
}

const HOMES: Record<'fr' | 'ma', { path: string; currency: string }> = {
  fr: { path: '/', currency: 'EUR' },
  ma: { path: '/fr', currency: 'MAD' },
};

for (const code of ['fr', 'ma'] as const) {
  for (const { width, height, platform } of [
    { ...PHONE, platform: 'web-mobile' },
    { ...DESKTOP, platform: 'web-desktop' },
  ]) {
    test(`SHELL-87 SHELL-88 SHELL-89 SHELL-90 SHELL-91 SHELL-92 SHELL-93 ${code} home at ${width} px: one page view, ${platform}, ${code.toUpperCase()}, ${HOMES[code].currency}`, async ({
      page,
      site,
    }) => {
      await page.setViewportSize({ width, height });
      const origins = recordOrigins(page);
      await openHydrated(page, site.url(code, HOMES[code].path));
      await pageViews(page, 1);
      // Hydration counts the page once: still one view when the page has settled.
      await page.waitForLoadState('networkidle');
      const views = (await dataLayer(page)).filter((event) => event.event === 'page_view');
      expect(views).toHaveLength(1);
      expect(views[0]).toEqual({
        event: 'page_view',
        platform_type: platform,
        country: code.toUpperCase(),
        site_environment: 'development',
        page_group: 'catalog_home',
        page_type: 'home',
        currency: HOMES[code].currency,
        language: 'fr',
        page_path: HOMES[code].path,
        anonymous_email_hash: null,
        show: null,
        cinema: null,
        article: null,
      });
      expect([...origins]).toEqual([new URL(site.url(code)).origin]);
    });
  }
}

test('SHELL-93 SHELL-95 SITE-38 a client-side navigation to a film page pushes a movie page view with the show data', async ({
  page,
  site,
}) => {
  await page.setViewportSize(DESKTOP);
  const origins = recordOrigins(page);
  await openHydrated(page, site.url('fr', '/'));
  await pageViews(page, 1);
  // A mark on the window: still there after the navigation, so the page was not reloaded.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const firstFilm = page.getByRole('main').getByRole('list').first().getByRole('link').first();
  await firstFilm.click();
  await page.waitForURL(/\/film\//);
  const views = await pageViews(page, 2);
  expect(views).toHaveLength(2);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  const film = views[1] as DataLayerEvent;
  const path = new URL(page.url()).pathname;
  expect(film).toMatchObject({
    event: 'page_view',
    platform_type: 'web-desktop',
    country: 'FR',
    page_type: 'movie',
    page_group: 'catalog_shows',
    currency: 'EUR',
    page_path: path,
    cinema: null,
    article: null,
  });
  // The film's own tracking data, as the API gives it (SHELL-95).
  const slug = path.split('/').pop() ?? '';
  const show = await page.evaluate(async (s) => (await (await fetch(`/api/show/${s}`)).json()).tracking, slug);
  expect(film.show).toEqual(show);
  expect(Object.keys(film.show as object).sort()).toEqual([
    'copiesCount',
    'nationality',
    'next24ShowtimesCount',
    'originalTitle',
    'refHubble',
    'title',
    'visa',
  ]);
  // The release date on the French site, in French (SITE-38).
  await expect(page.getByRole('main').getByText(/^Sortie le \d{1,2} \p{L}+ \d{4}$/u)).toBeVisible();
  expect([...origins]).toEqual([new URL(site.url('fr')).origin]);
});

test('SHELL-93 a missing page is tracked as not found', async ({ page, site }) => {
  await openHydrated(page, site.url('ma', '/fr/film/no-such-film-anywhere'));
  const [view] = await pageViews(page, 1);
  expect(view).toMatchObject({ page_type: 'not_found', page_group: 'catalog_error', country: 'MA', currency: 'MAD' });
});

const CURRENCIES: Record<'sn' | 'ch', { path: string; currency: string; language: string }> = {
  sn: { path: '/fr', currency: 'XOF', language: 'fr' },
  ch: { path: '/en', currency: 'CHF', language: 'en' },
};

for (const code of Object.keys(CURRENCIES) as ('sn' | 'ch')[]) {
  test(`SHELL-89 SHELL-92 ${code}: country ${code.toUpperCase()}, currency ${CURRENCIES[code].currency}`, async ({
    page,
    site,
  }) => {
    const origins = recordOrigins(page);
    await openHydrated(page, site.url(code as SiteCode, CURRENCIES[code].path));
    const [view] = await pageViews(page, 1);
    expect(view).toMatchObject({
      country: code.toUpperCase(),
      currency: CURRENCIES[code].currency,
      language: CURRENCIES[code].language,
      page_type: 'home',
    });
    expect([...origins]).toEqual([new URL(site.url(code as SiteCode)).origin]);
  });
}

test('SHELL-94 once a client is signed in, the email hash (SHA-256) goes with the page views', async ({
  page,
  site,
}) => {
  await openHydrated(page, site.url('fr', '/'));
  await pageViews(page, 1);
  // The sign-in flow fills the page's one session store (the shared singleton of the import map).
  await page.evaluate(async () => {
    const specifier = '@marquee/session';
    const { sessionStore } = (await import(/* @vite-ignore */ specifier)) as {
      sessionStore: { getState(): { signedIn(client: unknown): void } };
    };
    sessionStore.getState().signedIn({
      id: 'c-1',
      name: 'Camille Martin',
      email: '  Camille.Martin@Example.FR ',
      avatar: null,
      initials: 'CM',
      hasSubscription: false,
    });
  });
  const expected = createHash('sha256').update('camille.martin@example.fr').digest('hex');
  await page.waitForFunction(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some((e) => e.event === 'client_changed'),
  );
  const events = await dataLayer(page);
  expect(events.find((event) => event.event === 'client_changed')).toEqual({
    event: 'client_changed',
    anonymous_email_hash: expected,
  });
  // The next page view carries it.
  await page.getByRole('main').getByRole('list').first().getByRole('link').first().click();
  await page.waitForURL(/\/film\//);
  const views = await pageViews(page, 2);
  expect(views[1]?.anonymous_email_hash).toBe(expected);
  expect(views[0]?.anonymous_email_hash).toBeNull();
});
