// Where the page is scrolled after a client-side navigation, as a moviegoer expects it: a new page
// opens at its top (a footer link far down the home), going back returns to where the visitor
// was, and changes that stay on the same page keep the position: another day of a film's
// programme, a news type chip; a news page link lands on the list's title, below the header.
import type { Page } from '@playwright/test';
import { DESKTOP, expect, hydrationErrors, openHydrated, PHONE, reachFooter, test } from '../fixtures';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.describe('scroll on navigation', () => {
  test('a new page opens at its top; back returns to the position the visitor left', async ({ page, site }) => {
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url('fr', '/'));
    const help = page.getByRole('contentinfo').getByRole('link', { name: /^Centre d.aide$/ });
    await reachFooter(page);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    const left = await scrollY(page);

    await help.click();
    await expect(page.getByRole('heading', { level: 1, name: /^Centre d.aide$/ })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Films', exact: true })).toBeInViewport();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Les films au cinéma' })).toBeAttached();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 40);
    expect(await scrollY(page)).toBeLessThan(left + 40);
    expect(await hydrationErrors(page)).toEqual([]);
  });

  test('another day of a film programme keeps the position (390 px)', async ({ page, site, locator }) => {
    await page.setViewportSize(PHONE);
    await openHydrated(page, site.url('fr', '/'));
    // A film card's link is its title's (stretched over the card).
    const card = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first();
    await card.click();
    const days = page.getByRole('group', { name: 'Choisir un jour' });
    await expect(days).toBeVisible();
    await days.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
    const before = await scrollY(page);
    const url = page.url();

    await days.getByRole('button', { pressed: false }).first().click();
    await expect.poll(() => page.url()).not.toBe(url);
    await expect(page.getByRole('region', { name: 'Séances', exact: true })).toHaveAttribute('aria-busy', 'false');
    const after = await scrollY(page);
    expect(Math.abs(after - before)).toBeLessThan(40);

    // A cinema of the programme opens its page in the same document (the router), at its top.
    await page.evaluate(() => {
      (window as { __sameDocument?: boolean }).__sameDocument = true;
    });
    const cinema = locator.cinemas().getByRole('link').first();
    const name = ((await cinema.textContent()) ?? '').trim();
    await cinema.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('CAT-66 CAT-67 a news chip keeps the position; a page link lands on the list title (390 px)', async ({
    page,
    site,
  }) => {
    await page.setViewportSize(PHONE);
    await openHydrated(page, site.url('fr', '/actualites'));
    const chips = page.getByRole('navigation', { name: 'Filtrer par type' });
    await chips.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
    const before = await scrollY(page);

    await chips.getByRole('link', { name: 'Offres' }).click();
    await expect(page).toHaveURL(/\/actualites\?type=offer$/);
    await expect(chips.getByRole('link', { name: 'Offres' })).toHaveAttribute('aria-current', 'true');
    expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(40);

    await chips.getByRole('link', { name: 'Offres' }).click();
    await expect(page).toHaveURL(/\/actualites$/);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.scrollIntoViewIfNeeded();
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/actualites\?page=2#news-all$/);
    const title = page.getByRole('heading', { level: 2, name: 'Toutes les actualités' });
    await expect(title).toBeInViewport();
    // Not under the sticky header: the title's top is below the header's bottom edge.
    const top = await title.evaluate((node) => node.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
  });
});
