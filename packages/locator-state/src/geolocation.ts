import {
  DEFAULT_MAX_GEOLOCATION_CINEMAS,
  DEFAULT_MAX_GEOLOCATION_DISTANCE_KM,
  type GeoPoint,
  nearest,
  type WithDistance,
} from '@marquee/domain-models';

/** Where browser geolocation stands (A§4: failure marks the location unavailable). */
export type GeolocationStatus = 'unknown' | 'locating' | 'available' | 'unavailable';

/** How long the browser may take to answer before the locator gives up (a timeout is a refusal). */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/** The locator's limits from settings (`settings.locator`), each falling back to the spec default. */
export interface NearestLimits {
  readonly maxGeolocationCinemas?: number | null;
  readonly maxGeolocationDistance?: number | null;
}

/**
 * The nearest cinemas to a position (LOC-16, LOC-17): at most `maxGeolocationCinemas` (default 6)
 * within `maxGeolocationDistance` km (default 50), nearest first, by the one distance rule of the
 * domain models. A limit missing or not a positive number falls back to its default.
 */
export function nearestCinemas<T extends { readonly gpsPosition: GeoPoint }>(
  cinemas: readonly T[],
  origin: GeoPoint,
  limits: NearestLimits | null = null,
): WithDistance<T>[] {
  const positive = (value: number | null | undefined, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
  return nearest(
    cinemas,
    origin,
    positive(limits?.maxGeolocationDistance, DEFAULT_MAX_GEOLOCATION_DISTANCE_KM),
    Math.floor(positive(limits?.maxGeolocationCinemas, DEFAULT_MAX_GEOLOCATION_CINEMAS)),
  );
}

/** A position as a selection value: `lat,lng` with 4 decimals (about 10 m; no finer than needed). */
export function positionValue(point: GeoPoint): string {
  return `${point.y.toFixed(4)},${point.x.toFixed(4)}`;
}

/** The point of a position selection value `lat,lng`; null when malformed or out of range. */
export function parsePosition(value: string): GeoPoint | null {
  const match = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(value);
  if (!match) return null;
  const y = Number(match[1]);
  const x = Number(match[2]);
  return Math.abs(y) <= 90 && Math.abs(x) <= 180 ? { x, y } : null;
}

/**
 * The visitor's position from the browser (LOC-16). Refused, failing, unsupported or silent
 * past the timeout: the promise rejects (ERR-15, "a geolocation timeout behaves as a refusal").
 * Browser only (call from an effect or a handler).
 */
export function locateVisitor(
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined,
  timeoutMs: number = GEOLOCATION_TIMEOUT_MS,
): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('geolocation unsupported'));
      return;
    }
    let settled = false;
    // Some browsers never call back when the prompt is left open: our own guard ends the wait.
    const guard = setTimeout(() => {
      settled = true;
      reject(new Error('geolocation timeout'));
    }, timeoutMs + 500);
    geolocation.getCurrentPosition(
      (position) => {
        if (settled) return;
        settled = true;
        clearTimeout(guard);
        resolve({ x: position.coords.longitude, y: position.coords.latitude });
      },
      (error) => {
        if (settled) return;
        settled = true;
        clearTimeout(guard);
        reject(new Error(`geolocation failed (${error.code})`));
      },
      { timeout: timeoutMs, maximumAge: 300_000, enableHighAccuracy: false },
    );
  });
}
