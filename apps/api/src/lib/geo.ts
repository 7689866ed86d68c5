import { distanceKm as geoDistanceKm } from '@marquee/domain-models';

/**
 * Distance in kilometres between two places (cinemas, cities), by the one spec rule (about
 * 1.853 × 60 km a degree): `distanceKm` of the domain models, rounded to 0.1 km.
 */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  return Math.round(geoDistanceKm({ x: a.lon, y: a.lat }, { x: b.lon, y: b.lat }) * 10) / 10;
}
