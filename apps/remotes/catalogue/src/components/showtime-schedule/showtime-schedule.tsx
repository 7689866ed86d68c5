import {
  type CinemaShowtimes,
  groupShowtimes,
  passesLanguageFilter,
  type Showtime,
  type ShowShowtimes,
  showtimeDisplay,
  showtimeStatus,
} from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import type { Filters } from '@marquee/routing';
import { DayPicker, FilterChips, type FilterOption, ShowtimeButton } from '@marquee/ui-kit';
import './showtime-schedule.css';

/** A tag as the schedule shows it (from /api/tags). */
export interface ScheduleTag {
  readonly slug: string;
  readonly label: string;
  /** experience, format, event or accessibility. */
  readonly category: string;
  readonly order: number;
}

/** One day of a programme: the days that have showtimes, the chosen one, each cinema's showtimes, their tags. */
export type ScheduleDay = Pick<ShowShowtimes, 'date' | 'days' | 'nextDay' | 'currency' | 'tags' | 'cinemas'>;

export interface ShowtimeScheduleProps {
  readonly schedule: ScheduleDay;
  /** The filters of the address (versions, tags). */
  readonly filters: Filters;
  /** Now, in the cinemas' local time (`YYYY-MM-DDTHH:mm`), the same on server and browser. */
  readonly now: string;
  /** BCP 47 locale of the page (day names). */
  readonly locale: string;
  /** FLAG-29: one line per version. */
  readonly byVersion: boolean;
  readonly tags: readonly ScheduleTag[];
  /** Address of a cinema's page. */
  readonly cinemaHref: (slug: string) => string;
  /** A day was chosen (the page goes to its /filters/ address). */
  readonly onDayChange: (day: string) => void;
  /** The filters changed (the page goes to their /filters/ address). */
  readonly onFiltersChange: (filters: Filters) => void;
  /** A bookable showtime was chosen (the page opens its details). */
  readonly onShowtime: (showtime: Showtime, cinema: CinemaShowtimes) => void;
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
      .map((tag) => ({ id: tag.slug, label: tag.label, count: tagCounts.get(tag.slug) ?? 0 }));
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
  filters,
  now,
  locale,
  byVersion,
  tags,
  cinemaHref,
  onDayChange,
  onFiltersChange,
  onShowtime,
}: ShowtimeScheduleProps) {
  const { t } = useTranslation('catalogue');
  const offered = options(schedule.cinemas, tags);
  const versions = selected(filters.versions, offered.versions);
  const chosenTags = selected(filters.tags, [...offered.experiences, ...offered.accessibility]);
  const experienceOrder = new Map(
    tags.filter((tag) => tag.category === 'experience').map((tag) => [tag.slug, tag.order]),
  );
  const labelOf = new Map(tags.map((tag) => [tag.slug, tag.label]));
  const today = now.slice(0, 10);

  const cinemas = schedule.cinemas
    .map((cinema) => ({
      cinema,
      groups: groupShowtimes(
        // A version filter keeps the chosen versions (C§5); each chosen experience or accessibility
        // need narrows the day further (IMAX and audio description: showtimes with both).
        cinema.showtimes.filter(
          (showtime) =>
            passesLanguageFilter(versions, showtime.version.slug) &&
            chosenTags.every((tag) => showtime.tags.includes(tag)),
        ),
        { byVersion, experienceOrder },
      ),
    }))
    .filter((entry) => entry.groups.length > 0);

  const nextDay = schedule.nextDay ?? schedule.days.find((day) => day > schedule.date);
  const setList = (kind: 'versions' | 'tags', values: string[]) => {
    const { [kind]: _old, ...rest } = filters;
    onFiltersChange(values.length > 0 ? { ...rest, [kind]: values } : rest);
  };

  return (
    <section className="catalogue-schedule" aria-labelledby="catalogue-schedule-title">
      <h2 id="catalogue-schedule-title" className="catalogue-schedule__title">
        {t('schedule.title')}
      </h2>
      {schedule.days.length > 0 ? (
        <DayPicker
          days={schedule.days}
          value={schedule.date}
          onChange={onDayChange}
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
      {offered.versions.length > 1 || offered.experiences.length > 0 || offered.accessibility.length > 0 ? (
        <div className="catalogue-schedule__filters">
          {offered.versions.length > 1 ? (
            <FilterChips
              label={t('schedule.versions')}
              options={offered.versions}
              value={versions}
              onChange={(values) => setList('versions', values)}
            />
          ) : null}
          {offered.experiences.length > 0 || offered.accessibility.length > 0 ? (
            <FilterChips
              label={t('schedule.experiences')}
              options={[...offered.experiences, ...offered.accessibility]}
              value={chosenTags}
              onChange={(values) => setList('tags', values)}
            />
          ) : null}
        </div>
      ) : null}
      {cinemas.length === 0 ? (
        <div className="catalogue-schedule__empty" role="status">
          <p>{t(schedule.cinemas.length === 0 ? 'schedule.emptyDay' : 'schedule.emptyFiltered')}</p>
          {nextDay ? (
            <button type="button" className="catalogue-schedule__next" onClick={() => onDayChange(nextDay)}>
              {t('schedule.nextDay', {
                day: new Intl.DateTimeFormat(locale, {
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
        <ul className="catalogue-schedule__cinemas">
          {cinemas.map(({ cinema, groups }) => (
            <li key={cinema.cinemaSlug} className="catalogue-schedule__cinema">
              <h3 className="catalogue-schedule__cinema-name">
                <a href={cinemaHref(cinema.cinemaSlug)}>{cinema.cinemaName}</a>
              </h3>
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
                        return (
                          <li key={showtime.id}>
                            <ShowtimeButton
                              time={showtime.time.slice(11, 16)}
                              status={status}
                              statusLabel={status === 'full' ? t('schedule.full') : t('schedule.past')}
                              version={group.version ? undefined : showtime.version.label}
                              experiences={showtime.tags
                                .filter((tag) => labelOf.has(tag) && !group.experiences.includes(tag) && tag !== '3d')
                                .map((tag) => ({ label: labelOf.get(tag) ?? tag }))}
                              endLabel={t('schedule.ends', { time: showtime.endTime.slice(11, 16) })}
                              onClick={() => onShowtime(showtime, cinema)}
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
      )}
    </section>
  );
}
