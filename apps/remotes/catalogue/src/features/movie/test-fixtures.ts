import type { ShowDetail, Translate } from '@marquee/domain-models';
import type { Programme } from '../../components/showtime-schedule/programme';

// Answers of the reference API (apps/api) captured as they are sent: site be, language en.
// Posters are site-relative paths under /api/media; seo.description is the synopsis sliced at 160.

/** GET /api/show/the-last-lighthouse (be, en). */
export const lastLighthouse: ShowDetail = {
  slug: 'the-last-lighthouse',
  showRef: 'HO100001',
  title: 'The Last Lighthouse',
  originalTitle: 'The Last Lighthouse',
  posterPath: '/api/media/poster/the-last-lighthouse.svg',
  backgroundPath: '/api/media/backdrop/the-last-lighthouse.svg',
  poster: {
    sm: '/api/media/poster/the-last-lighthouse.svg?size=sm',
    md: '/api/media/poster/the-last-lighthouse.svg?size=md',
    lg: '/api/media/poster/the-last-lighthouse.svg?size=lg',
  },
  background: {
    sm: '/api/media/backdrop/the-last-lighthouse.svg?size=sm',
    md: '/api/media/backdrop/the-last-lighthouse.svg?size=md',
    lg: '/api/media/backdrop/the-last-lighthouse.svg?size=lg',
  },
  contentRating: {
    system: 'Cinecheck',
    label: '18',
    warning: 'Some scenes may upset viewers',
    icon: '/api/media/rating/cinecheck-18.svg',
  },
  cinechecks: ['violence'],
  warning: 'Some scenes may upset viewers',
  isMovie: true,
  isNew: false,
  notComingSoon: true,
  isComingSoon: false,
  flag: null,
  flagColor: null,
  label: null,
  labelFlagColor: null,
  genericOrder: 1,
  homeOrder: 30,
  upcomingOrder: null,
  cineOrder: 30,
  cineKidsOrder: null,
  genres: ['Drama'],
  duration: 118,
  synopsis:
    'A disgraced detective sets out to keep a forgotten promise in a city that never sleeps. The Last Lighthouse is a story about courage, chance and the people we choose to keep close.',
  directors: 'Ingrid Fontaine',
  actors: 'Thomas Mbaye, Lucas Haddad, Aïssatou Rossi, Fatou Laurent',
  releases: [
    { zone: 'FR', date: '2026-10-07' },
    { zone: 'BE', date: '2026-10-07' },
    { zone: 'CH', date: '2026-10-07' },
    { zone: 'NL', date: '2026-10-08' },
    { zone: 'MA', date: '2026-10-14' },
    { zone: 'TN', date: '2026-10-14' },
    { zone: 'SN', date: '2026-10-21' },
    { zone: 'CI', date: '2026-10-21' },
  ],
  nationality: 'FR',
  trailers: [
    {
      externalId: 'trailer-the-last-lighthouse',
      isMain: true,
      language: 'en',
      title: 'The Last Lighthouse - Trailer',
      snapshot: '/api/media/backdrop/the-last-lighthouse.svg',
      videoType: 'S3',
      url: '/api/media/video/marquee-countdown-v1.mp4',
      embedUrl: null,
      sources: [
        { url: '/api/media/video/marquee-countdown-v1.webm', type: 'video/webm; codecs="vp9"' },
        { url: '/api/media/video/marquee-countdown-v1.mp4', type: 'video/mp4; codecs="avc1.4d401f"' },
      ],
      duration: 6,
    },
  ],
  feelings: { wishlist: 1930, disappointed: 215, liked: 380, loved: 419 },
  tracking: {
    title: 'The Last Lighthouse',
    refHubble: 'HO100001',
    visa: '150007',
    originalTitle: 'The Last Lighthouse',
    nationality: 'FR',
    next24ShowtimesCount: 0,
    copiesCount: 0,
  },
  redirectSlug: null,
  salesOpeningDatetime: null,
  showtimesDisplayDatetime: null,
  specialEvent: false,
  isKids: false,
  bookable: true,
  isEarlyAVP: false,
  vod: false,
  vodAvailability: null,
  tags: ['imax'],
  seo: {
    title: 'The Last Lighthouse',
    description:
      'A disgraced detective sets out to keep a forgotten promise in a city that never sleeps. The Last Lighthouse is a story about courage, chance and the people we c',
  },
  days: [],
  cinemaCount: 0,
};

/** GET /api/show/the-last-lighthouse/translate (be, en): the slug in each language of the site. */
export const translateAnswer: Translate = {
  slug: 'the-last-lighthouse',
  translations: [
    { language: 'fr', slug: 'le-dernier-phare' },
    { language: 'nl', slug: 'de-laatste-vuurtoren' },
    { language: 'en', slug: 'the-last-lighthouse' },
  ],
};

/** HH:mm plus some minutes (same day). */
const later = (time: string, minutes: number) => {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** One showtime of the programme fixture: a 15-minute pre-show, seats left 120 of 180 (none when sold out). */
function showtime(id: string, time: string, version: 'vf' | 'vost', tags: string[] = [], status = 'available') {
  return {
    id,
    status: status as 'available' | 'soldout' | 'locked',
    time: `2026-11-23T${time}`,
    datetime: `2026-11-23T${time}`,
    endTime: `2026-11-23T${String(Number(time.slice(0, 2)) + 2).padStart(2, '0')}${time.slice(2)}`,
    filmTime: `2026-11-23T${later(time, 15)}`,
    preShowMinutes: 15,
    reservabilityEnd: `2026-11-23T${time}`,
    version: {
      slug: version,
      label: version.toUpperCase(),
      name: version === 'vf' ? 'French version' : 'Original version',
    },
    startsAt: `2026-11-23T${time}:00+01:00`,
    filmStartsAt: `2026-11-23T${later(time, 15)}:00+01:00`,
    endsAt: `2026-11-23T${String(Number(time.slice(0, 2)) + 2).padStart(2, '0')}${time.slice(2)}:00+01:00`,
    price: {
      amount: tags.includes('imax') ? 16.5 : 12.5,
      currency: 'EUR',
      fullPrice: 12.5,
      surcharges: tags.includes('imax') ? [{ tag: 'imax', label: 'IMAX', amount: 4 }] : [],
    },
    tags,
    flags: { '3d': false },
    experienceIcons: [],
    accessibilityIcons: [],
    refCmd: id,
    url: `/api/booking/${id}`,
    auditoriumName: 'Salle 2',
    auditoriumCapacity: 180,
    auditorium: 'Salle 2',
    seatCount: 180,
    seatsLeft: status === 'soldout' ? 0 : 120,
    isPremiere: false,
    specialShowtimeDetails: null,
  };
}

/** The programme of The Last Lighthouse in Brussels on 2026-11-23 at 16:00 local time. */
export const lastLighthouseProgramme: Programme = {
  selection: { type: 'city', value: 'brussels' },
  source: 'default',
  filters: {},
  now: '2026-11-23T16:00',
  tags: [
    { slug: 'imax', label: 'IMAX', category: 'experience', order: 1 },
    { slug: 'audio-description', label: 'Audio description', category: 'accessibility', order: 10 },
  ],
  cinemas: [
    { slug: 'marquee-toison-dor', name: "Marquee Toison d'Or", city: 'Brussels', postalCode: '1050' },
    { slug: 'marquee-docks', name: 'Marquee Docks', city: 'Brussels', postalCode: '1000' },
  ],
  cities: [{ slug: 'brussels', name: 'Brussels', cinemaCount: 2 }],
  schedule: {
    date: '2026-11-23',
    days: ['2026-11-23', '2026-11-24', '2026-11-26'],
    nextDay: '2026-11-24',
    currency: 'EUR',
    tags: [
      {
        slug: 'imax',
        title: 'IMAX',
        category: 'experience',
        icon: '/api/media/icon/imax.svg',
        badgeTitle: 'IMAX',
        badgeDescription: 'A giant screen, laser projection, precise sound.',
      },
      {
        slug: 'audio-description',
        title: 'Audio description',
        category: 'accessibility',
        icon: '/api/media/icon/audio-description.svg',
        badgeTitle: 'Audio description',
        badgeDescription: null,
      },
    ],
    cinemas: [
      {
        cinemaSlug: 'marquee-toison-dor',
        cinemaName: "Marquee Toison d'Or",
        cinemaCity: 'Brussels',
        cinemaCitySlug: 'brussels',
        cinemaPostalCode: '1050',
        cinemaAddress: "Avenue de la Toison d'Or 8",
        sessionsNearby: {
          cinema: 'marquee-docks',
          cinemaName: 'Marquee Docks',
          wording: 'Also showing at Marquee Docks, 3 km away',
        },
        showSlug: 'the-last-lighthouse',
        date: '2026-11-23',
        showtimes: [
          showtime('1', '14:00', 'vf'),
          showtime('2', '18:15', 'vost', [], 'soldout'),
          showtime('3', '20:45', 'vost', ['imax', 'audio-description']),
        ],
      },
      {
        cinemaSlug: 'marquee-docks',
        cinemaName: 'Marquee Docks',
        cinemaCity: 'Brussels',
        cinemaCitySlug: 'brussels',
        cinemaPostalCode: '1000',
        cinemaAddress: 'Boulevard Lambermont 1',
        sessionsNearby: null,
        showSlug: 'the-last-lighthouse',
        date: '2026-11-23',
        showtimes: [showtime('4', '21:30', 'vf')],
      },
    ],
  },
};
