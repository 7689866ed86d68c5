import { describe, expect, it } from 'vitest';
import { allowedCinemas } from './event-programme';
import type { ProgrammePlace } from './programme';

const place = (slug: string, citySlug: string, x: number, y: number): ProgrammePlace => ({
  slug,
  name: slug,
  citySlug,
  position: { x, y },
});
const CINEMAS = [
  place('opera', 'paris', 2.3316, 48.8708),
  place('bastille', 'paris', 2.369, 48.8532),
  place('bellecour', 'lyon', 4.8357, 45.764),
];

describe('cinemas an event programme allows', () => {
  it('LOC-16 a position allows the nearest cinemas within the limits', () => {
    const near = allowedCinemas({ type: 'position', value: '48.86,2.35' }, CINEMAS);
    expect([...(near ?? [])].sort()).toEqual(['bastille', 'opera']);
    const one = allowedCinemas({ type: 'position', value: '48.86,2.35' }, CINEMAS, {
      maxGeolocationCinemas: 1,
      maxGeolocationDistance: 50,
    });
    expect(one?.size).toBe(1);
  });

  it('a cinema, a city, or everything', () => {
    expect([...(allowedCinemas({ type: 'cinema', value: 'opera' }, CINEMAS) ?? [])]).toEqual(['opera']);
    expect([...(allowedCinemas({ type: 'city', value: 'lyon' }, CINEMAS) ?? [])]).toEqual(['bellecour']);
    expect(allowedCinemas(null, CINEMAS)).toBeNull();
  });
});
