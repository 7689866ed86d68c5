import { describe, expect, it } from 'vitest';
import {
  destinationAfterChoice,
  isProgrammePage,
  type LocatorCinema,
  type LocatorCity,
  locatorQuery,
  searchPlaces,
  selectionLabel,
} from './locator-model';

const cinema = (slug: string, name: string, citySlug: string, postalCode: string): LocatorCinema => ({
  slug,
  name,
  city: citySlug,
  citySlug,
  postalCode,
  gpsPosition: { x: 2.35, y: 48.85 },
});
const CINEMAS = [
  cinema('marquee-opera', 'Marquee Opéra', 'paris', '75009'),
  cinema('marquee-bastille', 'Marquee Bastille', 'paris', '75011'),
  cinema('marquee-bellecour', 'Marquee Bellecour', 'lyon', '69002'),
  cinema('marquee-dijon', 'Marquee Darcy', 'dijon', '21000'),
];
const CITIES: LocatorCity[] = [
  { slug: 'paris', name: 'Paris', postalCode: '75', cinemaCount: 2 },
  { slug: 'lyon', name: 'Lyon', postalCode: '69', cinemaCount: 1 },
];
const page = {
  kind: 'Cinemas' as const,
  href: (kind: string, params: Record<string, string> = {}) => `/${kind}/${params.slug ?? ''}`,
};

describe('locator search', () => {
  it('LOC-11 the input is accent-stripped and lower-cased, and capped', () => {
    expect(locatorQuery('  OPÉRA ')).toBe('opera');
    expect(locatorQuery('x'.repeat(10_000))).toHaveLength(80);
  });

  it('LOC-11 a name matches accent-insensitively; a postal code by prefix', () => {
    expect(searchPlaces(CINEMAS, CITIES, 'opera', false).map((m) => m.kind === 'cinema' && m.cinema.slug)).toEqual([
      'marquee-opera',
    ]);
    const paris = searchPlaces(CINEMAS, CITIES, '750', false);
    expect(paris.map((m) => m.kind === 'cinema' && m.cinema.slug)).toEqual(['marquee-opera', 'marquee-bastille']);
    expect(searchPlaces(CINEMAS, CITIES, '<script>alert(1)</script>', true)).toEqual([]);
    expect(searchPlaces(CINEMAS, CITIES, '日本語の映画館', true)).toEqual([]);
  });

  it('FLAG-16 cities are offered only where locatorCityInResults is on', () => {
    expect(searchPlaces(CINEMAS, CITIES, 'lyon', true).map((m) => m.kind)).toEqual(['city']);
    expect(searchPlaces(CINEMAS, CITIES, 'lyon', false)).toEqual([]);
  });
});

describe('after a choice', () => {
  it('LOC-18 LOC-19 a city with one cinema opens that cinema, else the city list', () => {
    const places = { cinemas: CINEMAS };
    expect(destinationAfterChoice(page, '/cinemas', { type: 'city', value: 'lyon' }, places)).toBe(
      '/Cinema/marquee-bellecour',
    );
    expect(destinationAfterChoice(page, '/cinemas', { type: 'city', value: 'paris' }, places)).toBe('/CityLight/paris');
    expect(
      destinationAfterChoice(
        page,
        '/cinemas',
        { type: 'position', value: '48.85,2.35' },
        { ...places, nearestSlug: 'marquee-opera' },
      ),
    ).toBe('/Cinema/marquee-opera');
  });

  it('LOC-02 a film page keeps its filters but the day, and shows the place chosen', () => {
    const film = { ...page, kind: 'Movie' as const };
    const path = '/films/dune/filters/date-2026-01-02/versions-vo/localisation-lyon';
    expect(destinationAfterChoice(film, path, { type: 'cinema', value: 'marquee-opera' }, { cinemas: CINEMAS })).toBe(
      '/films/dune/filters/localisation-marquee-opera/versions-vo',
    );
    expect(destinationAfterChoice(film, path, { type: 'position', value: '48.85,2.35' }, { cinemas: CINEMAS })).toBe(
      '/films/dune/filters/versions-vo',
    );
  });
});

describe('the current place', () => {
  const words = { aroundMe: 'Around me', favourites: 'My cinemas' };
  it('LOC-03 LOC-04 the locator names the current place: a cinema or a city by name, a position or favourites by their words', () => {
    const places = { cinemas: CINEMAS, cities: CITIES };
    expect(selectionLabel({ type: 'cinema', value: 'marquee-opera' }, places, words)).toBe('Marquee Opéra');
    expect(selectionLabel({ type: 'city', value: 'lyon' }, places, words)).toBe('Lyon');
    expect(selectionLabel({ type: 'position', value: '48.85,2.35' }, places, words)).toBe('Around me');
    expect(selectionLabel({ type: 'favorite', value: 'all' }, places, words)).toBe('My cinemas');
    // A place the site does not know (an old cookie) is not named.
    expect(selectionLabel({ type: 'cinema', value: 'closed-cinema' }, places, words)).toBeNull();
    expect(selectionLabel(null, places, words)).toBeNull();
  });

  it('LOC-13 only programme pages wait for a city schedule before city mode', () => {
    expect(['Movie', 'Entertainment', 'Season'].every((kind) => isProgrammePage(kind as 'Movie'))).toBe(true);
    expect(isProgrammePage('Cinemas')).toBe(false);
    expect(isProgrammePage('Home')).toBe(false);
  });
});
