import { describe, expect, it } from 'vitest';
import { RATING_SYSTEMS } from '../sites';
import { contentRatingText, DEFAULT_CSA_LABEL, ratingSystemFor } from './content-rating';

describe('content rating display', () => {
  it('RULE-20 "the warning text if present"', () => {
    expect(contentRatingText({ label: '-12', warning: 'Scènes violentes' })).toBe('Scènes violentes');
  });
  it('RULE-21 "else the label unless it is TP or AD"', () => {
    expect(contentRatingText({ label: '-12', warning: null })).toBe('-12');
    expect(contentRatingText({ label: 'TP', warning: '' })).toBe('tout public');
    expect(contentRatingText({ label: 'AD', warning: null })).toBe('tout public');
  });
  it('RULE-22 "else the words \'tout public\'" (translated words for all audiences)', () => {
    expect(contentRatingText({ label: null, warning: null })).toBe('tout public');
    expect(contentRatingText({ label: 'TP' }, 'all audiences')).toBe('all audiences');
  });
  it('RULE-23 "\'Tout public\' is the default CSA label"', () => {
    expect(DEFAULT_CSA_LABEL).toBe('Tout public');
  });
  it('RULE-24 SITE-41 rating systems CSA, Cinecheck, Default: fr CSA, be and nl Cinecheck, others Default', () => {
    expect(RATING_SYSTEMS).toEqual(['CSA', 'Cinecheck', 'Default']);
    expect(ratingSystemFor('fr')).toBe('CSA');
    expect(ratingSystemFor('be')).toBe('Cinecheck');
    expect(ratingSystemFor('nl')).toBe('Cinecheck');
    for (const cc of ['ch', 'tn', 'sn', 'ci', 'ma'] as const) expect(ratingSystemFor(cc)).toBe('Default');
  });
});
