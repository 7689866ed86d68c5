import type { Language } from '@marquee/domain-models';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Filters } from './filters';
import { isPageKind, PAGE_KINDS, type PageKind, ROUTE_KEYS, WEBVIEW_KINDS } from './page-kinds';
import { alternates, href, match, pathLanguage, type RoutingSite, routePatterns, siteRoutePatterns } from './routes';
import { be, ch, fr, nl, SITES, tn } from './test-sites';

const kindsOf = (site: RoutingSite, language: Language, options = {}) =>
  new Set(routePatterns(site, language, options).map((p) => p.kind));
const pathOf = (site: RoutingSite, language: Language, kind: PageKind, options = {}) =>
  routePatterns(site, language, options).find((p) => p.kind === kind && !p.path.includes('/filters/'))?.path;

describe('language prefix', () => {
  it('SITE-15 the fr site default language has no prefix', () => {
    expect(href(fr, 'fr', 'Home')).toBe('/');
    expect(href(fr, 'fr', 'Movie', { slug: 'dune' })).toBe('/film/dune');
    expect(match(fr, '/film/dune')).toMatchObject({ kind: 'Movie', language: 'fr', params: { slug: 'dune' } });
  });

  it('SITE-16 other languages of fr, and every language of the other sites, carry a prefix', () => {
    expect(href(fr, 'en', 'Home')).toBe('/en');
    expect(href(ch, 'en', 'Home')).toBe('/en');
    expect(href(nl, 'nl', 'Shows')).toBe('/nl/films');
    expect(href(tn, 'fr', 'Cinemas')).toBe('/fr/cinemas');
    expect(match(ch, '/film/dune')).toBeNull();
    expect(match(ch, '/')).toBeNull();
    expect(match(ch, '/de')).toMatchObject({ kind: 'Home', language: 'de' });
  });

  it('SITE-17 prefixing is driven by prefixDefaultLanguage', () => {
    const frPrefixed = { ...fr, prefixDefaultLanguage: true };
    expect(href(frPrefixed, 'fr', 'Home')).toBe('/fr');
    const nlBare = { ...nl, prefixDefaultLanguage: false };
    expect(href(nlBare, 'nl', 'NewsList')).toBe('/nieuws');
  });

  it('SITE-03 a language the site does not offer throws', () => {
    expect(() => href(fr, 'de', 'Home')).toThrow(/de/);
    expect(() => routePatterns(nl, 'fr')).toThrow(/fr/);
  });
});

describe('route table', () => {
  it('ROUTE-01 ROUTE-02 every site and language has a table with the spec page-type keys', () => {
    const spec: PageKind[] = [
      'Home',
      'Shows',
      'Movie',
      'Entertainment',
      'Cinema',
      'CinemaLight',
      'Cinemas',
      'City',
      'CityLight',
      'Experience',
      'Season',
      'NewsItem',
      'Offer',
      'ExperienceArticle',
      'FaqCategory',
      'FaqArticleById',
      'FaqArticleBySlug',
    ];
    for (const site of Object.values(SITES)) {
      for (const language of site.languages) {
        const kinds = kindsOf(site, language);
        for (const kind of spec) expect(kinds.has(kind), `${site.code} ${language} ${kind}`).toBe(true);
      }
    }
  });

  it('ROUTE-07..13 path shapes of C§2', () => {
    expect(pathOf(be, 'en', 'Home')).toBe('/en');
    expect(pathOf(be, 'nl', 'Cinemas')).toBe('/nl/cinemas');
    expect(pathOf(be, 'fr', 'CinemaLight')).toBe('/fr/cinemas/l/:slug');
    expect(pathOf(ch, 'en', 'City')).toBe('/en/city/:slug');
    expect(pathOf(ch, 'fr', 'City')).toBe('/fr/ville/:slug');
    expect(pathOf(ch, 'de', 'City')).toBe('/de/stadt/:slug');
    expect(pathOf(nl, 'nl', 'City')).toBe('/nl/stad/:slug');
    expect(pathOf(ch, 'en', 'CityLight')).toBe('/en/city-list/:slug');
    expect(pathOf(fr, 'fr', 'CityLight')).toBe('/ville-list/:slug');
    expect(pathOf(ch, 'de', 'CityLight')).toBe('/de/stadt-list/:slug');
    expect(pathOf(be, 'nl', 'CityLight')).toBe('/nl/stad-list/:slug');
    expect(pathOf(ch, 'de', 'Cinema')).toBe('/de/kino/:slug');
    expect(pathOf(ch, 'de', 'Shows')).toBe('/de/filme');
  });

  it('ROUTE-14..18 shows fragments are translated per language', () => {
    expect(pathOf(fr, 'fr', 'ShowsBook')).toBe('/films/reserver');
    expect(pathOf(fr, 'en', 'ShowsPresales')).toBe('/en/films/presales');
    expect(pathOf(ch, 'de', 'ShowsKids')).toBe('/de/filme/kinder');
    expect(pathOf(nl, 'nl', 'ShowsSpecial')).toBe('/nl/films/speciale-voorstellingen');
    expect(pathOf(fr, 'fr', 'ShowsUpcoming')).toBe('/films/prochainement');
  });

  it('ROUTE-19..22 ROUTE-26..32 detail and list pages', () => {
    expect(pathOf(fr, 'fr', 'Movie')).toBe('/film/:slug');
    expect(pathOf(fr, 'fr', 'EntertainmentList')).toBe('/evenements');
    expect(pathOf(fr, 'fr', 'Entertainment')).toBe('/evenements/:slug');
    expect(pathOf(fr, 'fr', 'Season')).toBe('/saison/:slug');
    expect(pathOf(fr, 'fr', 'Experiences')).toBe('/experiences');
    expect(pathOf(ch, 'en', 'ExperienceArticle')).toBe('/en/specials/:slug');
    expect(pathOf(fr, 'fr', 'ExperienceGroup')).toBe('/rubrique/:slug');
    expect(pathOf(fr, 'en', 'ExperienceGroup')).toBe('/en/category/:slug');
    expect(pathOf(fr, 'fr', 'OffersList')).toBe('/offres');
    expect(pathOf(fr, 'fr', 'Offer')).toBe('/offres/:slug');
    expect(pathOf(fr, 'fr', 'NewsList')).toBe('/actualites');
    expect(pathOf(fr, 'fr', 'NewsItem')).toBe('/actualites/:slug');
  });

  it('ROUTE-33 the app news path m/actualites exists', () => {
    expect(pathOf(fr, 'fr', 'NewsApp')).toBe('/m/actualites');
    expect(match(nl, '/en/m/actualites')).toMatchObject({ kind: 'NewsApp', language: 'en' });
  });

  it('ROUTE-23..25 subscription segments per country', () => {
    expect(pathOf(fr, 'fr', 'Subscription')).toBe('/cinepass');
    expect(pathOf(fr, 'en', 'Subscription')).toBe('/en/cinepass');
    expect(pathOf(ch, 'de', 'Subscription')).toBe('/de/pass');
    expect(pathOf(ch, 'fr', 'Subscription')).toBe('/fr/pass');
    expect(pathOf(nl, 'nl', 'Subscription')).toBe('/nl/abonnementen');
    expect(pathOf(nl, 'en', 'Subscription')).toBe('/en/subscription');
    for (const site of [be, tn]) expect(pathOf(site, 'en', 'Subscription')).toBeUndefined();
  });

  it('ROUTE-34..40 help centre and its webview variants prefixed m', () => {
    expect(pathOf(fr, 'fr', 'FaqHome')).toBe('/aide');
    expect(pathOf(fr, 'fr', 'FaqResults')).toBe('/aide/recherche');
    expect(pathOf(fr, 'fr', 'FaqArticleById')).toBe('/aide/article/:id');
    expect(pathOf(fr, 'fr', 'FaqArticleBySlug')).toBe('/aide/:slug');
    expect(pathOf(fr, 'fr', 'FaqCategory')).toBe('/aide/categorie/:categoryId');
    expect(pathOf(fr, 'fr', 'MFaqHome')).toBe('/m/aide');
    expect(pathOf(fr, 'en', 'MFaqResults')).toBe('/en/m/help/search');
    expect(pathOf(ch, 'de', 'MFaqArticleById')).toBe('/de/m/hilfe/artikel/:id');
    expect(pathOf(nl, 'nl', 'MFaqArticleBySlug')).toBe('/nl/m/help/:slug');
    expect(pathOf(be, 'fr', 'MFaqCategory')).toBe('/fr/m/aide/categorie/:categoryId');
    expect(WEBVIEW_KINDS.filter((k) => k.startsWith('MFaq'))).toHaveLength(5);
  });

  it('ROUTE-41 ROUTE-42 ROUTE-45 e-cards and cgv only where the spec has them', () => {
    for (const site of Object.values(SITES)) {
      const kinds = kindsOf(site, site.defaultLanguage);
      expect(kinds.has('Ecards'), site.code).toBe(['fr', 'be', 'nl'].includes(site.code));
      expect(kinds.has('Ecards3'), site.code).toBe(site.code === 'fr');
      expect(kinds.has('Cgv'), site.code).toBe(site.code === 'fr');
    }
    expect(pathOf(fr, 'fr', 'Cgv')).toBe('/cgv');
  });

  it('ROUTE-43 ROUTE-44 ROUTE-46 ROUTE-48 ROUTE-49 other pages', () => {
    expect(pathOf(fr, 'fr', 'MobileApp')).toBe('/application-mobile');
    expect(pathOf(ch, 'en', 'Cvd')).toBe('/en/cvd');
    expect(pathOf(fr, 'fr', 'Sitemap')).toBe('/plan-du-site');
    expect(pathOf(nl, 'nl', 'GiftCard')).toBe('/nl/giftcard');
    expect(pathOf(fr, 'fr', 'Info')).toBe('/info/:slug');
  });

  it('ROUTE-59 the tonight page: a path per language on every site, its state in /filters/', () => {
    expect(pathOf(fr, 'fr', 'Tonight')).toBe('/ce-soir');
    expect(pathOf(ch, 'de', 'Tonight')).toBe('/de/heute-abend');
    expect(pathOf(nl, 'nl', 'Tonight')).toBe('/nl/vanavond');
    expect(pathOf(be, 'en', 'Tonight')).toBe('/en/tonight');
    for (const site of Object.values(SITES))
      expect(kindsOf(site, site.defaultLanguage).has('Tonight'), site.code).toBe(true);
    expect(match(fr, '/ce-soir/filters/date-2026-03-12/tags-audio-description/versions-vf')).toMatchObject({
      kind: 'Tonight',
      filters: { date: '2026-03-12', tags: ['audio-description'], versions: ['vf'] },
    });
  });

  it('ROUTE-47 /voucher exists only when voucherCheckerEnabled is on', () => {
    expect(pathOf(nl, 'nl', 'Voucher')).toBeUndefined();
    expect(pathOf(nl, 'nl', 'Voucher', { voucherCheckerEnabled: true })).toBe('/nl/voucher');
    expect(pathOf(fr, 'fr', 'Voucher', { voucherCheckerEnabled: true })).toBe('/voucher');
    expect(match(nl, '/nl/voucher')).toBeNull();
    expect(match(nl, '/nl/voucher', { voucherCheckerEnabled: true })).toMatchObject({ kind: 'Voucher' });
  });

  it('ROUTE-50 ROUTE-52 callback and the error targets are absolute, without language', () => {
    for (const language of ch.languages) {
      expect(pathOf(ch, language, 'Callback')).toBe('/callback');
      expect(pathOf(ch, language, 'Error410Gone')).toBe('/410_GONE');
    }
    expect(match(ch, '/callback')).toMatchObject({ kind: 'Callback' });
    expect(match(fr, '/404')).toMatchObject({ kind: 'Error404' });
    expect(match(fr, '/404_NOT_FOUND')).toMatchObject({ kind: 'Error404NotFound' });
    expect(href(fr, 'en', 'Error410Gone')).toBe('/410_GONE?errorCode=410');
    const all = siteRoutePatterns(ch);
    expect(all.filter((p) => p.path === '/callback')).toEqual([
      { kind: 'Callback', path: '/callback', language: null },
    ]);
  });

  it('ROUTE-51 a catch-all not-found route closes each language table; match gives null', () => {
    const patterns = routePatterns(fr, 'en');
    expect(patterns.at(-1)).toEqual({ kind: 'NotFound', path: '/en/*' });
    expect(routePatterns(fr, 'fr').at(-1)).toEqual({ kind: 'NotFound', path: '/*' });
    expect(match(fr, '/nope/nope')).toBeNull();
  });

  it('ROUTE-01 patterns are most specific first (static before dynamic)', () => {
    const paths = routePatterns(fr, 'fr').map((p) => p.path);
    expect(paths.indexOf('/aide/recherche')).toBeLessThan(paths.indexOf('/aide/:slug'));
    expect(paths.indexOf('/mon-compte/reservations')).toBeLessThan(paths.indexOf('/mon-compte/:slug'));
    expect(paths.indexOf('/film/:slug/filters/*')).toBeLessThan(paths.indexOf('/film/:slug'));
  });

  it('ROUTE-04 ROUTE-05 account kinds; favourites page only when favourites are on', () => {
    expect(pathOf(fr, 'fr', 'AccountBookings')).toBe('/mon-compte/reservations');
    expect(pathOf(tn, 'fr', 'AccountFavoriteCinemas', { favoriteCinemas: false })).toBeUndefined();
    expect(pathOf(ch, 'de', 'AccountFavoriteCinemas')).toBe('/de/konto/lieblingskinos');
    expect(ROUTE_KEYS['Routes.Movies.Home']).toBe('Shows');
    expect(ROUTE_KEYS['Routes.Client.Account.Booking']).toBe('AccountBookings');
    for (const kind of Object.values(ROUTE_KEYS)) expect(isPageKind(kind)).toBe(true);
    expect(href(fr, 'fr', ROUTE_KEYS['Routes.Cinema.List'] as PageKind)).toBe('/cinemas');
  });

  it('ROUTE-01 site overrides replace a pattern, keeping its parameters', () => {
    const site = { ...ch, routes: { Shows: { en: 'movies' }, Movie: { en: '/movie/:slug' } } };
    expect(href(site, 'en', 'Shows')).toBe('/en/movies');
    expect(href(site, 'en', 'Movie', { slug: 'dune' })).toBe('/en/movie/dune');
    expect(href(site, 'fr', 'Shows')).toBe('/fr/films');
    expect(() => href({ ...ch, routes: { Movie: { en: 'movie/:id' } } }, 'en', 'Movie', { id: '1' })).toThrow(/slug/);
    const withSub = { ...be, routes: { Subscription: { fr: 'abonnement' } } };
    expect(href(withSub, 'fr', 'Subscription')).toBe('/fr/abonnement');
  });

  it('ROUTE-03 href needs the parameters of the pattern and refuses a value landing on another page', () => {
    expect(() => href(fr, 'fr', 'Movie')).toThrow(/slug/);
    expect(() => href(fr, 'fr', 'FaqArticleBySlug', { slug: 'recherche' })).toThrow(/another page/);
    expect(() => href(tn, 'en', 'Ecards')).toThrow(/exist/);
    expect(href(fr, 'fr', 'FaqCategory', { categoryId: '12' })).toBe('/aide/categorie/12');
  });
});

describe('href and match', () => {
  it('ROUTE-59..64 filters are appended and read back', () => {
    const filters: Filters = {
      date: '2025-06-01',
      tags: ['imax', '4dx'],
      localisation: 'paris',
      versions: ['vo'],
      genres: ['drama'],
    };
    const path = href(fr, 'en', 'Cinema', { slug: 'pathe-wepler' }, { filters });
    expect(path).toBe(
      '/en/cinema/pathe-wepler/filters/date-2025-06-01/tags-imax,4dx/localisation-paris/versions-vo/genres-drama',
    );
    expect(match(fr, path)).toEqual({ kind: 'Cinema', language: 'en', params: { slug: 'pathe-wepler' }, filters });
    expect(match(fr, '/films/filters/genres-drama')).toMatchObject({ kind: 'Shows', filters: { genres: ['drama'] } });
    expect(match(fr, '/aide/filters/tags-a')).toBeNull();
  });

  it('ROUTE-59 the accessible showings page in each language, its feature, place and day filters in the path', () => {
    expect(href(fr, 'fr', 'AccessibleShowings')).toBe('/seances-accessibles');
    expect(href(ch, 'de', 'AccessibleShowings')).toBe('/de/barrierefreie-vorstellungen');
    expect(href(nl, 'nl', 'AccessibleShowings')).toBe('/nl/toegankelijke-voorstellingen');
    expect(href(be, 'en', 'AccessibleShowings')).toBe('/en/accessible-showings');
    const filters: Filters = { date: '2026-03-12', tags: ['relaxed'], localisation: 'paris' };
    const path = href(fr, 'fr', 'AccessibleShowings', {}, { filters });
    expect(path).toBe('/seances-accessibles/filters/date-2026-03-12/tags-relaxed/localisation-paris');
    expect(match(fr, path)).toEqual({ kind: 'AccessibleShowings', language: 'fr', params: {}, filters });
  });

  it('ROUTE-66..68 fragment and query are carried by href and ignored by match', () => {
    expect(href(fr, 'fr', 'Cinema', { slug: 'x' }, { hash: 'tarifs' })).toBe('/cinema/x#tarifs');
    expect(href(fr, 'fr', 'Movie', { slug: 'dune' }, { query: { bandeannonce: true } })).toBe(
      '/film/dune?bandeannonce=true',
    );
    expect(match(fr, '/film/dune?bandeannonce=true#x')).toMatchObject({ kind: 'Movie', params: { slug: 'dune' } });
    expect(match(fr, '/film/dune/')).toMatchObject({ kind: 'Movie' });
  });

  it('ROUTE-01 parameters are URL-encoded and decoded', () => {
    const path = href(ch, 'fr', 'Cinema', { slug: 'genève centre/2' });
    expect(path).toBe('/fr/cinema/gen%C3%A8ve%20centre%2F2');
    expect(match(ch, path)?.params).toEqual({ slug: 'genève centre/2' });
  });

  it('ROUTE-01 property: match(href(x)) gives x back, on every site, language and kind', () => {
    const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);
    const anyText = fc.string({ minLength: 1, maxLength: 12 });
    const list = fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 3 });
    const filters = fc.record(
      {
        date: fc.constantFrom('2025-06-01', '2026-01-31'),
        tags: list,
        localisation: slug,
        versions: list,
        genres: list,
      },
      { requiredKeys: [] },
    );
    const site = fc.constantFrom(...Object.values(SITES));
    fc.assert(
      fc.property(site, fc.constantFrom(...PAGE_KINDS), fc.oneof(slug, anyText), filters, (s, kind, value, f) => {
        for (const language of s.languages) {
          const pattern = routePatterns(s, language, { voucherCheckerEnabled: true }).find((p) => p.kind === kind);
          if (!pattern || kind === 'NotFound') continue;
          const params: Record<string, string> = {};
          for (const seg of pattern.path.split('/')) if (seg.startsWith(':')) params[seg.slice(1)] = value;
          const filterable = routePatterns(s, language).some((p) => p.kind === kind && p.path.endsWith('/filters/*'));
          let path: string;
          try {
            path = href(s, language, kind, params, filterable ? { filters: f } : {});
          } catch (error) {
            // Only a value that spells a static word of a sibling page may be refused.
            expect(String(error)).toMatch(/another page/);
            continue;
          }
          const found = match(s, path, { voucherCheckerEnabled: true });
          expect(found?.kind).toBe(kind);
          if (kind.startsWith('Error') || kind === 'Callback') continue;
          expect(found?.language).toBe(language);
          expect(found?.params).toEqual(params);
          if (filterable) expect(href(s, language, kind, params, { filters: found?.filters ?? {} })).toBe(path);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('ROUTE-01 property: href(match(path)) gives every pattern path back', () => {
    for (const site of Object.values(SITES)) {
      for (const language of site.languages) {
        for (const { kind, path } of routePatterns(site, language, { voucherCheckerEnabled: true })) {
          if (kind === 'NotFound' || path.includes('/filters/') || kind.startsWith('Error') || kind === 'Callback')
            continue;
          const concrete = path.replace(/:(\w+)/g, 'v-$1');
          const found = match(site, concrete, { voucherCheckerEnabled: true });
          expect(found, `${site.code} ${concrete}`).not.toBeNull();
          if (!found) continue;
          expect(href(site, found.language, found.kind, found.params)).toBe(concrete);
        }
      }
    }
  });
});

describe('alternates', () => {
  it('SHELL-84 hreflang: one href per site language', () => {
    expect(alternates(ch, 'City', { slug: 'geneve' })).toEqual([
      { language: 'fr', href: '/fr/ville/geneve' },
      { language: 'en', href: '/en/city/geneve' },
      { language: 'de', href: '/de/stadt/geneve' },
    ]);
    expect(alternates(fr, 'Home', {})).toEqual([
      { language: 'fr', href: '/' },
      { language: 'en', href: '/en' },
    ]);
    expect(alternates(nl, 'Subscription')).toEqual([
      { language: 'nl', href: '/nl/abonnementen' },
      { language: 'en', href: '/en/subscription' },
    ]);
  });
});

describe('pathLanguage', () => {
  it('SHELL-01 an address carries the language of its page, or of its prefix', () => {
    expect(pathLanguage(ch, '/de')).toBe('de');
    expect(pathLanguage(ch, '/fr/cinemas')).toBe('fr');
    expect(pathLanguage(ch, '/de/nothing-here')).toBe('de');
    expect(pathLanguage(fr, '/cinemas')).toBe('fr');
    expect(pathLanguage(fr, '/en/cinemas')).toBe('en');
  });

  it('SHELL-02..04 ROUTE-52 the root of a prefixed site, the callback and the error targets carry none', () => {
    expect(pathLanguage(ch, '/')).toBeUndefined();
    expect(pathLanguage(ch, '/nl')).toBeUndefined();
    for (const path of ['/404', '/404_NOT_FOUND', '/410_GONE', '/callback']) {
      expect(pathLanguage(ch, path), path).toBeUndefined();
      expect(pathLanguage(fr, path), path).toBeUndefined();
    }
  });
});
