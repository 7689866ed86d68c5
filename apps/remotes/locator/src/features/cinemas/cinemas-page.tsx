import { useAlertQueue } from '@marquee/alerts';
import { getCinemas, getCities } from '@marquee/api-client';
import type { Cinema, CinemaList, GeoPoint, WithDistance } from '@marquee/domain-models';
import { cinemasWithKnownCity, nearest } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { definePage, type PageHead, type PageProps, type Translate } from '@marquee/remote-contract';
import { Button } from '@marquee/ui-kit';
import { useState } from 'react';

type Locating = 'idle' | 'locating' | 'located' | 'unavailable';

/** Cinemas grouped by city name, cities in alphabetical order. */
export function groupByCity(cinemas: readonly Cinema[], locale: string): [string, Cinema[]][] {
  const groups = new Map<string, Cinema[]>();
  for (const cinema of cinemas) {
    const list = groups.get(cinema.city) ?? [];
    list.push(cinema);
    groups.set(cinema.city, list);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, locale));
}

/** The cinemas page's head: "Our N cinemas" and a description (SHELL-81, SHELL-82). */
export function cinemasHead(data: CinemaList, t: Translate): PageHead {
  return { title: t('cinemas.title', { count: data.cinemas.length }), description: t('cinemas.description') };
}

function CinemasPage({ data, page }: PageProps<CinemaList>) {
  const { t } = useTranslation('locator');
  const alerts = useAlertQueue();
  const [state, setState] = useState<Locating>('idle');
  const [near, setNear] = useState<WithDistance<Cinema>[]>([]);

  const locate = () => {
    const fail = () => {
      // Geolocation failure: location unavailable and a warning alert (spec §8).
      setState('unavailable');
      alerts.getState().enqueue({
        level: 'warning',
        title: t('Alert.Title'),
        subtitle: t('Alert.Subtitle'),
        autoCloseId: 'locator-geolocation',
      });
    };
    if (!('geolocation' in navigator)) return fail();
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const origin: GeoPoint = { x: position.coords.longitude, y: position.coords.latitude };
        setNear(nearest(data.cinemas, origin));
        setState('located');
      },
      fail,
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return (
    <div className="locator-cinemas">
      <h1>{t('cinemas.title', { count: data.cinemas.length })}</h1>
      <div className="locator-cinemas__locate">
        <Button icon="location" onClick={locate} disabled={state === 'locating'}>
          {state === 'locating' ? t('cinemas.locating') : t('cinemas.useMyLocation')}
        </Button>
      </div>
      {state === 'located' ? (
        <section aria-labelledby="near-you" className="locator-cinemas__near">
          <h2 id="near-you">{t('cinemas.nearYou')}</h2>
          {near.length === 0 ? (
            <p>{t('cinemas.noneNearby')}</p>
          ) : (
            <ol>
              {near.map(({ item, distanceKm }) => (
                <li key={item.slug}>
                  <span className="locator-cinemas__name">{item.name}</span>{' '}
                  <span className="locator-cinemas__distance">
                    {t('cinemas.distance', { km: Math.round(distanceKm) })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}
      {groupByCity(data.cinemas, page.language).map(([city, cinemas]) => (
        <section key={city} className="locator-cinemas__city" aria-label={city}>
          <h2>{city}</h2>
          <ul>
            {cinemas.map((cinema) => (
              <li key={cinema.slug} className="locator-cinemas__item">
                <span className="locator-cinemas__name">{cinema.name}</span>
                <span className="locator-cinemas__address">
                  {cinema.addressLine1}, {cinema.addressZip} {cinema.addressCity}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * The cinemas page: every cinema of the site whose city is known (RULE-19), by city, and the
 * nearest ones on request (GET /api/cinemas, GET /api/cities).
 */
export const cinemasPage = definePage<CinemaList>({
  loader: async (context) => {
    const [list, cities] = await Promise.all([
      getCinemas(context.api, context.signal),
      getCities(context.api, context.signal),
    ]);
    const cinemas = cinemasWithKnownCity(
      list.cinemas,
      cities.cities.map((city) => city.slug),
    );
    return { total: cinemas.length, cinemas };
  },
  Component: CinemasPage,
  head: (data, _page, t) => cinemasHead(data, t),
});
