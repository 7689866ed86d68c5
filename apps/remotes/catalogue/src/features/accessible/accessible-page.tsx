import type { AccessibleShowtime } from '@marquee/domain-models';
import { type TextKey, useTranslation } from '@marquee/i18n';
import { definePage, type PageProps, StaticRegion } from '@marquee/remote-contract';
import { splitFilters } from '@marquee/routing';
import { Icon, ShowtimeButton } from '@marquee/ui-kit';
import { type RefCallback, useCallback, useRef } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { type ChipGroup, FilterChipGroups } from '../../components/filter-chips/filter-chips';
import { tagIcon } from '../../components/place-icons';
import { ProgrammeShowtimePanel, useAddressedShowtime } from '../../components/showtime-schedule/programme-view';
import { useRouterLinks } from '../../components/use-router-links';
import {
  type AccessibleData,
  type AccessibleFilters,
  accessibleHref,
  cinemaOf,
  loadAccessible,
  PAGE_SIZE,
} from './accessible-loader';
import { accessibleHead } from './accessible-head';
import './accessible.css';

/** How many films and cinemas the summaries name before "and N more". */
const SUMMARY_SIZE = 8;

/** The nearest useful address when a selection has no showing: a near day, then fewer filters. */
function nearestAlternative(
  data: AccessibleData,
): { href: string; label: TextKey<'catalogue'>; vars: { day?: string } } | null {
  const { filters, answer, base, dayLabels } = data;
  const first = { ...filters, page: 1 };
  if (filters.date && answer.days.length > 0) {
    const day = answer.days.find((d) => d > (filters.date ?? '')) ?? answer.days[answer.days.length - 1] ?? '';
    return {
      href: accessibleHref(base, { ...first, date: day }),
      label: 'accessible.empty.day',
      vars: { day: dayLabels[day] ?? day },
    };
  }
  if (filters.features.length > 0)
    return { href: accessibleHref(base, { ...first, features: [] }), label: 'accessible.empty.features', vars: {} };
  if (filters.film)
    return { href: accessibleHref(base, { ...first, film: null }), label: 'accessible.empty.film', vars: {} };
  if (filters.place)
    return { href: accessibleHref(base, { ...first, place: null }), label: 'accessible.empty.place', vars: {} };
  return null;
}

/**
 * One click listener for every showtime of the list (the list is markup the page does not
 * hydrate): a press on a showtime's button opens the panel of its item (`data-showtime`). A
 * disabled (full) showtime fires no click.
 */
function useShowtimePresses<T extends HTMLElement>(open: (showtimeId: string) => void): RefCallback<T> {
  const latest = useRef(open);
  latest.current = open;
  return useCallback((element: T | null) => {
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button.mq-showtime') : null;
      const id = button?.closest('[data-showtime]')?.getAttribute('data-showtime');
      if (!button || !id || !element.contains(button)) return;
      latest.current(id);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, []);
}

function AccessiblePage({ data, page }: PageProps<AccessibleData>) {
  const { t } = useTranslation('catalogue');
  const links = useRouterLinks<HTMLDivElement>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { answer, filters, base, dayLabels, dayChips } = data;
  const busy = navigation.location !== undefined && splitFilters(navigation.location.pathname).base === base;
  const href = (change: Partial<AccessibleFilters>) => accessibleHref(base, { ...filters, page: 1, ...change });
  const toggled = (list: readonly string[], value: string) =>
    list.includes(value) ? list.filter((x) => x !== value) : [...list, value];
  const featureTitle = new Map(answer.tags.map((tag) => [tag.slug, tag.title]));
  const groups: ChipGroup[] = [
    {
      id: 'features',
      label: t('accessible.filters.features'),
      chips: answer.features.map((feature) => ({
        value: feature.slug,
        label: t('accessible.withCount', { label: feature.title, count: feature.count }),
        pressed: filters.features.includes(feature.slug),
        href: href({ features: toggled(filters.features, feature.slug) }),
      })),
    },
    {
      id: 'days',
      label: t('accessible.filters.days'),
      chips: answer.days.map((day) => ({
        value: day,
        label: dayChips[day] ?? day,
        pressed: filters.date === day,
        href: href({ date: filters.date === day ? null : day }),
      })),
    },
  ];
  const film = filters.film ? answer.films.find((x) => x.slug === filters.film) : undefined;
  const place = filters.place
    ? (answer.cinemas.find((x) => x.slug === filters.place)?.title ??
      answer.cinemas.find((x) => x.citySlug === filters.place)?.city ??
      filters.place)
    : null;
  // The showtime panel: the page's showtimes as one schedule, each its cinema's group.
  const schedule = {
    date: filters.date ?? answer.days[0] ?? '',
    days: answer.days,
    nextDay: null,
    currency: answer.currency,
    tags: answer.tags,
    cinemas: answer.items.map(cinemaOf),
  };
  const panel = useAddressedShowtime(schedule);
  const chosenItem = panel.chosen ? answer.items.find((x) => x.showtime.id === panel.chosen?.showtime.id) : undefined;
  const byDay = new Map<string, AccessibleShowtime[]>();
  for (const item of answer.items) {
    const day = item.showtime.time.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  const pages = Math.max(1, Math.ceil(answer.total / PAGE_SIZE));
  const alternative = answer.total === 0 ? nearestAlternative(data) : null;
  const go = (to: string) => navigate(to, { preventScrollReset: true });
  const presses = useShowtimePresses<HTMLDivElement>((id) => {
    const item = answer.items.find((x) => x.showtime.id === id);
    if (item) panel.open(item.showSlug, item.showtime);
  });
  // The list and the summaries are links and buttons whose presses are delegated: the server's
  // markup is kept as it is at hydration (decision 0013), rendered again for each new answer.
  const shown = `${href({ page: filters.page })}#${answer.total}:${answer.items.map((x) => x.showtime.id).join(',')}`;
  return (
    <div className="catalogue-a11y" ref={links}>
      <nav className="catalogue-a11y__crumbs" aria-label={t('accessible.breadcrumb')}>
        <ol>
          <li>
            <a href={page.href('Home')}>{t('accessible.home')}</a>
          </li>
          <li aria-current="page">{t('accessible.title')}</li>
        </ol>
      </nav>
      <header className="catalogue-a11y__header">
        <h1 className="catalogue-a11y__title">{t('accessible.title')}</h1>
        <p className="catalogue-a11y__intro">{t('accessible.intro')}</p>
      </header>
      <FilterChipGroups groups={groups} label={t('accessible.filters.label')} onToggle={go} />
      {film || place ? (
        <ul className="catalogue-a11y__chosen" aria-label={t('accessible.filters.chosen')}>
          {film ? (
            <li>
              <a href={href({ film: null })} data-scroll="keep">
                {t('accessible.filters.removeFilm', { title: film.title })}
              </a>
            </li>
          ) : null}
          {place ? (
            <li>
              <a href={href({ place: null })} data-scroll="keep">
                {t('accessible.filters.removePlace', { name: place })}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="catalogue-a11y__layout">
        <div className="catalogue-a11y__results" aria-busy={busy} ref={presses}>
          <h2 className="catalogue-sr-only">{t('accessible.results')}</h2>
          <p className="catalogue-a11y__count" role="status">
            {t('accessible.count', { count: answer.total })}
          </p>
          {answer.total === 0 ? (
            <div className="catalogue-a11y__empty">
              <p>{t('accessible.empty.text')}</p>
              {alternative ? (
                <a className="catalogue-a11y__next" href={alternative.href}>
                  {t(alternative.label, alternative.vars)}
                </a>
              ) : (
                <a className="catalogue-a11y__next" href={page.href('Shows')}>
                  {t('accessible.empty.films')}
                </a>
              )}
            </div>
          ) : answer.items.length === 0 ? (
            <div className="catalogue-a11y__empty">
              <p>{t('accessible.empty.page')}</p>
              <a className="catalogue-a11y__next" href={href({})}>
                {t('accessible.firstPage')}
              </a>
            </div>
          ) : (
            // `display: contents`: the days stay items of the results' grid (its gap between days).
            <StaticRegion key={shown} style={{ display: 'contents' }}>
              {[...byDay].map(([day, items]) => (
                <section key={day} className="catalogue-a11y__day" aria-labelledby={`a11y-day-${day}`}>
                  <h3 id={`a11y-day-${day}`} className="catalogue-a11y__day-title">
                    {dayLabels[day] ?? day}
                  </h3>
                  <ul className="catalogue-a11y__list">
                    {items.map((item) => (
                      <li key={item.showtime.id} className="catalogue-a11y__item" data-showtime={item.showtime.id}>
                        <div className="catalogue-a11y__what">
                          <a className="catalogue-a11y__film" href={page.href('Movie', { slug: item.showSlug })}>
                            {item.showTitle}
                          </a>
                          <span className="catalogue-a11y__where">
                            <a href={page.href('Cinema', { slug: item.cinemaSlug })}>{item.cinemaName}</a>
                            {` · ${item.cinemaCity}`}
                          </span>
                          <ul className="catalogue-a11y__features">
                            {item.showtime.accessibilityIcons.map((tag) => (
                              <li key={tag}>
                                <Icon name={tagIcon(tag)} size={16} />
                                {featureTitle.get(tag) ?? tag}
                              </li>
                            ))}
                          </ul>
                        </div>
                        <ShowtimeButton
                          time={item.showtime.time.slice(11, 16)}
                          status={item.showtime.status === 'available' ? 'available' : 'full'}
                          statusLabel={t('schedule.full')}
                          version={item.showtime.version.label}
                          endLabel={t('schedule.ends', { time: item.showtime.endTime.slice(11, 16) })}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </StaticRegion>
          )}
          {pages > 1 && answer.items.length > 0 ? (
            <nav className="catalogue-a11y__pager" aria-label={t('accessible.pages')}>
              {filters.page > 1 ? (
                <a href={href({ page: filters.page - 1 })} rel="prev">
                  {t('accessible.previous')}
                </a>
              ) : null}
              <span>{t('accessible.pageOf', { page: filters.page, pages })}</span>
              {filters.page < pages ? (
                <a href={href({ page: filters.page + 1 })} rel="next">
                  {t('accessible.next')}
                </a>
              ) : null}
            </nav>
          ) : null}
        </div>
        <StaticRegion
          as="aside"
          key={shown}
          className="catalogue-a11y__summaries"
          aria-label={t('accessible.summaries')}
        >
          <section aria-labelledby="a11y-films">
            <h2 id="a11y-films" className="catalogue-a11y__summary-title">
              {t('accessible.byFilm')}
            </h2>
            <ul className="catalogue-a11y__summary">
              {answer.films.slice(0, SUMMARY_SIZE).map((x) => (
                <li key={x.slug}>
                  <a
                    href={href({ film: x.slug })}
                    data-scroll="keep"
                    aria-current={filters.film === x.slug ? 'true' : undefined}
                  >
                    {x.title}
                  </a>
                  <span className="catalogue-a11y__n">{t('accessible.count', { count: x.count })}</span>
                </li>
              ))}
            </ul>
            {answer.films.length > SUMMARY_SIZE ? (
              <p className="catalogue-a11y__more">
                {t('accessible.more', { count: answer.films.length - SUMMARY_SIZE })}
              </p>
            ) : null}
          </section>
          <section aria-labelledby="a11y-cinemas">
            <h2 id="a11y-cinemas" className="catalogue-a11y__summary-title">
              {t('accessible.byCinema')}
            </h2>
            <ul className="catalogue-a11y__summary">
              {answer.cinemas.slice(0, SUMMARY_SIZE).map((x) => (
                <li key={x.slug}>
                  <a
                    href={href({ place: x.slug })}
                    data-scroll="keep"
                    aria-current={filters.place === x.slug ? 'true' : undefined}
                  >
                    {x.title}
                  </a>
                  <span className="catalogue-a11y__n">{t('accessible.count', { count: x.count })}</span>
                </li>
              ))}
            </ul>
            {answer.cinemas.length > SUMMARY_SIZE ? (
              <p className="catalogue-a11y__more">
                {t('accessible.more', { count: answer.cinemas.length - SUMMARY_SIZE })}
              </p>
            ) : null}
          </section>
        </StaticRegion>
      </div>
      {panel.chosen && chosenItem ? (
        <ProgrammeShowtimePanel
          chosen={panel.chosen}
          show={{
            title: chosenItem.showTitle,
            duration: chosenItem.showDuration,
            contentRating: chosenItem.showRating,
          }}
          tags={answer.tags}
          page={page}
        />
      ) : null}
    </div>
  );
}

/** The accessible showings page: its loader, view and head. */
export const accessiblePage = definePage<AccessibleData>({
  loader: loadAccessible,
  Component: AccessiblePage,
  head: accessibleHead,
});
