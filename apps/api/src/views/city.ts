import type { City, CityDetail } from '@marquee/domain-models';
import { pickText } from '../lib/text';
import type { CityRow } from '../rows';
import type { ViewCtx } from './context';

/** A city as listed; `cinemaCount` its cinemas at the site. */
export function cityView(city: CityRow, cinemaCount: number, ctx: ViewCtx): City {
  return {
    slug: city.slug,
    name: pickText(city.name, ctx.r.lang),
    postalCode: city.postalCode,
    mainRegion: city.region,
    singlePage: cinemaCount === 1,
    gpsPosition: { x: city.lon, y: city.lat },
    cinemaCount,
  };
}

/** What a city's page shows beyond the city (its cinemas and neighbours already as answered). */
export interface CityDetailFacts {
  cinemas: CityDetail['cinemas'];
  nearby: { city: CityRow; distanceKm: number }[];
  /** The slugs of the site's most popular films, most popular first. */
  topShows: string[];
}

/** A city's page. */
export function cityDetailView(city: CityRow, facts: CityDetailFacts, ctx: ViewCtx): CityDetail {
  const base = cityView(city, facts.cinemas.length, ctx);
  const name = base.name;
  const count = facts.cinemas.length;
  return {
    ...base,
    defaultCinema: facts.cinemas[0]?.slug ?? null,
    description: ctx.text(count > 1 ? 'city.description.many' : 'city.description.one', { name, count }),
    seo: { title: name, description: `${name} - cinema` },
    cinemas: facts.cinemas,
    nearby: facts.nearby
      .map((x) => ({
        slug: x.city.slug,
        name: pickText(x.city.name, ctx.r.lang),
        distanceKm: Math.round(x.distanceKm),
      }))
      .sort((a, b) => a.distanceKm - b.distanceKm)
      .slice(0, 3),
    backdrop: `/api/media/city/${city.slug}.svg`,
    backdropMobile: `/api/media/city/${city.slug}.svg?size=sm`,
    highlight: {
      title: ctx.text('city.highlight.title'),
      description: ctx.text('city.highlight.description'),
      shows: facts.topShows.slice(0, 4),
    },
  };
}
