import {
  ACCESSIBILITY_TAGS,
  type Cinema,
  type CinemaDetail,
  type City,
  type Show,
  type Showtime,
} from '@marquee/domain-models';
import { distanceKm as geoDistanceKm, rasterSizes } from '@marquee/domain-models';
import { hasPremiere, showStatus } from './db/showtimes';
import { addDays, addMinutes, epochDay, fromEpochDay, withOffset } from './lib/dates';
import { rng } from './lib/random';
import { CONCESSION_LABELS, cinemaComplements, passPrice, pricingOf, showtimePrice } from './pricing';
import { showRasterArtwork } from './routes/media';
import { localize, pickText, type T } from './lib/text';
import type { ShowRecord } from './seed/catalogue';
import { ZONE_OFFSET } from './seed/catalogue';
import type { Lang, Text } from './seed/sites';
import type { CinemaRow, CityRow, ShowtimeRow, Store } from './store';
import { trailersOf } from './trailers';

/** Who asks: the site, its language, and the site's local today. */
export interface Req {
  site: string;
  lang: Lang;
  today: string;
  time: string;
}

const txt = (value: T | null | undefined, lang: Lang): string | null => (value ? pickText(value.$t, lang) : null);

/** Slug of a show in a language. */
export const showSlug = (show: ShowRecord, lang: Lang) => show.slugs[lang] ?? show.slug;

/** True when a show is on the site's list: a film playing or coming soon, an event in the next three weeks. */
export function isListed(show: ShowRecord, store: Store, r: Req): boolean {
  const st = showStatus(show, store.site(r.site).zone, epochDay(r.today));
  return show.isMovie ? st.playing || st.comingSoon : st.playing;
}

const rankCache = new Map<
  string,
  Map<number, { home: number | null; upcoming: number | null; kids: number | null; generic: number }>
>();
function ranks(store: Store, r: Req) {
  const key = `${r.site}|${r.today}|${store.shows.length}`;
  let map = rankCache.get(key);
  if (map) return map;
  map = new Map();
  const zone = store.site(r.site).zone;
  const day = epochDay(r.today);
  const info = store.shows.map((s) => ({ s, st: showStatus(s, zone, day) }));
  const playing = info
    .filter((x) => x.s.isMovie && x.st.playing)
    .sort((a, b) => b.s.popularity - a.s.popularity || a.st.age - b.st.age);
  const upcoming = info.filter((x) => x.st.comingSoon).sort((a, b) => a.st.release - b.st.release);
  const kids = playing.filter((x) => x.s.isKids);
  info.forEach((x, i) => {
    const home = playing.indexOf(x);
    const up = upcoming.indexOf(x);
    const kid = kids.indexOf(x);
    map?.set(x.s.id, {
      home: home < 0 ? null : home + 1,
      upcoming: up < 0 ? null : up + 1,
      kids: kid < 0 ? null : kid + 1,
      generic: i + 1,
    });
  });
  if (rankCache.size > 64) rankCache.clear();
  rankCache.set(key, map);
  return map;
}

const showMemo = new WeakMap<Store, Map<string, Show>>();

/** A show as answered to a site in a language (memoised per site, language and local day; views are never mutated). */
export function showView(store: Store, show: ShowRecord, r: Req): Show {
  let memo = showMemo.get(store);
  if (!memo) {
    memo = new Map();
    showMemo.set(store, memo);
  }
  const key = `${r.site}|${r.lang}|${r.today}|${show.id}`;
  const hit = memo.get(key);
  if (hit) return hit;
  if (memo.size > 50_000) memo.clear();
  const view = buildShowView(store, show, r);
  memo.set(key, view);
  return view;
}

function buildShowView(store: Store, show: ShowRecord, r: Req): Show {
  const site = store.site(r.site);
  const day = epochDay(r.today);
  const st = showStatus(show, site.zone, day);
  const slug = showSlug(show, r.lang);
  const title = pickText(show.titles, r.lang);
  const poster = `/api/media/poster/${slug}.svg`;
  const background = `/api/media/backdrop/${slug}.svg`;
  const posterRaster = showRasterArtwork(store, 'poster', slug);
  const backgroundRaster = showRasterArtwork(store, 'backdrop', slug);
  const rank = ranks(store, r).get(show.id);
  const stats = store.stats(r.site, r.today, addDays(r.today, 1)).get(show.id);
  const ratingLabel = show.ratings[site.ratingSystem];
  const feel = rng(`feel:${show.id}`);
  // premieres (AVP) are scheduled three days before release: flagged while one is inside the window
  const isEarlyAVP =
    show.isMovie && hasPremiere(show) && st.comingSoon && st.release - day >= 3 && st.release - day <= 24;
  return {
    slug,
    showRef: show.ref,
    title,
    originalTitle: show.originalTitle,
    posterPath: poster,
    backgroundPath: background,
    // AVIF and WebP candidates follow from these by domain-models' responsiveImage.
    poster: posterRaster ? rasterSizes(posterRaster) : { sm: poster, md: poster, lg: poster },
    background: backgroundRaster ? rasterSizes(backgroundRaster) : { sm: background, md: background, lg: background },
    contentRating: {
      system: site.ratingSystem,
      label: ratingLabel,
      warning: txt(show.warning, r.lang),
      icon: `/api/media/rating/${site.ratingSystem.toLowerCase()}-${ratingLabel.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'tp'}.svg`,
    },
    cinechecks: site.ratingSystem === 'Cinecheck' ? show.cinechecks : [],
    warning: txt(show.warning, r.lang),
    isMovie: show.isMovie,
    isNew: show.isMovie && st.playing && st.age < 7,
    notComingSoon: !st.comingSoon,
    isComingSoon: st.comingSoon,
    flag: show.flag ? pickText(show.flag.text.$t, r.lang) : null,
    flagColor: show.flag ? show.flag.color : null,
    label: isEarlyAVP
      ? pickText({ fr: 'Avant-première', en: 'Premiere', de: 'Vorpremiere', nl: 'Voorpremière' }, r.lang)
      : null,
    labelFlagColor: isEarlyAVP ? 2 : null,
    genericOrder: rank?.generic ?? show.id,
    homeOrder: rank?.home ?? null,
    upcomingOrder: rank?.upcoming ?? null,
    cineOrder: rank?.home ?? null,
    cineKidsOrder: rank?.kids ?? null,
    genres: show.genres.map((g) => pickText(GENRE_TEXT[g] ?? { en: g }, r.lang)),
    duration: show.duration,
    synopsis: pickText(show.synopsis, r.lang),
    directors: show.directors.join(', '),
    actors: show.actors.join(', '),
    releases: Object.keys(ZONE_OFFSET).map((zone) => ({
      zone,
      date: fromEpochDay(showStatus(show, zone, day).release),
    })),
    nationality: show.nationality,
    trailers: trailersOf(show, title, background, r.lang),
    feelings: {
      wishlist: Math.floor(feel() * 5000),
      disappointed: Math.floor(feel() * 300),
      liked: Math.floor(feel() * 2000),
      loved: Math.floor(feel() * 1500),
    },
    tracking: {
      title: show.originalTitle,
      refHubble: show.ref,
      visa: show.visa,
      originalTitle: show.originalTitle,
      nationality: show.nationality,
      next24ShowtimesCount: stats?.n ?? 0,
      copiesCount: stats?.cinemas ?? 0,
    },
    redirectSlug: null,
    salesOpeningDatetime: st.comingSoon ? `${fromEpochDay(st.release - 14)}T10:00` : null,
    showtimesDisplayDatetime: st.comingSoon ? `${fromEpochDay(st.release - 21)}T10:00` : null,
    specialEvent: !show.isMovie,
    isKids: show.isKids,
    bookable: !st.comingSoon || isEarlyAVP,
    isEarlyAVP,
    vod: show.vod,
    vodAvailability: show.vod ? fromEpochDay(st.release + 120) : null,
    tags: [...show.experiences, ...(isEarlyAVP ? ['avp'] : []), ...(show.isMovie ? [] : ['event'])],
  };
}

let GENRE_TEXT: Record<string, Text> = {};
/** Installs genre labels (kept here to avoid a cycle with the seed module). */
export function setGenres(genres: Record<string, Text>) {
  GENRE_TEXT = genres;
}

const SERVICE_TEXT: Record<string, [Text, Text]> = {
  parking: [
    { en: 'Parking', fr: 'Parking', de: 'Parkplatz', nl: 'Parkeren' },
    {
      en: 'Car park next to the cinema.',
      fr: 'Parking à côté du cinéma.',
      de: 'Parkhaus neben dem Kino.',
      nl: 'Parkeergarage naast de bioscoop.',
    },
  ],
  accessible: [
    { en: 'Step-free access', fr: 'Accès PMR', de: 'Barrierefreier Zugang', nl: 'Toegankelijk' },
    {
      en: 'Every hall reachable without steps.',
      fr: 'Toutes les salles accessibles de plain-pied.',
      de: 'Alle Säle stufenlos erreichbar.',
      nl: 'Alle zalen drempelloos bereikbaar.',
    },
  ],
  'snack-bar': [
    { en: 'Snack bar', fr: 'Confiserie', de: 'Snackbar', nl: 'Snackbar' },
    {
      en: 'Popcorn, drinks and sweets.',
      fr: 'Pop-corn, boissons et confiseries.',
      de: 'Popcorn, Getränke und Süßes.',
      nl: 'Popcorn, drankjes en snoep.',
    },
  ],
  bar: [
    { en: 'Bar', fr: 'Bar', de: 'Bar', nl: 'Bar' },
    {
      en: 'A bar open before and after the films.',
      fr: 'Un bar ouvert avant et après les films.',
      de: 'Eine Bar vor und nach den Filmen.',
      nl: 'Een bar voor en na de films.',
    },
  ],
  restaurant: [
    { en: 'Restaurant', fr: 'Restaurant', de: 'Restaurant', nl: 'Restaurant' },
    {
      en: 'Dine before your film.',
      fr: 'Dînez avant votre film.',
      de: 'Essen vor dem Film.',
      nl: 'Dineer voor je film.',
    },
  ],
  'audio-description': [
    { en: 'Audio description', fr: 'Audiodescription', de: 'Audiodeskription', nl: 'Audiodescriptie' },
    {
      en: 'Headsets at the box office.',
      fr: 'Casques disponibles en caisse.',
      de: 'Kopfhörer an der Kasse.',
      nl: 'Koptelefoons bij de kassa.',
    },
  ],
  'subtitles-hoh': [
    { en: 'Adapted subtitles', fr: 'Sous-titres adaptés', de: 'Angepasste Untertitel', nl: 'Aangepaste ondertiteling' },
    {
      en: 'Subtitles for the hard of hearing.',
      fr: 'Sous-titres sourds et malentendants.',
      de: 'Untertitel für Hörgeschädigte.',
      nl: 'Ondertiteling voor slechthorenden.',
    },
  ],
  birthday: [
    { en: 'Birthdays', fr: 'Anniversaires', de: 'Geburtstage', nl: 'Verjaardagen' },
    {
      en: 'Birthday parties for children.',
      fr: 'Anniversaires pour enfants.',
      de: 'Kindergeburtstage.',
      nl: 'Kinderfeestjes.',
    },
  ],
  lockers: [
    { en: 'Lockers', fr: 'Consignes', de: 'Schließfächer', nl: 'Kluisjes' },
    {
      en: 'Lockers for bags and helmets.',
      fr: 'Consignes pour sacs et casques.',
      de: 'Schließfächer für Taschen.',
      nl: 'Kluisjes voor tassen.',
    },
  ],
  'ev-charging': [
    { en: 'EV charging', fr: 'Bornes de recharge', de: 'E-Ladestationen', nl: 'Laadpalen' },
    {
      en: 'Charging points in the car park.',
      fr: 'Bornes dans le parking.',
      de: 'Ladesäulen im Parkhaus.',
      nl: 'Laadpalen in de parkeergarage.',
    },
  ],
};

/**
 * Distance in kilometres between two places of the store, by the one spec rule (about 1.853 × 60 km
 * a degree): `distanceKm` of the domain models, rounded to 0.1 km.
 */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  return Math.round(geoDistanceKm({ x: a.lon, y: a.lat }, { x: b.lon, y: b.lat }) * 10) / 10;
}

/** A cinema as listed. */
export function cinemaView(store: Store, c: CinemaRow, r: Req): Cinema {
  const city = pickText(c.city, r.lang);
  const seats = c.hallRows.reduce((sum, h) => sum + h.seats, 0);
  const nearby = store
    .cinemasOf(c.site)
    .filter((o) => o.id !== c.id && distanceKm(o, c) < 15)
    .sort((a, b) => distanceKm(a, c) - distanceKm(b, c))[0];
  return {
    slug: c.slug,
    vistaRef: c.vistaRef,
    name: c.name,
    city,
    citySlug: c.citySlug,
    gpsPosition: { x: c.lon, y: c.lat },
    addressLine1: c.addressLine1,
    addressLine2: null,
    addressZip: c.addressZip,
    addressCity: city,
    address: { city, postalCode: c.addressZip },
    tags: c.tags,
    description: pickText(c.description.$t, r.lang),
    disabledServices: c.disabledServices,
    backdrop: `/api/media/cinema/${c.slug}.svg`,
    statistics: { seats, halls: c.hallRows.length },
    mapsUrl: `https://www.openstreetmap.org/?mlat=${c.lat}&mlon=${c.lon}#map=17/${c.lat}/${c.lon}`,
    services: c.services.map((s) => ({
      slug: s,
      label: pickText(SERVICE_TEXT[s]?.[0] ?? { en: s }, r.lang),
      description: pickText(SERVICE_TEXT[s]?.[1] ?? { en: s }, r.lang),
      image: `/api/media/icon/${s}.svg`,
    })),
    sessionsNearby: nearby
      ? {
          cinema: nearby.slug,
          wording: pickText(
            {
              en: `More showtimes at ${nearby.name}`,
              fr: `Plus de séances au ${nearby.name}`,
              de: `Mehr Vorstellungen im ${nearby.name}`,
              nl: `Meer voorstellingen in ${nearby.name}`,
            },
            r.lang,
          ),
        }
      : null,
    seo: {
      title: `${c.name} - ${city}`,
      description: pickText(c.description.$t, r.lang).slice(0, 160),
    },
    redirectSlug: null,
  };
}

/** A cinema's details. */
export function cinemaDetailView(store: Store, c: CinemaRow, r: Req): CinemaDetail {
  const base = cinemaView(store, c, r);
  const pricing = pricingOf(c);
  const round = (n: number) => Math.round(n * 100) / 100;
  const nearby = store
    .cinemasOf(c.site)
    .filter((o) => o.id !== c.id)
    .map((o) => ({ slug: o.slug, name: o.name, distanceKm: distanceKm(o, c) }))
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, 4);
  const ecards = store.docsOf('ecard', c.site).map((d) => {
    const e = localize<{ title: string; price: number; places: number }>(d.data, r.lang);
    return {
      label: e.title,
      singleTtcAmount: round(e.price / e.places),
      ttcAmount: e.price,
      image: `/api/media/card/${d.slug}.svg`,
      imageAlt: e.title,
      refCmd: `/api/booking/ecard-${d.slug}`,
      highlightMessage: null,
    };
  });
  const l = (text: Text) => pickText(text, r.lang);
  const pushes = store
    .docsOf('cinema-push', c.site)
    .filter((d) => (d.data as { cinemas: string[] }).cinemas.includes(c.slug))
    .map((d) => {
      const p = localize<{
        title: string;
        date: string | null;
        cta: { label: string; url: string };
        contentTag: string;
        goal: string;
        description: string;
        backgroundColor: string;
      }>(d.data, r.lang);
      return {
        title: p.title,
        date: p.date,
        cta: { label: p.cta.label, url: p.cta.url },
        backdrop: `/api/media/article/${d.slug}.svg`,
        contentTag: p.contentTag,
        goal: p.goal,
        description: p.description,
        backgroundColor: p.backgroundColor,
      };
    });
  return {
    ...base,
    halls: c.hallRows.map((h) => ({
      name: h.name,
      seats: h.seats,
      tags: h.tags,
      accessibleSeats: Math.max(2, Math.round(h.seats / 60)),
    })),
    cinepass: [
      {
        label: l({ en: 'Pass Solo', fr: 'Pass Solo', de: 'Pass Solo', nl: 'Pas Solo' }),
        price: passPrice(c.site, 'solo'),
        image: '/api/media/card/pass-solo.svg',
        legend: l({ en: 'per month', fr: 'par mois', de: 'pro Monat', nl: 'per maand' }),
      },
      {
        label: l({ en: 'Pass Duo', fr: 'Pass Duo', de: 'Pass Duo', nl: 'Pas Duo' }),
        price: passPrice(c.site, 'duo'),
        image: '/api/media/card/pass-duo.svg',
        legend: l({ en: 'per month', fr: 'par mois', de: 'pro Monat', nl: 'per maand' }),
      },
    ],
    ecards,
    nearbyCinemas: nearby,
    nearbyCities: store
      .citiesOf(c.site)
      .filter((city) => city.slug !== c.citySlug)
      .sort((a, b) => distanceKm(a, c) - distanceKm(b, c))
      .slice(0, 3)
      .map((city) => ({ slug: city.slug, name: pickText(city.name, r.lang) })),
    itinerary: {
      publicTransport: l({
        en: 'Bus and tram stops within 200 m.',
        fr: 'Arrêts de bus et de tram à moins de 200 m.',
        de: 'Bus- und Tramhaltestellen in 200 m.',
        nl: 'Bus- en tramhaltes binnen 200 m.',
      }),
      car: l({ en: `${c.addressLine1}, ${c.addressZip}`, fr: `${c.addressLine1}, ${c.addressZip}` }),
      parking: c.services.includes('parking')
        ? l({
            en: 'Car park next to the cinema, reduced rate with a ticket.',
            fr: 'Parking à côté du cinéma, tarif réduit sur présentation du billet.',
            de: 'Parkhaus neben dem Kino, ermäßigt mit Ticket.',
            nl: 'Parkeergarage naast de bioscoop, korting met ticket.',
          })
        : l({
            en: 'Public car parks nearby.',
            fr: 'Parkings publics à proximité.',
            de: 'Öffentliche Parkplätze in der Nähe.',
            nl: 'Openbare parkeergarages in de buurt.',
          }),
    },
    pricing: {
      prices: (['full', 'student', 'under14', 'senior'] as const).map((kind, i) => ({
        label: l(CONCESSION_LABELS[kind]),
        amount: kind === 'full' ? pricing.fullPrice : pricing.concessions[kind],
        currency: pricing.currency,
        termsIndex: i === 0 ? null : i,
      })),
      complements: cinemaComplements(c, r.lang),
      terms: [
        l({
          en: 'On presentation of a valid student card.',
          fr: 'Sur présentation d’une carte étudiante valide.',
          de: 'Gegen gültigen Studierendenausweis.',
          nl: 'Op vertoon van een geldige studentenkaart.',
        }),
        l({
          en: 'Proof of age may be requested.',
          fr: 'Un justificatif d’âge peut être demandé.',
          de: 'Altersnachweis kann verlangt werden.',
          nl: 'Leeftijdsbewijs kan worden gevraagd.',
        }),
        l({
          en: 'From 65 years old, every day.',
          fr: 'Dès 65 ans, tous les jours.',
          de: 'Ab 65 Jahren, täglich.',
          nl: 'Vanaf 65 jaar, elke dag.',
        }),
      ],
      globalTerms: l({
        en: 'Prices include VAT.',
        fr: 'Prix TTC.',
        de: 'Preise inkl. MwSt.',
        nl: 'Prijzen inclusief btw.',
      }),
    },
    pushes,
    cinemaWeekOffset: 3,
    tracking: { citySlug: c.citySlug, cinemaSlug: c.slug },
    premium: c.premium,
    cinemaPremium: c.hallRows
      .flatMap((h) => h.tags)
      .filter((t) => t === 'premium' || t === 'imax' || t === 'dolby-cinema'),
    accessibilityDescription: pickText(c.accessibility.$t, r.lang),
    accesLibreUrl:
      c.site === 'fr' ? `https://acceslibre.beta.gouv.fr/recherche/?what=${encodeURIComponent(c.name)}` : null,
    image: { url: base.backdrop, alt: c.name },
  };
}

/** A city as listed. */
export function cityView(store: Store, city: CityRow, r: Req): City {
  const count = store.cinemasOf(city.site).filter((c) => c.citySlug === city.slug).length;
  return {
    slug: city.slug,
    name: pickText(city.name, r.lang),
    postalCode: city.postalCode,
    mainRegion: city.region,
    singlePage: count === 1,
    gpsPosition: { x: city.lon, y: city.lat },
    cinemaCount: count,
  };
}

/** settings.tunnelUrl: a showtime's booking link is this + its refCmd (the reference API's hand-off page). */
export const TUNNEL_URL = '/api/booking/';
/** Minutes after its start during which a showtime can still be booked (then it is locked, "old"). */
export const RESERVABLE_MINUTES = 10;

const HALL_WORD: Record<Lang, string> = { fr: 'Salle', en: 'Screen', de: 'Saal', nl: 'Zaal' };
const EXPERIENCE_TAGS = new Set(['imax', '4dx', 'dolby-cinema', 'screenx', 'premium']);
const ACCESS_TAGS = new Set(ACCESSIBILITY_TAGS);
const SPECIAL_TEXT: Record<string, [Text, Text]> = {
  debate: [
    { en: 'Screening and debate', fr: 'Séance-débat', de: 'Vorstellung mit Diskussion', nl: 'Voorstelling met debat' },
    {
      en: 'A discussion with a guest follows the film.',
      fr: 'Un échange avec un invité suit la projection.',
      de: 'Nach dem Film Gespräch mit einem Gast.',
      nl: 'Na de film een gesprek met een gast.',
    },
  ],
  'cine-club': [
    { en: 'Film club', fr: 'Ciné-club', de: 'Filmclub', nl: 'Filmclub' },
    {
      en: 'Introduced by our film club.',
      fr: 'Présentée par notre ciné-club.',
      de: 'Eingeführt von unserem Filmclub.',
      nl: 'Ingeleid door onze filmclub.',
    },
  ],
  'preview-talk': [
    {
      en: 'Preview and talk',
      fr: 'Avant-première et rencontre',
      de: 'Vorpremiere mit Gespräch',
      nl: 'Voorpremière met nagesprek',
    },
    {
      en: 'Meet the team after the film.',
      fr: 'Rencontre avec l’équipe après le film.',
      de: 'Treffen Sie das Team nach dem Film.',
      nl: 'Ontmoet het team na de film.',
    },
  ],
  premiere: [
    { en: 'Premiere', fr: 'Avant-première', de: 'Vorpremiere', nl: 'Voorpremière' },
    {
      en: 'See it before everyone else.',
      fr: 'Voyez-le avant tout le monde.',
      de: 'Sehen Sie ihn vor allen anderen.',
      nl: 'Zie hem voor iedereen.',
    },
  ],
};

/** A showtime, its status computed against the site's local time. */
export function showtimeView(
  store: Store,
  row: ShowtimeRow,
  r: Req,
  versions: Map<string, { label: string; name: string }>,
): Showtime {
  const show = store.showById.get(row.show_id);
  const cinema = store.cinemaById.get(row.cinema_id);
  const hall = cinema?.hallRows.find((h) => h.id === row.hall_id);
  const tags = JSON.parse(row.tags) as string[];
  const time = `${row.date}T${row.start}`;
  const reservabilityEnd = addMinutes(time, RESERVABLE_MINUTES);
  const endTime = addMinutes(time, show?.duration ?? 120);
  const timeZone = store.site(r.site).timeZone;
  const nowLocal = `${r.today}T${r.time}`;
  const special = row.special ? (JSON.parse(row.special) as { kind: string }) : null;
  const specialText = special ? SPECIAL_TEXT[special.kind] : undefined;
  const hallName = `${HALL_WORD[r.lang]} ${hall?.name ?? '1'}`;
  const status = row.soldout ? 'soldout' : nowLocal > reservabilityEnd ? 'locked' : 'available';
  return {
    id: String(row.id),
    status,
    time,
    datetime: time,
    endTime,
    reservabilityEnd,
    version: {
      slug: row.version,
      label: versions.get(row.version)?.label ?? row.version.toUpperCase(),
      name: versions.get(row.version)?.name ?? row.version.toUpperCase(),
    },
    startsAt: withOffset(time, timeZone),
    endsAt: withOffset(endTime, timeZone),
    tags,
    flags: { '3d': tags.includes('3d') },
    experienceIcons: tags.filter((t) => EXPERIENCE_TAGS.has(t)),
    accessibilityIcons: tags.filter((t) => ACCESS_TAGS.has(t)),
    refCmd: String(row.id),
    url: `${TUNNEL_URL}${row.id}`,
    auditoriumName: hallName,
    auditoriumCapacity: hall?.seats ?? 0,
    auditorium: hallName,
    seatCount: hall?.seats ?? 0,
    isPremiere: tags.includes('avp'),
    specialShowtimeDetails:
      special && specialText
        ? {
            titleScreening: pickText(specialText[0], r.lang),
            titleShowtimeDetails: pickText(specialText[0], r.lang),
            descriptionShowtimeDetails: pickText(specialText[1], r.lang),
            source: special.kind,
            highlightedTitle: pickText(specialText[0], r.lang),
            color: '#111111',
            backgroundColor: special.kind === 'premiere' ? '#ffc426' : '#e8e3d9',
            pictoBanner: null,
            specialShowtimeCinema: cinema?.slug ?? '',
          }
        : null,
    price: showtimePrice(cinema ?? { site: r.site }, tags, r.lang),
  };
}
