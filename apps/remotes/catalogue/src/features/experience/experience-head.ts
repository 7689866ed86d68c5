import { cutAtWord } from '@marquee/domain-models';
import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { absoluteUrl } from '@marquee/remote-contract';
import { screeningEvent } from '../../lib/event-structured-data';
import { experiencePageHead, type Json } from './experience-data';
import type { ExperienceData } from './experience-loader';

/**
 * A `ScreeningEvent` per showtime of the day shown: an experience's shows are films, so each
 * presents its `Movie` (named, with its page).
 */
function filmScreenings(data: ExperienceData, page: PageInfo): Json[] {
  const { schedule, shows } = data.programme;
  const titles = new Map(shows.map((show) => [show.slug, show.title]));
  return (schedule?.cinemas ?? []).flatMap((cinema) => {
    const title = titles.get(cinema.showSlug) ?? cinema.showSlug;
    const movie = {
      '@type': 'Movie',
      name: title,
      url: absoluteUrl(page.href('Movie', { slug: cinema.showSlug }), page),
    };
    return cinema.showtimes.map((showtime) => ({
      ...screeningEvent(showtime, cinema, { title }, page),
      workPresented: movie,
    }));
  });
}

/**
 * An experience's head: its title and teaser, backdrop; a `WebPage` about it, a `ScreeningEvent`
 * per showtime of the day shown (its films in this experience), and the breadcrumb home →
 * experiences → the experience.
 */
export function experienceHead(data: ExperienceData, page: PageInfo, t: Translate): PageHead {
  const url = page.href('Experience', { slug: data.slug });
  const description = cutAtWord(data.teaser);
  const webPage = {
    '@type': 'WebPage',
    name: data.title,
    ...(description ? { description } : {}),
    url: absoluteUrl(url, page),
    primaryImageOfPage: { '@type': 'ImageObject', url: absoluteUrl(data.backdrop, page) },
  };
  return experiencePageHead(
    { title: data.title, description, backdrop: data.backdrop, url },
    [webPage, ...filmScreenings(data, page)],
    page,
    t,
  );
}
