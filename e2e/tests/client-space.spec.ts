// Covers the signed-in client's space in Chromium against the real
// provider and API: on fr, fan@ (five favourites) sees them on the cinema list and the sixth gets
// the limit alert; an anonymous click on a cinema's heart asks for sign-in and, back signed in as
// client@, the cinema is a favourite; client@ wishes and rates a film, reloads and finds all of
// it kept, and finds the cinema on the favourite-cinemas account page; ch keeps one favourite
// (a second replaces the first); a wishlist or rating change the network drops is undone with an
// alert; the account pages are reached and used by keyboard; axe finds
// nothing on the account and cinema pages at 390 and 1366 px.
import type { Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { axeViolations, collectErrors, expect, onProvider, openHydrated, signInFromHeader, test } from '../fixtures';

const FILM = '/film/les-pixels-en-folie';

/** The hearts of the fr cinema list (icon-only toggles named after each cinema). */
function listHearts(page: Page): Locator {
  return page.getByRole('main').getByRole('button', { name: /^Garder .* dans mes cinémas favoris$/ });
}

test.describe('client space on fr', () => {
  test('ACC-02 ACC-50 ACC-51 ACC-53 ACC-56 fan@ sees five favourites on the cinema list; the sixth gets the limit alert', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page, { except: site.platform.identity });
    await openHydrated(page, site.url('fr', '/cinemas'));
    await signInFromHeader(page, site, 'fan@marquee.test', 'fr');
    const hearts = listHearts(page);
    const pressed = hearts.and(page.getByRole('button', { pressed: true }));
    await expect(pressed).toHaveCount(5);
    const sixth = hearts.and(page.getByRole('button', { pressed: false })).first();
    await sixth.click();
    // The limit alert, carrying the limit (A§8); nothing changed.
    await expect(page.getByRole('group', { name: 'Vous avez déjà 5 cinémas favoris' })).toBeVisible();
    await expect(sixth).toHaveAttribute('aria-pressed', 'false');
    await expect(pressed).toHaveCount(5);
    expect(errors).toEqual([]);
  });

  test('ACC-29 ACC-36 ACC-37 ACC-57 ACC-59 ACC-60 ACC-61 ACC-62 ACC-64 client@: a favourite asked before sign-in is added after it; a film wished and rated; all kept on reload', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page, { except: site.platform.identity });
    const cinemaPath = '/cinema/marquee-bellecour-lyon';
    await openHydrated(page, site.url('fr', cinemaPath));
    const heart = page.getByRole('button', { name: 'Cinéma favori' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    // From the header, the small pop-in is titled "Connexion" (ACC-29)…
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeHidden();
    // …anonymous, an action that needs sign-in opens the centred pop-in with its own title, then
    // the provider, then back here.
    await heart.click();
    const required = page.getByRole('dialog', { name: 'Connectez-vous pour continuer' });
    await expect(required).toBeVisible();
    await required.getByRole('button', { name: 'Se connecter' }).click();
    await onProvider(page, site, 'client@marquee.test', 'fr', cinemaPath);
    // The action asked for before sign-in is done once signed in.
    await expect(page.getByRole('button', { name: 'Cinéma favori' })).toHaveAttribute('aria-pressed', 'true');

    // The film: wishlist and rating, applied at once; the feelings read with the film's slug.
    // (The API validates the body: an answer 200 means the slugs were sent.)
    const feelings = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/api\/client\/[^/]+\/shows/.test(response.url()),
    );
    await openHydrated(page, site.url('fr', FILM));
    const wish = page.getByRole('button', { name: 'Envie de voir' });
    await expect(wish).toBeEnabled();
    const answer = await feelings;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ wishlist: [], emotions: {} });
    await wish.click();
    await expect(wish).toHaveAttribute('aria-pressed', 'true');
    const rating = page.getByRole('group', { name: 'Votre avis' });
    await rating.getByRole('button', { name: 'J’ai adoré' }).click();
    await expect(rating.getByRole('button', { name: 'J’ai adoré' })).toHaveAttribute('aria-pressed', 'true');
    await page.waitForLoadState('networkidle');

    // Reload: the session comes back, and with it what the client chose.
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: 'Envie de voir' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('group', { name: 'Votre avis' }).getByRole('button', { name: 'J’ai adoré' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await openHydrated(page, site.url('fr', cinemaPath));
    await expect(page.getByRole('button', { name: 'Cinéma favori' })).toHaveAttribute('aria-pressed', 'true');

    // The favourite-cinemas account page lists it.
    await openHydrated(page, site.url('fr', '/mon-compte/cinemas-favoris'));
    await expect(page.getByRole('heading', { level: 1, name: 'Mes cinémas favoris' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Bellecour/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('ACC-04 ACC-33 ACC-35 ACC-36 ACC-39 the account pages: anonymous → the guard sends to sign in and back; signed in, profile with initials, then my advantages and my bookings by keyboard', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page, { except: site.platform.identity });
    // Server-rendered with its head (what a crawler or a page without JavaScript gets).
    // (Asked from a page of the site: Node cannot resolve *.localhost.)
    await openHydrated(page, site.url('fr', '/'));
    const html = await page.evaluate(async () => (await fetch('/mon-compte/reservations')).text());
    expect(html).toMatch(/<title>Mes réservations/);
    // Anonymous in the browser, the guard sends the visitor to sign in and back to this page (ACC-39).
    await page.goto(site.url('fr', '/mon-compte/reservations'));
    await onProvider(page, site, 'client@marquee.test', 'fr', '/mon-compte/reservations');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeVisible();
    await expect(
      page.getByText(
        'Vos réservations sont tenues par notre billetterie : chacune vous est envoyée par e-mail, avec les billets à présenter à l’entrée.',
      ),
    ).toBeVisible();

    // The account navigation, by keyboard: Tab to "Mon profil", Enter.
    const nav = page.getByRole('navigation', { name: 'Votre compte' }).last();
    await expect(nav.getByRole('link', { name: 'Mes réservations' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Mes réservations' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('link', { name: 'Mon profil' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/mon-compte');
    await expect(page.getByRole('main').getByText('client@marquee.test')).toBeVisible();
    // No photo: the initials (from last and first name) stand in.
    await expect(page.getByRole('main').getByText('MC', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('Non abonné')).toBeVisible();

    await page.getByRole('link', { name: 'Mes avantages' }).last().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/mon-compte/avantages');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes avantages' })).toBeVisible();
    await expect(page.getByText('Niveau : standard')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('my calendar — fan@ creates the secret address of its feed (wishlist at the favourite cinemas), renews it (the old one 404) and revokes it (404 at once)', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page, { except: site.platform.identity });
    await page.goto(site.url('fr', '/mon-compte/cinemas-favoris'));
    await onProvider(page, site, 'fan@marquee.test', 'fr', '/mon-compte/cinemas-favoris');
    const card = page.getByRole('region', { name: 'Mon calendrier' });
    await expect(card.getByText('Vous n’avez pas encore d’adresse de calendrier.')).toBeVisible();
    await card.getByRole('button', { name: 'Créer mon adresse de calendrier' }).click();
    const address = card.getByLabel('Adresse du calendrier');
    await expect(address).toHaveValue(/\/api\/feeds\/personal\/[A-Za-z0-9_-]{43}\.ics\?language=fr$/);
    const first = await address.inputValue();
    expect(new URL(first).origin).toBe(new URL(site.url('fr')).origin);
    await expect(card.getByRole('link', { name: 'M’abonner dans mon application de calendrier' })).toHaveAttribute(
      'href',
      first.replace(/^http:/, 'webcal:'),
    );
    /** The status and body of an address, asked from the page (Node cannot resolve *.localhost). */
    const fetched = (url: string) =>
      page.evaluate(async (target) => {
        const response = await fetch(target);
        return { status: response.status, body: await response.text() };
      }, url);
    const feed = await fetched(first);
    expect(feed.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.uid).toMatch(/^showtime-\d+-fr@marquee$/);

    await card.getByRole('button', { name: 'Renouveler l’adresse' }).click();
    await expect(card.getByText('Une nouvelle adresse a été créée : l’ancienne ne fonctionne plus.')).toBeVisible();
    const second = await address.inputValue();
    expect(second).not.toBe(first);
    expect((await fetched(first)).status).toBe(404);
    expect((await fetched(second)).status).toBe(200);

    await card.getByRole('button', { name: 'Révoquer l’adresse' }).click();
    await expect(card.getByText('L’adresse ne fonctionne plus.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Créer mon adresse de calendrier' })).toBeVisible();
    expect((await fetched(second)).status).toBe(404);
    // The console notes the test's own two fetches of dead addresses; nothing else.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    expect(errors).toHaveLength(2);
  });

  test('ACC-04 axe finds nothing on the account and cinema pages at 390 and 1366 px', async ({ page, site }) => {
    test.setTimeout(150_000);
    await openHydrated(page, site.url('fr', '/cinema/marquee-bellecour-lyon'));
    await signInFromHeader(page, site, 'client@marquee.test', 'fr');
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const path of ['/cinema/marquee-bellecour-lyon', FILM, '/mon-compte', '/mon-compte/cinemas-favoris']) {
        await page.goto(site.url('fr', path));
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await expect(page.getByRole('banner').getByRole('button', { name: /^Votre compte, / })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
        if (process.env.SPACE_SCREENSHOTS)
          await page.screenshot({ path: `${process.env.SPACE_SCREENSHOTS}/${path.replace(/\//g, '_')}-${width}.png` });
      }
    }
  });
});

test.describe('client space when the API fails', () => {
  test('ACC-61 ACC-62 ERR a wishlist or rating change the API does not take is undone, with an alert', async ({
    page,
    site,
  }) => {
    await openHydrated(page, site.url('fr', '/film/horizon-dacier'));
    await signInFromHeader(page, site, 'client@marquee.test', 'fr');
    const wish = page.getByRole('button', { name: 'Envie de voir' });
    await expect(wish).toBeEnabled();
    // The network drops the writes of this film (fault injection: the real API is up).
    await page.route('**/api/client/*/show/horizon-dacier/**', (route) => route.abort('connectionreset'));
    await wish.click();
    await expect(page.getByRole('group', { name: 'Votre modification n’a pas été enregistrée' })).toBeVisible();
    await expect(wish).toHaveAttribute('aria-pressed', 'false');
    const loved = page.getByRole('group', { name: 'Votre avis' }).getByRole('button', { name: 'J’ai adoré' });
    await loved.click();
    await expect(loved).toHaveAttribute('aria-pressed', 'false');
    // Back online, the same click is kept.
    await page.unroute('**/api/client/*/show/horizon-dacier/**');
    await wish.click();
    await expect(wish).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('client space on ch (one-cinema mode)', () => {
  test('ACC-52 a second favourite replaces the first', async ({ page, site }) => {
    const errors = collectErrors(page, { except: site.platform.identity });
    const cinemas = (await page
      .goto(site.url('ch', '/en'))
      .then(() => page.evaluate(() => fetch('/api/cinemas?language=en').then((r) => r.json())))) as {
      cinemas: { slug: string; name: string }[];
    };
    const [first, second] = cinemas.cinemas;
    if (!first || !second) throw new Error('ch needs two cinemas');
    await openHydrated(page, site.url('ch', `/en/cinema/${first.slug}`));
    await signInFromHeader(page, site, 'client@marquee.test', 'en');
    const heart = page.getByRole('button', { name: 'Favourite cinema' });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await openHydrated(page, site.url('ch', `/en/cinema/${second.slug}`));
    const other = page.getByRole('button', { name: 'Favourite cinema' });
    await expect(other).toBeEnabled();
    await other.click();
    await expect(other).toHaveAttribute('aria-pressed', 'true');
    // No limit alert in one-cinema mode; the first is no longer a favourite.
    await expect(page.getByRole('group', { name: /favourite cinemas$/ })).toHaveCount(0);
    await openHydrated(page, site.url('ch', '/en/account/favourite-cinemas'));
    const list = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: second.name }) });
    await expect(list.getByRole('link', { name: second.name })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: first.name })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
