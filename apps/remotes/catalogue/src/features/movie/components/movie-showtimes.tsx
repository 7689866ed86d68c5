import { localeFor, useTranslation } from '@marquee/i18n';
import { useCityScheduleResult } from '@marquee/locator-state';
import type { PageInfo } from '@marquee/remote-contract';
import { splitFilters } from '@marquee/routing';
import { useEffect } from 'react';
import type { PanelShow } from '../../../components/showtime-panel/showtime-panel';
import { PlaceSwitcher } from '../../../components/showtime-schedule/place-switcher';
import type { Programme } from '../../../components/showtime-schedule/programme';
import {
  ProgrammeFailed,
  ProgrammeShowtimePanel,
  useAddressedShowtime,
  useProgrammeNavigation,
} from '../../../components/showtime-schedule/programme-view';
import { ShowtimeSchedule } from '../../../components/showtime-schedule/showtime-schedule';
import { SchedulesProvider, useSchedules } from '../../../state/schedules';
import { MovieCinemas } from './movie-cinemas';

/** What MovieShowtimes is given. */
interface MovieShowtimesProps {
  readonly programme: Programme;
  readonly show: PanelShow;
  readonly showSlug: string;
  readonly page: PageInfo;
  readonly byVersion: boolean;
  /** When the film cannot be booked yet, when it can (its sales opening, its release): under the title. */
  readonly notice?: string | null;
}

/**
 * The film's showtimes: where (the selection, which the visitor can change),
 * then the day's schedule. Every change is an address (`/filters/...`): the router loads it
 * without a full reload, and the server renders the same address the same way. The schedules
 * store (one per page, seeded from the loader's data) mirrors that address and carries the
 * loading flag and the layout.
 */
export function MovieShowtimes(props: MovieShowtimesProps) {
  const { programme, showSlug } = props;
  const { base } = splitFilters(props.page.url.pathname);
  return (
    <SchedulesProvider
      seed={{
        page: base,
        filters: programme.filters,
        selectedDay: programme.schedule?.date ?? null,
        schedules: programme.schedule ? [{ kind: 'show', key: showSlug, schedule: programme.schedule }] : [],
      }}
    >
      <FilmProgramme {...props} />
    </SchedulesProvider>
  );
}

function FilmProgramme({ programme, show, showSlug, page, byVersion, notice }: MovieShowtimesProps) {
  const schedules = useSchedules();
  const { t } = useTranslation('catalogue');
  const { base, go, choosePlace } = useProgrammeNavigation();
  const { selection, schedule } = programme;
  // The address is the source of truth: each day it loads is stored and mirrored, or its failure recorded.
  useEffect(() => {
    const state = schedules.getState();
    state.navigated(base);
    if (schedule) state.succeed('show', showSlug, schedule);
    else state.fail('showtimes');
    state.mirror(programme.filters, schedule?.date ?? null);
  }, [schedules, base, showSlug, schedule, programme.filters]);
  const { chosen, open } = useAddressedShowtime(schedule);
  // LOC-13: a city the locator chose becomes the visitor's place once its schedule has results.
  useCityScheduleResult(
    selection?.type === 'city' && schedule ? { city: selection.value, noResult: schedule.days.length === 0 } : null,
  );

  return (
    <div className="catalogue-movie-showtimes">
      <PlaceSwitcher
        selection={selection}
        cinemas={programme.cinemas}
        cities={programme.cities}
        region={programme.region}
        onChange={choosePlace}
      />
      {schedule ? (
        <ShowtimeSchedule
          schedule={schedule}
          now={programme.now}
          locale={localeFor(page.language, page.site)}
          byVersion={byVersion}
          tags={programme.tags}
          cinemaHref={(slug) => page.href('Cinema', { slug })}
          onDayChange={() => go(schedules.getState().filters)}
          onFiltersChange={(filters) => go(filters)}
          onShowtime={(showtime) => open(showSlug, showtime)}
          upsell
          notice={notice ?? null}
          accessibleHref={`${page.href('AccessibleShowings')}?film=${encodeURIComponent(showSlug)}`}
        />
      ) : (
        <ProgrammeFailed className="catalogue-movie-showtimes__failed" message={t('schedule.failed')} />
      )}
      <MovieCinemas
        key={showSlug}
        showSlug={showSlug}
        page={page}
        nothingHere={schedule !== null && schedule.days.length === 0}
        onChoose={(cinema) => {
          choosePlace({ type: 'cinema', value: cinema });
          document.getElementById('catalogue-schedule-title')?.scrollIntoView({ block: 'start' });
        }}
      />
      {chosen ? <ProgrammeShowtimePanel chosen={chosen} show={show} tags={schedule?.tags ?? []} page={page} /> : null}
    </div>
  );
}
