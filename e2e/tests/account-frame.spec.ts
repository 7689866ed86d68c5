// Covers the account frame on fr (A§4): after signing in on the provider's
// screen, `unverified@` (registered, email not verified, not a first login) gets the provider's
// mail-validation screen in a closable centred frame, and `new@` (not registered) the register
// screen in a fullscreen frame that cannot be closed (no close button, Escape does nothing). The
// frame's messages are taken from the provider's origin only (a message the page posts itself is
// ignored); completing the registration hands the provider's code to the API (register_complete),
// "Continue" closes the frame (close) and the client stays signed in, registered (a reload opens
// no frame any more). axe finds nothing at 390 and 1366 with the frame open.
import type { Page } from '@playwright/test';
import {
  axeViolations,
  collectErrors,
  DESKTOP,
  expect,
  openHydrated,
  PHONE,
  type SiteFixture,
  test,
} from '../fixtures';

const PASSWORD = 'marquee-demo';
const FILM = '/film/les-pixels-en-folie';

/** Signs in from the header through the provider's screen, back on the film page. */
async function signIn(page: Page, site: SiteFixture, email: string): Promise<void> {
  await openHydrated(page, site.url('fr', FILM));
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('dialog', { name: 'Connexion' }).getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.href.startsWith(site.platform.identity));
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByLabel('Mot de passe').press('Enter');
  await page.waitForURL((url) => url.pathname === FILM);
}

test.describe.configure({ mode: 'serial' });

test.describe('account frame on fr', () => {
  test('ACC-16 ACC-20 ACC-22 ACC-23 ACC-25 ACC-27 unverified@ gets the mail-validation screen in a closable frame', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page, { except: site.platform.identity });
    await page.setViewportSize(DESKTOP);
    await signIn(page, site, 'unverified@marquee.test');
    const dialog = page.getByRole('dialog', { name: 'Vérifiez votre adresse e-mail' });
    await expect(dialog).toBeVisible();
    // The provider's screen: the dialog's frame, named by its title.
    const screen = dialog.getByTitle('Vérification de votre adresse e-mail');
    const frame = screen.contentFrame();
    await expect(frame.getByRole('heading', { name: 'Vérifiez votre adresse e-mail' })).toBeVisible();
    await expect(frame.getByText('unverified@marquee.test')).toBeVisible();
    expect(await screen.getAttribute('src')).toBe(`${site.platform.identity}/fr/mail`);
    // Closable (not fullscreen): a close button; parent_exchange reached the data layer.
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
            (entry) => entry.event === 'account_frame_exchange',
          ),
        ),
      )
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // The frame's own "Later" posts close: the frame closes, the client stays signed in.
    await frame.getByRole('button', { name: 'Plus tard' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Votre compte, Inès Moreau' })).toBeVisible();

    // 390 px: a reload restores the session and the frame is shown again; axe clean there too.
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(dialog).toBeVisible();
    await expect(frame.getByRole('heading', { name: 'Vérifiez votre adresse e-mail' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('ACC-16 ACC-19 ACC-21 ACC-23 ACC-26 ACC-27 ACC-28 new@ registers in a fullscreen frame that cannot be closed, and lands signed in', async ({
    page,
    site,
  }) => {
    const errors = collectErrors(page, { except: site.platform.identity });
    await page.setViewportSize(PHONE);
    await signIn(page, site, 'new@marquee.test');
    const dialog = page.getByRole('dialog', { name: 'Finalisez votre inscription' });
    await expect(dialog).toBeVisible();
    const frame = dialog.getByTitle("Formulaire d'inscription de votre compte").contentFrame();
    await expect(frame.getByRole('heading', { name: 'Finalisez votre inscription' })).toBeVisible();
    // Fullscreen and not closable: the dialog fills the window, has no close button, Escape does nothing.
    // The whole window, once its opening animation (a slight scale) has ended.
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box ? [Math.round(box.width), Math.round(box.height)] : null;
      })
      .toEqual([PHONE.width, PHONE.height]);
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    // A message from anything but the provider's origin is ignored (here the page's own).
    await page.evaluate(() => window.postMessage({ event_id: 'close' }, '*'));
    await page.evaluate(() => window.postMessage('REGISTER_SUCCESSFUL', '*'));
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize(DESKTOP);
    expect(await axeViolations(page)).toEqual([]);

    // Registering: the terms are required, then register_complete's code goes to the API.
    const registration = page.waitForResponse(
      (response) => response.url().includes('/accounts/me/registration') && response.request().method() === 'POST',
    );
    await frame
      .getByLabel("J'accepte les conditions générales d'utilisation et la politique de confidentialité")
      .check();
    await frame.getByRole('button', { name: "Terminer l'inscription" }).click();
    expect((await registration).status()).toBe(200);
    await expect(frame.getByRole('heading', { name: 'Inscription terminée' })).toBeVisible();
    await frame.getByRole('button', { name: 'Continuer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Votre compte, Noah Lefèvre' })).toBeVisible();

    // Registered now: a reload restores the session and opens no frame.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Votre compte, Noah Lefèvre' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
