import {
  type CinemaShowtimes,
  showtimeDisplay,
  showtimeStatus,
  TONIGHT_PRESET_ORDER,
  type Tonight,
  type TonightNotice,
  type TonightPreset,
  type TonightShowtime,
} from '@marquee/domain-models';
import { type TextKey, useTranslation } from '@marquee/i18n';
import { definePage, type PageProps } from '@marquee/remote-contract';
import { encodeFilters, type Filters } from '@marquee/routing';
import { ShowtimeButton } from '@marquee/ui-kit';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type Chip, type ChipGroup, FilterChipGroups } from '../../components/filter-chips/filter-chips';
import {
  ProgrammeFailed,
  ProgrammeShowtimePanel,
  useAddressedShowtime,
} from '../../components/showtime-schedule/programme-view';
import { useRouterLinks } from '../../components/use-router-links';
import { tonightHead, tonightTitle } from './tonight-head';
import { loadTonight, type TonightData } from './tonight-loader';
import { type PlaceChoice, TONIGHT_CINEMAS_QUERY, TONIGHT_PLACE_QUERY, TonightPlaceChooser } from './tonight-place';
import './tonight.css';

/** The words of each preset, notice and alternative. */
const PRESET_TEXTS: Readonly<Record<TonightPreset, TextKey<'catalogue'>>> = {
  now: 'tonight.preset.now',
  'after-work': 'tonight.preset.after-work',
  evening: 'tonight.preset.evening',
};
const NOTICE_TEXTS: Readonly<Record<TonightNotice['code'], TextKey<'catalogue'>>> = {
  'window-reversed': 'tonight.notice.window-reversed',
  'unknown-place': 'tonight.notice.unknown-place',
  'radius-widened': 'tonight.notice.radius-widened',
  ignored: 'tonight.notice.ignored',
};
const ALTERNATIVE_TEXTS: Readonly<Record<NonNullable<Tonight['alternative']>['kind'], TextKey<'catalogue'>>> = {
  later: 'tonight.alternative.later',
  'another-day': 'tonight.alternative.another-day',
  'wider-radius': 'tonight.alternative.wider-radius',
};
/** The window's start times offered (every half hour from 10:00), and the ends (to 23:30, then "any"). */
const TIMES = Array.from(
  { length: 28 },
  (_, i) => `${String(10 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

/** The panel's cinema group of a showtime (what the film page's panel shows of its cinema). */
function cinemaGroup(answer: Tonight, item: TonightShowtime): CinemaShowtimes | null {
  const cinema = answer.cinemas.find((c) => c.slug === item.cinema);
  if (!cinema) return null;
  return {
    cinemaSlug: cinema.slug,
    cinemaName: cinema.name,
    cinemaCity: cinema.city,
    cinemaCitySlug: cinema.citySlug,
    cinemaPostalCode: cinema.postalCode,
    cinemaAddress: cinema.address,
    sessionsNearby: null,
    showSlug: item.show,
    date: item.showtime.time.slice(0, 10),
    showtimes: [item.showtime],
  };
}

function TonightPage({ data, page }: PageProps<TonightData>) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const location = useLocation();
  const links = useRouterLinks<HTMLElement>();
  const { answer, filters } = data;
  const base = page.href('Tonight');
  const search = new URLSearchParams(location.search);
  /** The address with other filters or window values (null removes one); the panel's parameters are dropped. */
  const addressWith = (next: Filters, query: Record<string, string | null> = {}) => {
    const params = new URLSearchParams(search);
    params.delete('modal');
    params.delete('showtimeId');
    params.delete('slug');
    for (const [key, value] of Object.entries(query)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const text = params.toString();
    return `${base}${encodeFilters(next)}${text ? `?${text}` : ''}`;
  };
  const go = (href: string) => void navigate(href, { preventScrollReset: true });
  /** A place chosen: every cinema (`?place=all`, over a saved selection), the favourites (`?cinemas=`) or a cinema or city (`localisation`). */
  const choosePlace = (choice: PlaceChoice) => {
    const { localisation: _place, ...rest } = filters;
    if (choice.kind === 'site') go(addressWith(rest, { [TONIGHT_PLACE_QUERY]: 'all', [TONIGHT_CINEMAS_QUERY]: null }));
    else if (choice.kind === 'favourites')
      go(addressWith(rest, { [TONIGHT_PLACE_QUERY]: null, [TONIGHT_CINEMAS_QUERY]: choice.cinemas.join(',') }));
    else
      go(
        addressWith(
          { ...rest, localisation: choice.slug },
          { [TONIGHT_PLACE_QUERY]: null, [TONIGHT_CINEMAS_QUERY]: null },
        ),
      );
  };

  // Every showtime of the answer (and its alternative), as the panel finds them.
  const all = useMemo(() => (answer ? [...answer.showtimes, ...(answer.alternative?.showtimes ?? [])] : []), [answer]);
  const schedule = useMemo(
    () =>
      answer
        ? {
            date: answer.date,
            days: [],
            nextDay: null,
            currency: answer.currency,
            tags: answer.tags,
            cinemas: all.flatMap((item) => cinemaGroup(answer, item) ?? []),
          }
        : null,
    [answer, all],
  );
  const { chosen, open } = useAddressedShowtime(schedule);

  if (!answer) {
    return (
      <article className="catalogue-tonight" ref={links}>
        <h1 className="catalogue-tonight__title">{tonightTitle(data.day, t)}</h1>
        <ProgrammeFailed className="catalogue-tonight__failed" message={t('tonight.failed')} />
      </article>
    );
  }

  const labelOf = new Map([
    ...Object.entries(data.tagLabels),
    ...answer.tags.map((tag) => [tag.slug, tag.title] as const),
  ]);
  const showOf = new Map(answer.shows.map((show) => [show.slug, show]));
  const cinemaOf = new Map(answer.cinemas.map((cinema) => [cinema.slug, cinema]));
  const chips = (kind: 'versions' | 'tags', values: readonly string[], label: (v: string) => string): Chip[] =>
    values.map((value) => {
      const current = filters[kind] ?? [];
      const pressed = current.includes(value);
      const list = pressed ? current.filter((x) => x !== value) : [...current, value];
      return { value, label: label(value), pressed, href: addressWith({ ...filters, [kind]: list }) };
    });
  const groups: ChipGroup[] = [
    {
      id: 'versions',
      label: t('tonight.versions'),
      chips: chips('versions', answer.facets.versions, (v) => v.toUpperCase()),
    },
    {
      id: 'tags',
      label: t('tonight.tags'),
      chips: chips('tags', answer.facets.tags, (tag) => labelOf.get(tag) ?? tag),
    },
  ];
  // a window "from now" (no start in the answer) starts at the page's clock
  const from = answer.window.from ?? data.now.slice(11, 16);
  const windowText = answer.window.to
    ? t('tonight.window', { from, to: answer.window.to })
    : t('tonight.windowOpen', { from });

  const row = (item: TonightShowtime) => {
    const show = showOf.get(item.show);
    const cinema = cinemaOf.get(item.cinema);
    if (!show || !cinema) return null;
    const st = item.showtime;
    const status = showtimeDisplay(showtimeStatus(st, data.now));
    const access = st.accessibilityIcons.map((tag) => labelOf.get(tag) ?? tag);
    const experiences = st.experienceIcons.map((tag) => ({ label: labelOf.get(tag) ?? tag }));
    return (
      <li key={st.id} className="catalogue-tonight__row">
        <ShowtimeButton
          time={st.time.slice(11, 16)}
          status={status}
          statusLabel={status === 'full' ? t('schedule.full') : t('schedule.past')}
          version={st.version.label}
          experiences={experiences}
          endLabel={t('schedule.ends', { time: st.endTime.slice(11, 16) })}
          onClick={() => open(item.show, st)}
        />
        <div className="catalogue-tonight__what">
          <a className="catalogue-tonight__film" href={page.href('Movie', { slug: show.slug })}>
            {show.title}
          </a>
          <span className="catalogue-tonight__where">
            <a href={page.href('Cinema', { slug: cinema.slug })}>{cinema.name}</a>
            {cinema.distanceKm !== null ? ` · ${t('tonight.distance', { km: cinema.distanceKm })}` : null}
          </span>
          {access.length > 0 ? <span className="catalogue-tonight__access">{access.join(' · ')}</span> : null}
        </div>
      </li>
    );
  };

  const alternative = answer.alternative;
  const chosenShow = chosen ? showOf.get(chosen.cinema.showSlug) : undefined;
  return (
    <article className="catalogue-tonight" ref={links}>
      <header className="catalogue-tonight__head">
        <h1 className="catalogue-tonight__title">{tonightTitle(data.day, t)}</h1>
        <p className="catalogue-tonight__lead">
          {data.place.kind === 'favourites'
            ? t('tonight.leadFavourites', { names: data.favouriteNames.join(', ') })
            : data.placeName
              ? t('tonight.leadPlace', { place: data.placeName })
              : t('tonight.lead')}
        </p>
      </header>
      <nav className="catalogue-tonight__presets" aria-label={t('tonight.presets')}>
        {TONIGHT_PRESET_ORDER.map((preset) => (
          <a
            key={preset}
            className="catalogue-tonight__preset"
            aria-current={answer.window.preset === preset ? 'true' : undefined}
            href={addressWith({ ...filters, date: undefined }, { preset, from: null, to: null })}
          >
            {t(PRESET_TEXTS[preset])}
          </a>
        ))}
      </nav>
      <form
        className="catalogue-tonight__window"
        method="get"
        action={`${base}${encodeFilters(filters)}`}
        aria-label={t('tonight.windowLabel')}
      >
        <TonightPlaceChooser page={page} place={data.place} saved={data.saved} onChoose={choosePlace} />
        {data.place.kind === 'favourites' ? (
          <input type="hidden" name={TONIGHT_CINEMAS_QUERY} value={data.place.cinemas.join(',')} />
        ) : null}
        <label>
          <span>{t('tonight.from')}</span>
          <select
            name="from"
            value={from}
            onChange={(event) => go(addressWith(filters, { from: event.currentTarget.value, preset: null }))}
          >
            {[...new Set([from, ...TIMES])].sort().map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('tonight.to')}</span>
          <select
            name="to"
            value={answer.window.to ?? ''}
            onChange={(event) =>
              go(
                addressWith(filters, { to: event.currentTarget.value || null, from: answer.window.from, preset: null }),
              )
            }
          >
            <option value="">{t('tonight.anyEnd')}</option>
            {TIMES.filter((time) => time > from).map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit">{t('tonight.apply')}</button>
        </noscript>
      </form>
      <FilterChipGroups groups={groups} label={t('tonight.filters')} onToggle={go} />
      {answer.notices.map((notice) => (
        <p key={notice.code} className="catalogue-tonight__notice" role="status">
          {t(NOTICE_TEXTS[notice.code], { radius: answer.place.radiusKm ?? '' })}
        </p>
      ))}
      <h2 className="catalogue-tonight__count" aria-live="polite">
        {t('tonight.count', { count: answer.total, window: windowText, date: page.format.date(answer.date) })}
      </h2>
      {answer.showtimes.length > 0 ? (
        <ol className="catalogue-tonight__list">{answer.showtimes.map(row)}</ol>
      ) : (
        <div className="catalogue-tonight__empty">
          <p>{t('tonight.empty')}</p>
          {alternative && alternative.showtimes.length > 0 ? (
            <>
              <h3 className="catalogue-tonight__alt-title">
                {t(ALTERNATIVE_TEXTS[alternative.kind], {
                  date: page.format.date(alternative.date),
                  radius: alternative.radiusKm ?? '',
                })}
              </h3>
              <ol className="catalogue-tonight__list">{alternative.showtimes.map(row)}</ol>
            </>
          ) : null}
        </div>
      )}
      {chosen && chosenShow ? (
        <ProgrammeShowtimePanel chosen={chosen} show={chosenShow} tags={answer.tags} page={page} />
      ) : null}
    </article>
  );
}

/** The "tonight" page. */
export const tonightPage = definePage<TonightData>({
  loader: loadTonight,
  Component: TonightPage,
  head: tonightHead,
});
