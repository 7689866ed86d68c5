import type { CinemaShowtimes } from '@marquee/domain-models';
import { describe, expect, it } from 'vitest';
import {
  createSchedulesStore,
  FIRST_CINEMAS,
  INITIAL_LAYOUT,
  keepAllowedCinemas,
  SCHEDULE_KINDS,
  type StoredSchedule,
} from './schedules';

/** A cinema's day with no showtime: the store only reads its slug. */
function cinema(slug: string): CinemaShowtimes {
  return {
    cinemaSlug: slug,
    cinemaName: slug,
    cinemaCity: 'Paris',
    cinemaCitySlug: 'paris',
    cinemaPostalCode: '75009',
    cinemaAddress: '1 rue du Cinéma',
    sessionsNearby: null,
    showSlug: 'dune',
    date: '2026-11-24',
    showtimes: [],
  };
}

const day = (date: string, ...cinemas: string[]): StoredSchedule => ({
  date,
  days: ['2026-11-24', '2026-11-25', '2026-11-26'],
  nextDay: null,
  cinemas: cinemas.map(cinema),
});

describe('schedules store', () => {
  it('CAT-19 keeps schedules per cinema, city, show and experience, each by its key', () => {
    const store = createSchedulesStore();
    expect(Object.keys(store.getState().schedules)).toEqual([...SCHEDULE_KINDS]);
    for (const kind of SCHEDULE_KINDS) store.getState().succeed(kind, `${kind}-a`, day('2026-11-24', 'opera'));
    store.getState().succeed('show', 'dune', day('2026-11-25', 'docks'));
    const { schedules } = store.getState();
    expect(schedules.cinema['cinema-a']?.cinemas[0]?.cinemaSlug).toBe('opera');
    expect(schedules.experience['experience-a']?.date).toBe('2026-11-24');
    expect(Object.keys(schedules.show)).toEqual(['show-a', 'dune']);
    expect(schedules.show.dune?.date).toBe('2026-11-25');
  });

  it('CAT-20 loading is on while a request is in flight, off on success', () => {
    const store = createSchedulesStore();
    expect(store.getState().loading).toBe(false);
    store.getState().request();
    expect(store.getState()).toMatchObject({ loading: true, error: null });
    store.getState().succeed('show', 'dune', day('2026-11-25', 'opera'));
    expect(store.getState()).toMatchObject({ loading: false, error: null, selectedDay: '2026-11-25' });
  });

  it('CAT-20 a failed request turns loading off with its error; the next request clears the error', () => {
    const store = createSchedulesStore();
    store.getState().request();
    store.getState().fail('showtimes unavailable');
    expect(store.getState()).toMatchObject({ loading: false, error: 'showtimes unavailable' });
    store.getState().request();
    expect(store.getState()).toMatchObject({ loading: true, error: null });
  });

  it('CAT-21 selecting a day sets the selected day and the date filter, keeping the other filters', () => {
    const store = createSchedulesStore({ filters: { versions: ['vost'], localisation: 'paris' } });
    store.getState().selectDay('2026-11-26');
    expect(store.getState().selectedDay).toBe('2026-11-26');
    expect(store.getState().filters).toEqual({ versions: ['vost'], localisation: 'paris', date: '2026-11-26' });
  });

  it('CAT-22 the start day moves only when the day is chosen from the calendar', () => {
    const store = createSchedulesStore({ startDay: '2026-11-24' });
    store.getState().selectDay('2026-11-25');
    expect(store.getState().startDay).toBe('2026-11-24');
    store.getState().selectDay('2026-12-03', { fromCalendar: true });
    expect(store.getState()).toMatchObject({ startDay: '2026-12-03', selectedDay: '2026-12-03' });
    store.getState().selectDay('2026-12-04', { fromCalendar: false });
    expect(store.getState()).toMatchObject({ startDay: '2026-12-03', selectedDay: '2026-12-04' });
  });

  it('CAT-23 filters toggle by key and value: types are the tags, languages the versions', () => {
    const store = createSchedulesStore();
    const { toggleFilter } = store.getState();
    toggleFilter('languages', 'vost');
    toggleFilter('types', 'imax');
    toggleFilter('types', 'audio-description');
    toggleFilter('genres', 'drama');
    expect(store.getState().filters).toEqual({
      versions: ['vost'],
      tags: ['imax', 'audio-description'],
      genres: ['drama'],
    });
    toggleFilter('types', 'imax');
    toggleFilter('languages', 'vost');
    // A list emptied leaves the address, as /filters/ writes no empty segment.
    expect(store.getState().filters).toEqual({ tags: ['audio-description'], genres: ['drama'] });
  });

  it('CAT-24 reset restores empty types, genres and languages; the day and the place stay', () => {
    const store = createSchedulesStore({
      filters: {
        date: '2026-11-25',
        localisation: 'lyon',
        tags: ['imax'],
        versions: ['vf', 'vost'],
        genres: ['comedy'],
      },
    });
    store.getState().resetFilters();
    expect(store.getState().filters).toEqual({ date: '2026-11-25', localisation: 'lyon' });
  });

  it('CAT-25 the layout resets on navigation to another page, not on a day or filter of the same page', () => {
    const store = createSchedulesStore({ page: '/film/dune' });
    store.getState().showMoreCinemas();
    expect(store.getState().layout.visibleCinemas).toBe(FIRST_CINEMAS * 2);
    store.getState().selectDay('2026-11-25');
    store.getState().toggleFilter('languages', 'vf');
    store.getState().navigated('/film/dune');
    expect(store.getState().layout.visibleCinemas).toBe(FIRST_CINEMAS * 2);
    store.getState().selectDay('2026-12-01', { fromCalendar: true });
    store.getState().navigated('/film/arrival');
    expect(store.getState()).toMatchObject({ page: '/film/arrival', layout: INITIAL_LAYOUT, startDay: null });
  });

  it('CAT-26 a city schedule keeps only the allowed cinemas; other kinds are stored whole', () => {
    const store = createSchedulesStore();
    const allowedCinemas = ['marquee-opera', 'marquee-docks'];
    store.getState().succeed('city', 'paris', day('2026-11-24', 'marquee-opera', 'closed-cinema', 'marquee-docks'), {
      allowedCinemas,
    });
    expect(store.getState().schedules.city.paris?.cinemas.map((c) => c.cinemaSlug)).toEqual(allowedCinemas);
    store.getState().succeed('show', 'dune', day('2026-11-24', 'marquee-opera', 'closed-cinema'), { allowedCinemas });
    expect(store.getState().schedules.show.dune?.cinemas).toHaveLength(2);
    expect(keepAllowedCinemas(day('2026-11-24', 'a', 'b'), new Set<string>()).cinemas).toEqual([]);
  });

  it('mirrors the address: its filters and day replace the store’s, and an identical address changes nothing', () => {
    const store = createSchedulesStore({ filters: { date: '2026-11-24' } });
    store.getState().toggleFilter('languages', 'vf');
    store.getState().mirror({ date: '2026-11-25', tags: ['imax'] });
    expect(store.getState()).toMatchObject({
      filters: { date: '2026-11-25', tags: ['imax'] },
      selectedDay: '2026-11-25',
    });
    const before = store.getState();
    store.getState().mirror({ tags: ['imax'], date: '2026-11-25' }, '2026-11-25');
    expect(store.getState()).toBe(before);
    // An address without a day: the day shown is the schedule's own.
    store.getState().mirror({}, '2026-11-24');
    expect(store.getState()).toMatchObject({ filters: {}, selectedDay: '2026-11-24' });
  });

  it('a store per page and per server render: one visitor’s choice never reaches another', () => {
    const a = createSchedulesStore();
    const b = createSchedulesStore();
    a.getState().toggleFilter('types', 'imax');
    a.getState().request();
    expect(b.getState()).toMatchObject({ filters: {}, loading: false });
  });
});
