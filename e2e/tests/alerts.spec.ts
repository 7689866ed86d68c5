// Covers "My alerts" on the account profile page in Chromium against the real
// provider and API: fan@ on fr switches on the audio-description alert, finds it kept after a
// reload, and switches it off again; the section is reached by role and label, and axe finds
// nothing on the page with it at 390 and 1366 px. A switch shows what the API keeps: it changes
// once the API answered (clicked, then awaited: Playwright's check() expects an instant change).
// The film page's "tell me when booking opens": signed out it leads to sign-in and back, the alert
// is asked, listed in "My alerts", and undone from the film page. An alert mail arrives through
// the platform's real SMTP catcher and its film link answers 200 on the running sites (their port).
import {
  axeViolations,
  collectErrors,
  expect,
  mailTo,
  onProvider,
  openHydrated,
  pageApi,
  signInFromHeader,
  test,
} from '../fixtures';

/** A film of fr whose booking opens a day from now or later (no time zone makes it open already). */
async function presaleFilm(page: import('@playwright/test').Page): Promise<{ slug: string; title: string }> {
  const later = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 16);
  const { shows } = await pageApi<{ shows: { slug: string; title: string; salesOpeningDatetime: string | null }[] }>(
    page,
    '/api/shows?filter=upcoming',
  );
  const found = shows.find((show) => (show.salesOpeningDatetime ?? '') > later);
  if (!found) throw new Error('no film in presale on fr');
  return found;
}

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

test.describe('the film page’s booking alert on fr', () => {
  test('ACC-36 ACC-37 signed out, "tell me when booking opens" leads to sign-in and back; the alert is asked, listed in My alerts, and undone', async ({
    page,
    site,
  }) => {
    test.setTimeout(150_000);
    const errors = collectErrors(page, { except: site.platform.identity });
    await openHydrated(page, site.url('fr', '/'));
    const film = await presaleFilm(page);
    const path = `/film/${film.slug}`;
    await openHydrated(page, site.url('fr', path));
    const ask = page.getByRole('main').getByRole('button', { name: 'M’alerter à l’ouverture des réservations' });
    await expect(ask).toHaveAttribute('aria-pressed', 'false');
    await ask.click();
    const required = page.getByRole('dialog', { name: 'Connectez-vous pour continuer' });
    await expect(required).toBeVisible();
    await required.getByRole('button', { name: 'Se connecter' }).click();
    await onProvider(page, site, 'fan@marquee.test', 'fr', path);
    // Back on the film page, signed in: the alert kept for after sign-in is asked, and shown.
    await expect(ask).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByText(`nous vous écrirons dès que les réservations de ${film.title} ouvriront`),
    ).toBeVisible();

    await openHydrated(page, site.url('fr', '/mon-compte'));
    const mine = page.getByRole('region', { name: 'Mes alertes' });
    await expect(mine.getByRole('link', { name: film.title, exact: true })).toBeVisible();

    // Undone from the film page: not pressed, after a reload too, and gone from My alerts.
    await openHydrated(page, site.url('fr', path));
    await expect(ask).toHaveAttribute('aria-pressed', 'true');
    await expect(ask).not.toHaveAttribute('aria-busy', 'true');
    await ask.click();
    await expect(ask).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(ask).not.toHaveAttribute('aria-busy', 'true');
    await expect(ask).toHaveAttribute('aria-pressed', 'false');
    await openHydrated(page, site.url('fr', '/mon-compte'));
    await expect(mine.getByRole('heading', { level: 3, name: 'Ouverture des réservations' })).toBeVisible();
    await expect(mine.getByRole('link', { name: film.title, exact: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('an alert mail reaches the real SMTP catcher and its film link answers 200 on the sites’ port', async ({
    page,
    site,
  }) => {
    // The API's alert job runs once a minute.
    test.setTimeout(240_000);
    await openHydrated(page, site.url('fr', '/mon-compte'));
    await signInFromHeader(page, site, 'fan@marquee.test', 'fr');
    const features = page.getByRole('region', { name: 'Mes alertes' }).getByRole('group', {
      name: /^Me prévenir de ces séances/,
    });
    const boxes = features.getByRole('checkbox');
    await expect(boxes.first()).toBeEnabled();
    // Every feature: a showing of fan@'s wishlist films at its favourite cinemas carries at least one.
    for (let i = 0; i < (await boxes.count()); i++) {
      const box = boxes.nth(i);
      if (await box.isChecked()) continue;
      await box.click();
      await expect(box).toBeChecked();
      await expect(box).toBeEnabled();
    }
    const mail = await mailTo(site, 'fan@marquee.test', / : /, 150_000);
    const link = /Voir les séances: (\S+)/.exec(mail.text ?? '')?.[1];
    expect(link, mail.text).toBeDefined();
    expect(link?.startsWith(site.url('fr', '/film/'))).toBe(true);
    // Its film page on the running site, straight (no redirect). Asked from the page (Node does not
    // resolve *.localhost), again until the edge answers: a render on this loaded machine may time out.
    const answer = () =>
      page.evaluate(async (url) => {
        const response = await fetch(url, { redirect: 'manual' });
        return { status: response.status, html: await response.text() };
      }, link ?? '');
    await expect.poll(async () => (await answer()).status, { timeout: 30_000 }).toBe(200);
    expect((await answer()).html).toMatch(/<h1[^>]*class="catalogue-movie__title"/);

    await openHydrated(page, site.url('fr', '/mon-compte'));
    for (let i = 0; i < (await boxes.count()); i++) {
      const box = boxes.nth(i);
      await expect(box).toBeEnabled();
      if (!(await box.isChecked())) continue;
      await box.click();
      await expect(box).not.toBeChecked();
    }
  });
});
