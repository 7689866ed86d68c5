import { useTranslation } from '@marquee/i18n';
import { useLocatorStoreApi } from '@marquee/locator-state';
import { modalSearch, type OpenModal, openModal, useModalStore, useModals } from '@marquee/modals';
import type { PageInfo } from '@marquee/remote-contract';
import { encodeFilters, type Filters, splitFilters } from '@marquee/routing';
import { lazy, useEffect } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import type { CinemaShowtimes, Showtime, ShowtimeTagDetail } from '@marquee/domain-models';
import { useSchedules } from '../../state/schedules';
import type { PanelShow } from '../showtime-panel/showtime-panel';
import type { ScheduleDay } from './showtime-schedule';
import { LazyPart } from '@marquee/ui-kit';

/** A place a programme page offers: a cinema or a city, by slug. */
export type ProgrammePlaceChoice = { readonly type: 'cinema' | 'city'; readonly value: string };

/**
 * How a programme page (a film's, an event's) moves: every change is a `/filters/` address the
 * router loads without a reload (the schedules store shows it loading meanwhile). `choosePlace`
 * saves the place as the visitor's selection and shows that place's first day, keeping the
 * other filters.
 */
export function useProgrammeNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  const schedules = useSchedules();
  const locator = useLocatorStoreApi();
  const { base } = splitFilters(location.pathname);
  const go = (filters: Filters) => {
    schedules.getState().request();
    void navigate(`${base}${encodeFilters(filters)}${location.search}`, { preventScrollReset: true });
  };
  const choosePlace = (place: ProgrammePlaceChoice | null) => {
    if (place) locator.getState().choose(place);
    const { date: _day, localisation: _place, ...rest } = schedules.getState().filters;
    go(place ? { ...rest, localisation: place.value } : rest);
  };
  return { base, go, choosePlace };
}

/** The showtime the details panel is open on, found in the day's schedule. */
export interface AddressedShowtime {
  readonly panel: OpenModal;
  readonly cinema: CinemaShowtimes;
  readonly showtime: Showtime;
}

/**
 * The showtime details panel of a programme page (a modal of the page's own data, MODAL_OWNERS
 * `page`): which showtime it is open on, if it is on this day's schedule. A showtime that is not
 * (an old link) closes it.
 */
export function useAddressedShowtime(schedule: ScheduleDay | null | undefined) {
  const modals = useModals();
  // The side panel, or the legacy modal an older address names (SHELL-56): the same content.
  const sidePanel = useModalStore(openModal('showtime-details-panel'));
  const legacy = useModalStore(openModal('showtime-details'));
  const panel = sidePanel ?? legacy;
  const found = panel
    ? schedule?.cinemas
        .map((cinema) => ({ cinema, showtime: cinema.showtimes.find((s) => s.id === panel.payload.showtimeId) }))
        .find((entry) => entry.showtime !== undefined)
    : undefined;
  const chosen: AddressedShowtime | null =
    panel && found?.showtime ? { panel, cinema: found.cinema, showtime: found.showtime } : null;
  useEffect(() => {
    if (panel && !chosen) modals.getState().close(panel.id);
  }, [panel, chosen, modals]);
  return {
    chosen,
    /** Opens the panel on a showtime of the page's record (`slug`: the film, event or season). */
    open: (slug: string, showtime: Showtime) =>
      modals.getState().open('showtime-details-panel', { slug, showtimeId: showtime.id }),
  };
}

/**
 * The details panel's code (the panel, its accordions, the price, the .ics and share actions) is
 * not in the page's first load: it is fetched when a showtime is opened. An address that opens a
 * showtime renders it on the server (which waits for it) and the browser fetches it as soon as
 * hydration reaches the panel; until then React keeps the server's markup of the panel.
 */
const ShowtimePanel = lazy(() =>
  import('../showtime-panel/showtime-panel').then((module) => ({ default: module.ShowtimePanel })),
);

/** The details panel on the addressed showtime, with its own address to share and its .ics. */
export function ProgrammeShowtimePanel({
  chosen,
  show,
  tags,
  page,
}: {
  readonly chosen: AddressedShowtime;
  readonly show: PanelShow;
  readonly tags: readonly ShowtimeTagDetail[];
  readonly page: PageInfo;
}) {
  const location = useLocation();
  const modals = useModals();
  return (
    <LazyPart name="the showtime panel">
      <ShowtimePanel
        showtime={chosen.showtime}
        cinema={chosen.cinema}
        show={show}
        tags={tags}
        page={page}
        shareUrl={`${page.url.origin}${location.pathname}${modalSearch(chosen.panel)}`}
        calendarUrl={`/api/calendar/${encodeURIComponent(chosen.showtime.refCmd)}.ics?language=${page.language}`}
        onClose={() => modals.getState().close(chosen.panel.id)}
        variant={chosen.panel.id === 'showtime-details' ? 'legacy' : 'panel'}
      />
    </LazyPart>
  );
}

/** The day's showtimes could not be loaded: the page stays readable, says so and offers a retry. */
export function ProgrammeFailed({ className, message }: { readonly className: string; readonly message: string }) {
  const { t } = useTranslation('catalogue');
  const { revalidate, state } = useRevalidator();
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button
        type="button"
        className="catalogue-schedule__next"
        disabled={state === 'loading'}
        onClick={() => void revalidate()}
      >
        {t('schedule.retry')}
      </button>
    </div>
  );
}
