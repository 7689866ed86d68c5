import { localeFor, useTranslation } from '@marquee/i18n';
import { useCityScheduleResult } from '@marquee/locator-state';
import type { PageInfo } from '@marquee/remote-contract';
import { splitFilters } from '@marquee/routing';
import { useEffect } from 'react';
import { SchedulesProvider, useSchedules } from '../../state/schedules';
import { type EventProgramme, scheduleShows } from './event-programme';
import { PlaceSwitcher } from './place-switcher';
import {
  ProgrammeFailed,
  ProgrammeShowtimePanel,
  useAddressedShowtime,
  useProgrammeNavigation,
} from './programme-view';
import { type SchedulePick, ShowtimeSchedule } from './showtime-schedule';

export interface EventShowtimesProps {
  readonly programme: EventProgramme;
  /** The event's (or season's) slug: its schedule is stored under it. */
  readonly eventSlug: string;
  readonly page: PageInfo;
  /** Picks showtimes (a season's selection) instead of opening their details. */
  readonly pick?: SchedulePick;
  /** The visitor chose a place (a cinema: cinema mode), before the page goes to its address. */
  readonly onPlaceChange?: (place: { readonly type: 'cinema' | 'city'; readonly value: string } | null) => void;
  /** What the page says when the day's showtimes could not be loaded (an event's wording by default). */
  readonly failedMessage?: string;
}

/**
 * An event's (or a season's) showtimes: where, then the day's schedule with one section per
 * show, and the showtime panel. Like the film's, every change is a `/filters/` address loaded by
 * the router, mirrored by the page's schedules store.
 */
export function EventShowtimes(props: EventShowtimesProps) {
  const { programme, eventSlug, page } = props;
  const { base } = splitFilters(page.url.pathname);
  return (
    <SchedulesProvider
      seed={{
        page: base,
        filters: programme.filters,
        selectedDay: programme.schedule?.date ?? null,
        schedules: programme.schedule ? [{ kind: 'show', key: eventSlug, schedule: programme.schedule }] : [],
      }}
    >
      <EventProgrammeView {...props} />
    </SchedulesProvider>
  );
}

function EventProgrammeView({ programme, eventSlug, page, pick, onPlaceChange, failedMessage }: EventShowtimesProps) {
  const { t } = useTranslation('catalogue');
  const schedules = useSchedules();
  const { base, go, choosePlace } = useProgrammeNavigation();
  const { schedule, selection } = programme;

  // The address is the source of truth: each day it loads is stored and mirrored, or its failure recorded.
  useEffect(() => {
    const state = schedules.getState();
    state.navigated(base);
    if (schedule) {
      // A city's schedule keeps only that city's cinemas (CAT-26).
      if (selection?.type === 'city') {
        const allowed = programme.cinemas
          .filter((cinema) => cinema.citySlug === selection.value)
          .map((cinema) => cinema.slug);
        state.succeed('city', `${eventSlug}:${selection.value}`, schedule, { allowedCinemas: allowed });
      } else state.succeed(selection?.type === 'cinema' ? 'cinema' : 'show', eventSlug, schedule);
    } else state.fail('showtimes');
    state.mirror(programme.filters, schedule?.date ?? null);
  }, [schedules, base, eventSlug, schedule, selection, programme.filters, programme.cinemas]);

  const { chosen, open } = useAddressedShowtime(schedule);
  // LOC-13: a city the locator chose becomes the visitor's place once its schedule has results.
  useCityScheduleResult(
    selection?.type === 'city' && schedule ? { city: selection.value, noResult: schedule.days.length === 0 } : null,
  );
  const chosenShow = chosen ? programme.shows.find((show) => show.slug === chosen.cinema.showSlug) : undefined;

  return (
    <div className="catalogue-event-showtimes">
      <PlaceSwitcher
        selection={selection}
        cinemas={programme.cinemas}
        cities={programme.cities}
        onChange={(place) => {
          onPlaceChange?.(place);
          choosePlace(place);
        }}
      />
      {schedule ? (
        <ShowtimeSchedule
          schedule={schedule}
          now={programme.now}
          locale={localeFor(page.language, page.site)}
          byVersion={page.flags.showtimesByVersion}
          tags={programme.tags}
          cinemaHref={(slug) => page.href('Cinema', { slug })}
          shows={scheduleShows(programme.shows, (slug) => page.href('Movie', { slug }))}
          onDayChange={() => go(schedules.getState().filters)}
          onFiltersChange={(filters) => go(filters)}
          onShowtime={(showtime) => open(eventSlug, showtime)}
          {...(pick ? { pick } : {})}
        />
      ) : (
        <ProgrammeFailed className="catalogue-event-showtimes__failed" message={failedMessage ?? t('events.failed')} />
      )}
      {!pick && chosen && chosenShow ? (
        <ProgrammeShowtimePanel chosen={chosen} show={chosenShow} tags={schedule?.tags ?? []} page={page} />
      ) : null}
    </div>
  );
}
