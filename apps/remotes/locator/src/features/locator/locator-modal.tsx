import { useAlertQueue } from '@marquee/alerts';
import { getCinemas, getCities, getSettings } from '@marquee/api-client';
import type { WithDistance } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import {
  type LocatorHistoryEntry,
  type ChosenSelection,
  locateVisitor,
  locatorHistoryKey,
  type NearestLimits,
  nearestCinemas,
  parseLocatorHistory,
  positionValue,
  useLocator,
  useLocatorStoreApi,
} from '@marquee/locator-state';
import type { PageInfo, RemoteModalProps } from '@marquee/remote-contract';
import { useSession } from '@marquee/session';
import { Icon, Modal } from '@marquee/ui-kit';
import './locator.css';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  destinationAfterChoice,
  isProgrammePage,
  LOCATOR_QUERY_MAX,
  type LocatorCinema,
  type LocatorCity,
  type LocatorMatch,
  searchPlaces,
  selectionLabel,
} from './locator-model';

interface Places {
  readonly cinemas: readonly LocatorCinema[];
  readonly cities: readonly LocatorCity[];
  readonly limits: NearestLimits | null;
}

type Loading = { readonly state: 'loading' } | { readonly state: 'failed' } | ({ readonly state: 'ready' } & Places);

/** The warning alert of a geolocation failure (ERR-15), replaced rather than stacked. */
export const GEOLOCATION_ALERT_ID = 'locator-geolocation';

/** The cinemas and cities of the site, and the locator's limits from settings (loaded when the modal opens). */
function usePlaces(api: PageInfo['api']): Loading {
  const [places, setPlaces] = useState<Loading>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([
      getCinemas(api, controller.signal),
      getCities(api, controller.signal),
      getSettings(api, controller.signal).catch(() => null),
    ]).then(
      ([cinemaList, cityList, settings]) =>
        setPlaces({
          state: 'ready',
          cinemas: cinemaList.cinemas.map((cinema) => ({
            slug: cinema.slug,
            name: cinema.name,
            city: cinema.city,
            citySlug: cinema.citySlug,
            postalCode: cinema.address.postalCode || cinema.addressZip,
            gpsPosition: cinema.gpsPosition,
          })),
          cities: cityList.cities.map((city) => ({
            slug: city.slug,
            name: city.name,
            postalCode: city.postalCode,
            cinemaCount: city.cinemaCount,
          })),
          limits: settings?.locator ?? null,
        }),
      () => {
        if (!controller.signal.aborted) setPlaces({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api]);
  return places;
}

/**
 * The history the browser kept for this site, and the saved selection when no page restored one
 * (read after mount: never while rendering; a cookie jar that cannot be read marks it loaded, LOC-07).
 */
function useSavedLocator(site: PageInfo['site']): void {
  const store = useLocatorStoreApi();
  useEffect(() => {
    const key = locatorHistoryKey(site);
    const state = store.getState();
    if (!state.loaded) state.loadSaved(() => document.cookie);
    try {
      state.loadHistory(parseLocatorHistory(window.localStorage.getItem(key)), key);
    } catch {
      // Storage refused: the history lives for the page only.
      state.loadHistory(state.history);
    }
  }, [store, site]);
}

/** One place to choose in a list: its name and a line about it. */
function Choice({ onChoose, children }: { readonly onChoose: () => void; readonly children: ReactNode }) {
  return (
    <button type="button" className="locator-modal__choice" onClick={onChoose}>
      {children}
    </button>
  );
}

/** The cinemas found around the visitor (LOC-11, LOC-14), and the button that takes them all. */
function NearbySection({
  near,
  maxKm,
  headingId,
  onChoose,
  onUseNearest,
}: {
  readonly near: { readonly origin: string; readonly cinemas: readonly WithDistance<LocatorCinema>[] };
  readonly maxKm: number;
  readonly headingId: string;
  readonly onChoose: (cinema: LocatorCinema) => void;
  readonly onUseNearest: () => void;
}) {
  const { t } = useTranslation('locator');
  return (
    <section aria-labelledby={headingId} className="locator-modal__section">
      <h3 id={headingId}>{t('cinemas.nearYou')}</h3>
      {near.cinemas.length === 0 ? (
        <p>{t('modal.noneNearby', { km: maxKm })}</p>
      ) : (
        <>
          <ol className="locator-modal__list">
            {near.cinemas.map(({ item, distanceKm }) => (
              <li key={item.slug}>
                <Choice onChoose={() => onChoose(item)}>
                  <span className="locator-modal__name">{item.name}</span>
                  <span className="locator-modal__meta">
                    {t('cinemas.distance', {
                      km: distanceKm < 10 ? distanceKm.toFixed(1) : Math.round(distanceKm),
                    })}
                  </span>
                </Choice>
              </li>
            ))}
          </ol>
          <button type="button" className="locator-modal__primary" onClick={onUseNearest}>
            {t('modal.useNearest', { count: near.cinemas.length })}
          </button>
        </>
      )}
    </section>
  );
}

/** The cities and cinemas matching what the visitor typed (LOC-05, LOC-06). */
function MatchesSection({
  id,
  matches,
  ready,
  cinemaLine,
  onChoose,
}: {
  readonly id: string;
  readonly matches: readonly LocatorMatch[];
  readonly ready: boolean;
  readonly cinemaLine: (cinema: LocatorCinema) => string;
  readonly onChoose: (selection: ChosenSelection, label: string) => void;
}) {
  const { t } = useTranslation('locator');
  return (
    <section id={id} aria-live="polite" className="locator-modal__section">
      {matches.length === 0 ? (
        ready ? (
          <p>{t('modal.none')}</p>
        ) : null
      ) : (
        <ul className="locator-modal__list" aria-label={t('modal.results', { count: matches.length })}>
          {matches.map((match) =>
            match.kind === 'city' ? (
              <li key={`city:${match.city.slug}`}>
                <Choice onChoose={() => onChoose({ type: 'city', value: match.city.slug }, match.city.name)}>
                  <span className="locator-modal__name">{match.city.name}</span>
                  <span className="locator-modal__meta">
                    {t('modal.cityCinemas', { count: match.city.cinemaCount })}
                  </span>
                </Choice>
              </li>
            ) : (
              <li key={`cinema:${match.cinema.slug}`}>
                <Choice onChoose={() => onChoose({ type: 'cinema', value: match.cinema.slug }, match.cinema.name)}>
                  <span className="locator-modal__name">{match.cinema.name}</span>
                  <span className="locator-modal__meta">{cinemaLine(match.cinema)}</span>
                </Choice>
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}

/** The visitor's last choices (LOC-08), the favourites one only where favourites are offered. */
function HistorySection({
  headingId,
  history,
  favouritesOffered,
  onChoose,
}: {
  readonly headingId: string;
  readonly history: readonly LocatorHistoryEntry[];
  readonly favouritesOffered: boolean;
  readonly onChoose: (selection: ChosenSelection, label: string) => void;
}) {
  const { t } = useTranslation('locator');
  return (
    <section aria-labelledby={headingId} className="locator-modal__section">
      <h3 id={headingId}>{t('modal.history')}</h3>
      <ul className="locator-modal__list">
        {history
          .filter((entry: LocatorHistoryEntry) => entry.selection.type !== 'favorite' || favouritesOffered)
          .map((entry: LocatorHistoryEntry) => (
            <li key={`${entry.selection.type}:${entry.selection.value}`}>
              <Choice onChoose={() => onChoose(entry.selection, entry.label)}>
                <Icon name="history" size={18} />
                <span className="locator-modal__name">{entry.label}</span>
              </Choice>
            </li>
          ))}
      </ul>
    </section>
  );
}

/**
 * The locator (LOC-01..21): where the visitor wants to see films. Search a cinema or a city by name
 * (accent-insensitive) or postal code; around me (browser geolocation: the nearest cinemas within
 * the settings' limits); my favourite cinemas (signed in only); the last 3 choices. A site with a
 * single cinema chooses it at once (LOC-10). The choice is saved (`cgp_locator`) and the page
 * follows it: a programme page shows the place's showtimes, elsewhere the place's page opens.
 */
export function LocatorModal({ close, page }: RemoteModalProps) {
  const { t } = useTranslation('locator');
  const navigate = useNavigate();
  const location = useLocation();
  const store = useLocatorStoreApi();
  const alerts = useAlertQueue();
  const history = useLocator((state) => state.history);
  const geolocation = useLocator((state) => state.geolocation);
  const current = useLocator((state) => state.selection);
  const signedIn = useSession((state) => state.status === 'signed-in');
  const places = usePlaces(page.api);
  const [typed, setTyped] = useState('');
  const [near, setNear] = useState<{ origin: string; cinemas: WithDistance<LocatorCinema>[] } | null>(null);
  const inputId = useId();
  const resultsId = useId();
  const flags = page.flags;
  const withOptions = flags.locatorOptions;
  const favouritesOffered = withOptions && flags.favoriteCinemas && signedIn;

  useSavedLocator(page.site);

  const apply = (selection: ChosenSelection, label: string, nearestSlug?: string | null) => {
    const programme = isProgrammePage(page.kind);
    // LOC-13: a city chosen on a programme page becomes the selection once its schedule answers
    // with results; a city where the film plays nowhere leaves the visitor's place as it was.
    if (programme && selection.type === 'city') store.getState().awaitCity(selection, label);
    else store.getState().choose(selection, label);
    const cinemas = places.state === 'ready' ? places.cinemas : [];
    const to = destinationAfterChoice(page, location.pathname, selection, { cinemas, nearestSlug });
    close();
    if (to) void navigate(`${to}${programme ? location.search : ''}`, { preventScrollReset: true });
  };

  // LOC-10: a site with a single cinema needs no choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the places are known.
  useEffect(() => {
    if (places.state === 'ready' && places.cinemas.length === 1 && places.cinemas[0]) {
      const only = places.cinemas[0];
      apply({ type: 'cinema', value: only.slug }, only.name);
    }
  }, [places.state]);

  const locate = () => {
    if (places.state !== 'ready') return;
    store.getState().setGeolocation('locating');
    locateVisitor(typeof navigator === 'undefined' ? undefined : navigator.geolocation).then(
      (origin) => {
        store.getState().setGeolocation('available');
        setNear({ origin: positionValue(origin), cinemas: nearestCinemas(places.cinemas, origin, places.limits) });
      },
      () => {
        // ERR-15: refused, failing or timed out: unavailable, and the warning alert (auto-closes after 10 s).
        store.getState().setGeolocation('unavailable');
        alerts.getState().enqueue({
          level: 'warning',
          title: t('Alert.Title'),
          subtitle: t('Alert.Subtitle'),
          autoCloseId: GEOLOCATION_ALERT_ID,
        });
      },
    );
  };

  const matches: LocatorMatch[] =
    places.state === 'ready' ? searchPlaces(places.cinemas, places.cities, typed, flags.locatorCityInResults) : [];
  const showPostalCode = !flags.locatorHidePostalCode;
  // Where the visitor is now (the page's cinema on a cinema page, LOC-03; else the saved or chosen place).
  const currentLabel =
    places.state === 'ready'
      ? selectionLabel(current, places, { aroundMe: t('modal.aroundMe'), favourites: t('modal.favourites') })
      : null;
  const cinemaLine = (cinema: LocatorCinema) =>
    [cinema.city, showPostalCode ? cinema.postalCode : ''].filter(Boolean).join(' · ');

  return (
    <Modal open onClose={close} title={t('modal.title')} closeLabel={t('modal.close')} className="locator-modal">
      <label htmlFor={inputId} className="locator-modal__label">
        {t('modal.searchLabel')}
      </label>
      <div className="locator-modal__field">
        <Icon name="search" className="locator-modal__icon" />
        <input
          id={inputId}
          className="locator-modal__input"
          type="text"
          value={typed}
          maxLength={LOCATOR_QUERY_MAX}
          placeholder={t('modal.placeholder')}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={typed ? resultsId : undefined}
          // biome-ignore lint/a11y/noAutofocus: the locator opens to type a place at once.
          autoFocus
          data-autofocus
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>

      {currentLabel ? (
        <p className="locator-modal__current">
          <Icon name="location" size={16} />
          <span>{t('modal.current', { place: currentLabel })}</span>
        </p>
      ) : null}

      {withOptions && typed.trim() === '' ? (
        <div className="locator-modal__options">
          <button
            type="button"
            className="locator-modal__option"
            onClick={locate}
            disabled={places.state !== 'ready' || geolocation === 'locating'}
          >
            <Icon name="location" size={20} />
            <span>{geolocation === 'locating' ? t('cinemas.locating') : t('modal.aroundMe')}</span>
          </button>
          {favouritesOffered ? (
            <button
              type="button"
              className="locator-modal__option"
              onClick={() => apply({ type: 'favorite', value: 'all' }, t('modal.favourites'))}
            >
              <Icon name="heart" size={20} />
              <span>{t('modal.favourites')}</span>
            </button>
          ) : null}
        </div>
      ) : null}

      <div className="locator-modal__body">
        {places.state === 'failed' ? <p role="alert">{t('modal.failed')}</p> : null}
        {geolocation === 'unavailable' && typed.trim() === '' ? (
          <p className="locator-modal__note">{t('modal.unavailable')}</p>
        ) : null}

        {near && typed.trim() === '' ? (
          <NearbySection
            near={near}
            maxKm={places.state === 'ready' ? (places.limits?.maxGeolocationDistance ?? 50) : 50}
            headingId={`${resultsId}-near`}
            onChoose={(cinema) => apply({ type: 'cinema', value: cinema.slug }, cinema.name)}
            onUseNearest={() => {
              apply({ type: 'position', value: near.origin }, t('modal.aroundMe'), near.cinemas[0]?.item.slug);
              // LOC-14: the cinemas bar offers the cinemas found around the visitor (released by another choice).
              store.getState().lockBar(near.cinemas.map((entry) => entry.item.slug));
            }}
          />
        ) : null}

        {typed.trim() !== '' ? (
          <MatchesSection
            id={resultsId}
            matches={matches}
            ready={places.state === 'ready'}
            cinemaLine={cinemaLine}
            onChoose={apply}
          />
        ) : history.length > 0 && !near ? (
          <HistorySection
            headingId={`${resultsId}-history`}
            history={history}
            favouritesOffered={favouritesOffered}
            onChoose={apply}
          />
        ) : null}
      </div>
    </Modal>
  );
}
