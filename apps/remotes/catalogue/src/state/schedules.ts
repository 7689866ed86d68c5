import type { CinemaShowtimes } from '@marquee/domain-models';
import { type Filters, toggleFilter as toggleAddressFilter } from '@marquee/routing';
import { createContext, createElement, type ReactNode, useContext, useState } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';

/** What a schedule is of (A§4 "Schedules exist per cinema, city, show and experience", CAT-19). */
export const SCHEDULE_KINDS = ['cinema', 'city', 'show', 'experience'] as const;
/** A kind of schedule. */
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

/**
 * The list filters of a schedule by the spec's names (A§4: types, genres, languages), and the
 * `/filters/` address kind each is written as: types are the experience and accessibility tags,
 * languages the versions.
 */
export const FILTER_KEYS = { types: 'tags', genres: 'genres', languages: 'versions' } as const;
/** A list filter of a schedule. */
export type FilterKey = keyof typeof FILTER_KEYS;

/** One day of a schedule as it is kept: the days that have showtimes, the chosen one, each cinema's showtimes. */
export interface StoredSchedule {
  readonly date: string;
  readonly days: readonly string[];
  readonly nextDay: string | null;
  readonly cinemas: readonly CinemaShowtimes[];
}

/** How the schedule is laid out on the page: how many cinemas are shown before "more cinemas". */
export interface ScheduleLayout {
  /** Cinemas shown; the rest wait behind a "more cinemas" button. */
  readonly visibleCinemas: number;
}

/** Cinemas a schedule shows before the visitor asks for more. */
export const FIRST_CINEMAS = 8;

/** The layout a page starts with (and returns to on navigation, CAT-25). */
export const INITIAL_LAYOUT: ScheduleLayout = { visibleCinemas: FIRST_CINEMAS };

/** The schedules state and its actions (A§4 "Schedules"). */
export interface SchedulesState {
  /** On while a schedule request is in flight (CAT-20). */
  readonly loading: boolean;
  /** Why the last request failed; null after a success. */
  readonly error: string | null;
  /** The day shown (`YYYY-MM-DD`), or null before the first schedule. */
  readonly selectedDay: string | null;
  /** The first day of the day strip: moves only when a day is chosen from the calendar (CAT-22). */
  readonly startDay: string | null;
  /** The page's filters, as its `/filters/` address carries them (date, tags, versions, genres, localisation). */
  readonly filters: Filters;
  readonly layout: ScheduleLayout;
  /** The address of the page the layout belongs to, without its `/filters/` suffix. */
  readonly page: string | null;
  /** The schedules loaded, per kind and then per key (a slug, or `slug:day` as the page chooses). */
  readonly schedules: Readonly<Record<ScheduleKind, Readonly<Record<string, StoredSchedule>>>>;

  /** A schedule request starts: loading on, the last error cleared (CAT-20). */
  request(): void;
  /**
   * A schedule arrived: it is stored under its kind and key, loading goes off, the selected day is
   * the schedule's (CAT-20). A city schedule keeps only the cinemas in `allowedCinemas` (CAT-26).
   */
  succeed(
    kind: ScheduleKind,
    key: string,
    schedule: StoredSchedule,
    options?: { readonly allowedCinemas?: Iterable<string> },
  ): void;
  /** The request failed: loading goes off with the error (CAT-20). */
  fail(error: string): void;
  /**
   * A day is chosen: it becomes the selected day and the date filter (CAT-21); the strip's first
   * day moves to it only when it was chosen from the calendar (CAT-22).
   */
  selectDay(day: string, options?: { readonly fromCalendar?: boolean }): void;
  /** Adds the value to the filter, or removes it when it is there (CAT-23). */
  toggleFilter(key: FilterKey, value: string): void;
  /** Empties the types, genres and languages; the day and the place stay (CAT-24). */
  resetFilters(): void;
  /** Mirrors the page address: its filters and day (the address is the source of truth). */
  mirror(filters: Filters, day?: string | null): void;
  /** Shows `count` more cinemas. */
  showMoreCinemas(count?: number): void;
  /** The visitor is on `page` (an address without its `/filters/`): another page resets the layout (CAT-25). */
  navigated(page: string): void;
}

/** The data a store starts with (a server render seeds it from the page's loader data). */
export interface SchedulesSeed {
  readonly page?: string | null;
  readonly filters?: Filters;
  readonly selectedDay?: string | null;
  readonly startDay?: string | null;
  readonly schedules?: readonly { kind: ScheduleKind; key: string; schedule: StoredSchedule }[];
}

const EMPTY_SCHEDULES: SchedulesState['schedules'] = { cinema: {}, city: {}, show: {}, experience: {} };

/** The list filters, by their address kind. */
const LIST_KINDS = Object.values(FILTER_KEYS);

/** True when two filter lists hold the same values in the same order. */
function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  const x = a ?? [];
  const y = b ?? [];
  return x.length === y.length && x.every((item, i) => item === y[i]);
}

/** True when two sets of filters say the same. */
export function sameFilters(a: Filters, b: Filters): boolean {
  return (
    a.date === b.date && a.localisation === b.localisation && LIST_KINDS.every((kind) => sameList(a[kind], b[kind]))
  );
}

/** A schedule with only the cinemas allowed (CAT-26): a cinema the site does not offer there is dropped. */
export function keepAllowedCinemas(schedule: StoredSchedule, allowed: Iterable<string>): StoredSchedule {
  const keep = new Set(allowed);
  return { ...schedule, cinemas: schedule.cinemas.filter((cinema) => keep.has(cinema.cinemaSlug)) };
}

/** Makes a schedules store; every page (and every server render) has its own. */
export function createSchedulesStore(seed: SchedulesSeed = {}) {
  const schedules: Record<ScheduleKind, Record<string, StoredSchedule>> = {
    cinema: {},
    city: {},
    show: {},
    experience: {},
  };
  for (const entry of seed.schedules ?? []) schedules[entry.kind][entry.key] = entry.schedule;
  const seeded = seed.schedules?.length ? schedules : EMPTY_SCHEDULES;
  return createStore<SchedulesState>()((set, get) => ({
    loading: false,
    error: null,
    selectedDay: seed.selectedDay ?? seed.filters?.date ?? null,
    startDay: seed.startDay ?? null,
    filters: seed.filters ?? {},
    layout: INITIAL_LAYOUT,
    page: seed.page ?? null,
    schedules: seeded,

    request() {
      if (get().loading && get().error === null) return;
      set({ loading: true, error: null });
    },
    succeed(kind, key, schedule, options) {
      const kept =
        kind === 'city' && options?.allowedCinemas ? keepAllowedCinemas(schedule, options.allowedCinemas) : schedule;
      const { schedules: all } = get();
      set({
        loading: false,
        error: null,
        selectedDay: kept.date,
        schedules: { ...all, [kind]: { ...all[kind], [key]: kept } },
      });
    },
    fail(error) {
      set({ loading: false, error });
    },
    selectDay(day, options) {
      const { filters, startDay } = get();
      set({
        selectedDay: day,
        startDay: options?.fromCalendar ? day : startDay,
        filters: { ...filters, date: day },
      });
    },
    toggleFilter(key, value) {
      set({ filters: toggleAddressFilter(get().filters, FILTER_KEYS[key], value) });
    },
    resetFilters() {
      const { tags: _types, genres: _genres, versions: _languages, ...rest } = get().filters;
      set({ filters: rest });
    },
    mirror(filters, day) {
      const state = get();
      const selectedDay = day === undefined ? (filters.date ?? state.selectedDay) : day;
      if (sameFilters(state.filters, filters) && state.selectedDay === selectedDay) return;
      set({ filters, selectedDay });
    },
    showMoreCinemas(count = FIRST_CINEMAS) {
      const { layout } = get();
      set({ layout: { ...layout, visibleCinemas: layout.visibleCinemas + Math.max(1, count) } });
    },
    navigated(page) {
      const state = get();
      if (state.page === page) return;
      // Another page: its layout starts over, and the strip starts again from the page's first day.
      set({ page, layout: INITIAL_LAYOUT, startDay: null });
    },
  }));
}

/** A schedules store (what createSchedulesStore returns). */
export type SchedulesStore = StoreApi<SchedulesState>;

const SchedulesContext = createContext<SchedulesStore | null>(null);
SchedulesContext.displayName = 'SchedulesContext';

/**
 * Gives the tree below it a schedules store, made once from `seed` (the page's loader data): a
 * server render gets its own per request, and the browser's first render starts from the same
 * state, so hydration matches.
 */
export function SchedulesProvider({ seed, children }: { readonly seed: SchedulesSeed; readonly children?: ReactNode }) {
  const [store] = useState(() => createSchedulesStore(seed));
  return createElement(SchedulesContext.Provider, { value: store }, children);
}

/** The tree's schedules store (to act on it from an event handler or an effect). */
export function useSchedules(): SchedulesStore {
  const store = useContext(SchedulesContext);
  if (!store) throw new Error('useSchedules: no SchedulesProvider above this component');
  return store;
}

/** React hook over the tree's schedules store. */
export function useSchedulesStore<T>(selector: (state: SchedulesState) => T): T {
  return useStore(useSchedules(), selector);
}
