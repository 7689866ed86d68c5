import type { Show } from '@marquee/domain-models';
import { describe, expect, it } from 'vitest';
import { sortForHome } from './home-page';

const show = (title: string, homeOrder: number | null) => ({ title, homeOrder }) as Show;

describe('home order', () => {
  it('ordered shows come first by their order, the others by title', () => {
    const sorted = sortForHome([show('Zorro', null), show('Beta', 2), show('Alpha', null), show('Gamma', 1)]);
    expect(sorted.map((s) => s.title)).toEqual(['Gamma', 'Beta', 'Alpha', 'Zorro']);
  });
});
