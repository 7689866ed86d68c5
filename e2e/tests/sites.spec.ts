// Covers, for each of the eight sites: the home page in the site's default language with the
// right <html lang>, a language switch that offers exactly the site's languages and works,
// a catalogue page showing API data, and the language resolution order (route, cookie,
// browser, site default).
import { collectErrors, expect, openHydrated, pageApi, SITES, type SiteCode, test } from '../fixtures';

interface ShowList {
  shows: { title: string; isComingSoon: boolean; homeOrder: number | null }[];
}

const ENDONYMS = { fr: 'Français', en: 'English', de: 'Deutsch', nl: 'Nederlands' } as const;

for (const [code, site] of Object.entries(SITES) as [SiteCode, (typeof SITES)[SiteCode]][]) {
  test.describe(`${code} site`, () => {
    test(`SITE-04..11 SHELL-04 ${code}: the home page opens in the site's default language (${site.defaultLanguage})`, async ({
      page,
      site: s,
    }) => {
      const errors = collectErrors(page);
      await page.goto(s.url(code, '/'));
      await expect(page).toHaveURL(s.url(code, site.home));
      await expect(page.locator('html')).toHaveAttribute('lang', site.defaultLanguage);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // The catalogue remote's page shows the films the API lists for this site and language.
      const api = await pageApi<ShowList>(page, `/api/shows?language=${site.defaultLanguage}`);
      const onNow = api.shows.filter((show) => !show.isComingSoon);
      expect(onNow.length).toBeGreaterThan(0);
      const main = page.getByRole('main');
      for (const show of onNow.slice(0, 3)) {
        await expect(main.getByRole('heading', { name: show.title, exact: true }).first()).toBeVisible();
      }
      expect(errors).toEqual([]);
    });

    test(`SITE-03 SHELL-12 SHELL-50 SHELL-51 ${code}: the language switch offers exactly ${site.languages.join(', ')} and switching works`, async ({
      page,
      site: s,
    }) => {
      const errors = collectErrors(page);
      await openHydrated(page, s.url(code, site.home));
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: /Langu|Sprache|Taal/ }).click();
      // The switch is a modal (SHELL-50): a dialog holding the list of the site's languages.
      const dialog = page.getByRole('dialog');
      const options = dialog.getByRole('list', { name: /Langu|Sprache|Taal/ }).getByRole('link');
      await expect(options).toHaveCount(site.languages.length);
      const offered = await options.evaluateAll((links) => links.map((link) => link.getAttribute('lang')));
      expect(offered.sort()).toEqual([...site.languages].sort());

      const target = site.languages.find((language) => language !== site.defaultLanguage) ?? site.defaultLanguage;
      const filmsBefore = (await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()) ?? '';
      await options.filter({ hasText: ENDONYMS[target] }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', target);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(filmsBefore);
      // The switch closes once a language is chosen, and the choice is remembered in the `lang` cookie.
      await expect(page.getByRole('dialog')).toBeHidden();
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe(target);
      // The page in the new language still shows the API's films, in that language.
      const api = await pageApi<ShowList>(page, `/api/shows?language=${target}`);
      const first = api.shows.find((show) => !show.isComingSoon);
      await expect(
        page.getByRole('main').getByRole('heading', { name: first?.title, exact: true }).first(),
      ).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

test('SHELL-02 the lang cookie chooses the language at the root of a prefixed site', async ({ page, site: s }) => {
  await page.context().addCookies([{ name: 'lang', value: 'fr', url: s.url('ch', '/') }]);
  await page.goto(s.url('ch', '/'));
  await expect(page).toHaveURL(s.url('ch', '/fr'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test.describe('browser language', () => {
  test.use({ locale: 'de-CH' });
  test('SHELL-03 the browser language is used when the site offers it', async ({ page, site: s }) => {
    await page.goto(s.url('ch', '/'));
    await expect(page).toHaveURL(s.url('ch', '/de'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // A site that does not offer German falls back to its default (SHELL-04).
    await page.goto(s.url('nl', '/'));
    await expect(page).toHaveURL(s.url('nl', '/nl'));
  });
});

test('SHELL-01 the route language wins over cookie and browser', async ({ page, site: s }) => {
  await page.context().addCookies([{ name: 'lang', value: 'en', url: s.url('be', '/') }]);
  await page.goto(s.url('be', '/nl'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page).toHaveURL(s.url('be', '/nl'));
});

test('ROUTE-52 ROUTE-54 error targets and unknown addresses show the error view without changing the address', async ({
  page,
  site: s,
}) => {
  await page.goto(s.url('fr', '/ce-chemin-n-existe-pas'));
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expect(page).toHaveURL(s.url('fr', '/ce-chemin-n-existe-pas'));
  await page.goto(s.url('fr', '/410_GONE?errorCode=410'));
  await expect(page.getByRole('heading', { name: "Ce film n'est plus à l'affiche" })).toBeVisible();
  await expect(page).toHaveURL(s.url('fr', '/410_GONE?errorCode=410'));
});
