import { PAGE_KINDS } from '@marquee/routing';
import { describe, expect, it } from 'vitest';
import {
  EXTRA_PAGE_TYPES,
  PAGE_TYPE_OF_KIND,
  pageGroupOf,
  pageTypeOf,
  SECTION_OF_PAGE_TYPE,
  SPEC_PAGE_TYPES,
  TRACKED_PAGE_TYPES,
} from './page-types';

// The route page-type keys of A§2 / C§2, each a page kind of the router.
const ROUTE_PAGE_TYPE_KEYS = [
  'Home',
  'Shows',
  'Movie',
  'Entertainment',
  'Cinema',
  'CinemaLight',
  'Cinemas',
  'City',
  'CityLight',
  'Experience',
  'Season',
  'NewsItem',
  'Offer',
  'ExperienceArticle',
  'FaqCategory',
  'FaqArticleById',
  'FaqArticleBySlug',
] as const;

// The other tracked page types A§2 names, as the spec writes them.
const OTHER_SPEC_TYPES = [
  'cgv',
  'cvd',
  'ecards',
  'ecards 3 seats',
  'experience group',
  'experiences',
  'news',
  'not found',
  'offers',
  'sitemap',
  'subscription offers',
  'faq',
  'faq results',
];

const snake = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/ /g, '_')
    .toLowerCase();

describe('tracked page types', () => {
  it('SHELL-93 every page kind of the router has a tracked page type, and only known ones', () => {
    expect(Object.keys(PAGE_TYPE_OF_KIND).sort()).toEqual([...PAGE_KINDS].sort());
    for (const kind of PAGE_KINDS) expect(TRACKED_PAGE_TYPES).toContain(pageTypeOf(kind));
  });

  it('SHELL-93 the route page-type keys are tracked under their own name', () => {
    for (const key of ROUTE_PAGE_TYPE_KEYS) expect(pageTypeOf(key)).toBe(snake(key));
  });

  it('SHELL-93 the spec list is exactly the route keys plus cgv, cvd, ecards ... faq results, and each is reached by a page kind', () => {
    expect([...SPEC_PAGE_TYPES].sort()).toEqual([...ROUTE_PAGE_TYPE_KEYS, ...OTHER_SPEC_TYPES].map(snake).sort());
    const reached = new Set(Object.values(PAGE_TYPE_OF_KIND));
    for (const type of SPEC_PAGE_TYPES) expect(reached, type).toContain(type);
    expect(pageTypeOf('Ecards3')).toBe('ecards_3_seats');
    expect(pageTypeOf('ExperienceGroup')).toBe('experience_group');
    expect(pageTypeOf('Subscription')).toBe('subscription_offers');
    expect(pageTypeOf('OffersList')).toBe('offers');
    expect(pageTypeOf('NewsList')).toBe('news');
    expect(pageTypeOf('FaqHome')).toBe('faq');
    expect(pageTypeOf('FaqResults')).toBe('faq_results');
    for (const kind of ['NotFound', 'Error404', 'Error404NotFound', 'Error410Gone'] as const) {
      expect(pageTypeOf(kind)).toBe('not_found');
    }
  });

  it('SHELL-93 the extra types do not shadow a spec type and are used', () => {
    for (const type of EXTRA_PAGE_TYPES) expect(SPEC_PAGE_TYPES as readonly string[]).not.toContain(type);
    const reached = new Set<string>([...Object.values(PAGE_TYPE_OF_KIND), 'error']);
    for (const type of EXTRA_PAGE_TYPES) expect(reached, type).toContain(type);
  });

  it('SHELL-91 every page type has a page group prefixed catalog_', () => {
    expect(Object.keys(SECTION_OF_PAGE_TYPE).sort()).toEqual([...TRACKED_PAGE_TYPES].sort());
    for (const type of TRACKED_PAGE_TYPES) expect(pageGroupOf(type)).toMatch(/^catalog_[a-z]+$/);
    expect(pageGroupOf('movie')).toBe('catalog_shows');
    expect(pageGroupOf('home')).toBe('catalog_home');
    expect(pageGroupOf('faq_results')).toBe('catalog_help');
    expect(pageGroupOf('not_found')).toBe('catalog_error');
  });
});
