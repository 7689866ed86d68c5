import { int, pick, rng } from '../lib/random';
import { seedFullPrice } from '../pricing';
import { slugify, type T, t } from '../lib/text';
import { EVENTS, FILMS, FIRST_NAMES, GENRES, LAST_NAMES, SYNOPSIS } from './films';
import { CITIES, type CitySeed } from './geo';
import { SITES, type Text } from './sites';

/** Length of a film's life cycle in days: it plays PLAY_DAYS, then is "coming soon" until its next release. */
export const CYCLE_DAYS = 84;
export const PLAY_DAYS = 56;
/** Epoch day of a Wednesday (2024-01-03): releases fall on Wednesdays (Thursdays in nl). */
export const WEDNESDAY_EPOCH = 19725;
/** Release offset in days per zone relative to France. */
export const ZONE_OFFSET: Record<string, number> = { FR: 0, BE: 0, CH: 0, NL: 1, MA: 7, TN: 7, SN: 14, CI: 14 };

export interface HallRecord {
  name: string;
  seats: number;
  tags: string[];
}
export interface CinemaRecord {
  site: string;
  slug: string;
  vistaRef: string;
  name: string;
  citySlug: string;
  city: Text;
  addressLine1: string;
  addressZip: string;
  lat: number;
  lon: number;
  halls: HallRecord[];
  services: string[];
  disabledServices: string[];
  tags: string[];
  premium: boolean;
  /** Full ticket price in the site's currency (pricing.ts derives surcharges and concessions). */
  fullPrice: number;
  redirectFrom: string | null;
  description: T;
  accessibility: T;
}
export interface ShowRecord {
  id: number;
  ref: string;
  slug: string;
  titles: Text;
  slugs: Text;
  originalTitle: string;
  isMovie: boolean;
  kind: string;
  genres: string[];
  duration: number;
  nationality: string;
  isKids: boolean;
  directors: string[];
  actors: string[];
  synopsis: Text;
  phase: number;
  ratings: { CSA: string; Cinecheck: string; Default: string };
  cinechecks: string[];
  warning: T | null;
  flag: { text: T; color: 1 | 2 | 3 | 4 | 5 } | null;
  popularity: number;
  experiences: string[];
  vod: boolean;
  retired: boolean;
  oldSlug: string | null;
  visa: string;
}

const LANGS = ['en', 'fr', 'de', 'nl'] as const;

/**
 * A cinema's pre-show (adverts and trailers) in minutes: 10 to 15, stable per cinema (a random
 * draw of its own, so the rest of the seed stays as it was). At most 15 because the generator
 * leaves at least 25 minutes between a film's runtime and the hall's next session, and ends a
 * hall's regular sessions 15 minutes before an evening special: no film overlaps the next one.
 */
export function preShowMinutes(cinemaSlug: string): number {
  return int(rng(`preshow:${cinemaSlug}`), 10, 15);
}

function synopsis(title: Text, seed: string): Text {
  const r = rng(`syn:${seed}`);
  const a = int(r, 0, 5);
  const b = int(r, 0, 4);
  const c = int(r, 0, 4);
  const out: Text = {};
  for (const lang of LANGS) {
    const s = SYNOPSIS[lang];
    out[lang] = s.tpl
      .replace('{who}', s.who[a] ?? '')
      .replace('{what}', s.what[b] ?? '')
      .replace('{where}', s.where[c] ?? '')
      .replace('{title}', title[lang] ?? title.en ?? '');
  }
  return out;
}

function person(r: () => number): string {
  return `${pick(r, FIRST_NAMES)} ${pick(r, LAST_NAMES)}`;
}

const CSA = ['TP', 'TP', 'TP', '-12', '-12', '-16', '-18'];
const CINECHECK = ['AL', '6', '9', '12', '12', '14', '16', '18'];
const CHECK_ICONS = ['violence', 'fear', 'sex', 'discrimination', 'drugs', 'language'];
const EXPERIENCES = ['imax', '4dx', 'dolby-cinema', 'screenx'];

/** Builds the shows (films first, then events). `count` above the base list adds sequels for the large scale. */
export function buildShows(count: number): ShowRecord[] {
  const shows: ShowRecord[] = [];
  const base = FILMS.length + EVENTS.length;
  const total = Math.max(count, base);
  for (let i = 0; i < total; i++) {
    const r = rng(`show:${i}`);
    let titles: Text;
    let genres: string[];
    let duration: number;
    let nationality: string;
    let isKids = false;
    let isMovie = true;
    let kind = 'film';
    if (i < FILMS.length) {
      const f = FILMS[i] as (typeof FILMS)[number];
      titles = { en: f[0], fr: f[1], de: f[2], nl: f[3] };
      genres = f[4];
      duration = f[5];
      nationality = f[6];
      isKids = f[7] === true;
    } else if (i < base) {
      const e = EVENTS[i - FILMS.length] as (typeof EVENTS)[number];
      titles = { en: e[0], fr: e[1], de: e[2], nl: e[3] };
      genres = [e[4]];
      duration = e[5];
      nationality = 'INT';
      isMovie = false;
      kind = e[4];
      isKids = e[4] === 'kids';
    } else {
      const f = FILMS[i % FILMS.length] as (typeof FILMS)[number];
      const n = Math.floor(i / FILMS.length) + 1;
      titles = { en: `${f[0]} ${n}`, fr: `${f[1]} ${n}`, de: `${f[2]} ${n}`, nl: `${f[3]} ${n}` };
      genres = f[4];
      duration = f[5] + int(r, -8, 12);
      nationality = f[6];
      isKids = f[7] === true;
    }
    const slugs: Text = {};
    for (const lang of LANGS) slugs[lang] = slugify(titles[lang] ?? titles.en ?? '');
    const id = i + 1;
    const csaIndex = isKids ? 0 : int(r, 0, CSA.length - 1);
    const flagRoll = r();
    const rating = {
      CSA: CSA[csaIndex] as string,
      Cinecheck: isKids ? 'AL' : (CINECHECK[Math.min(CINECHECK.length - 1, csaIndex + 1)] as string),
      Default: isKids || csaIndex < 3 ? 'TP' : csaIndex < 5 ? '12+' : '16+',
    };
    shows.push({
      id,
      ref: `HO${String(100000 + id)}`,
      slug: slugs.en as string,
      titles,
      slugs,
      originalTitle: titles.en as string,
      isMovie,
      kind,
      genres,
      duration,
      nationality,
      isKids,
      directors: [person(r)],
      actors: isMovie ? [person(r), person(r), person(r), person(r)] : [],
      synopsis: synopsis(titles, String(i)),
      // films: a release week in the 12-week cycle; events: a day in a 28-day cycle
      phase: isMovie ? WEDNESDAY_EPOCH + ((i * 5) % 12) * 7 : WEDNESDAY_EPOCH + ((i * 3) % 28),
      ratings: rating,
      cinechecks: rating.Cinecheck === 'AL' ? [] : [pick(r, CHECK_ICONS)],
      warning:
        rating.CSA === '-16' || rating.CSA === '-18'
          ? t(
              'Some scenes may upset viewers',
              'Des scènes peuvent heurter la sensibilité des spectateurs',
              'Einige Szenen können verstörend wirken',
              'Sommige scènes kunnen schokkend zijn',
            )
          : null,
      flag:
        flagRoll < 0.12
          ? { text: t('Favourite', 'Coup de cœur', 'Lieblingsfilm', 'Favoriet'), color: 5 }
          : flagRoll < 0.2
            ? { text: t('Last days', 'Derniers jours', 'Letzte Tage', 'Laatste dagen'), color: 4 }
            : null,
      popularity: 1 + Math.floor(r() * 10),
      experiences: isMovie && r() < 0.45 ? [pick(r, EXPERIENCES)] : [],
      vod: isMovie && r() < 0.15,
      retired: false,
      oldSlug: null,
      visa: String(150000 + id * 7),
    });
  }
  // A renamed record (old slug answers with redirectSlug) and a retired show (answers 410).
  const renamed = shows[2];
  if (renamed) renamed.oldSlug = 'starfall-working-title';
  return shows;
}

/** A show retired from the catalogue: its slug answers 410 Gone. */
export const RETIRED_SHOW = { slug: 'the-forgotten-reel', title: 'The Forgotten Reel' };

const SERVICE_KEYS = [
  'parking',
  'accessible',
  'snack-bar',
  'bar',
  'restaurant',
  'audio-description',
  'subtitles-hoh',
  'birthday',
  'lockers',
  'ev-charging',
];

/** Builds cinemas of every city; the large scale adds cinemas in the same cities until `count`. */
export function buildCinemas(count: number, multiplexes = true): { cinemas: CinemaRecord[]; cities: CitySeed[] } {
  const cinemas: CinemaRecord[] = [];
  const cities = CITIES;
  const add = (
    city: CitySeed,
    suffix: string,
    street: string,
    zip: string,
    lat: number,
    lon: number,
    n: number,
    multiplex = false,
  ) => {
    const r = rng(`cinema:${city.site}:${city.slug}:${suffix}:${n}`);
    const name = `Marquee ${suffix}`;
    const slug = slugify(`marquee ${suffix} ${city.slug === slugify(suffix) ? '' : city.slug}`);
    // large-scale extra cinemas are multiplexes, so that scale reaches about a million showtimes
    const hallCount = multiplex ? int(r, 18, 28) : int(r, 5, 14);
    const halls: HallRecord[] = [];
    const premium = r() < 0.5;
    for (let h = 1; h <= hallCount; h++) {
      const tags: string[] = [];
      if (h === 1 && r() < 0.55) tags.push(pick(r, ['imax', 'dolby-cinema']));
      if (h === 2 && r() < 0.35) tags.push(pick(r, ['4dx', 'screenx']));
      if (h === hallCount && premium) tags.push('premium');
      halls.push({ name: String(h), seats: tags.length ? int(r, 220, 480) : int(r, 80, 320), tags });
    }
    const services = SERVICE_KEYS.filter(() => r() < 0.6);
    if (!services.includes('accessible')) services.push('accessible');
    const tags = [...new Set(halls.flatMap((h) => h.tags))];
    cinemas.push({
      site: city.site,
      slug,
      vistaRef: String(1000 + cinemas.length),
      name,
      citySlug: city.slug,
      city: city.name,
      addressLine1: street,
      addressZip: zip,
      lat,
      lon,
      halls,
      services,
      disabledServices: r() < 0.1 ? ['restaurant'] : [],
      tags,
      premium,
      fullPrice: seedFullPrice(city.site, city.cinemas.length >= 4, rng(`price:${slug}`)()),
      redirectFrom: null,
      description: t(
        `${name} welcomes you in ${city.name.en ?? city.name.fr ?? city.slug} with ${hallCount} screens and the latest films in the best conditions.`,
        `${name} vous accueille à ${city.name.fr ?? city.slug} avec ${hallCount} salles et les derniers films dans les meilleures conditions.`,
        `${name} empfängt Sie in ${city.name.de ?? city.name.en ?? city.slug} mit ${hallCount} Sälen und den neuesten Filmen in bester Qualität.`,
        `${name} verwelkomt je in ${city.name.nl ?? city.name.en ?? city.slug} met ${hallCount} zalen en de nieuwste films in de beste omstandigheden.`,
      ),
      accessibility: t(
        'Every screen is reachable without steps. Wheelchair spaces are in every hall; audio description and subtitles for the hard of hearing are offered on marked showtimes. Assistance dogs are welcome.',
        'Toutes les salles sont accessibles de plain-pied. Des emplacements pour fauteuils roulants existent dans chaque salle ; audiodescription et sous-titres sourds et malentendants sur les séances signalées. Les chiens d’assistance sont les bienvenus.',
        'Alle Säle sind stufenlos erreichbar. Rollstuhlplätze in jedem Saal; Audiodeskription und Untertitel für Hörgeschädigte bei gekennzeichneten Vorstellungen. Assistenzhunde sind willkommen.',
        'Alle zalen zijn drempelloos bereikbaar. Rolstoelplaatsen in elke zaal; audiodescriptie en ondertiteling voor doven en slechthorenden bij gemarkeerde voorstellingen. Hulphonden zijn welkom.',
      ),
    });
  };
  for (const city of cities) {
    for (const [suffix, street, zip, lat, lon] of city.cinemas) add(city, suffix, street, zip, lat, lon, 0);
  }
  for (let n = 0; cinemas.length < count; n++) {
    const city = cities[n % cities.length] as CitySeed;
    const r = rng(`extra:${n}`);
    const k = Math.floor(n / cities.length) + 2;
    add(
      city,
      `${city.name.en ?? city.name.fr ?? city.slug} ${k}`,
      `${int(r, 1, 200)} ${pick(r, ['Avenue du Cinéma', 'Boulevard Lumière', 'Rue des Studios', 'Place de l’Écran'])}`,
      city.cinemas[0]?.[2] ?? city.postalCode,
      city.lat + (r() - 0.5) * 0.08,
      city.lon + (r() - 0.5) * 0.08,
      n,
      multiplexes,
    );
  }
  // One renamed cinema: its former slug answers with redirectSlug.
  const renamed = cinemas.find((c) => c.slug === 'marquee-wepler-paris');
  if (renamed) renamed.redirectFrom = 'marquee-clichy-paris';
  return { cinemas, cities };
}

export { GENRES, SITES };
