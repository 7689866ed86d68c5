// Covers "My alerts" on the account profile page (issue 28 item 2) in Chromium against the real
// provider and API: fan@ on fr switches on the audio-description alert, finds it kept after a
// reload, and switches it off again; the section is reached by role and label, and axe finds
// nothing on the page with it at 390 and 1366 px. A switch shows what the API keeps: it changes
// once the API answered (clicked, then awaited: Playwright's check() expects an instant change).
import { axeViolations, collectErrors, expect, openHydrated, signInFromHeader, test } from '../fixtures';

test.describe('my alerts on fr', () => {
  test('ACC-04 fan@ switches an accessible-showing alert on, finds it after a reload, and off again; axe clean', async ({
    page,
    site,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page, { except: site.platform.identity });
    await openHydrated(page, site.url('fr', '/mon-compte'));
    await signInFromHeader(page, site, 'fan@marquee.test', 'fr');
    const section = page.getByRole('region', { name: 'Mes alertes' });
    await expect(section.getByRole('heading', { level: 3, name: 'Ouverture des réservations' })).toBeVisible();
    const audio = section
      .getByRole('group', { name: /^Me prévenir de ces séances/ })
      .getByRole('checkbox', { name: 'Audiodescription' });
    await expect(audio).toBeEnabled();
    if (await audio.isChecked()) {
      await audio.click();
      await expect(audio).not.toBeChecked();
      await expect(audio).toBeEnabled();
    }
    await audio.click();
    await expect(audio).toBeChecked();
    await expect(audio).toBeEnabled();
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(audio).toBeChecked();
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      expect(await axeViolations(page), `/mon-compte at ${width}px`).toEqual([]);
    }
    await audio.click();
    await expect(audio).not.toBeChecked();
    await expect(audio).toBeEnabled();
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(
      page.getByRole('region', { name: 'Mes alertes' }).getByRole('checkbox', { name: 'Audiodescription' }),
    ).not.toBeChecked();
    expect(errors).toEqual([]);
  });
});
