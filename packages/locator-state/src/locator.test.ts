import { distanceKm } from '@marquee/domain-models';
import { describe, expect, it, vi } from 'vitest';
import { locateVisitor, nearestCinemas, parsePosition, positionValue } from './geolocation';
import { addLocatorHistory, parseLocatorHistory } from './history';
import { createLocatorStore } from './locator-store';
import { barCinemas, orderCinemas } from './locks';
import { locatorCookie, readLocatorCookie } from './selection';

const PARIS = { x: 2.3522, y: 48.8566 };
const cinema = (slug: string, x: number, y: number) => ({ slug, gpsPosition: { x, y } });

describe('nearest cinemas', () => {
  const cinemas = [
    cinema('lyon', 4.8357, 45.764),
    cinema('opera', 2.3316, 48.8708),
    cinema('versailles', 2.1301, 48.8049),
    cinema('bastille', 2.369, 48.8532),
    cinema('meaux', 2.8787, 48.9601),
    cinema('chartres', 1.489, 48.4469),
    cinema('la-defense', 2.2383, 48.8918),
    cinema('montparnasse', 2.3212, 48.8421),
    cinema('saint-denis', 2.3574, 48.9362),
  ];

  it('LOC-16 at most 6 cinemas within 50 km, nearest first, by the one distance rule', () => {
    const near = nearestCinemas(cinemas, PARIS);
    expect(near).toHaveLength(6);
    expect(near.every((entry) => entry.distanceKm <= 50)).toBe(true);
    expect(near.map((entry) => entry.distanceKm)).toEqual(
      [...near.map((entry) => entry.distanceKm)].sort((a, b) => a - b),
    );
    expect(near[0]?.item.slug).toBe('bastille');
    expect(near.some((entry) => entry.item.slug === 'lyon')).toBe(false);
    expect(near[0]?.distanceKm).toBe(distanceKm(PARIS, { x: 2.369, y: 48.8532 }));
  });

  it('LOC-17 the limits come from settings; a missing or senseless limit falls back to the default', () => {
    expect(nearestCinemas(cinemas, PARIS, { maxGeolocationCinemas: 2, maxGeolocationDistance: 50 })).toHaveLength(2);
    const wide = nearestCinemas(cinemas, PARIS, { maxGeolocationCinemas: 20, maxGeolocationDistance: 500 });
    expect(wide.map((entry) => entry.item.slug)).toContain('lyon');
    expect(nearestCinemas(cinemas, PARIS, { maxGeolocationCinemas: -1, maxGeolocationDistance: null })).toHaveLength(6);
    expect(nearestCinemas(cinemas, PARIS, { maxGeolocationDistance: 5 }).every((e) => e.distanceKm <= 5)).toBe(true);
  });

  it('LOC-16 measured: the nearest of 400 cinemas', () => {
    const many = Array.from({ length: 400 }, (_, i) =>
      cinema(`c${i}`, -5 + ((i * 37) % 1000) / 100, 42 + ((i * 53) % 900) / 100),
    );
    for (let i = 0; i < 50; i++) nearestCinemas(many, PARIS);
    const runs: number[] = [];
    for (let i = 0; i < 500; i++) {
      const start = performance.now();
      nearestCinemas(many, { x: PARIS.x + i / 1000, y: PARIS.y });
      runs.push(performance.now() - start);
    }
    runs.sort((a, b) => a - b);
    const p50 = runs[Math.floor(runs.length * 0.5)] ?? 0;
    const p95 = runs[Math.floor(runs.length * 0.95)] ?? 0;
    console.info(`nearestCinemas on 400 cinemas: median ${p50.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms (500 runs)`);
    expect(p95).toBeLessThan(16);
  });

  it('positions round-trip as `lat,lng` and out-of-range ones are refused', () => {
    expect(positionValue(PARIS)).toBe('48.8566,2.3522');
    expect(parsePosition('48.8566,2.3522')).toEqual(PARIS);
    expect(parsePosition('91,2')).toBeNull();
    expect(parsePosition('48,181')).toBeNull();
    expect(parsePosition('<script>')).toBeNull();
  });
});

describe('browser geolocation', () => {
  it('LOC-16 a granted position resolves to a point', async () => {
    const geo = {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 48.85, longitude: 2.35 } } as GeolocationPosition),
    };
    await expect(locateVisitor(geo)).resolves.toEqual({ x: 2.35, y: 48.85 });
  });

  it('ERR-15 refused, unsupported or silent past the timeout: rejected', async () => {
    const refused = {
      getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
        fail?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    };
    await expect(locateVisitor(refused)).rejects.toThrow(/failed \(1\)/);
    await expect(locateVisitor(undefined)).rejects.toThrow(/unsupported/);
    vi.useFakeTimers();
    const silent = locateVisitor({ getCurrentPosition: () => undefined }, 1000);
    const caught = expect(silent).rejects.toThrow(/timeout/);
    vi.advanceTimersByTime(1600);
    await caught;
    vi.useRealTimers();
  });
});

describe('locator history and locks', () => {
  const entry = (value: string) => ({ selection: { type: 'cinema' as const, value }, label: value });

  it('LOC-12 keeps at most 3 unique entries, newest first', () => {
    let history = ['a', 'b', 'c', 'a', 'd'].reduce(
      (list, v) => addLocatorHistory(list, entry(v)),
      [] as ReturnType<typeof addLocatorHistory>,
    );
    expect(history.map((e) => e.selection.value)).toEqual(['d', 'a', 'c']);
    history = addLocatorHistory(history, { selection: { type: 'city', value: 'd' }, label: 'D city' });
    expect(history.map((e) => `${e.selection.type}:${e.selection.value}`)).toEqual(['city:d', 'cinema:d', 'cinema:a']);
  });

  it('LOC-12 a stored history is checked entry by entry', () => {
    const raw = JSON.stringify([
      entry('a'),
      { selection: { type: 'cinema', value: '<img>' }, label: 'x' },
      entry('a'),
      4,
      entry('b'),
    ]);
    expect(parseLocatorHistory(raw).map((e) => e.selection.value)).toEqual(['a', 'b']);
    expect(parseLocatorHistory('nope')).toEqual([]);
  });

  it('LOC-08 LOC-09 choosing a cinema locks the cinema order on it; leaving its page releases it', () => {
    const store = createLocatorStore({}, () => undefined);
    store.getState().choose({ type: 'city', value: 'paris' }, 'Paris');
    expect(store.getState().cinemaOrder).toBeNull();
    store.getState().choose({ type: 'cinema', value: 'opera' }, 'Opéra');
    expect(store.getState().cinemaOrder).toBe('opera');
    // A city chosen afterwards keeps the lock: the visitor's cinema still leads the city's list.
    store.getState().choose({ type: 'city', value: 'paris' }, 'Paris');
    expect(store.getState().cinemaOrder).toBe('opera');
    expect(store.getState().history.map((e) => e.label)).toEqual(['Paris', 'Opéra']);
    store.getState().releaseCinemaOrder();
    expect(store.getState().cinemaOrder).toBeNull();
  });

  it('LOC-08 a list of several cinemas puts the locked cinema first, the others in their order', () => {
    const list = [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }];
    const slug = (c: { slug: string }) => c.slug;
    expect(orderCinemas(list, slug, 'c').map(slug)).toEqual(['c', 'a', 'b']);
    expect(orderCinemas(list, slug, null).map(slug)).toEqual(['a', 'b', 'c']);
    // A lock on a cinema the list does not have changes nothing.
    expect(orderCinemas(list, slug, 'z').map(slug)).toEqual(['a', 'b', 'c']);
  });

  it('LOC-14 LOC-15 the cinemas bar locks to a set of cinemas and is released', () => {
    const store = createLocatorStore({}, () => undefined);
    store.getState().lockBar(['a', 'b', 'a']);
    expect(store.getState().barLock).toEqual(['a', 'b']);
    const list = [{ slug: 'c' }, { slug: 'b' }, { slug: 'a' }];
    // The lock's order (the nearest first), a slug the list lacks skipped.
    expect(barCinemas(list, (c) => c.slug, [...(store.getState().barLock ?? []), 'z']).map((c) => c.slug)).toEqual([
      'a',
      'b',
    ]);
    store.getState().releaseBar();
    expect(store.getState().barLock).toBeNull();
    expect(barCinemas(list, (c) => c.slug, store.getState().barLock)).toHaveLength(3);
  });

  it('LOC-14 LOC-15 a new position keeps the bar for its own lock; a cinema or city chosen releases it', () => {
    const store = createLocatorStore({}, () => undefined);
    store.getState().choose({ type: 'position', value: '48.8708,2.3316' });
    store.getState().lockBar(['opera', 'bastille']);
    store.getState().choose({ type: 'position', value: '48.8532,2.369' });
    expect(store.getState().barLock).toEqual(['opera', 'bastille']);
    store.getState().choose({ type: 'city', value: 'lyon' });
    expect(store.getState().barLock).toBeNull();
  });
});

describe('city mode from the locator (LOC-13)', () => {
  it('LOC-13 a city schedule success from the locator sets city mode (saved, in the history)', () => {
    const written: string[] = [];
    const store = createLocatorStore({}, (cookie) => written.push(cookie));
    store.getState().choose({ type: 'cinema', value: 'opera' }, 'Opéra');
    store.getState().awaitCity({ type: 'city', value: 'lyon' }, 'Lyon');
    // Nothing changes while the city's schedule loads.
    expect(store.getState().selection).toEqual({ type: 'cinema', value: 'opera' });
    expect(written).toHaveLength(1);
    expect(store.getState().citySchedule('lyon', { noResult: false })).toBe(true);
    expect(store.getState()).toMatchObject({ selection: { type: 'city', value: 'lyon' }, pendingCity: null });
    expect(readLocatorCookie(written[1]?.split(';')[0])).toEqual({ type: 'city', value: 'lyon' });
    expect(store.getState().history.map((e) => e.label)).toEqual(['Lyon', 'Opéra']);
  });

  it('LOC-13 unless the answer carries the no-result marker: the previous selection stays, nothing saved', () => {
    const written: string[] = [];
    const store = createLocatorStore({}, (cookie) => written.push(cookie));
    store.getState().choose({ type: 'cinema', value: 'opera' }, 'Opéra');
    store.getState().awaitCity({ type: 'city', value: 'nice' }, 'Nice');
    expect(store.getState().citySchedule('nice', { noResult: true })).toBe(false);
    expect(store.getState()).toMatchObject({ selection: { type: 'cinema', value: 'opera' }, pendingCity: null });
    expect(written).toHaveLength(1);
    expect(store.getState().history.map((e) => e.label)).toEqual(['Opéra']);
  });

  it('LOC-13 a city schedule the locator did not ask for (the place switcher, another city) sets nothing', () => {
    const store = createLocatorStore({}, () => undefined);
    expect(store.getState().citySchedule('lyon', { noResult: false })).toBe(false);
    store.getState().awaitCity({ type: 'city', value: 'lyon' }, 'Lyon');
    expect(store.getState().citySchedule('paris', { noResult: false })).toBe(false);
    expect(store.getState().selection).toBeNull();
    expect(store.getState().pendingCity?.selection.value).toBe('lyon');
  });
});

describe('loading the location (LOC-07)', () => {
  it('LOC-04 LOC-07 the saved cookie is read; a cookie jar that cannot be read still marks the location loaded', () => {
    const store = createLocatorStore();
    expect(store.getState().loaded).toBe(false);
    store.getState().loadSaved(() => {
      // What a sandboxed frame's document.cookie does.
      throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
    });
    expect(store.getState()).toMatchObject({ loaded: true, selection: null });

    const saved = createLocatorStore();
    saved.getState().loadSaved(() => `a=1; ${locatorCookie({ type: 'city', value: 'lyon' }).split(';')[0]}`);
    expect(saved.getState()).toMatchObject({
      loaded: true,
      selection: { type: 'city', value: 'lyon' },
      source: 'cookie',
    });
    const broken = createLocatorStore();
    broken.getState().loadSaved(() => 'cgp_locator=%7Bnot-json');
    expect(broken.getState()).toMatchObject({ loaded: true, selection: null });
  });
});
