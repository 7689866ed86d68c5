import {
  type CinemaShowtimes,
  groupShowtimes,
  highlightedTags,
  isHighlightedShowtime,
  passesLanguageFilter,
  pickUpsell,
  seatFill,
  type Showtime,
  type ShowShowtimes,
  showtimeDisplay,
  showtimeStatus,
  upsellOrders,
} from '@marquee/domain-models';
import { dateTimeFormat, useTranslation } from '@marquee/i18n';
import { SEAT_FILL_TEXTS } from '../../lib/seat-fill-texts';
import { orderCinemas, useCinemaLocks } from '@marquee/locator-state';
import { type Filters, wantsSoldOutHidden, withSoldOutHidden } from '@marquee/routing';
import { DayPicker, FilterChips, type FilterOption, Icon, ShowtimeButton } from '@marquee/ui-kit';
import { type FilterKey, useSchedules, useSchedulesStore } from '../../state/schedules';
import { memo, type ReactNode, useDeferredValue, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { tagIcon } from '../place-icons';
import './showtime-schedule.css';
import { ShowtimeUpsell } from './showtime-upsell';

/** A tag as the schedule shows it (from /api/tags). */
export interface ScheduleTag {
  readonly slug: string;
  readonly label: string;
  /** experience, format, event or accessibility. */
  readonly category: string;
  readonly order: number;
  /** CAT-14: a showtime carrying it is shown as highlighted (the tag's `highlighted`). */
  readonly highlighted?: boolean;
  /** CAT-15: the tag is offered as the day's upsell (lowest `order` first), with its text and backdrop. */
  readonly upsell?: { readonly order: number; readonly text: string | null; readonly backdrop: string | null } | null;
}

/** One day of a programme: the days that have showtimes, the chosen one, each cinema's showtimes, their tags. */
export type ScheduleDay = Pick<ShowShowtimes, 'date' | 'days' | 'nextDay' | 'currency' | 'tags' | 'cinemas'>;

/** A show of a schedule that spans several (an event's): its showtimes are grouped under its title. */
export interface ScheduleShow {
  readonly slug: string;
  readonly title: string;
  /** Address of the show's page. */
  readonly href: string;
  /** Its poster (a cinema's programme shows each film with it). */
  readonly poster?: string;
  /** A line of facts under the title (duration, rating, genres). */
  readonly facts?: string;
}

/** Showtimes picked rather than opened (a season's selection): each bookable one is a toggle. */
export interface SchedulePick {
  /** Keys (`pickKey`) of the showtimes picked. */
  readonly picked: ReadonlySet<string>;
  /** The key a showtime is picked under (its booking URL for a season). */
  readonly key: (showtime: Showtime) => string;
  readonly onToggle: (showtime: Showtime, cinema: CinemaShowtimes) => void;
}

export interface ShowtimeScheduleProps {
  /** The day loaded (the loader's data); the day strip, filters and layout come from the schedules store. */
  readonly schedule: ScheduleDay;
  /** Now, in the cinemas' local time (`YYYY-MM-DDTHH:mm`), the same on server and browser. */
  readonly now: string;
  /** BCP 47 locale of the page (day names). */
  readonly locale: string;
  /** FLAG-29: one line per version. */
  readonly byVersion: boolean;
  readonly tags: readonly ScheduleTag[];
  /** Address of a cinema's page. */
  readonly cinemaHref: (slug: string) => string;
  /** The shows of a schedule that spans several (an event, a cinema): one section each, in this order. */
  readonly shows?: readonly ScheduleShow[];
  /**
   * False on a programme of one place (a cinema's page): its name is not repeated over each
   * show's showtimes. True by default.
   */
  readonly placeHeadings?: boolean;
  /** The "more" button's words for `count` hidden entries (default: more cinemas; a cinema's page: more films). */
  readonly moreLabel?: (count: number) => string;
  /** A day was chosen (the store has it already; the page goes to its /filters/ address). */
  readonly onDayChange: (day: string) => void;
  /** The filters changed (the store has them already; the page goes to their /filters/ address). */
  readonly onFiltersChange: (filters: Filters) => void;
  /** A bookable showtime was chosen (the page opens its details); ignored when `pick` is given. */
  readonly onShowtime?: (showtime: Showtime, cinema: CinemaShowtimes) => void;
  /** Picks showtimes instead of opening them (a season's selection). */
  readonly pick?: SchedulePick;
  /**
   * CAT-15: offers the day's upsell above the list (a film's page): the bookable showtime the
   * tags' upsell order picks among those shown, opening its details like the list does.
   */
  readonly upsell?: boolean;
  /**
   * A line under the title: when a film that cannot be booked yet can be (its sales opening, its
   * release).
   */
  readonly notice?: string | null;
  /** The accessible showings page of this programme, linked beside the accessibility chips. */
  readonly accessibleHref?: string;
}

/**
 * Runs `work` once the browser has painted what the tap changed (the pressed day or chip, the
 * dimmed day): the page's navigation (the loader's requests, the router's render) then starts in
 * a task of its own instead of delaying that paint.
 */
function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}

/** Days the strip shows at once; the calendar offers them all. */
export const STRIP_DAYS = 7;

/**
 * The days of the strip: STRIP_DAYS from the store's start day (the first day when none), moved
 * so that the selected day is always among them (an address can name any day).
 */
export function stripDays(days: readonly string[], startDay: string | null, selected: string): string[] {
  let start = startDay ? days.findIndex((day) => day >= startDay) : 0;
  if (start < 0) start = 0;
  const at = days.indexOf(selected);
  if (at >= 0 && (at < start || at >= start + STRIP_DAYS)) start = at;
  return days.slice(start, start + STRIP_DAYS);
}

/** Versions, experiences and accessibility of the day, each an option with the count of its showtimes. */
function options(
  cinemas: readonly CinemaShowtimes[],
  tags: readonly ScheduleTag[],
): { versions: FilterOption[]; experiences: FilterOption[]; accessibility: FilterOption[] } {
  const versions = new Map<string, FilterOption>();
  const tagCounts = new Map<string, number>();
  for (const cinema of cinemas) {
    for (const showtime of cinema.showtimes) {
      const version = versions.get(showtime.version.slug);
      versions.set(showtime.version.slug, {
        id: showtime.version.slug,
        label: showtime.version.label,
        count: (version?.count ?? 0) + 1,
      });
      for (const tag of showtime.tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
    }
  }
  const byCategory = (category: string) =>
    tags
      .filter((tag) => tag.category === category && tagCounts.has(tag.slug))
      .sort((a, b) => a.order - b.order)
      .map((tag) => ({ id: tag.slug, label: tag.label, count: tagCounts.get(tag.slug) ?? 0, icon: tagIcon(tag.slug) }));
  return {
    versions: [...versions.values()].sort((a, b) => a.label.localeCompare(b.label)),
    experiences: byCategory('experience'),
    accessibility: byCategory('accessibility'),
  };
}

/** Keeps a list filter's values that the day offers: a stale value from an old address selects nothing. */
function selected(values: readonly string[] | undefined, offered: readonly FilterOption[]): string[] {
  return (values ?? []).filter((value) => offered.some((option) => option.id === value));
}

/**
 * A day of a programme (film, event or cinema page): the day strip, filter chips for versions,
 * experiences and accessibility, then each cinema with its showtimes of the day grouped by
 * experience (and version where the site groups by it), each with its status. Everything comes
 * from the address and the loader's data: the server renders exactly what the browser shows.
 */
export function ShowtimeSchedule({
  schedule,
  now,
  locale,
  byVersion,
  tags,
  cinemaHref,
  shows,
  placeHeadings = true,
  moreLabel,
  onDayChange,
  onFiltersChange,
  onShowtime,
  pick,
  upsell: offerUpsell = false,
  notice = null,
  accessibleHref,
}: ShowtimeScheduleProps) {
  const store = useSchedules();
  const filters = useSchedulesStore((state) => state.filters);
  const selectedDay = useSchedulesStore((state) => state.selectedDay) ?? schedule.date;
  const startDay = useSchedulesStore((state) => state.startDay);
  const visibleCinemas = useSchedulesStore((state) => state.layout.visibleCinemas);
  const loading = useSchedulesStore((state) => state.loading);
  const { t } = useTranslation('catalogue');
  const offered = useMemo(() => options(schedule.cinemas, tags), [schedule, tags]);
  const versions = selected(filters.versions, offered.versions);
  const chosenTags = selected(filters.tags, [...offered.experiences, ...offered.accessibility]);
  // The chips answer at once; the day's showtimes follow in a render React can interrupt (a tap
  // paints its pressed chip or day in the next frame, on a phone too).
  const shownFilters = useDeferredValue(filters);
  const labelOf = useMemo(() => new Map(tags.map((tag) => [tag.slug, tag.label])), [tags]);
  const highlighted = useMemo(() => highlightedTags(tags), [tags]);
  const today = now.slice(0, 10);
  // LOC-08: the cinema the visitor chose leads a list of several cinemas (null on the server and at hydration).
  const { cinemaOrder } = useCinemaLocks();
  // Issue 27 item 4: "hide sold out", kept in the address (`?hidesoldout=true`): the server renders it too.
  const location = useLocation();
  const navigate = useNavigate();
  const hideSoldOut = wantsSoldOutHidden(location.search);
  const toggleSoldOut = (hidden: boolean) =>
    void navigate(`${location.pathname}${withSoldOutHidden(location.search, hidden)}${location.hash}`, {
      replace: true,
      preventScrollReset: true,
    });

  const sections = useMemo(() => {
    const shownVersions = selected(shownFilters.versions, offered.versions);
    const shownTags = selected(shownFilters.tags, [...offered.experiences, ...offered.accessibility]);
    const experienceOrder = new Map(
      tags.filter((tag) => tag.category === 'experience').map((tag) => [tag.slug, tag.order]),
    );
    const cinemas = orderCinemas(schedule.cinemas, (cinema) => cinema.cinemaSlug, cinemaOrder)
      .map((cinema) => {
        // A version filter keeps the chosen versions (C§5); each chosen experience or accessibility
        // need narrows the day further (IMAX and audio description: showtimes with both).
        const showtimes = cinema.showtimes.filter(
          (showtime) =>
            passesLanguageFilter(shownVersions, showtime.version.slug) &&
            shownTags.every((tag) => showtime.tags.includes(tag)) &&
            !(hideSoldOut && showtime.status === 'soldout'),
        );
        return { cinema, showtimes, groups: groupShowtimes(showtimes, { byVersion, experienceOrder }) };
      })
      .filter((entry) => entry.groups.length > 0);
    // An event's schedule spans several shows: their cinemas go under each show's title, in the shows' order.
    return shows
      ? shows
          .map((show) => ({ show, cinemas: cinemas.filter((entry) => entry.cinema.showSlug === show.slug) }))
          .filter((section) => section.cinemas.length > 0)
      : [{ show: null, cinemas }];
  }, [schedule, tags, offered, shownFilters, byVersion, shows, cinemaOrder, hideSoldOut]);
  // CAT-15: the day's upsell among the showtimes shown (the filters apply), in the cinemas' order.
  const upsell = useMemo(() => {
    if (!offerUpsell || pick) return null;
    const orders = upsellOrders(tags.map((tag) => ({ slug: tag.slug, upsellOrder: tag.upsell?.order ?? null })));
    return pickUpsell(
      sections.flatMap((section) =>
        section.cinemas.map((entry) => ({ cinema: entry.cinema, showtimes: entry.showtimes })),
      ),
      orders,
      now,
    );
  }, [offerUpsell, pick, tags, sections, now]);
  const upsellTag = upsell ? tags.find((tag) => tag.slug === upsell.tag) : undefined;
  // The film no longer plays here: the day's showtimes have all passed and no later day has any
  // (the answer's `days` are the days still bookable). Past showtimes alone are not a programme.
  const over = schedule.days.length === 0 && schedule.cinemas.length > 0;
  const shownCount = over ? 0 : sections.reduce((count, section) => count + section.cinemas.length, 0);
  const hidden = Math.max(0, shownCount - visibleCinemas);
  // The layout shows the first cinemas, across the sections in order; the rest wait behind "more cinemas".
  const visibleSections = useMemo(() => {
    let budget = visibleCinemas;
    return sections
      .map((section) => {
        const shown = section.cinemas.slice(0, Math.max(0, budget));
        budget -= shown.length;
        return { show: section.show, shown };
      })
      .filter((section) => section.shown.length > 0);
  }, [sections, visibleCinemas]);

  const nextDay = schedule.nextDay ?? schedule.days.find((day) => day > schedule.date);
  // A chip toggles one value (A§4 "filters toggle by key and value"): the store first, then the address.
  const setList = (key: FilterKey, before: readonly string[], values: readonly string[]) => {
    const changed = [
      ...values.filter((value) => !before.includes(value)),
      ...before.filter((value) => !values.includes(value)),
    ];
    for (const value of changed) store.getState().toggleFilter(key, value);
    const next = store.getState().filters;
    afterNextPaint(() => onFiltersChange(next));
  };
  const strip = stripDays(schedule.days, startDay, selectedDay);
  const chooseDay = (day: string) => {
    // A day outside the strip can only come from the calendar: the strip then starts from it.
    const fromCalendar = !strip.includes(day);
    store.getState().selectDay(day, { fromCalendar });
    afterNextPaint(() => onDayChange(day));
  };

  return (
    // Busy while another day or filter loads: a screen reader hears the region is updating (the
    // day's list below is dimmed meanwhile, by its own aria-busy).
    <section className="catalogue-schedule" aria-labelledby="catalogue-schedule-title" aria-busy={loading}>
      {/* The title's row carries "hide sold out": no row of its own above the showtimes on a phone (decision 0053). */}
      <div className="catalogue-schedule__head">
        <h2 id="catalogue-schedule-title" className="catalogue-schedule__title">
          {t('schedule.title')}
        </h2>
        {!over && schedule.cinemas.length > 0 ? (
          <label className="catalogue-schedule__soldout">
            <input type="checkbox" checked={hideSoldOut} onChange={(event) => toggleSoldOut(event.target.checked)} />{' '}
            {t('schedule.hideSoldOut')}
          </label>
        ) : null}
      </div>
      {notice ? (
        <p className="catalogue-schedule__notice" data-booking-notice="">
          {notice}
        </p>
      ) : null}
      {schedule.days.length > 0 ? (
        <DayPicker
          days={strip}
          availableDays={schedule.days}
          value={selectedDay}
          onChange={chooseDay}
          locale={locale}
          today={today}
          labels={{
            strip: t('schedule.days'),
            today: t('schedule.today'),
            tomorrow: t('schedule.tomorrow'),
            calendar: t('schedule.calendar'),
            previousMonth: t('schedule.previousMonth'),
            nextMonth: t('schedule.nextMonth'),
          }}
        />
      ) : null}
      {!over && (offered.versions.length > 1 || offered.experiences.length > 0 || offered.accessibility.length > 0) ? (
        <div className="catalogue-schedule__filters">
          {offered.versions.length > 1 ? (
            <FilterChips
              label={t('schedule.versions')}
              options={offered.versions}
              value={versions}
              onChange={(values) => setList('languages', versions, values)}
            />
          ) : null}
          {offered.experiences.length > 0 || offered.accessibility.length > 0 ? (
            <FilterChips
              label={t('schedule.experiences')}
              options={[...offered.experiences, ...offered.accessibility]}
              value={chosenTags}
              onChange={(values) => setList('types', chosenTags, values)}
            />
          ) : null}
        </div>
      ) : null}
      {shownCount === 0 ? (
        <div className="catalogue-schedule__empty" role="status">
          <p>
            {t(over ? 'schedule.over' : schedule.cinemas.length === 0 ? 'schedule.emptyDay' : 'schedule.emptyFiltered')}
          </p>
          {nextDay ? (
            <button type="button" className="catalogue-schedule__next" onClick={() => chooseDay(nextDay)}>
              {t('schedule.nextDay', {
                day: dateTimeFormat(locale, {
                  timeZone: 'UTC',
                  weekday: 'long',
                  day: 'numeric',
                  month: 'long',
                }).format(new Date(`${nextDay}T00:00:00Z`)),
              })}
            </button>
          ) : null}
        </div>
      ) : (
        <div className="catalogue-schedule__day" aria-busy={loading}>
          {upsell && upsellTag ? (
            <ShowtimeUpsell
              showtime={upsell.showtime}
              cinemaName={upsell.cinema.cinema.cinemaName}
              experience={upsellTag.label}
              text={upsellTag.upsell?.text ?? null}
              backdrop={upsellTag.upsell?.backdrop ?? null}
              onOpen={() => onShowtime?.(upsell.showtime, upsell.cinema.cinema)}
            />
          ) : null}
          <ScheduleDayBody
            sections={visibleSections}
            labelOf={labelOf}
            highlighted={highlighted}
            now={now}
            pick={pick}
            placeHeadings={placeHeadings}
            cinemaHref={cinemaHref}
            onShowtime={onShowtime}
          />
          {hidden > 0 ? (
            <button
              type="button"
              className="catalogue-schedule__more"
              onClick={() => store.getState().showMoreCinemas()}
            >
              {moreLabel ? moreLabel(hidden) : t('schedule.moreCinemas', { count: hidden })}
            </button>
          ) : null}
        </div>
      )}
      {/* Every accessible showing of the site, after the day's (decision 0055). */}
      {accessibleHref && offered.accessibility.length > 0 ? (
        <a className="catalogue-schedule__accessible" href={accessibleHref}>
          {t('accessible.link')}
        </a>
      ) : null}
    </section>
  );
}

type VisibleSection = {
  readonly show: ScheduleShow | null;
  readonly shown: readonly {
    readonly cinema: CinemaShowtimes;
    readonly showtimes: readonly Showtime[];
    readonly groups: ReturnType<typeof groupShowtimes<Showtime>>;
  }[];
};

interface ScheduleDayBodyProps {
  readonly sections: readonly VisibleSection[];
  readonly labelOf: ReadonlyMap<string, string>;
  /** CAT-14: tags whose showtimes are shown as highlighted. */
  readonly highlighted: ReadonlySet<string>;
  readonly now: string;
  readonly pick: SchedulePick | undefined;
  readonly placeHeadings: boolean;
  readonly cinemaHref: (slug: string) => string;
  readonly onShowtime: ((showtime: Showtime, cinema: CinemaShowtimes) => void) | undefined;
}

/**
 * Every cinema's showtimes of the day: the bulk of the page's elements. It renders again only
 * when what it shows changes (the day's data, the filters once deferred, the layout, a season's
 * picks), not when the strip or a chip answers a tap. The handlers are the page's: they are
 * made anew on each render of the page but do the same thing, so they do not count.
 */
const ScheduleDayBody = memo(
  function ScheduleDayBody({
    sections: visibleSections,
    labelOf,
    highlighted,
    now,
    pick,
    placeHeadings,
    cinemaHref,
    onShowtime,
  }: ScheduleDayBodyProps) {
    const { t } = useTranslation('catalogue');
    return (
      <>
        {visibleSections.map(({ show, shown }) => {
          const list = (
            <ul key="cinemas" className="catalogue-schedule__cinemas">
              {shown.map(({ cinema, groups }) => (
                <li key={`${cinema.showSlug}:${cinema.cinemaSlug}`} className="catalogue-schedule__cinema">
                  {placeHeadings ? (
                    <CinemaHeading level={show ? 4 : 3}>
                      <a href={cinemaHref(cinema.cinemaSlug)}>{cinema.cinemaName}</a>
                    </CinemaHeading>
                  ) : null}
                  {groups.map((group) => {
                    const heading = [
                      ...(group.version ? [group.version.label] : []),
                      ...group.experiences.map((tag) => labelOf.get(tag) ?? tag),
                      ...(group.is3d ? ['3D'] : []),
                    ];
                    return (
                      <div key={group.key} className="catalogue-schedule__group">
                        <p className="catalogue-schedule__group-label">
                          {heading.length > 0 ? heading.join(' · ') : t('schedule.standard')}
                        </p>
                        <ul className="catalogue-schedule__times">
                          {group.showtimes.map((showtime) => {
                            const status = showtimeDisplay(showtimeStatus(showtime, now));
                            const version = group.version ? undefined : showtime.version.label;
                            const experiences = showtime.tags
                              .filter((tag) => labelOf.has(tag) && !group.experiences.includes(tag) && tag !== '3d')
                              .map((tag) => ({ label: labelOf.get(tag) ?? tag }));
                            const end = t('schedule.ends', { time: showtime.endTime.slice(11, 16) });
                            // how full it is; a past showtime says only that it is past
                            const fill =
                              status === 'old'
                                ? undefined
                                : seatFill(showtime.seatsLeft, showtime.auditoriumCapacity, status === 'full');
                            if (pick && status === 'available') {
                              const picked = pick.picked.has(pick.key(showtime));
                              return (
                                <li key={showtime.id}>
                                  <button
                                    type="button"
                                    className="catalogue-schedule__pick"
                                    aria-pressed={picked}
                                    onClick={() => pick.onToggle(showtime, cinema)}
                                  >
                                    <span className="catalogue-schedule__pick-time">{showtime.time.slice(11, 16)}</span>
                                    <span className="catalogue-schedule__pick-tags">
                                      {[version, ...experiences.map((experience) => experience.label)]
                                        .filter(Boolean)
                                        .join(' · ')}
                                    </span>
                                    <span className="catalogue-schedule__pick-end">{end}</span>
                                    <span className="catalogue-schedule__pick-mark" aria-hidden="true">
                                      <Icon name="check" size={16} />
                                    </span>
                                  </button>
                                </li>
                              );
                            }
                            return (
                              <li key={showtime.id}>
                                <ShowtimeButton
                                  time={showtime.time.slice(11, 16)}
                                  status={status}
                                  statusLabel={status === 'full' ? t('schedule.full') : t('schedule.past')}
                                  seats={fill ? { level: fill, label: t(SEAT_FILL_TEXTS[fill]) } : undefined}
                                  version={version}
                                  experiences={experiences}
                                  endLabel={end}
                                  highlight={
                                    isHighlightedShowtime(showtime, highlighted) ? t('upsell.highlight') : undefined
                                  }
                                  onClick={() => onShowtime?.(showtime, cinema)}
                                />
                              </li>
                            );
                          })}
                        </ul>
                      </div>
                    );
                  })}
                </li>
              ))}
            </ul>
          );
          return show ? (
            <section
              key={show.slug}
              className={`catalogue-schedule__show${show.poster ? ' catalogue-schedule__show--poster' : ''}`}
              aria-label={show.title}
            >
              {show.poster ? (
                <img
                  className="catalogue-schedule__poster"
                  src={show.poster}
                  alt=""
                  width={160}
                  height={240}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <div className="catalogue-schedule__show-body">
                <h3 className="catalogue-schedule__show-title">
                  <a href={show.href}>{show.title}</a>
                </h3>
                {show.facts ? <p className="catalogue-schedule__show-facts">{show.facts}</p> : null}
                {list}
              </div>
            </section>
          ) : (
            <div key="cinemas">{list}</div>
          );
        })}
      </>
    );
  },
  (before, after) =>
    before.sections === after.sections &&
    before.labelOf === after.labelOf &&
    before.highlighted === after.highlighted &&
    before.now === after.now &&
    before.placeHeadings === after.placeHeadings &&
    before.pick?.picked === after.pick?.picked,
);

/** A cinema's name as a heading: under the page's h2, or under a show's h3 on an event. */
function CinemaHeading({ level, children }: { readonly level: 3 | 4; readonly children: ReactNode }) {
  return level === 3 ? (
    <h3 className="catalogue-schedule__cinema-name">{children}</h3>
  ) : (
    <h4 className="catalogue-schedule__cinema-name">{children}</h4>
  );
}
