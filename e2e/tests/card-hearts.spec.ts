// Covers the wishlist hearts on film cards in Chromium against the real
// provider and API, on fr: signed in as fan@, a heart on a home card toggles at once, a reload
// keeps it, the film page's "want to see" shows the same state and a change there is the card's
// too; signed out, the heart asks to sign in (the centred sign-in-required pop-in); the card's
// link comes before its heart in keyboard order and the heart is not inside the link; axe finds
// nothing on the home and the films list at 390 and 1366 px. The same hearts on a city page's
// films and on the subscription page's current shows: fan@ toggles one on each, a reload keeps it.
import type { Locator, Page } from '@playwright/test';
import { axeViolations, collectErrors, expect, openHydrated, signInFromHeader, test } from '../fixtures';

/** The home's "now showing" row. */
function nowShowing(page: Page): Locator {
  return page.getByRole('region', { name: 'À l’affiche', exact: true });
}

/** The hearts of the film cards inside `scope` (icon-only toggles named after each film). */
function hearts(scope: Locator): Locator {
  return scope.getByRole('button', { name: /^Ajouter .+ à mes envies$/ });
}

/** The film a heart is about, from its name ("Ajouter Dune à mes envies"). */
async function filmOf(heart: Locator): Promise<string> {
  const name = (await heart.getAttribute('aria-label')) ?? '';
  return name.replace(/^Ajouter /, '').replace(/ à mes envies$/, '');
}

/** The answer to the read of the shown films' feelings (one POST with their slugs, ACC-64). */
function feelingsRead(page: Page) {
  return page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/client\/[^/]+\/shows/.test(response.url()),
  );
}

test.describe('film card hearts on fr', () => {
  test('ACC-59 ACC-61 ACC-64 fan@: a home card heart toggles at once, a reload keeps it, the film page shows the same state', async ({
    page,
    site,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page, { except: site.platform.identity });
    await openHydrated(page, site.url('fr', '/'));
    const read = feelingsRead(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/client\/[^/]+\/shows/.test(request.url())) reads.push(request.url());
    });
    await signInFromHeader(page, site, 'fan@marquee.test', 'fr');
    // One read for every card of the home (the API validates the slugs it is sent: 200).
    const answer = await read;
    expect(answer.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(reads).toHaveLength(1);

    const { wishlist } = (await answer.json()) as { wishlist: string[] };
    const heart = hearts(nowShowing(page)).first();
    const film = await filmOf(heart);
    const before = wishlist.includes((await heart.getAttribute('data-wish')) ?? '');
    await expect(heart).toHaveAttribute('aria-pressed', String(before));
    const after = String(!before);
    const sent = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/api\/client\/[^/]+\/show\/[^/]+\/intention/.test(response.url()),
    );
    await heart.click();
    // At once, then the API keeps it.
    await expect(heart).toHaveAttribute('aria-pressed', after);
    expect((await sent).status()).toBe(200);
    await expect(heart).toHaveAttribute('aria-pressed', after);
    if (process.env.HEARTS_SCREENSHOTS) {
      await heart.focus();
      await nowShowing(page).screenshot({ path: `${process.env.HEARTS_SCREENSHOTS}/fr-row-signed-in.png` });
    }

    // A reload keeps it (the session comes back, the feelings are read again).
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const again = hearts(nowShowing(page)).first();
    await expect(again).toHaveAttribute('aria-label', `Ajouter ${film} à mes envies`);
    await expect(again).toHaveAttribute('aria-pressed', after);

    // The film page (opened from the card, inside the app) shows the same state.
    await nowShowing(page).getByRole('link', { name: film, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: film })).toBeVisible();
    const wish = page.getByRole('button', { name: 'Envie de voir' });
    await expect(wish).toHaveAttribute('aria-pressed', after);
    // Changed back there, the card shows it too (one store for both).
    await wish.click();
    await expect(wish).toHaveAttribute('aria-pressed', String(before));
    await page.goBack();
    await expect(hearts(nowShowing(page)).first()).toHaveAttribute('aria-pressed', String(before));
    expect(errors).toEqual([]);
  });

  test('ACC-36 ACC-37 signed out: a card heart asks to sign in; the link comes before the heart, which is not inside it', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await openHydrated(page, site.url('fr', '/'));
    const heart = hearts(nowShowing(page)).first();
    const film = await filmOf(heart);
    const link = nowShowing(page).getByRole('link', { name: film, exact: true });
    expect(await heart.evaluate((button) => button.closest('a') === null)).toBe(true);
    // Keyboard: the card's link, then its heart.
    await link.focus();
    await page.keyboard.press('Tab');
    await expect(heart).toBeFocused();
    await page.keyboard.press('Enter');
    const required = page.getByRole('dialog', { name: 'Connectez-vous pour continuer' });
    await expect(required).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(errors).toEqual([]);
  });

  test('ACC-59 ACC-61 ACC-64 fan@: the hearts of a city page and of the subscription page toggle, and a reload keeps them', async ({
    page,
    site,
  }) => {
    test.setTimeout(150_000);
    const errors = collectErrors(page, { except: site.platform.identity });
    await openHydrated(page, site.url('fr', '/ville/paris'));
    let read = feelingsRead(page);
    await signInFromHeader(page, site, 'fan@marquee.test', 'fr');
    for (const path of ['/ville/paris', '/cinepass']) {
      if (path !== '/ville/paris') {
        read = feelingsRead(page);
        await openHydrated(page, site.url('fr', path));
      }
      // The page has read the client's feelings for its cards (one POST), and shows them.
      const { wishlist: held } = (await (await read).json()) as { wishlist: string[] };
      const heart = hearts(page.getByRole('main')).first();
      await expect(heart, `a card heart on ${path}`).toBeVisible();
      const film = await filmOf(heart);
      const before = held.includes((await heart.getAttribute('data-wish')) ?? '');
      await expect(heart).toHaveAttribute('aria-pressed', String(before));
      const sent = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && /\/api\/client\/[^/]+\/show\/[^/]+\/intention/.test(response.url()),
      );
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', String(!before));
      const answer = await sent;
      expect(answer.status(), path).toBe(200);
      // The API's answer is the client's feelings after the change: the film is in the wishlist or not.
      const { wishlist } = (await answer.json()) as { wishlist: string[] };
      expect(wishlist.includes((await heart.getAttribute('data-wish')) ?? ''), path).toBe(!before);

      const reread = feelingsRead(page);
      await page.reload();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await reread;
      const same = page
        .getByRole('main')
        .getByRole('button', { name: `Ajouter ${film} à mes envies` })
        .first();
      await expect(same, `${film} kept on ${path}`).toHaveAttribute('aria-pressed', String(!before));
      // Put back as it was, so the other walks start from fan@'s seeded wishlist.
      await same.click();
      await expect(same).toHaveAttribute('aria-pressed', String(before));
    }
    expect(errors).toEqual([]);
  });

  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    test(`ACC-59 the home and the films list with their card hearts have no axe violation at ${width} px`, async ({
      page,
      site,
    }) => {
      await page.setViewportSize({ width, height });
      for (const path of ['/', '/films']) {
        await openHydrated(page, site.url('fr', path));
        await expect(hearts(page.getByRole('main')).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
        if (process.env.HEARTS_SCREENSHOTS) {
          await page.screenshot({
            path: `${process.env.HEARTS_SCREENSHOTS}/fr${path.replace(/\//g, '_')}-${width}.png`,
          });
          if (path === '/') {
            // A card focused by keyboard: the ring drawn around the whole card.
            await nowShowing(page).getByRole('link').nth(1).focus();
            await nowShowing(page).screenshot({ path: `${process.env.HEARTS_SCREENSHOTS}/fr-row-focus-${width}.png` });
          }
        }
      }
    });
  }
});
