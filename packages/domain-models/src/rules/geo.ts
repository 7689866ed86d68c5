/** A point as the API sends it: x = longitude, y = latitude, in degrees. */
export interface GeoPoint {
  readonly x: number;
  readonly y: number;
}

/** Kilometres per degree of arc (C§9: "about 1.853 times 60 per degree"). */
export const KM_PER_DEGREE = 1.853 * 60;

/** Locator defaults (A§9): at most 6 cinemas within 50 km unless settings override. */
export const DEFAULT_MAX_GEOLOCATION_CINEMAS = 6;
/** Locator default maximum distance in km (A§9). */
export const DEFAULT_MAX_GEOLOCATION_DISTANCE_KM = 50;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two points (spherical law of cosines, 1.853 x 60 km a degree). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const lat1 = toRadians(a.y);
  const lat2 = toRadians(b.y);
  const cosine = Math.sin(lat1) * Math.sin(lat2) + Math.cos(lat1) * Math.cos(lat2) * Math.cos(toRadians(b.x - a.x));
  // Rounding can push the cosine a hair outside [-1, 1] for identical points.
  const arcDegrees = (Math.acos(Math.min(1, Math.max(-1, cosine))) * 180) / Math.PI;
  return arcDegrees * KM_PER_DEGREE;
}

/** An item with a position, and its distance from the origin once measured. */
export interface WithDistance<T> {
  readonly item: T;
  readonly distanceKm: number;
}

/**
 * The nearest items to a point within a maximum distance, at most `maxCount` of them,
 * nearest first (the locator's nearest-cinemas rule).
 */
export function nearest<T extends { readonly gpsPosition: GeoPoint }>(
  items: readonly T[],
  origin: GeoPoint,
  maxDistanceKm: number = DEFAULT_MAX_GEOLOCATION_DISTANCE_KM,
  maxCount: number = DEFAULT_MAX_GEOLOCATION_CINEMAS,
): WithDistance<T>[] {
  return items
    .map((item) => ({ item, distanceKm: distanceKm(origin, item.gpsPosition) }))
    .filter((entry) => entry.distanceKm <= maxDistanceKm)
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, Math.max(0, maxCount));
}

/**
 * CLARIFICATIONS "Maps links point to OpenStreetMap with the cinema's coordinates" (CAT-46): a
 * marker at `gpsPosition` (x longitude, y latitude), the map at street zoom.
 */
export function openStreetMapUrl(position: GeoPoint, zoom = 17): string {
  const lat = Number(position.y.toFixed(6));
  const lon = Number(position.x.toFixed(6));
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}
