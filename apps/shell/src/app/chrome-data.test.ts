import { describe, expect, it } from 'vitest';
import { TEST_SITES } from '../test/test-sites';
import { pushTarget } from './chrome-data';

const fr = TEST_SITES.fr;

describe('header push target', () => {
  it('SHELL-77 the API show path leads to the film page in the page language', () => {
    expect(pushTarget(fr, 'fr', '/films/dune')).toBe('/film/dune');
    expect(pushTarget(fr, 'en', '/films/dune')).toBe('/en/film/dune');
  });

  it('SHELL-77 an external address is kept; an unknown or hostile one gives no button', () => {
    expect(pushTarget(fr, 'en', 'https://tickets.example.com/x')).toBe('https://tickets.example.com/x');
    expect(pushTarget(fr, 'en', 'javascript:alert(1)')).toBeNull();
    expect(pushTarget(fr, 'en', '//evil.test/x')).toBeNull();
    expect(pushTarget(fr, 'en', '/no/such/page/here')).toBeNull();
  });
});
