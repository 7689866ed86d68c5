import { useAlertQueue } from '@marquee/alerts';
import { getCinemas, getCities, getSettings } from '@marquee/api-client';
import type { Cinema, CinemaList, WithDistance } from '@marquee/domain-models';
import { cinemasWithKnownCity } from '@marquee/domain-models';
import {
  locateVisitor,
  type NearestLimits,
  nearestCinemas,
  parsePosition,
  positionValue,
  readLocatorCookie,
  useLocatorStoreApi,
} from '@marquee/locator-state';
import { CinemaDirectory } from './cinema-directory';
import { useTranslation } from '@marquee/i18n';
import {
  absoluteUrl,
  breadcrumbList,
  definePage,
  type PageHead,
  type PageInfo,
  type PageProps,
  type Translate,
} from '@marquee/remote-contract';
import { Button } from '@marquee/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** The cinemas page's data: the cinemas listed and the locator's limits from settings. */
export interface CinemasPageData extends CinemaList {
  readonly limits: NearestLimits | null;
}

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
              url: absoluteUrl(page.href('Cinema', { slug: cinema.slug }), page),
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
        breadcrumbList(
          [
            { name: t('cinemas.home'), url: page.href('Home') },
            { name: title, url: page.href('Cinemas') },
          ],
          page,
        ),
      ],
    },
  };
}

function CinemasPage({ data, page }: PageProps<CinemasPageData>) {
  const { t } = useTranslation('locator');
  const alerts = useAlertQueue();
  const locator = useLocatorStoreApi();
  const navigate = useNavigate();
  const [state, setState] = useState<Locating>('idle');
  const [near, setNear] = useState<WithDistance<Cinema>[]>([]);

  // A§4 "Loading the Cinemas page redirects to the nearest cinema once data is ready": with a saved
  // position selection, the nearest cinema within the limits opens (none near: the list stays).
  // Once per page data: the page re-renders while that navigation loads (with a new `page`), and a
  // second navigate would abort the first, again and again.
  const redirectedFor = useRef<CinemasPageData | null>(null);
  useEffect(() => {
    if (redirectedFor.current === data) return;
    const saved = readLocatorCookie(document.cookie);
    const origin = saved?.type === 'position' ? parsePosition(saved.value) : null;
    const [closest] = origin ? nearestCinemas(data.cinemas, origin, data.limits) : [];
    if (!closest) return;
    redirectedFor.current = data;
    void navigate(page.href('Cinema', { slug: closest.item.slug }), { replace: true });
  }, [data, navigate, page]);

  const locate = () => {
    setState('locating');
    locator.getState().setGeolocation('locating');
    locateVisitor(navigator.geolocation).then(
      (origin) => {
        setNear(nearestCinemas(data.cinemas, origin, data.limits));
        setState('located');
        locator.getState().setGeolocation('available');
        locator.getState().choose({ type: 'position', value: positionValue(origin) }, t('modal.aroundMe'));
      },
      () => {
        // ERR-15: refused, failing or timed out: unavailable and the warning alert (auto-closes after 10 s).
        setState('unavailable');
        locator.getState().setGeolocation('unavailable');
        alerts.getState().enqueue({
          level: 'warning',
          title: t('Alert.Title'),
          subtitle: t('Alert.Subtitle'),
          autoCloseId: 'locator-geolocation',
        });
      },
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
            <p>{t('modal.noneNearby', { km: data.limits?.maxGeolocationDistance ?? 50 })}</p>
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
export const cinemasPage = definePage<CinemasPageData>({
  loader: async (context) => {
    const [list, cities, settings] = await Promise.all([
      getCinemas(context.api, context.signal),
      getCities(context.api, context.signal),
      getSettings(context.api, context.signal).catch(() => null),
    ]);
    const cinemas = cinemasWithKnownCity(
      list.cinemas,
      cities.cities.map((city) => city.slug),
    );
    return { total: cinemas.length, cinemas: cinemas.map(listedCinema), limits: settings?.locator ?? null };
  },
  Component: CinemasPage,
  head: (data, page, t) => cinemasHead(data, page, t),
});
