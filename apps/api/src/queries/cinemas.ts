import { KM_PER_DEGREE } from '@marquee/domain-models';
import { distanceKm } from '../lib/geo';
import type { CinemaRow, CityRow } from '../rows';
import type { Store } from '../store';
import type { CinemaDetailFacts } from '../views/cinema';

/** The cinemas of a site, in catalogue order. */
export const cinemasOf = (store: Store, site: string): CinemaRow[] => store.cinemasOf(site);

/** A cinema by id (any site). */
export const cinemaById = (store: Store, id: number): CinemaRow | undefined => store.cinemaById.get(id);

/** The cinemas of a site carrying a tag (an experience's). */
export const cinemasTagged = (store: Store, site: string, tag: string): CinemaRow[] =>
  store.cinemasOf(site).filter((c) => c.tags.includes(tag));

/** A cinema of the site by slug or former slug (`renamedFrom`: the slug asked, when it is a former one). */
export function cinemaBySlug(
  store: Store,
  site: string,
  slug: string,
): { cinema: CinemaRow; renamedFrom: string | null } | undefined {
  const target = store.cinemaRedirects.get(slug);
  const cinema = store.cinemaBySlug.get(target ?? slug);
  if (!cinema || cinema.site !== site) return undefined;
  return { cinema, renamedFrom: target ? slug : null };
}

const nearMemo = new WeakMap<object, Map<number, CinemaRow[]>>();
/** Other cinemas of the same site within 15 km, nearest first. */
export function cinemasNear(store: Store, cinema: CinemaRow): CinemaRow[] {
  let memo = nearMemo.get(store.generation);
  if (!memo) {
    memo = new Map();
    nearMemo.set(store.generation, memo);
  }
  let list = memo.get(cinema.id);
  if (!list) {
    // a cinema further in latitude than 15 km is further (an arc is at least its latitude
    // difference): its trigonometry is skipped (at stress size each site's 555 cinemas are
    // measured against each other once per catalogue version)
    const band = 15 / KM_PER_DEGREE;
    list = store
      .cinemasOf(cinema.site)
      .filter((o) => o.id !== cinema.id && Math.abs(o.lat - cinema.lat) < band && distanceKm(o, cinema) < 15)
      .sort((a, b) => distanceKm(a, cinema) - distanceKm(b, cinema));
    memo.set(cinema.id, list);
  }
  return list;
}

/** The nearest other cinema of the site within 15 km. */
export const nearestCinema = (store: Store, cinema: CinemaRow): CinemaRow | undefined => cinemasNear(store, cinema)[0];

/** What a cinema's page shows beyond the cinema. */
export function cinemaDetailFacts(store: Store, c: CinemaRow): CinemaDetailFacts {
  return {
    nearest: nearestCinema(store, c),
    nearbyCinemas: store
      .cinemasOf(c.site)
      .filter((o) => o.id !== c.id)
      .map((o) => ({ slug: o.slug, name: o.name, distanceKm: distanceKm(o, c) }))
      .sort((a, b) => a.distanceKm - b.distanceKm)
      .slice(0, 4),
    nearbyCities: store
      .citiesOf(c.site)
      .filter((city) => city.slug !== c.citySlug)
      .sort((a, b) => distanceKm(a, c) - distanceKm(b, c))
      .slice(0, 3),
    ecards: store.docsOf('ecard', c.site),
    pushes: store
      .docsOf('cinema-push', c.site)
      .filter((d) => (d.data as { cinemas: string[] }).cinemas.includes(c.slug)),
  };
}

/** A cinema by its current slug, on any site (siteless answers: its picture). */
export const cinemaWithSlug = (store: Store, slug: string): CinemaRow | undefined => store.cinemaBySlug.get(slug);

/** A city by slug, on any site (siteless answers: its picture); the first site's when several share it. */
export const cityWithSlug = (store: Store, slug: string): CityRow | undefined =>
  store.cities.find((x) => x.slug === slug);

/** A cinema of the site by its ticketing code (Vista reference). */
export const cinemaByVistaRef = (store: Store, site: string, ref: string): CinemaRow | undefined =>
  store.cinemas.find((x) => x.vistaRef === ref && x.site === site);

/** The cities of a site. */
export const citiesOf = (store: Store, site: string): CityRow[] => store.citiesOf(site);

/** A city of the site by slug. */
export const cityBySlug = (store: Store, site: string, slug: string): CityRow | undefined =>
  store.citiesOf(site).find((x) => x.slug === slug);

/** The cinemas of a city. */
export const cinemasInCity = (store: Store, city: CityRow): CinemaRow[] =>
  store.cinemasOf(city.site).filter((c) => c.citySlug === city.slug);

/** The other cities of the site with their distance to `city`. */
export const citiesAround = (store: Store, city: CityRow): { city: CityRow; distanceKm: number }[] =>
  store
    .citiesOf(city.site)
    .filter((x) => x.slug !== city.slug)
    .map((x) => ({ city: x, distanceKm: distanceKm(x, city) }));
