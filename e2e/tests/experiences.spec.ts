// Covers the experiences in Chromium against the production builds: the list (groups and
// technologies), an experience page with its films' showtimes, a showtime's panel and its Book
// now link, the experience's video, a group and an experience article with its cinemas and guest
// — on fr (French) and be (Dutch), at 1366 px and by touch at 390 px, axe at both widths, no
// hydration mismatch; the experience teaser in both variants (the side panel from the list, the
// legacy centred modal from an experience page); and not found (404, never a 500) for unknown or
// malformed slugs and for an article that is not an experience article.
import type { Page } from '@playwright/test';
import {
  axeViolations,
  bookableShowtimesIn,
  collectErrors,
  DESKTOP,
  expect,
  hydrationErrors,
  openHydrated,
  PHONE,
  showtimeTime,
  test,
} from '../fixtures';

/** Clicks, or taps on a touch screen. */
async function press(target: ReturnType<Page['locator']>, touch: boolean) {
  if (touch) await target.tap();
  else await target.click();
}

/** The first bookable showtime of the day shown; the next day's when today's are all past. */
async function firstShowtime(page: Page, touch: boolean) {
  const showtimes = page.getByRole('region', { name: /^(Séances|Voorstellingen)$/ });
  const bookable = bookableShowtimesIn(showtimes);
  await showtimes
    .getByRole('button', { name: /^\s*\d{1,2}:\d{2}/ })
    .first()
    .waitFor();
  if ((await bookable.count()) === 0) {
    const strip = page.getByRole('group', { name: /jour|dag/i });
    await press(strip.getByRole('button', { pressed: false }).first(), touch);
    await expect(page).toHaveURL(/\/filters\/date-/);
    // The address changes before the new day is rendered: wait until it is on screen.
    await expect(showtimes).toHaveAttribute('aria-busy', 'false');
  }
  return bookable.first();
}

test.describe('experiences', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const touch = viewport === PHONE;
    test(`CAT-52 CAT-53 CAT-54 CAT-19 fr: the list, an experience, a showtime's Book now at ${viewport.width} px (axe, hydration)`, async ({
      browser,
      site,
    }) => {
      const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch, locale: 'pt-PT' });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await openHydrated(page, site.url('fr', '/experiences'));
      await expect(page.getByRole('heading', { level: 1, name: 'Expériences' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Technologies cinéma' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Confort' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'En savoir plus sur IMAX' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await press(page.getByRole('link', { name: /^IMAX/ }), touch);
      await expect(page).toHaveURL(/\/experiences\/imax$/);
      await expect(page.getByRole('heading', { level: 1, name: 'IMAX' })).toBeVisible();
      await expect(page.getByText('Disponible dans certaines salles.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Inclus' })).toContainText('Projection laser');
      await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link')).toHaveText([
        'Expériences',
        'Technologies cinéma',
      ]);
      // Its group's articles.
      await expect(page.getByRole('link', { name: /L’IMAX expliqué/ })).toHaveAttribute(
        'href',
        '/specials/imax-explained',
      );
      // Its films: every showtime listed is an IMAX one.
      await expect(page.getByRole('heading', { level: 2, name: 'Séances' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      const showtime = await firstShowtime(page, touch);
      const time = await showtimeTime(showtime);
      await press(showtime, touch);
      const panel = page.getByRole('dialog');
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(time);
      await expect(panel).toContainText('IMAX');
      const book = panel.getByRole('link', { name: /Réserver/ });
      await expect(book).toHaveAttribute('target', '_blank');
      await expect(book).toHaveAttribute('href', /\/api\/booking\//);
      expect(await axeViolations(page)).toEqual([]);

      expect(await hydrationErrors(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    test(`CAT-55 CAT-56 ROUTE-27 ROUTE-28 fr: a group and an experience article with its cinemas and guest at ${viewport.width} px (axe, hydration)`, async ({
      browser,
      site,
    }) => {
      const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch, locale: 'pt-PT' });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await openHydrated(page, site.url('fr', '/rubrique/technologies'));
      await expect(page.getByRole('heading', { level: 1, name: 'Technologies cinéma' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Expériences', exact: true }).getByRole('listitem')).toHaveCount(4);
      expect(await axeViolations(page)).toEqual([]);

      await press(page.getByRole('link', { name: /L’IMAX expliqué/ }), touch);
      await expect(page).toHaveURL(/\/specials\/imax-explained$/);
      await expect(page.getByRole('heading', { level: 1, name: 'L’IMAX expliqué' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Invité' })).toContainText('Marquee');
      const cinemas = page.getByRole('region', { name: 'Les 5 cinémas qui la proposent' });
      await expect(cinemas.getByRole('link')).toHaveCount(5);
      await expect(cinemas.getByRole('link').first()).toHaveAttribute('href', /^\/cinema\/marquee-/);
      expect(await axeViolations(page)).toEqual([]);
      expect(await hydrationErrors(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('CAT-52 CAT-53 CAT-55 CAT-56 SHELL-83 SHELL-84 be in Dutch: the list, an experience with its showtimes, a group, an article (axe, hydration)', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(PHONE);
    await openHydrated(page, site.url('be', '/nl/belevingen'));
    await expect(page.getByRole('heading', { level: 1, name: 'Belevingen' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Bioscooptechnologieën' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: /^Dolby Cinema/ }).click();
    await expect(page).toHaveURL(/\/nl\/belevingen\/dolby-cinema$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dolby Cinema' })).toBeVisible();
    // SHELL-83 SHELL-84 its head follows the client-side navigation: title, canonical, one alternate per language.
    await expect(page).toHaveTitle(/^Dolby Cinema \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      site.url('be', '/nl/belevingen/dolby-cinema'),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
      'href',
      site.url('be', '/fr/experiences/dolby-cinema'),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      site.url('be', '/en/experiences/dolby-cinema'),
    );
    await expect(page.getByText('Laserprojectie')).toBeVisible();
    const showtime = await firstShowtime(page, false);
    await showtime.click();
    await expect(page.getByRole('dialog').getByRole('link', { name: /reserveren|boeken/i })).toHaveAttribute(
      'target',
      '_blank',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Kruimelpad' })
      .getByRole('link', { name: 'Bioscooptechnologieën' })
      .click();
    await expect(page).toHaveURL(/\/nl\/categorie\/technologies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bioscooptechnologieën' })).toBeVisible();
    await page.getByRole('link', { name: /4DX achter de schermen/ }).click();
    await expect(page).toHaveURL(/\/nl\/specials\/4dx-behind-the-scenes$/);
    await expect(page.getByRole('heading', { level: 1, name: '4DX achter de schermen' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gast' })).toContainText('Marquee');
    // No cinema of be offers 4DX: the article names none.
    await expect(page.getByRole('region', { name: /die hem aanbied/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await hydrationErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('CAT-57 SHELL-58 the experience teaser: the side panel from the list, the legacy modal from an experience (axe)', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('fr', '/experiences'));
    await page.getByRole('button', { name: 'En savoir plus sur ScreenX' }).click();
    const panel = page.getByRole('dialog', { name: 'ScreenX' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Une image à 270 degrés sur trois murs.');
    // The new variant is the side panel (448 px from tablet up).
    expect(Math.round((await panel.boundingBox())?.width ?? 0)).toBe(448);
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByRole('link', { name: 'Découvrir l’expérience' }).click();
    await expect(page).toHaveURL(/\/experiences\/screenx$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'ScreenX' })).toBeVisible();

    // On the experience's page, its technology opens the legacy (centred) teaser.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'En savoir plus sur ScreenX' }).click();
    const modal = page.getByRole('dialog', { name: 'ScreenX' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Une image à 270 degrés sur trois murs.');
    await expect(modal.getByRole('link')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Fermer' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'En savoir plus sur ScreenX' })).toBeFocused();

    // An address opens it too; an unknown experience says so.
    await openHydrated(page, site.url('fr', '/experiences?modal=experience-teaser-panel&tagSlug=4dx'));
    await expect(page.getByRole('dialog', { name: '4DX' })).toBeVisible();
    await openHydrated(page, site.url('fr', '/experiences?modal=experience-teaser&tagSlug=nope'));
    await expect(page.getByRole('dialog')).toContainText('Cette expérience n’est plus proposée.');
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  test('CAT-54 the experience’s video plays in the trailer modal; closing it stops it', async ({ page, site }) => {
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('fr', '/experiences/imax'));
    await page.getByRole('button', { name: 'Voir la vidéo' }).click();
    const dialog = page.getByRole('dialog', { name: /IMAX - Découvrir/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('video source').first()).toHaveAttribute('src', /\/api\/media\/video\//);
    await dialog.getByRole('button', { name: 'Fermer la vidéo' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(0);
  });

  test('an experience no cinema of the site offers says so, with the way to the others (be: 4DX)', async ({
    page,
    site,
  }) => {
    await openHydrated(page, site.url('be', '/nl/belevingen/4dx'));
    await expect(
      page.getByRole('status').filter({ hasText: 'Op dit moment biedt geen enkele bioscoop hier 4DX aan.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ontdek de andere belevingen' })).toHaveAttribute(
      'href',
      '/nl/belevingen',
    );
    expect(await hydrationErrors(page)).toEqual([]);
  });

  test('ERR-02 unknown or malformed experiences, groups and articles are not found, never a 500', async ({
    page,
    site,
  }) => {
    for (const path of [
      '/experiences/nope',
      '/experiences/%3Cscript%3E',
      '/experiences/a%20b',
      '/rubrique/nope',
      '/specials/nope',
      // A news article is not an experience article.
      '/specials/summer-of-cinema',
    ]) {
      const answer = await page.goto(site.url('fr', path));
      expect(answer?.status(), path).toBe(404);
    }
  });
});
