import { localeFor, useTranslation } from '@marquee/i18n';
import { useLocatorStoreApi } from '@marquee/locator-state';
import { modalSearch, openModal, useModalStore, useModals } from '@marquee/modals';
import type { PageInfo } from '@marquee/remote-contract';
import { encodeFilters, type Filters, splitFilters } from '@marquee/routing';
import { useEffect } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import type { Programme } from '../../../components/showtime-schedule/programme';
import { type PanelShow, ShowtimePanel } from '../../../components/showtime-panel/showtime-panel';
import { PlaceSwitcher } from '../../../components/showtime-schedule/place-switcher';
import { ShowtimeSchedule } from '../../../components/showtime-schedule/showtime-schedule';
import { SchedulesProvider, useSchedules } from '../../../state/schedules';

/** What MovieShowtimes is given. */
interface MovieShowtimesProps {
  readonly programme: Programme;
  readonly show: PanelShow;
  readonly showSlug: string;
  readonly page: PageInfo;
  readonly byVersion: boolean;
}

/**
 * The film's showtimes (issue 11 item 3): where (the selection, which the visitor can change),
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

function FilmProgramme({ programme, show, showSlug, page, byVersion }: MovieShowtimesProps) {
  const { t } = useTranslation('catalogue');
  const schedules = useSchedules();
  const navigate = useNavigate();
  const location = useLocation();
  const { revalidate, state: revalidating } = useRevalidator();
  const modals = useModals();
  const locator = useLocatorStoreApi();
  const { base } = splitFilters(location.pathname);
  const go = (filters: Filters) => {
    schedules.getState().request();
    void navigate(`${base}${encodeFilters(filters)}${location.search}`, { preventScrollReset: true });
  };

  const { selection, schedule } = programme;
  // The address is the source of truth: each day it loads is stored and mirrored, or its failure recorded.
  useEffect(() => {
    const state = schedules.getState();
    state.navigated(base);
    if (schedule) state.succeed('show', showSlug, schedule);
    else state.fail('showtimes');
    state.mirror(programme.filters, schedule?.date ?? null);
  }, [schedules, base, showSlug, schedule, programme.filters]);
  // The showtime details panel: a modal of the page's own data (MODAL_OWNERS: page).
  const panel = useModalStore(openModal('showtime-details-panel'));
  const chosen = panel
    ? schedule?.cinemas
        .map((cinema) => ({ cinema, showtime: cinema.showtimes.find((s) => s.id === panel.payload.showtimeId) }))
        .find((entry) => entry.showtime !== undefined)
    : undefined;
  // A showtime that is not on this day's programme (an old link) opens nothing.
  useEffect(() => {
    if (panel && !chosen) modals.getState().close('showtime-details-panel');
  }, [panel, chosen, modals]);

  return (
    <div className="catalogue-movie-showtimes">
      <PlaceSwitcher
        selection={selection}
        cinemas={programme.cinemas}
        cities={programme.cities}
        onChange={(place) => {
          if (place) locator.getState().choose(place);
          // A new place shows its own first day; the other filters stay.
          const { date: _day, localisation: _place, ...rest } = schedules.getState().filters;
          go(place ? { ...rest, localisation: place.value } : rest);
        }}
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
          onShowtime={(showtime) =>
            modals.getState().open('showtime-details-panel', { slug: showSlug, showtimeId: showtime.id })
          }
        />
      ) : (
        <div className="catalogue-movie-showtimes__failed" role="alert">
          <p>{t('schedule.failed')}</p>
          <button
            type="button"
            className="catalogue-schedule__next"
            disabled={revalidating === 'loading'}
            onClick={() => void revalidate()}
          >
            {t('schedule.retry')}
          </button>
        </div>
      )}
      {panel && chosen?.showtime ? (
        <ShowtimePanel
          showtime={chosen.showtime}
          cinema={chosen.cinema}
          show={show}
          tags={schedule?.tags ?? []}
          page={page}
          shareUrl={`${page.url.origin}${location.pathname}${modalSearch(panel)}`}
          calendarUrl={`/api/calendar/${encodeURIComponent(chosen.showtime.refCmd)}.ics?language=${page.language}`}
          onClose={() => modals.getState().close('showtime-details-panel')}
        />
      ) : null}
    </div>
  );
}
