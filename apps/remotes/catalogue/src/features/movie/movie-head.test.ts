import type { ShowDetail } from '@marquee/domain-models';
import { cutAtWord, filmReleaseDate } from '@marquee/domain-models';
import type { PageInfo, Translate } from '@marquee/remote-contract';
import { href, type RoutingSite } from '@marquee/routing';
import { describe, expect, it } from 'vitest';
import { schemaOrgProblems } from '@marquee/remote-contract/schema-org';
import { isoDuration, movieGraph, movieHead, movieStructuredData } from './movie-head';
import type { MovieData } from './movie-loader';
import { slugsByLanguage } from '../../lib/movie-release';
import { lastLighthouse, lastLighthouseProgramme, translateAnswer } from './test-fixtures';

const be: RoutingSite = {
  code: 'be',
  languages: ['fr', 'nl', 'en'],
  defaultLanguage: 'en',
  prefixDefaultLanguage: true,
};
const page = {
  site: 'be',
  language: 'en',
  url: new URL('http://be.marquee.localhost/en/film/the-last-lighthouse/filters/date-2026-11-23?x=1'),
  href: (kind, params) => href(be, 'en', kind, params),
} as PageInfo;
const texts: Record<string, string> = { 'movie.allAudiences': 'All audiences', 'movie.home': 'Home' };
const t: Translate = (key) => texts[key] ?? key;
const origin = 'http://be.marquee.localhost';
const filmUrl = `${origin}/en/film/the-last-lighthouse`;

type GraphNode = Record<string, unknown> & { '@type': string };
const nodes = (data: MovieData) => movieGraph(data, page, t)['@graph'] as unknown as GraphNode[];
const ofType = (data: MovieData, type: string) => nodes(data).filter((node) => node['@type'] === type);

describe('ISO 8601 duration', () => {
  it('SHELL-82 minutes become PTnHnM', () => {
    expect(isoDuration(112)).toBe('PT1H52M');
    expect(isoDuration(118)).toBe('PT1H58M');
    expect(isoDuration(120)).toBe('PT2H');
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(360)).toBe('PT6H');
    expect(isoDuration(0)).toBeUndefined();
  });
});

const data: MovieData = {
  ...lastLighthouse,
  slugs: slugsByLanguage(translateAnswer),
  programme: lastLighthouseProgramme,
};

describe('movie head', () => {
  it('SHELL-81 the title is the film title (the shell adds the brand)', () => {
    expect(movieHead(data, page, t).title).toBe('The Last Lighthouse');
  });

  it('SHELL-82 the description is the SEO description when the API gives one', () => {
    const withSeo: MovieData = { ...data, seo: { title: data.title, description: 'A keeper, a storm, a promise.' } };
    expect(movieHead(withSeo, page, t).description).toBe('A keeper, a storm, a promise.');
  });

  it('SHELL-82 without SEO description the synopsis is cut; the image is the large poster', () => {
    const head = movieHead({ ...data, seo: { title: data.title, description: ' ' } }, page, t);
    expect(head.description).toBe(cutAtWord(data.synopsis));
    expect(head.image).toBe('/api/media/poster/the-last-lighthouse.svg?size=lg');
  });

  it('SHELL-84 the alternate-language links use the film slug in each language of the site', () => {
    expect(movieHead(data, page, t).paramsByLanguage).toEqual({
      fr: { slug: 'le-dernier-phare' },
      nl: { slug: 'de-laatste-vuurtoren' },
      en: { slug: 'the-last-lighthouse' },
    });
  });

  it('SHELL-84 without translations the head has no per-language params', () => {
    expect(movieHead({ ...data, slugs: null }, page, t).paramsByLanguage).toBeUndefined();
    expect('paramsByLanguage' in movieHead({ ...data, slugs: {} }, page, t)).toBe(false);
  });
});

describe('JSON-LD of the film page', () => {
  it('SHELL-82 CAT-07 the Movie carries the record, the content rating by the display rule and the trailer', () => {
    expect(movieStructuredData(lastLighthouse, page, 'All audiences')).toEqual({
      '@type': 'Movie',
      '@id': `${filmUrl}#movie`,
      name: 'The Last Lighthouse',
      url: filmUrl,
      description: lastLighthouse.seo.description,
      image: `${origin}/api/media/poster/the-last-lighthouse.svg?size=lg`,
      duration: 'PT1H58M',
      genre: ['Drama'],
      director: [{ '@type': 'Person', name: 'Ingrid Fontaine' }],
      actor: [
        { '@type': 'Person', name: 'Thomas Mbaye' },
        { '@type': 'Person', name: 'Lucas Haddad' },
        { '@type': 'Person', name: 'Aïssatou Rossi' },
        { '@type': 'Person', name: 'Fatou Laurent' },
      ],
      datePublished: '2026-10-07',
      countryOfOrigin: { '@type': 'Country', name: 'FR' },
      // RULE-20: the warning text when there is one.
      contentRating: 'Some scenes may upset viewers',
      trailer: {
        '@type': 'VideoObject',
        name: 'The Last Lighthouse - Trailer',
        description: lastLighthouse.seo.description,
        thumbnailUrl: `${origin}/api/media/poster/the-last-lighthouse.svg?size=lg`,
        uploadDate: '2026-10-07',
        duration: 'PT6S',
        contentUrl: `${origin}/api/media/video/marquee-countdown-v1.mp4`,
      },
    });
  });

  it('CAT-11 a provider trailer is its player (embedUrl) and watch page; a raster backdrop is its thumbnail', () => {
    const show: ShowDetail = {
      ...lastLighthouse,
      background: { ...lastLighthouse.background, lg: '/api/media/backdrop/the-last-lighthouse.1n2uvk4.1280.jpg' },
      contentRating: { ...lastLighthouse.contentRating, label: 'TP', warning: null },
      trailers: [
        {
          ...(lastLighthouse.trailers[0] as ShowDetail['trailers'][number]),
          videoType: 'youtube',
          embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
          url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
          sources: [],
          duration: null,
        },
      ],
    };
    const movie = movieStructuredData(show, page, 'All audiences') as unknown as Record<string, unknown>;
    expect(movie.contentRating).toBe('All audiences');
    expect(movie.trailer).toMatchObject({
      embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      thumbnailUrl: `${origin}/api/media/backdrop/the-last-lighthouse.1n2uvk4.1280.jpg`,
    });
    expect(movie.trailer).not.toHaveProperty('contentUrl');
  });

  it("one ScreeningEvent per showtime of the day shown, at the site's offset, with its cinema, format, languages and offer", () => {
    const events = ofType(data, 'ScreeningEvent');
    expect(events).toHaveLength(4);
    expect(events[2]).toEqual({
      '@type': 'ScreeningEvent',
      name: 'The Last Lighthouse (VOST)',
      startDate: '2026-11-23T20:45:00+01:00',
      endDate: '2026-11-23T22:45:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@id': `${origin}/en/cinema/marquee-toison-dor#theater` },
      // Issue 25 item 10: the cinema organises it; the film's image, description and cast.
      organizer: { '@id': `${origin}/en/cinema/marquee-toison-dor#theater` },
      workPresented: { '@id': `${filmUrl}#movie` },
      image: `${origin}/api/media/poster/the-last-lighthouse.svg?size=lg`,
      description: expect.stringMatching(/^A disgraced detective sets out/),
      performer: [
        { '@type': 'Person', name: 'Thomas Mbaye' },
        { '@type': 'Person', name: 'Lucas Haddad' },
        { '@type': 'Person', name: 'Aïssatou Rossi' },
        { '@type': 'Person', name: 'Fatou Laurent' },
      ],
      videoFormat: 'IMAX 2D',
      subtitleLanguage: 'fr',
      offers: {
        '@type': 'Offer',
        url: `${origin}/api/booking/3?language=en`,
        price: 16.5,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        // No sales opening in the record: valid from its first release.
        validFrom: '2026-10-07',
      },
    });
    // A sales opening: the offer is valid from it, at the showtime's offset.
    const presale = ofType({ ...data, salesOpeningDatetime: '2026-10-01T10:00' }, 'ScreeningEvent');
    expect((presale[2]?.offers as Record<string, unknown> | undefined)?.validFrom).toBe('2026-10-01T10:00:00+01:00');
    expect(events[0]).toMatchObject({ inLanguage: 'fr', videoFormat: '2D' });
    expect(events[0]).not.toHaveProperty('subtitleLanguage');
    expect((events[1]?.offers as Record<string, unknown> | undefined)?.availability).toBe('https://schema.org/SoldOut');
  });

  it('each cinema of the day once, as a MovieTheater with its postal address; then the breadcrumbs', () => {
    expect(ofType(data, 'MovieTheater')).toEqual([
      {
        '@type': 'MovieTheater',
        '@id': `${origin}/en/cinema/marquee-toison-dor#theater`,
        name: "Marquee Toison d'Or",
        url: `${origin}/en/cinema/marquee-toison-dor`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: "Avenue de la Toison d'Or 8",
          postalCode: '1050',
          addressLocality: 'Brussels',
          addressCountry: 'BE',
        },
      },
      expect.objectContaining({ name: 'Marquee Docks' }),
    ]);
    expect(ofType(data, 'BreadcrumbList')).toEqual([
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: { '@type': 'WebPage', '@id': `${origin}/en` } },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'The Last Lighthouse',
            item: { '@type': 'WebPage', '@id': filmUrl },
          },
        ],
      },
    ]);
  });

  it('the showtimes failing leaves the Movie and the breadcrumbs', () => {
    const failed = { ...data, programme: { ...data.programme, schedule: null } };
    expect(nodes(failed).map((node) => node['@type'])).toEqual(['Movie', 'BreadcrumbList']);
  });

  it('SHELL-82 the head carries the graph', () => {
    expect(movieHead(data, page, t).structuredData).toEqual(movieGraph(data, page, t));
  });

  it('SHELL-82 unknown facts are left out of the Movie', () => {
    const sparse: ShowDetail = {
      ...lastLighthouse,
      duration: 0,
      genres: [],
      directors: '',
      actors: ' , ',
      nationality: '',
      trailers: [],
      releases: [{ zone: 'FR', date: '1900-01-01' }],
    };
    expect(Object.keys(movieStructuredData(sparse, page)).sort()).toEqual(
      ['@type', '@id', 'name', 'url', 'description', 'image', 'contentRating'].sort(),
    );
  });
});

describe('JSON-LD against the schema.org vocabulary', () => {
  it('the whole graph is valid schema.org: types, properties of those types, values in range', () => {
    expect(schemaOrgProblems(movieGraph(data, page, t))).toEqual([]);
    const youtube: MovieData = {
      ...data,
      trailers: [
        {
          ...(data.trailers[0] as ShowDetail['trailers'][number]),
          videoType: 'youtube',
          embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
          url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        },
      ],
    };
    expect(schemaOrgProblems(movieGraph(youtube, page, t))).toEqual([]);
  });

  it('the check fails on a wrong property, a wrong type, an unknown type, a bad date and a dangling reference', () => {
    const graph = movieGraph(data, page, t);
    const [movie, theater, event] = graph['@graph'] as unknown as GraphNode[];
    const broken = (patch: (nodes: GraphNode[]) => GraphNode[]) =>
      schemaOrgProblems({ ...graph, '@graph': patch([movie, theater, event] as GraphNode[]) });
    expect(broken(([m, ...rest]) => [{ ...m, startDate: '2026-11-23' } as GraphNode, ...rest])).toEqual([
      '@graph[0].startDate: "startDate" is not a property of Movie',
    ]);
    expect(
      broken(([m, th, e]) => [m, th, { ...e, location: { '@type': 'Person', name: 'x' } } as GraphNode] as GraphNode[]),
    ).toEqual(['@graph[2].location: Person is not a Place | PostalAddress | Text | VirtualLocation']);
    expect(broken(([m, th, e]) => [m, { ...th, '@type': 'Cinema' } as GraphNode, e] as GraphNode[])).toContain(
      '@graph[1]: "Cinema" is not a schema.org type',
    );
    expect(
      broken(([m, th, e]) => [m, th, { ...e, startDate: '23/11/2026 20:45' } as GraphNode] as GraphNode[]),
    ).toEqual(['@graph[2].startDate: "23/11/2026 20:45" does not fit Date | DateTime']);
    expect(broken(([m, _th, e]) => [m, e] as GraphNode[])).toEqual([
      `@graph[1].location: @id ${origin}/en/cinema/marquee-toison-dor#theater names no node of the graph`,
      `@graph[1].organizer: @id ${origin}/en/cinema/marquee-toison-dor#theater names no node of the graph`,
    ]);
    expect(schemaOrgProblems({ '@context': 'http://schema.org', '@type': 'Movie', name: 'x' })).toEqual([
      '@context is "http://schema.org"',
    ]);
  });
});

describe('movie tracking and release date', () => {
  const tracked: MovieData = { ...lastLighthouse, slugs: null, programme: lastLighthouseProgramme };

  it('SHELL-95 the film page adds the show tracking data to its page view', () => {
    expect(movieHead(tracked, page, t).tracking).toEqual({
      show: {
        title: 'The Last Lighthouse',
        refHubble: 'HO100001',
        visa: '150007',
        originalTitle: 'The Last Lighthouse',
        nationality: 'FR',
        next24ShowtimesCount: 0,
        copiesCount: 0,
      },
    });
  });

  it("SITE-38 the release date shown is the site's country's, else the earliest known", () => {
    expect(filmReleaseDate(tracked, 'nl')).toBe('2026-10-08');
    expect(filmReleaseDate(tracked, 'sn')).toBe('2026-10-21');
    const onlyFrance = {
      releases: [
        { zone: 'FR', date: '2026-10-07' },
        { zone: 'SN', date: '1900-01-01' },
      ],
    };
    expect(filmReleaseDate(onlyFrance, 'sn')).toBe('2026-10-07');
    expect(filmReleaseDate({ releases: [{ zone: 'FR', date: '1900-01-01' }] }, 'fr')).toBeNull();
  });
});
