import type { CinemaShowtimes, Language, ShowDetail, Showtime, Video } from '@marquee/domain-models';
import { contentRatingText, mainTrailer, parseRasterUrl } from '@marquee/domain-models';
import { absoluteUrl, breadcrumbList, type PageHead, type PageInfo, type Translate } from '@marquee/remote-contract';
import { showTracking } from '@marquee/tracking';
import type { Graph, ItemAvailability, Movie, MovieTheater, ScreeningEvent, Thing, VideoObject } from 'schema-dts';
import { firstReleaseDate } from '../../lib/movie-release';
import { theaterId } from '../../lib/event-structured-data';
import {
  offerValidFrom,
  persons,
  screenedWork,
  screeningWorkFields,
  workDescription,
} from '../../lib/screening-structured-data';
import { creditNames } from '../../lib/movie-facts';
import type { ScheduleDay } from '../../components/showtime-schedule/showtime-schedule';
import type { MovieData } from './movie-loader';

/** A duration in minutes as ISO 8601 (`PT1H52M`); undefined for an unknown (zero) duration. */
export function isoDuration(minutes: number): string | undefined {
  if (!Number.isFinite(minutes) || minutes <= 0) return undefined;
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/** The meta description of a film: its SEO description, else its synopsis cut to 160 characters. */
export const movieDescription: (show: ShowDetail) => string = workDescription;

/** The film's still for search engines: its raster backdrop (an SVG is not an image they show), else its poster. */
function stillOf(show: Pick<ShowDetail, 'background' | 'poster'>, page: PageInfo): string {
  const backdrop = parseRasterUrl(show.background.lg) ? show.background.lg : show.poster.lg;
  return absoluteUrl(backdrop, page);
}

/** A length in seconds as ISO 8601 (`PT6S`, `PT2M30S`). */
function isoSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `PT${minutes > 0 ? `${minutes}M` : ''}${whole % 60 > 0 || minutes === 0 ? `${whole % 60}S` : ''}`;
}

/**
 * schema.org `VideoObject` of a trailer: its file (`contentUrl`, S3) or its provider's player
 * (`embedUrl`). The data carries no upload date: the trailer is dated by the film's first release.
 */
export function trailerStructuredData(
  video: Video,
  show: ShowDetail,
  page: PageInfo,
): Exclude<VideoObject, string> | undefined {
  const uploadDate = firstReleaseDate(show);
  const description = movieDescription(show);
  if (!uploadDate || !description) return undefined;
  const data: Exclude<VideoObject, string> = {
    '@type': 'VideoObject',
    name: video.title,
    description,
    thumbnailUrl: stillOf(show, page),
    uploadDate,
    ...(video.duration ? { duration: isoSeconds(video.duration) } : {}),
    ...(video.videoType === 'S3'
      ? { contentUrl: absoluteUrl(video.url, page) }
      : video.embedUrl
        ? { embedUrl: video.embedUrl, url: video.url }
        : { url: video.url }),
  };
  return data;
}

/** The film's page address (canonical: no filters, no query). */
function movieUrl(show: Pick<ShowDetail, 'slug'>, page: PageInfo): string {
  return absoluteUrl(page.href('Movie', { slug: show.slug }), page);
}

/** schema.org `Movie` of a film (JSON-LD): its facts, content rating and trailer; empty facts are left out. */
export function movieStructuredData(show: ShowDetail, page: PageInfo, allAudiences = 'tout public'): Movie {
  const description = movieDescription(show);
  const directors = persons(creditNames(show.directors));
  const actors = persons(creditNames(show.actors));
  const duration = isoDuration(show.duration);
  const released = firstReleaseDate(show);
  const video = mainTrailer(show.trailers);
  const trailer = video ? trailerStructuredData(video, show, page) : undefined;
  const url = movieUrl(show, page);
  return {
    '@type': 'Movie',
    '@id': `${url}#movie`,
    name: show.title,
    url,
    ...(show.originalTitle && show.originalTitle !== show.title ? { alternateName: show.originalTitle } : {}),
    ...(description ? { description } : {}),
    ...(show.poster.lg ? { image: absoluteUrl(show.poster.lg, page) } : {}),
    ...(duration ? { duration } : {}),
    ...(show.genres.length > 0 ? { genre: [...show.genres] } : {}),
    ...(directors.length > 0 ? { director: directors } : {}),
    ...(actors.length > 0 ? { actor: actors } : {}),
    ...(released ? { datePublished: released } : {}),
    ...(/^[A-Z]{2}$/.test(show.nationality) ? { countryOfOrigin: { '@type': 'Country', name: show.nationality } } : {}),
    contentRating: contentRatingText(show.contentRating, allAudiences),
    ...(trailer ? { trailer } : {}),
  };
}

/**
 * The languages of a version (schema.org `inLanguage` / `subtitleLanguage`, BCP 47): a dubbed
 * version is in its language; VOST is subtitled in French, OV in Dutch; an original version's
 * own language is not in the data, so it is left out.
 */
export const VERSION_LANGUAGES: Readonly<Record<string, { inLanguage?: string; subtitleLanguage?: string }>> = {
  vf: { inLanguage: 'fr' },
  nl: { inLanguage: 'nl' },
  de: { inLanguage: 'de' },
  vost: { subtitleLanguage: 'fr' },
  ov: { subtitleLanguage: 'nl' },
  vo: {},
};

const AVAILABILITY: Readonly<Record<Showtime['status'], ItemAvailability>> = {
  available: 'https://schema.org/InStock',
  soldout: 'https://schema.org/SoldOut',
  locked: 'https://schema.org/OutOfStock',
};

// A cinema's `MovieTheater` node has one `@id` everywhere (its page with `#theater`, as on the
// cinema's own page and the event pages): lib/event-structured-data's theaterId.

/** schema.org `MovieTheater` of a cinema of the day's programme, with its postal address. */
function theaterStructuredData(cinema: CinemaShowtimes, page: PageInfo): Exclude<MovieTheater, string> {
  return {
    '@type': 'MovieTheater',
    '@id': theaterId(cinema.cinemaSlug, page),
    name: cinema.cinemaName,
    url: absoluteUrl(page.href('Cinema', { slug: cinema.cinemaSlug }), page),
    address: {
      '@type': 'PostalAddress',
      streetAddress: cinema.cinemaAddress,
      postalCode: cinema.cinemaPostalCode,
      addressLocality: cinema.cinemaCity,
      addressCountry: page.site.toUpperCase(),
    },
  };
}

/**
 * schema.org `ScreeningEvent` of a showtime: start and end with the site's offset, the cinema
 * (its location and organiser) and the film by reference, the film's image, description and
 * cast (performers), the format (experience and 3D), the version's languages, and the offer to
 * book it (full price with surcharges, in the site's currency, valid from the sales opening).
 */
export function screeningStructuredData(
  showtime: Showtime,
  cinema: CinemaShowtimes,
  schedule: Pick<ScheduleDay, 'tags'>,
  show: ShowDetail,
  page: PageInfo,
): ScreeningEvent {
  const work = screenedWork(show);
  const validFrom = offerValidFrom(showtime, work);
  const experiences = schedule.tags
    .filter((tag) => tag.category === 'experience' && showtime.tags.includes(tag.slug))
    .map((tag) => tag.title);
  const languages = VERSION_LANGUAGES[showtime.version.slug] ?? {};
  const booking = `${showtime.url}${showtime.url.includes('?') ? '&' : '?'}language=${page.language}`;
  return {
    '@type': 'ScreeningEvent',
    name: `${show.title} (${showtime.version.label})`,
    startDate: showtime.startsAt,
    endDate: showtime.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@id': theaterId(cinema.cinemaSlug, page) },
    workPresented: { '@id': `${movieUrl(show, page)}#movie` },
    // The cinema organises it; the film's image, description and cast (the cinema and event pages' rule too).
    ...screeningWorkFields(work, theaterId(cinema.cinemaSlug, page), page),
    videoFormat: [...experiences, showtime.flags['3d'] ? '3D' : '2D'].join(' '),
    ...languages,
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(booking, page),
      price: showtime.price.amount,
      priceCurrency: showtime.price.currency,
      availability: AVAILABILITY[showtime.status],
      ...(validFrom ? { validFrom } : {}),
    },
  };
}

/**
 * The JSON-LD of a film's page, one `@graph`: the `Movie` with its trailer, one
 * `ScreeningEvent` per showtime of the day shown with each cinema once as a `MovieTheater`, and the
 * `BreadcrumbList`. Made on the server from the page's own data (nothing added to it).
 */
export function movieGraph(data: MovieData, page: PageInfo, t: Translate): Graph {
  const graph: Thing[] = [movieStructuredData(data, page, t('movie.allAudiences'))];
  const schedule = data.programme.schedule;
  if (schedule) {
    for (const cinema of schedule.cinemas) {
      if (cinema.showtimes.length === 0) continue;
      graph.push(theaterStructuredData(cinema, page));
      for (const showtime of cinema.showtimes)
        graph.push(screeningStructuredData(showtime, cinema, schedule, data, page));
    }
  }
  graph.push(
    breadcrumbList(
      [
        { name: t('movie.home'), url: page.href('Home') },
        { name: data.title, url: page.href('Movie', { slug: data.slug }) },
      ],
      page,
    ),
  );
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** The head of a film's page (SHELL-81, SHELL-82, SHELL-84) with its JSON-LD. */
export function movieHead(data: MovieData, page: PageInfo, t: Translate): PageHead {
  const description = movieDescription(data);
  let paramsByLanguage: Partial<Record<Language, { slug: string }>> | undefined;
  if (data.slugs && Object.keys(data.slugs).length > 0) {
    paramsByLanguage = {};
    for (const [language, slug] of Object.entries(data.slugs) as [Language, string][]) {
      paramsByLanguage[language] = { slug };
    }
  }
  return {
    title: data.title,
    ...(description ? { description } : {}),
    ...(data.poster.lg ? { image: data.poster.lg } : {}),
    ...(paramsByLanguage ? { paramsByLanguage } : {}),
    structuredData: { ...movieGraph(data, page, t) },
    // The film's tracking data goes with the page view (SHELL-95).
    tracking: { show: showTracking(data) },
  };
}
