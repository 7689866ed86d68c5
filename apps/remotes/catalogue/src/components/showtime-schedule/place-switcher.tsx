import { useTranslation } from '@marquee/i18n';
import { barCinemas, type LocatorSelection, useCinemaLocks } from '@marquee/locator-state';
import { useModals } from '@marquee/modals';
import { useId } from 'react';
import type { ProgrammePlace } from './programme';

export interface PlaceSwitcherProps {
  readonly selection: LocatorSelection | null;
  readonly cinemas: readonly ProgrammePlace[];
  readonly cities: readonly ProgrammePlace[];
  /** The selected region (the site's default, LOC-20), offered while it is the selection. */
  readonly region?: ProgrammePlace | null | undefined;
  /** A place was chosen: a cinema or a city slug, or null for every cinema. */
  readonly onChange: (place: { readonly type: 'cinema' | 'city'; readonly value: string } | null) => void;
}

/** Where the programme is shown: every cinema, a city or one cinema (a programme page's place). */
export function PlaceSwitcher({ selection, cinemas, cities, region, onChange }: PlaceSwitcherProps) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const modals = useModals();
  const around = selection?.type === 'position';
  // LOC-14: a locked cinemas bar offers its own cinemas (those found around the visitor) until released.
  const { barLock } = useCinemaLocks();
  const offered = barCinemas(cinemas, (cinema) => cinema.slug, barLock);
  const inRegion = selection?.type === 'region' && region?.slug === selection.value ? region : null;
  const current =
    selection?.type === 'cinema' || selection?.type === 'city'
      ? selection.value
      : around
        ? 'position'
        : inRegion
          ? `region-${inRegion.slug}`
          : '';
  return (
    <div className="catalogue-place">
      <label htmlFor={id}>{t('schedule.where')}</label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const slug = event.target.value;
          if (slug === 'position' || slug.startsWith('region-')) return;
          if (slug === '') onChange(null);
          else onChange({ type: cinemas.some((cinema) => cinema.slug === slug) ? 'cinema' : 'city', value: slug });
        }}
      >
        <option value="">{t('schedule.everywhere')}</option>
        {around ? <option value="position">{t('locator.aroundMe')}</option> : null}
        {inRegion ? <option value={`region-${inRegion.slug}`}>{inRegion.name}</option> : null}
        <optgroup label={t('schedule.cities')}>
          {cities.map((city) => (
            <option key={city.slug} value={city.slug}>
              {city.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={barLock ? t('locator.nearby') : t('schedule.cinemas')}>
          {offered.map((cinema) => (
            <option key={cinema.slug} value={cinema.slug}>
              {cinema.city ? `${cinema.name} (${cinema.city})` : cinema.name}
            </option>
          ))}
        </optgroup>
      </select>
      {/* The locator (its remote's modal): search by name or postal code, around me, favourites. */}
      <button type="button" className="catalogue-place__locate" onClick={() => modals.getState().open('locator')}>
        {t('locator.open')}
      </button>
    </div>
  );
}
