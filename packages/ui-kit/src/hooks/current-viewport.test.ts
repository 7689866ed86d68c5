// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { currentViewport } from './use-viewport';

/** A window of `width` px answering media queries of the forms the kit uses (`(min-width: …px) and (max-width: …px)`). */
function windowOf(width: number): void {
  const matches = (query: string) =>
    query.split(' and ').every((part) => {
      const found = /\((min|max)-width:\s*([\d.]+)px\)/.exec(part);
      if (!found) throw new Error(`unexpected query ${part}`);
      return found[1] === 'min' ? width >= Number(found[2]) : width <= Number(found[2]);
    });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: matches(query), media: query }),
  });
  // Reading the width would force a layout on a phone: the viewport must come from media queries.
  Object.defineProperty(window, 'innerWidth', {
    configurable: true,
    get() {
      throw new Error('innerWidth read');
    },
  });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  Reflect.deleteProperty(window, 'innerWidth');
});

describe('currentViewport', () => {
  it.each([
    [320, 'mobile'],
    [390, 'mobile'],
    [699, 'mobile'],
    [700, 'tablet'],
    [1079, 'tablet'],
    [1080, 'desktop'],
    [1366, 'desktop'],
  ] as const)('SHELL-05 a window %i px wide is %s, asked of media queries', (width, viewport) => {
    windowOf(width);
    expect(currentViewport()).toBe(viewport);
  });
});
