import { type CountryCode, type Language, SITE_TABLE } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import type { PageKind } from '@marquee/routing';
import { describe, expect, it } from 'vitest';
import { type CinemasTarget, cinemasTarget, type NavContext, type NavSite, navEntries } from './nav-items';

/** The eight sites as their country apps configure them: their row of the table of sites, their external links. */
const SITES: Record<CountryCode, NavSite> = {
  fr: {
    ...SITE_TABLE.fr,
    externalLinks: { homeVideo: 'https://vod.marquee.fr', wallet: 'https://wallet.marquee.fr' },
  },
  ch: {
    ...SITE_TABLE.ch,
    externalLinks: { wallet: 'https://wallet.marquee.ch' },
  },
  be: {
    ...SITE_TABLE.be,
    externalLinks: { business: 'https://business.marquee.be', wallet: 'https://wallet.marquee.be' },
  },
  nl: {
    ...SITE_TABLE.nl,
    externalLinks: {
      homeVideo: 'https://vod.marquee.nl',
      wallet: 'https://wallet.marquee.nl',
      moreFrom: 'https://more.marquee.nl',
    },
  },
  tn: SITE_TABLE.tn,
  sn: SITE_TABLE.sn,
  ci: SITE_TABLE.ci,
  ma: {
    ...SITE_TABLE.ma,
    externalLinks: { wallet: 'https://wallet.marquee.ma' },
  },
};

const LIST: CinemasTarget = { kind: 'Cinemas' };

function context(code: CountryCode, overrides: Partial<NavContext> = {}): NavContext {
  const site = SITES[code];
  return {
    site,
    language: site.defaultLanguage,
    flags: resolveFlags(code),
    kind: 'Home',
    cinemas: LIST,
    hasSubscription: false,
    ...overrides,
  };
}

const ids = (c: NavContext) => navEntries(c).map((entry) => entry.id);
const entry = (c: NavContext, id: string) => navEntries(c).find((e) => e.id === id);

describe('navigation entries per site (SHELL-18..32)', () => {
  it('SHELL-18 SHELL-25 SHELL-26 SHELL-29 every site: search, films, cinemas, club card, offers, account', () => {
    for (const code of Object.keys(SITES) as CountryCode[]) {
      expect(ids(context(code))).toEqual(
        expect.arrayContaining(['search', 'films', 'tonight', 'cinemas', 'club', 'offers', 'account']),
      );
    }
    expect(entry(context('fr'), 'club')?.href).toBe('/club');
    expect(entry(context('ch', { language: 'de' }), 'offers')?.href).toBe('/de/angebote');
  });

  it('SHELL-26 SHELL-27 SHELL-32 SHELL-31 the flags and the site decide business, home video and more-from', () => {
    // Spec table read with CLARIFICATIONS: business only on be; home video only on fr and nl.
    expect(ids(context('fr'))).toEqual([
      'search',
      'films',
      'tonight',
      'cinemas',
      'club',
      'offers',
      'wallet',
      'account',
      'home-video',
    ]);
    expect(ids(context('be'))).toEqual([
      'search',
      'films',
      'tonight',
      'cinemas',
      'club',
      'offers',
      'business',
      'wallet',
      'account',
    ]);
    expect(ids(context('nl'))).toEqual([
      'search',
      'films',
      'tonight',
      'cinemas',
      'club',
      'offers',
      'wallet',
      'account',
      'more-from',
      'home-video',
    ]);
    expect(ids(context('ch'))).not.toContain('business');
    expect(ids(context('ch'))).not.toContain('home-video');
    expect(entry(context('be'), 'business')).toMatchObject({ href: 'https://business.marquee.be', external: true });
    expect(entry(context('nl'), 'more-from')).toMatchObject({ href: 'https://more.marquee.nl', external: true });
    // Offers disappear with their flag.
    const noOffers = context('fr', { flags: { ...resolveFlags('fr'), offersMenuDisplayed: false } });
    expect(ids(noOffers)).not.toContain('offers');
  });

  it('SHELL-28 SHELL-29 wallet and account are menu-only; wallet needs its flag and an address (no link to nowhere)', () => {
    expect(entry(context('fr'), 'wallet')).toMatchObject({ placement: 'menu', external: true });
    expect(entry(context('fr'), 'account')).toMatchObject({ placement: 'menu', href: '/mon-compte' });
    expect(entry(context('fr'), 'films')?.placement).toBe('everywhere');
    const walletOff = context('fr', { flags: { ...resolveFlags('fr'), walletEnabled: false } });
    expect(ids(walletOff)).not.toContain('wallet');
    // tn has the flag on but configures no wallet address: no entry.
    expect(ids(context('tn'))).not.toContain('wallet');
  });

  it('SHELL-30 the subscription pass shows for a client with a subscription, on sites that offer one', () => {
    expect(ids(context('fr'))).not.toContain('subscription');
    expect(entry(context('fr', { hasSubscription: true }), 'subscription')?.href).toBe('/cinepass');
    expect(entry(context('ch', { hasSubscription: true, language: 'de' }), 'subscription')?.href).toBe('/de/pass');
    // be has no subscription page.
    expect(ids(context('be', { hasSubscription: true }))).not.toContain('subscription');
  });
});

describe('active entry (SHELL-19, SHELL-20)', () => {
  const active = (kind: PageKind | undefined, code: CountryCode = 'fr') =>
    navEntries(context(code, { kind }))
      .filter((e) => e.active)
      .map((e) => e.id);

  it('Films is active on the home, film and event pages', () => {
    expect(active('Home')).toEqual(['films']);
    expect(active('Movie')).toEqual(['films']);
    expect(active('Tonight')).toEqual(['tonight']);
    expect(active('Entertainment')).toEqual(['films']);
  });

  it('Cinemas is active on the cinemas list and a cinema page', () => {
    expect(active('Cinemas')).toEqual(['cinemas']);
    expect(active('Cinema')).toEqual(['cinemas']);
  });

  it('nothing is active on a page no entry stands for', () => {
    expect(active('FaqHome')).toEqual([]);
    expect(active(undefined)).toEqual([]);
  });
});

describe('Cinemas target from the locator selection (SHELL-21..24)', () => {
  it('SHELL-21 a city goes to its cinemas page', () => {
    const target = cinemasTarget({ type: 'city', value: 'lyon' }, [{ slug: 'a' }, { slug: 'b' }]);
    expect(target).toEqual({ kind: 'CityLight', slug: 'lyon' });
    expect(entry(context('fr', { cinemas: target }), 'cinemas')?.href).toBe('/ville-list/lyon');
    // Before the city's cinemas are known, the city page.
    expect(cinemasTarget({ type: 'city', value: 'lyon' })).toEqual({ kind: 'CityLight', slug: 'lyon' });
  });

  it('SHELL-22 a city with one cinema goes to that cinema', () => {
    const target = cinemasTarget({ type: 'city', value: 'nice' }, [{ slug: 'marquee-nice' }]);
    expect(target).toEqual({ kind: 'Cinema', slug: 'marquee-nice' });
    expect(entry(context('nl', { cinemas: target }), 'cinemas')?.href).toBe('/nl/bioscoop/marquee-nice');
  });

  it('SHELL-23 a selected cinema goes to its page', () => {
    const target = cinemasTarget({ type: 'cinema', value: 'marquee-opera' });
    expect(entry(context('fr', { cinemas: target, language: 'en' as Language }), 'cinemas')?.href).toBe(
      '/en/cinema/marquee-opera',
    );
  });

  it('SHELL-24 otherwise the cinemas list', () => {
    expect(cinemasTarget(null)).toEqual(LIST);
    expect(cinemasTarget({ type: 'position', value: '48.85,2.35' })).toEqual(LIST);
    expect(cinemasTarget({ type: 'favorite', value: 'marquee-opera' })).toEqual(LIST);
    expect(entry(context('be'), 'cinemas')?.href).toBe('/en/cinemas');
  });

  it('the Cinemas entry stays active whatever its target', () => {
    const target = cinemasTarget({ type: 'cinema', value: 'marquee-opera' });
    expect(entry(context('fr', { cinemas: target, kind: 'Cinemas' }), 'cinemas')?.active).toBe(true);
  });
});
