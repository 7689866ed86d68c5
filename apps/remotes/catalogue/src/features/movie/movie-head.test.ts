import type { ShowDetail } from '@marquee/domain-models';
import { cutAtWord } from '@marquee/domain-models';
import type { PageInfo } from '@marquee/remote-contract';
import { describe, expect, it } from 'vitest';
import {
  isoDuration,
  type MovieData,
  movieHead,
  movieStructuredData,
  siteReleaseDate,
  slugsByLanguage,
} from './movie-head';
import { lastLighthouse, lastLighthouseProgramme, translateAnswer } from './test-fixtures';

const page = { language: 'en', url: new URL('http://be.marquee.localhost/en/film/the-last-lighthouse') } as PageInfo;

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

describe('movie head', () => {
  const data: MovieData = {
    ...lastLighthouse,
    slugs: slugsByLanguage(translateAnswer),
    programme: lastLighthouseProgramme,
  };

  it('SHELL-81 the title is the film title (the shell adds the brand)', () => {
    expect(movieHead(data, page).title).toBe('The Last Lighthouse');
  });

  it('SHELL-82 the description is the SEO description when the API gives one', () => {
    const withSeo: MovieData = { ...data, seo: { title: data.title, description: 'A keeper, a storm, a promise.' } };
    expect(movieHead(withSeo, page).description).toBe('A keeper, a storm, a promise.');
  });

  it('SHELL-82 without SEO description the synopsis is cut; the image is the large poster', () => {
    const head = movieHead({ ...data, seo: { title: data.title, description: ' ' } }, page);
    expect(head.description).toBe(cutAtWord(data.synopsis));
    expect(head.image).toBe('/api/media/poster/the-last-lighthouse.svg?size=lg');
  });

  it('SHELL-84 the alternate-language links use the film slug in each language of the site', () => {
    expect(movieHead(data, page).paramsByLanguage).toEqual({
      fr: { slug: 'le-dernier-phare' },
      nl: { slug: 'de-laatste-vuurtoren' },
      en: { slug: 'the-last-lighthouse' },
    });
  });

  it('SHELL-84 without translations the head has no per-language params', () => {
    expect(movieHead({ ...data, slugs: null }, page).paramsByLanguage).toBeUndefined();
    expect('paramsByLanguage' in movieHead({ ...data, slugs: {} }, page)).toBe(false);
  });

  it('SHELL-82 structured data is a schema.org Movie', () => {
    expect(movieStructuredData(lastLighthouse, page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Movie',
      name: 'The Last Lighthouse',
      description: lastLighthouse.seo.description,
      image: 'http://be.marquee.localhost/api/media/poster/the-last-lighthouse.svg?size=lg',
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
    });
    expect(movieHead(data, page).structuredData).toEqual(movieStructuredData(lastLighthouse, page));
  });

  it('SHELL-82 unknown facts are left out of the structured data', () => {
    const sparse: ShowDetail = {
      ...lastLighthouse,
      duration: 0,
      genres: [],
      directors: '',
      actors: ' , ',
      releases: [{ zone: 'FR', date: '1900-01-01' }],
    };
    expect(Object.keys(movieStructuredData(sparse, page)).sort()).toEqual(
      ['@context', '@type', 'description', 'image', 'name'].sort(),
    );
  });
});

describe('movie tracking and release date', () => {
  const data: MovieData = { ...lastLighthouse, slugs: null, programme: lastLighthouseProgramme };

  it('SHELL-95 the film page adds the show tracking data to its page view', () => {
    expect(movieHead(data, page).tracking).toEqual({
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
    expect(siteReleaseDate(data, 'nl')).toBe('2026-10-08');
    expect(siteReleaseDate(data, 'sn')).toBe('2026-10-21');
    const onlyFrance = {
      releases: [
        { zone: 'FR', date: '2026-10-07' },
        { zone: 'SN', date: '1900-01-01' },
      ],
    };
    expect(siteReleaseDate(onlyFrance, 'sn')).toBe('2026-10-07');
    expect(siteReleaseDate({ releases: [{ zone: 'FR', date: '1900-01-01' }] }, 'fr')).toBeUndefined();
  });
});
