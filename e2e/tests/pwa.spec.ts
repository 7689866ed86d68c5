// Covers the installable, offline site (docs/decisions/0048-pwa-offline.md) in
// Chromium against the production builds, with the service worker allowed (every other spec
// blocks it: playwright.config.ts): Chromium finds fr and be installable (its DevTools protocol's
// installability check, in a profile of its own: Lighthouse 12 no longer audits it); signed in on nl, a visitor makes a
// cinema a favourite and reads its programme, goes offline, reloads and still reads it with the
// offline banner and the time of the copy; offline, the favourite heart and the search say they
// need the network; a page never kept shows the offline page; signing out empties the private
// copies and the tab's client id. On the redirect sites fr (French), nl (Dutch) and ch (German)
// and on the token-cookie sites ma (French) and tn (English), signed in as fan@, an offline reload
// shows the client from the worker's copy (no token: the provider and the API are out of reach),
// said so with the copy's time, with the favourite cinema's programme and the wishlist's hearts
// from the copies; their hearts say they need the network; no token, code, PKCE verifier or
// refresh token is in storage, cookies, the worker's caches or IndexedDB; back online the silent
// sign-in (the API's cookie on ma and tn) brings the live session. A second edge serving a copy of
// nl's build gets a new worker (a deploy): the page shows the "new version" notice, whose Reload
// lets the new worker take over and reloads the page.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_CHROMIUM_ARGS, e2eChromiumPath } from '@marquee/chromium';
import {
  type BrowserContext,
  type ConsoleMessage,
  chromium,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import { expect, openHydrated, schedule, signInFromHeader, test } from '../fixtures';
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
  test('Chromium finds the sites installable (Page.getInstallabilityErrors answers none)', async ({ site }) => {
    // A profile of its own: Chromium answers `in-incognito` for a test's usual (incognito) context.
    const profile = await mkdtemp(path.join(tmpdir(), 'marquee-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: e2eChromiumPath(),
      args: [...E2E_CHROMIUM_ARGS],
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

  test("a signed-in visitor reads the favourite cinema's programme offline, with the time of the copy; offline controls say they need the network", async ({
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
    const films = schedule(page, 'en').getByRole('heading', { level: 3 });
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
    // The tab keeps the client's id (not a credential) while signed in, for an offline reload.
    const tabClient = () => page.evaluate(() => sessionStorage.getItem('marquee.sign-in.client'));
    expect(await tabClient()).toMatch(/\S/);
    await account.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    // Back from the provider's logout on the site's home (in its default language, Dutch).
    await page.waitForURL((url) => url.href.startsWith(site.url('nl', '/nl')));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Inloggen' })).toBeVisible();
    await expect.poll(privateCopies).toEqual([]);
    expect(await tabClient()).toBeNull();
    await page.goto('about:blank');
  });

  test.describe('the session after an offline reload', () => {
    /**
     * The redirect sites (the token in the page's memory) each in a language of its own (the texts
     * of the four languages but English), and two token-cookie sites (the token in the API's
     * HttpOnly cookie; no favourite cinemas there, SITE-40: `favourite` null) in French and
     * English; signed in as fan@ through the provider's form in French or English.
     */
    const SITES = [
      {
        code: 'fr',
        mode: 'redirect',
        signIn: { path: '/', language: 'fr' },
        language: 'fr',
        favourites: { path: '/mon-compte/cinemas-favoris', heart: /^Garder .+ dans mes cinémas favoris$/ },
        cinemas: null,
        films: '/films',
        words: {
          account: /^Votre compte, /,
          offline: 'Vous êtes hors ligne.',
          wish: /^Ajouter .+ à mes envies$/,
          favourite: 'Cinéma favori',
          copy: /^Votre copie de \d{2}:\d{2} — reconnectez-vous quand vous serez de nouveau en ligne\.$/,
          savedAt: /Copie enregistrée à \d{2}:\d{2}\./,
          needsNetwork: 'Hors ligne : cette action a besoin du réseau.',
        },
      },
      {
        code: 'nl',
        mode: 'redirect',
        signIn: { path: '/en', language: 'en' },
        language: 'nl',
        favourites: null,
        cinemas: '/nl/cinemas',
        films: '/nl/films',
        words: {
          account: /^Je account, /,
          offline: 'Je bent offline.',
          wish: /^.+ op mijn verlanglijst zetten$/,
          favourite: 'Favoriete bioscoop',
          copy: /^Je kopie van \d{2}:\d{2} — log opnieuw in zodra je weer online bent\.$/,
          savedAt: /Kopie opgeslagen om \d{2}:\d{2}\./,
          needsNetwork: 'Offline: hiervoor is een netwerkverbinding nodig.',
        },
      },
      {
        code: 'ch',
        mode: 'redirect',
        signIn: { path: '/en', language: 'en' },
        language: 'de',
        favourites: null,
        cinemas: '/de/cinemas',
        films: '/de/filme',
        words: {
          account: /^Ihr Konto, /,
          offline: 'Sie sind offline.',
          wish: /^.+ auf meine Merkliste setzen$/,
          favourite: 'Lieblingskino',
          copy: /^Ihre Kopie von \d{2}:\d{2} — melden Sie sich wieder an, sobald Sie online sind\.$/,
          savedAt: /Kopie gespeichert um \d{2}:\d{2}\./,
          needsNetwork: 'Offline: Dafür wird eine Netzverbindung benötigt.',
        },
      },
      {
        code: 'ma',
        mode: 'token-cookie',
        signIn: { path: '/fr', language: 'fr' },
        language: 'fr',
        favourites: null,
        cinemas: '/fr/cinemas',
        films: '/fr/films',
        words: {
          account: /^Votre compte, /,
          offline: 'Vous êtes hors ligne.',
          wish: /^Ajouter .+ à mes envies$/,
          favourite: null,
          copy: /^Votre copie de \d{2}:\d{2} — reconnectez-vous quand vous serez de nouveau en ligne\.$/,
          savedAt: /Copie enregistrée à \d{2}:\d{2}\./,
          needsNetwork: 'Hors ligne : cette action a besoin du réseau.',
        },
      },
      {
        code: 'tn',
        mode: 'token-cookie',
        signIn: { path: '/en', language: 'en' },
        language: 'en',
        favourites: null,
        cinemas: '/en/cinemas',
        films: '/en/films',
        words: {
          account: /^Your account, /,
          offline: 'You are offline.',
          wish: /^Add .+ to my wishlist$/,
          favourite: null,
          copy: /^Your copy from \d{2}:\d{2} — sign in again when you are back online\.$/,
          savedAt: /Copy saved at \d{2}:\d{2}\./,
          needsNetwork: 'Offline: this needs the network.',
        },
      },
    ] as const;

    /**
     * What the sign-in handled that must never be stored: the callback's code, the PKCE verifier,
     * the provider's tokens (access, refresh, ID) and every bearer token sent — from the page, its
     * frames and the worker.
     */
    function watchSecrets(context: BrowserContext, identity: string): Set<string> {
      const secrets = new Set<string>();
      context.on('request', (request) => {
        const bearer = /^Bearer (.+)$/.exec(request.headers().authorization ?? '')?.[1];
        if (bearer) secrets.add(bearer);
        const url = new URL(request.url());
        const code = url.pathname === '/callback' ? url.searchParams.get('code') : null;
        if (code) secrets.add(code);
        if (request.url().startsWith(identity) && url.pathname.endsWith('/token')) {
          const form = new URLSearchParams(request.postData() ?? '');
          for (const name of ['code', 'code_verifier', 'refresh_token']) {
            const value = form.get(name);
            if (value) secrets.add(value);
          }
        }
      });
      context.on('response', async (response) => {
        const url = new URL(response.url());
        if (!response.url().startsWith(identity) || !url.pathname.endsWith('/token')) return;
        const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
        for (const name of ['access_token', 'refresh_token', 'id_token']) {
          const value = body[name];
          if (typeof value === 'string') secrets.add(value);
        }
      });
      return secrets;
    }

    /**
     * Everything the site keeps in the browser — local and session storage, its cookies the page
     * can read, every cache of the worker (addresses, headers, bodies) and IndexedDB — searched for
     * the secrets and for anything shaped like a JWT. Returns what was found (the secrets' starts).
     */
    function storedSecrets(page: Page, secrets: Set<string>) {
      return page.evaluate(
        async (wanted) => {
          const texts: string[] = [document.cookie];
          for (const storage of [window.localStorage, window.sessionStorage]) {
            for (let i = 0; i < storage.length; i++) {
              const key = storage.key(i) ?? '';
              texts.push(key, storage.getItem(key) ?? '');
            }
          }
          const cacheNames = await caches.keys();
          for (const name of cacheNames) {
            const cache = await caches.open(name);
            for (const request of await cache.keys()) {
              texts.push(request.url);
              const answer = await cache.match(request);
              if (!answer) continue;
              for (const [key, value] of answer.headers) texts.push(`${key}: ${value}`);
              texts.push(await answer.text());
            }
          }
          const request = <T>(r: IDBRequest<T>) =>
            new Promise<T>((resolve, reject) => {
              r.onsuccess = () => resolve(r.result);
              r.onerror = () => reject(r.error);
            });
          for (const { name } of await indexedDB.databases()) {
            if (!name) continue;
            const db = await request(indexedDB.open(name));
            for (const store of Array.from(db.objectStoreNames))
              texts.push(JSON.stringify(await request(db.transaction(store).objectStore(store).getAll())));
            db.close();
          }
          return {
            cacheNames,
            found: wanted.filter((secret) => texts.some((text) => text.includes(secret))).map((s) => s.slice(0, 16)),
            jwts: texts
              .filter((text) => /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/.test(text))
              .map((t) => t.slice(0, 120)),
          };
        },
        [...secrets],
      );
    }

    /**
     * The JSON of the next answer that matches, from the page being opened: an answer to the page
     * before it (whose body left with it) is passed over.
     */
    async function nextAnswer<T>(
      page: Page,
      matches: (response: Response) => boolean,
      open: () => Promise<void>,
    ): Promise<{ response: Response; body: T }> {
      const answers: Response[] = [];
      // What the page did meanwhile, printed if the answer never comes (a CI run once waited in
      // vain for the favourites on ch and said nothing more).
      const seen: string[] = [];
      const listen = (response: Response) => {
        if (matches(response)) answers.push(response);
        if (/\/api\/|\/oidc\/|\/token/.test(response.url()))
          seen.push(
            `${response.status()} ${response.request().method()} ${response.url()}${response.fromServiceWorker() ? ' (worker)' : ''}`,
          );
      };
      const failed = (request: Request) =>
        seen.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
      const said = (message: ConsoleMessage) => {
        if (message.type() === 'warning' || message.type() === 'error')
          seen.push(`console ${message.type()}: ${message.text()}`);
      };
      page.on('response', listen);
      page.on('requestfailed', failed);
      page.on('console', said);
      try {
        await open();
        for (let i = 0; ; i++) {
          await expect
            .poll(() => answers.length, { timeout: 20_000 })
            .toBeGreaterThan(i)
            .catch((error: unknown) => {
              throw new Error(`the answer waited for never came; the page meanwhile:\n${seen.join('\n')}`, {
                cause: error,
              });
            });
          const response = answers[i] as Response;
          const body = await response.json().catch(() => undefined);
          if (body !== undefined) return { response, body: body as T };
        }
      } finally {
        page.off('response', listen);
        page.off('requestfailed', failed);
        page.off('console', said);
      }
    }

    /**
     * The film cards' hearts of the page: `main`'s buttons named by the page language's wishlist
     * label ("Ajouter Dune à mes envies"), pressed or not (`pressed`), each with the film it is about
     * in `data-wish` (the slug the API's wishlist names).
     */
    const hearts = (page: Page, name: RegExp, pressed?: boolean) =>
      page.getByRole('main').getByRole('button', { name, ...(pressed === undefined ? {} : { pressed }) });

    /** The films whose card heart is pressed (the wishlist as the page shows it). */
    const wishedOnPage = (page: Page, name: RegExp) =>
      hearts(page, name, true).evaluateAll((pressed) =>
        [...new Set(pressed.map((heart) => (heart as HTMLElement).dataset.wish ?? ''))].sort(),
      );

    /** The addresses the worker keeps of the visitor's own answers. */
    const privateCopies = (page: Page) =>
      page.evaluate(async () =>
        (await caches.has('marquee-private'))
          ? (await (await caches.open('marquee-private')).keys()).map((request) => new URL(request.url).pathname)
          : [],
      );

    for (const spec of SITES) {
      test(`ACC-05 on ${spec.code}${spec.mode === 'token-cookie' ? ' (token cookie)' : ''}, an offline reload shows the signed-in client from the copy, with the ${spec.words.favourite ? 'favourite ' : ''}cinema's programme and the wishlist; no token is stored; back online the session is live`, async ({
        page,
        context,
        site,
      }) => {
        test.setTimeout(150_000);
        const secrets = watchSecrets(context, site.platform.identity);
        await openHydrated(page, site.url(spec.code, spec.signIn.path));
        await signInFromHeader(page, site, 'fan@marquee.test', spec.signIn.language);
        await controlled(page);

        // The favourite cinema: fan@'s first on fr, the list's first made one elsewhere (a cinema of
        // the list where the site has no favourites).
        let cinemaUrl: string;
        if (spec.favourites) {
          await openHydrated(page, site.url(spec.code, spec.favourites.path));
          // The first cinema of the list whose hearts keep them favourites (not the account's navigation).
          const first = page
            .getByRole('main')
            .getByRole('list')
            .filter({ has: page.getByRole('button', { name: spec.favourites.heart }) })
            .getByRole('listitem')
            .getByRole('link')
            .first();
          cinemaUrl = (await first.evaluate((link) => (link as HTMLAnchorElement).href)) as string;
        } else {
          await openHydrated(page, site.url(spec.code, spec.cinemas ?? '/'));
          cinemaUrl = await page
            .getByRole('main')
            .locator('a[href*="/cinema/"], a[href*="/bioscoop/"], a[href*="/kino/"]')
            .first()
            .evaluate((link) => (link as HTMLAnchorElement).href);
        }
        if (spec.words.favourite) {
          // The heart once the client's favourites are read (pressed when the cinema is one of them).
          const {
            body: { items },
          } = await nextAnswer<{ items: { slug: string }[] }>(
            page,
            (response) => /\/api\/v1\/accounts\/me\/cinemas$/.test(new URL(response.url()).pathname),
            () => openHydrated(page, cinemaUrl),
          );
          const slug = new URL(cinemaUrl).pathname.split('/').pop() ?? '';
          const heart = page.getByRole('button', { name: spec.words.favourite });
          const favourite = items.some((item) => item.slug === slug);
          await expect(heart).toHaveAttribute('aria-pressed', String(favourite));
          if (!favourite) await heart.click();
          await expect(heart).toHaveAttribute('aria-pressed', 'true');
        } else {
          await openHydrated(page, cinemaUrl);
        }
        // Its programme, read online (the worker keeps the page).
        await page.reload();
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await pageKept(page);
        if (spec.words.favourite)
          await expect(page.getByRole('button', { name: spec.words.favourite })).toHaveAttribute(
            'aria-pressed',
            'true',
          );
        const films = schedule(page, spec.language).getByRole('heading', { level: 3 });
        await expect(films.first()).toBeVisible();
        const programme = (await films.allTextContents()).map((title) => title.trim());

        // The wishlist: the films list's hearts, read online in one call (the worker keeps its answer).
        const {
          response: answer,
          body: { wishlist },
        } = await nextAnswer<{ wishlist: string[] }>(
          page,
          (response) => response.request().method() === 'POST' && /\/api\/client\/[^/]+\/shows/.test(response.url()),
          () => openHydrated(page, site.url(spec.code, spec.films)),
        );
        const rawId = /\/api\/client\/([^/]+)\/shows/.exec(answer.url())?.[1] ?? '';
        const clientId = decodeURIComponent(rawId);
        expect(wishlist.length).toBeGreaterThan(0);
        await expect.poll(() => wishedOnPage(page, spec.words.wish)).toEqual([...new Set(wishlist)].sort());
        const wished = await wishedOnPage(page, spec.words.wish);
        await pageKept(page);
        await expect
          .poll(() => privateCopies(page))
          .toEqual(
            expect.arrayContaining([
              expect.stringMatching(/^\/api\/v1\/accounts\/me$/),
              ...(spec.words.favourite ? [expect.stringMatching(/^\/api\/v1\/accounts\/me\/cinemas$/)] : []),
              `/api/client/${rawId}/shows`,
            ]),
          );
        // The tab keeps the client's id (not a credential), in session storage only.
        expect(
          await page.evaluate(() => [
            sessionStorage.getItem('marquee.sign-in.client'),
            localStorage.getItem('marquee.sign-in.client'),
          ]),
        ).toEqual([clientId, null]);

        // Offline, a reload: the client from the copy, said so with its time; the wishlist from the copy.
        await context.setOffline(true);
        await page.reload();
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        // (After the page's sign-in found the provider out of reach, and the PWA's page module started.)
        const account = page.getByRole('banner').getByRole('button', { name: spec.words.account });
        await expect(account).toBeVisible({ timeout: 30_000 });
        const banner = page.getByRole('status').filter({ hasText: spec.words.offline });
        await expect(banner.getByText(spec.words.copy)).toBeVisible();
        await expect(banner).toContainText(spec.words.savedAt);
        await expect.poll(() => wishedOnPage(page, spec.words.wish)).toEqual(wished);
        // A heart says it needs the network, and stays as it was.
        const card = hearts(page, spec.words.wish)
          .and(page.locator(`[data-wish="${wished[0]}"]`))
          .first();
        await card.click();
        await expect(page.getByRole('group', { name: spec.words.needsNetwork })).toBeVisible();
        await expect(card).toHaveAttribute('aria-pressed', 'true');

        // The favourite cinema's programme, offline, with its heart from the copy; pressing it needs the network.
        await page.goto(cinemaUrl);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await expect(page.getByRole('banner').getByRole('button', { name: spec.words.account })).toBeVisible({
          timeout: 30_000,
        });
        expect((await films.allTextContents()).map((title) => title.trim())).toEqual(programme);
        await expect(banner.getByText(spec.words.copy)).toBeVisible();
        await expect(banner).toContainText(spec.words.savedAt);
        if (spec.words.favourite) {
          const offlineHeart = page.getByRole('button', { name: spec.words.favourite });
          await expect(offlineHeart).toHaveAttribute('aria-pressed', 'true');
          await offlineHeart.click();
          await expect(page.getByRole('group', { name: spec.words.needsNetwork })).toBeVisible();
          await expect(offlineHeart).toHaveAttribute('aria-pressed', 'true');
        }

        // No token, code or refresh token anywhere the site keeps things.
        expect(secrets.size).toBeGreaterThanOrEqual(3);
        const stored = await storedSecrets(page, secrets);
        expect(stored.cacheNames).toEqual(expect.arrayContaining(['marquee-pages', 'marquee-private']));
        expect(stored.found).toEqual([]);
        expect(stored.jwts).toEqual([]);

        // Back online: the copy goes at once, the page's silent sign-in brings the live session — a
        // bearer token again on the redirect sites; on the token-cookie sites the client read with
        // the API's cookie, the network's answer (not the worker's copy, which carries its stamp).
        const live =
          spec.mode === 'redirect'
            ? context.waitForEvent('request', {
                predicate: (request) =>
                  /\/api\/v1\/accounts\/me$/.test(new URL(request.url()).pathname) &&
                  /^Bearer /.test(request.headers().authorization ?? ''),
                timeout: 30_000,
              })
            : page.waitForResponse(
                (response) =>
                  /\/api\/v1\/accounts\/me$/.test(new URL(response.url()).pathname) &&
                  response.status() === 200 &&
                  response.request().headers().authorization === undefined &&
                  response.headers()['x-marquee-saved-at'] === undefined,
                { timeout: 30_000 },
              );
        await context.setOffline(false);
        await live;
        await expect(page.getByText(spec.words.copy)).toHaveCount(0);
        await expect(page.getByRole('banner').getByRole('button', { name: spec.words.account })).toBeVisible();
        if (spec.words.favourite)
          await expect(page.getByRole('button', { name: spec.words.favourite })).toHaveAttribute(
            'aria-pressed',
            'true',
          );
        // Nothing lost: the wishlist, read from the network again, is the one before.
        await openHydrated(page, site.url(spec.code, spec.films));
        await expect(page.getByRole('banner').getByRole('button', { name: spec.words.account })).toBeVisible();
        await expect.poll(() => wishedOnPage(page, spec.words.wish)).toEqual(wished);
        await page.goto('about:blank');
      });
    }
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

    test('a page open during a deploy shows the "new version" notice; Reload moves it to the new version', async ({
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
