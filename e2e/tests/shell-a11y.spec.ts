// Covers the page shell as a whole in Chromium: on every site's home, axe finds no violation at
// 390 px with the mobile menu and an alert open, and at 1366 px with the search modal and an
// alert open; the page hydrates without mismatch. On every home at both widths, with an alert
// (and the smart banner on a phone), axe's `region` rule finds no content outside a landmark.
import type { Page } from '@playwright/test';
import {
  axeViolations,
  DESKTOP,
  expect,
  hydrationErrors,
  openHydrated,
  PHONE,
  SITES,
  type SiteCode,
  test,
} from '../fixtures';

/** Puts an alert in the page's one queue, as a remote does (through the shared singleton). */
async function raiseAlert(page: Page, title: string): Promise<void> {
  await page.evaluate(async (text) => {
    const map = JSON.parse(document.querySelector('script[type="importmap"]')?.textContent ?? '{}') as {
      imports: Record<string, string>;
    };
    const { alertStore } = (await import(map.imports['@marquee/alerts'] ?? '')) as {
      alertStore: { getState(): { enqueue(a: unknown): number; clear(): void } };
    };
    // Shown one at a time, oldest first: ours comes first (the API's site-wide alert may be queued).
    alertStore.getState().clear();
    alertStore.getState().enqueue({ level: 'warning', title: text, subtitle: text });
  }, title);
  await expect(page.getByText(title).first()).toBeVisible();
}

// One test per site: each width's page load serves both checks (the landmarks first, then the
// open modal), instead of loading each home twice per width.
for (const code of Object.keys(SITES) as SiteCode[]) {
  test(`SHELL-45 SHELL-48 SHELL-73 ${code}: every piece of the home is inside a landmark (axe region, with an alert) and no axe violation with the menu and an alert (390 px), the search modal and an alert (1366 px)`, async ({
    page,
    site,
  }) => {
    test.slow(); // two page loads and four axe runs on a shared machine
    await page.setViewportSize(PHONE);
    await openHydrated(page, site.url(code, SITES[code].home));
    await raiseAlert(page, 'Marquee alert check');
    // The smart banner (mobileSmartBanner) floats over the phone's window as well.
    await expect(page.getByRole('region', { name: /app/i })).toBeVisible();
    expect(await axeViolations(page, { rules: ['region'] }), `${code} 390`).toEqual([]);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(Menu|Menü)$/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.setViewportSize(DESKTOP);
    await openHydrated(page, site.url(code, SITES[code].home));
    await raiseAlert(page, 'Marquee alert check');
    expect(await axeViolations(page, { rules: ['region'] }), `${code} 1366`).toEqual([]);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(Search|Rechercher|Suchen|Zoeken)$/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await hydrationErrors(page)).toEqual([]);
  });
}
