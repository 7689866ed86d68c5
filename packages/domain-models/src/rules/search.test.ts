import { describe, expect, it } from 'vitest';
import { HELP_SEARCH_MIN_QUERY_LENGTH, isSearchable, SEARCH_MIN_QUERY_LENGTH } from './search';

describe('search query length', () => {
  it('CONST search minimum query length is 3, help search 2', () => {
    expect(SEARCH_MIN_QUERY_LENGTH).toBe(3);
    expect(HELP_SEARCH_MIN_QUERY_LENGTH).toBe(2);
  });
  it('a query is searched only once long enough, spaces aside', () => {
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable('  ab  ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
    expect(isSearchable('ab', HELP_SEARCH_MIN_QUERY_LENGTH)).toBe(true);
  });
});
