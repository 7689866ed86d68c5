import { cutAtWord } from '@marquee/domain-models';
import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { absoluteUrl, breadcrumbList } from '@marquee/remote-contract';
import { listedTheater, theaterList } from '../../lib/place-structured-data';
import type { CityData, PlaceListData } from './place-loaders';

/** The city page's head: its title and description, backdrop, its `Place` containing its theaters, and the breadcrumb. */
export function cityHead(data: CityData, page: PageInfo, t: Translate): PageHead {
  const title = t('places.cityTitle', { city: data.name });
  const url = absoluteUrl(page.href('City', { slug: data.slug }), page);
  return {
    title,
    description: cutAtWord(data.description || data.seo.description),
    image: absoluteUrl(data.backdrop, page),
    structuredData: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Place',
          name: data.name,
          url,
          ...(data.description ? { description: data.description } : {}),
          geo: { '@type': 'GeoCoordinates', latitude: data.gpsPosition.y, longitude: data.gpsPosition.x },
          containsPlace: data.cinemas.map((cinema) => listedTheater(cinema, page)),
        },
        breadcrumbList(
          [
            { name: t('places.home'), url: page.href('Home') },
            { name: t('places.cinemas'), url: page.href('Cinemas') },
            { name: data.name, url: page.href('City', { slug: data.slug }) },
          ],
          page,
        ),
      ],
    },
  };
}

/** A light list's head: its title, a description, and an `ItemList` of its cinemas with the breadcrumb. */
export function placeListHead(kind: 'CityLight' | 'CinemaLight') {
  return (data: PlaceListData, page: PageInfo, t: Translate): PageHead => {
    const title = t('places.cinemasIn', { city: data.name, count: data.cinemas.length });
    return {
      title,
      description: t('places.lightDescription', { city: data.name, count: data.cinemas.length }),
      structuredData: {
        '@context': 'https://schema.org',
        '@graph': [
          theaterList(title, data.cinemas, page),
          breadcrumbList(
            [
              { name: t('places.home'), url: page.href('Home') },
              { name: t('places.cinemas'), url: page.href('Cinemas') },
              { name: data.name, url: page.href(kind, { slug: data.slug }) },
            ],
            page,
          ),
        ],
      },
    };
  };
}
