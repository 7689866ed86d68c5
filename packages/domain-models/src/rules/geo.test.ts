import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm, KM_PER_DEGREE, nearest, openStreetMapUrl } from './geo';

const paris = { x: 2.3522, y: 48.8566 };
const lyon = { x: 4.8357, y: 45.764 };
const versailles = { x: 2.1301, y: 48.8049 };

describe('distance and nearest cinemas', () => {
  it('RULE-30 distance in km is degrees x 60 x 1.853', () => {
    expect(KM_PER_DEGREE).toBeCloseTo(111.18, 2);
    // One degree of latitude along a meridian.
    expect(distanceKm({ x: 0, y: 45 }, { x: 0, y: 46 })).toBeCloseTo(111.18, 1);
    // Paris to Lyon is about 392 km as the crow flies.
    expect(distanceKm(paris, lyon)).toBeGreaterThan(385);
    expect(distanceKm(paris, lyon)).toBeLessThan(400);
  });

  it('LOC-16 nearest keeps cinemas within the maximum distance, nearest first, at most maxCount', () => {
    const cinemas = [
      { slug: 'lyon', gpsPosition: lyon },
      { slug: 'versailles', gpsPosition: versailles },
      { slug: 'paris', gpsPosition: paris },
    ];
    expect(nearest(cinemas, paris, 50, 6).map((c) => c.item.slug)).toEqual(['paris', 'versailles']);
    expect(nearest(cinemas, paris, 1000, 1).map((c) => c.item.slug)).toEqual(['paris']);
    expect(nearest(cinemas, paris, 1000, 0)).toEqual([]);
  });

  it('distance is symmetric, non-negative and zero for the same point', () => {
    const point = fc.record({
      x: fc.double({ min: -180, max: 180, noNaN: true }),
      y: fc.double({ min: -90, max: 90, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceKm(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(Math.abs(d - distanceKm(b, a))).toBeLessThan(1e-6);
        expect(distanceKm(a, a)).toBeLessThan(1e-3);
      }),
    );
  });
});

describe('maps link', () => {
  it('CAT-46 points to OpenStreetMap at the cinema coordinates (y latitude, x longitude)', () => {
    expect(openStreetMapUrl({ x: 5.0336, y: 47.3225 })).toBe(
      'https://www.openstreetmap.org/?mlat=47.3225&mlon=5.0336#map=17/47.3225/5.0336',
    );
  });
});
