import { localeFor, useTranslation } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import { encodeFilters, splitFilters } from '@marquee/routing';
import { useEffect, useMemo } from 'react';
import {
  ProgrammeFailed,
  ProgrammeShowtimePanel,
  useAddressedShowtime,
  useProgrammeNavigation,
} from '../../../components/showtime-schedule/programme-view';
import { ShowtimeSchedule } from '../../../components/showtime-schedule/showtime-schedule';
import { SchedulesProvider, useSchedules } from '../../../state/schedules';
import { type CinemaProgramme, cinemaScheduleShows } from '../cinema-programme';

export interface CinemaShowtimesProps {
  readonly programme: CinemaProgramme;
  readonly cinemaSlug: string;
  readonly page: PageInfo;
}

/**
 * A cinema's programme (CAT-39): the day strip of its cinema week, the chips, then each film with
 * its showtimes of the day (statuses, panel, Book now) — the film page's schedule, store and
 * panel, with one section per film instead of one per cinema. Every change is a `/filters/`
 * address loaded by the router, mirrored by the page's schedules store (kind `cinema`).
 */
export function CinemaShowtimes(props: CinemaShowtimesProps) {
  const { programme, cinemaSlug, page } = props;
  const { base } = splitFilters(page.url.pathname);
  return (
    <SchedulesProvider
      seed={{
        page: base,
        filters: programme.filters,
        selectedDay: programme.schedule?.date ?? null,
        schedules: programme.schedule ? [{ kind: 'cinema', key: cinemaSlug, schedule: programme.schedule }] : [],
      }}
    >
      <CinemaProgrammeView {...props} />
    </SchedulesProvider>
  );
}

function CinemaProgrammeView({ programme, cinemaSlug, page }: CinemaShowtimesProps) {
  const { t } = useTranslation('catalogue');
  const schedules = useSchedules();
  const { base, go } = useProgrammeNavigation();
  const { schedule } = programme;

  // The address is the source of truth: each day it loads is stored and mirrored, or its failure recorded.
  useEffect(() => {
    const state = schedules.getState();
    state.navigated(base);
    if (schedule) state.succeed('cinema', cinemaSlug, schedule);
    else state.fail('showtimes');
    state.mirror(programme.filters, schedule?.date ?? null);
  }, [schedules, base, cinemaSlug, schedule, programme.filters]);

  const { chosen, open } = useAddressedShowtime(schedule);
  const chosenShow = chosen ? programme.shows.find((show) => show.slug === chosen.cinema.showSlug) : undefined;
  const allAudiences = t('movie.allAudiences');
  const shows = useMemo(
    () => cinemaScheduleShows(programme.shows, (slug) => page.href('Movie', { slug }), allAudiences),
    [programme.shows, page, allAudiences],
  );

  return (
    <div className="catalogue-cinema__programme">
      {schedule ? (
        <ShowtimeSchedule
          schedule={schedule}
          now={programme.now}
          locale={localeFor(page.language, page.site)}
          byVersion={page.flags.showtimesByVersion}
          tags={programme.tags}
          cinemaHref={(slug) => page.href('Cinema', { slug })}
          shows={shows}
          placeHeadings={false}
          moreLabel={(count) => t('places.moreFilms', { count })}
          onDayChange={() => go(schedules.getState().filters)}
          onFiltersChange={(filters) => go(filters)}
          onShowtime={(showtime) => open(cinemaSlug, showtime)}
          accessibleHref={`${page.href('AccessibleShowings')}${encodeFilters({ localisation: cinemaSlug })}`}
        />
      ) : (
        <ProgrammeFailed className="catalogue-cinema__failed" message={t('places.failed')} />
      )}
      {chosen && chosenShow ? (
        <ProgrammeShowtimePanel chosen={chosen} show={chosenShow} tags={schedule?.tags ?? []} page={page} />
      ) : null}
    </div>
  );
}
