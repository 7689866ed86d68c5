import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cinemaPanel,
  ERROR_TARGETS,
  errorTarget,
  isWebsiteAllowed,
  parseSwitchRedirect,
  readErrorCode,
  switchRedirectHref,
  trailingSlashRedirect,
  wantsSoldOutHidden,
  wantsTrailerAutoplay,
  withSoldOutHidden,
} from './url-helpers';

describe('fragments and queries', () => {
  it('ROUTE-66 ROUTE-67 info opens cinema information, tarifs opens pricing', () => {
    expect(cinemaPanel('#info')).toBe('info');
    expect(cinemaPanel('tarifs')).toBe('tarifs');
    expect(cinemaPanel('#other')).toBeNull();
    expect(cinemaPanel(undefined)).toBeNull();
  });

  it('ROUTE-68 bandeannonce=true autoplays the trailer', () => {
    expect(wantsTrailerAutoplay('?bandeannonce=true')).toBe(true);
    expect(wantsTrailerAutoplay('/film/x?a=1&bandeannonce=true#y')).toBe(true);
    expect(wantsTrailerAutoplay('?bandeannonce=1')).toBe(false);
    expect(wantsTrailerAutoplay(new URLSearchParams())).toBe(false);
  });

  it('ROUTE-55 errorCode is read as a number, defaulting to 404', () => {
    expect(readErrorCode('?errorCode=410')).toBe(410);
    expect(readErrorCode('/410_GONE?errorCode=410')).toBe(410);
    expect(readErrorCode('')).toBe(404);
    expect(readErrorCode('?errorCode=abc')).toBe(404);
    expect(readErrorCode('?errorCode=4100')).toBe(404);
  });
});

describe('error targets', () => {
  it('ROUTE-52 ROUTE-53 /404, /404_NOT_FOUND and /410_GONE?errorCode=410', () => {
    expect(ERROR_TARGETS).toEqual({
      notFound: '/404',
      notFoundAlias: '/404_NOT_FOUND',
      gone: '/410_GONE?errorCode=410',
    });
    expect(errorTarget(410)).toBe('/410_GONE?errorCode=410');
    expect(errorTarget(404)).toBe('/404');
    expect(readErrorCode(errorTarget(410))).toBe(410);
  });
});

describe('website guard', () => {
  it('ROUTE-58 a website that does not include the current domain is refused', () => {
    expect(isWebsiteAllowed('https://www.marquee.fr/x', 'marquee.fr')).toBe(true);
    expect(isWebsiteAllowed('marquee.fr', 'www.marquee.fr')).toBe(true);
    expect(isWebsiteAllowed('https://fr.marquee.localhost:5173', 'fr.marquee.localhost:5173')).toBe(true);
    expect(isWebsiteAllowed('https://evil.example', 'marquee.fr')).toBe(false);
    expect(isWebsiteAllowed('https://www.marquee.be', 'marquee.fr')).toBe(false);
    expect(isWebsiteAllowed('', 'marquee.fr')).toBe(false);
    expect(isWebsiteAllowed(undefined, 'marquee.fr')).toBe(false);
  });
});

describe('language and country switch alias', () => {
  it('ROUTE-57 a switch goes to the server redirect path with language and type or slug', () => {
    const url = switchRedirectHref({ language: 'de', type: 'Movie', slug: 'dune' });
    expect(url).toBe('/redirect?lang=de&type=Movie&slug=dune');
    expect(parseSwitchRedirect(url)).toEqual({ language: 'de', type: 'Movie', slug: 'dune' });
    expect(parseSwitchRedirect('https://ch.marquee.localhost/redirect?lang=fr&type=Home&country=be')).toEqual({
      language: 'fr',
      type: 'Home',
      country: 'be',
    });
    expect(parseSwitchRedirect('/redirect?lang=es&type=Home')).toBeNull();
    expect(parseSwitchRedirect('/other?lang=fr&type=Home')).toBeNull();
  });
});

describe('trailingSlashRedirect', () => {
  it('ROUTE-56 a trailing slash redirects to the same address without it, query kept', () => {
    expect(trailingSlashRedirect('/en/films/')).toBe('/en/films');
    expect(trailingSlashRedirect('/en/films/?a=1&b=2')).toBe('/en/films?a=1&b=2');
    expect(trailingSlashRedirect('https://www.marquee.fr/films//?x=1')).toBe('https://www.marquee.fr/films?x=1');
    expect(trailingSlashRedirect('/en/films')).toBeNull();
    expect(trailingSlashRedirect('/')).toBeNull();
    expect(trailingSlashRedirect('/?a=1')).toBeNull();
    expect(trailingSlashRedirect('https://www.marquee.fr/')).toBeNull();
  });

  it('ROUTE-56 property: the target never ends with a slash and redirects no further', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.option(fc.webQueryParameters()), (path, query) => {
        const url = `${path}${query ? `?${query}` : ''}`;
        const target = trailingSlashRedirect(url);
        if (target === null) return;
        expect(trailingSlashRedirect(target)).toBeNull();
        if (query) expect(target.endsWith(`?${query}`)).toBe(true);
      }),
    );
  });
});

describe('hide sold out in the query (issue 27 item 4)', () => {
  it('reads hidesoldout=true only', () => {
    expect(wantsSoldOutHidden('?hidesoldout=true')).toBe(true);
    expect(wantsSoldOutHidden('?modal=showtime-details-panel&hidesoldout=true')).toBe(true);
    expect(wantsSoldOutHidden('?hidesoldout=1')).toBe(false);
    expect(wantsSoldOutHidden('')).toBe(false);
  });
  it('sets and clears it, keeping the other parameters in their order', () => {
    expect(withSoldOutHidden('', true)).toBe('?hidesoldout=true');
    expect(withSoldOutHidden('?modal=x&showtimeId=3', true)).toBe('?modal=x&showtimeId=3&hidesoldout=true');
    expect(withSoldOutHidden('?hidesoldout=true&modal=x', false)).toBe('?modal=x');
    expect(withSoldOutHidden('?hidesoldout=true', false)).toBe('');
    expect(withSoldOutHidden('?hidesoldout=true', true)).toBe('?hidesoldout=true');
    expect(wantsSoldOutHidden(withSoldOutHidden('?a=1', true))).toBe(true);
  });
});
