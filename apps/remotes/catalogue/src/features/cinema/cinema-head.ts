import { cutAtWord, type Language } from '@marquee/domain-models';
import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { absoluteUrl, breadcrumbList } from '@marquee/remote-contract';
import { cinemaTracking } from '@marquee/tracking';
import { cinemaScreenings, movieTheater, theaterId } from '../../lib/place-structured-data';
import type { CinemaData } from './cinema-loader';

/**
 * The cinema page's JSON-LD: its `MovieTheater` (name, address, geo, url, accessibility as
 * `amenityFeature`), a `ScreeningEvent` per showtime of the day shown (each located at that
 * theater by reference), and the breadcrumb home → cinemas → the city → the cinema.
 */
export function cinemaGraph(data: CinemaData, page: PageInfo, t: Translate): Record<string, unknown> {
  const theater = movieTheater(data, page, t('places.accessible'));
  const id = theaterId(data.slug, page);
  const screenings = cinemaScreenings(data.programme.schedule, data.programme.shows, id, page);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      theater,
      ...screenings,
      breadcrumbList(
        [
          { name: t('places.home'), url: page.href('Home') },
          { name: t('places.cinemas'), url: page.href('Cinemas') },
          { name: data.city, url: page.href('City', { slug: data.citySlug }) },
          { name: data.name, url: page.href('Cinema', { slug: data.slug }) },
        ],
        page,
      ),
    ],
  };
}

/** The head of a cinema's page (SHELL-81, SHELL-82, SHELL-84): its SEO title and description, image, slugs, tracking and JSON-LD. */
export function cinemaHead(data: CinemaData, page: PageInfo, t: Translate): PageHead {
  const description = cutAtWord(data.seo.description.trim() || data.description || '');
  const paramsByLanguage: Partial<Record<Language, { slug: string }>> = {};
  for (const [language, slug] of Object.entries(data.slugs ?? {}) as [Language, string][])
    paramsByLanguage[language] = { slug };
  return {
    title: data.seo.title.trim() || t('places.cinemaTitle', { name: data.name, city: data.city }),
    ...(description ? { description } : {}),
    image: absoluteUrl(data.backdrop, page),
    ...(Object.keys(paramsByLanguage).length > 0 ? { paramsByLanguage } : {}),
    structuredData: cinemaGraph(data, page, t),
    tracking: { cinema: cinemaTracking(data) },
  };
}
