import { useAlertQueue } from '@marquee/alerts';
import { getCinemas, getCities } from '@marquee/api-client';
import type { Cinema, CinemaList, GeoPoint, WithDistance } from '@marquee/domain-models';
import { cinemasWithKnownCity, nearest } from '@marquee/domain-models';
import { CinemaDirectory } from './cinema-directory';
import { useTranslation } from '@marquee/i18n';
import { definePage, type PageHead, type PageInfo, type PageProps, type Translate } from '@marquee/remote-contract';
import { Button } from '@marquee/ui-kit';
import { useState } from 'react';

type Locating = 'idle' | 'locating' | 'located' | 'unavailable';

/** What the list shows of a cinema (the hydration data stays small: no services, no SEO texts). */
function listedCinema(cinema: Cinema): Cinema {
  return { ...cinema, services: [], description: '', seo: { title: '', description: '' }, disabledServices: [] };
}

/**
 * The cinemas page's head: "Our N cinemas", a description (SHELL-81, SHELL-82), and its JSON-LD:
 * an `ItemList` of the cinemas (each a `MovieTheater` with its address and page) and the
 * breadcrumb home → cinemas.
 */
export function cinemasHead(data: CinemaList, page: Pick<PageInfo, 'href' | 'url' | 'site'>, t: Translate): PageHead {
  const title = t('cinemas.title', { count: data.cinemas.length });
  const absolute = (path: string) => new URL(path, page.url).href;
  return {
    title,
    description: t('cinemas.description'),
    structuredData: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'ItemList',
          name: title,
          numberOfItems: data.cinemas.length,
          itemListElement: data.cinemas.map((cinema, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            item: {
              '@type': 'MovieTheater',
              name: cinema.name,
              url: absolute(page.href('Cinema', { slug: cinema.slug })),
              address: {
                '@type': 'PostalAddress',
                streetAddress: cinema.addressLine1,
                postalCode: cinema.addressZip,
                addressLocality: cinema.addressCity,
                addressCountry: page.site.toUpperCase(),
              },
            },
          })),
        },
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            {
              '@type': 'ListItem',
              position: 1,
              name: t('cinemas.home'),
              item: { '@type': 'WebPage', '@id': absolute(page.href('Home')) },
            },
            {
              '@type': 'ListItem',
              position: 2,
              name: title,
              item: { '@type': 'WebPage', '@id': absolute(page.href('Cinemas')) },
            },
          ],
        },
      ],
    },
  };
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
                  <a className="locator-cinemas__name" href={page.href('Cinema', { slug: item.slug })}>
                    {item.name}
                  </a>{' '}
                  <span className="locator-cinemas__distance">
                    {t('cinemas.distance', { km: Math.round(distanceKm) })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}
      <CinemaDirectory cinemas={data.cinemas} page={page} />
    </div>
  );
}

/**
 * The cinemas page (CAT-36, CAT-37): every cinema of the site whose city is known (RULE-19),
 * by city where the site groups them, each linking to its page, and the nearest ones on
 * request (GET /api/cinemas, GET /api/cities).
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
    return { total: cinemas.length, cinemas: cinemas.map(listedCinema) };
  },
  Component: CinemasPage,
  head: (data, page, t) => cinemasHead(data, page, t),
});
