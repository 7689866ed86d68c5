import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SeatsIndicator } from './seats-indicator';

describe('SeatsIndicator', () => {
  it('says its level in text and shows it by shape, not colour alone: bars filled, a stroke when full', () => {
    const bars = (level: 'open' | 'filling' | 'almost-full' | 'full') => {
      const { container, unmount } = render(<SeatsIndicator level={level} label={level} />);
      const on = container.querySelectorAll('.mq-seats__bar--on').length;
      const cross = container.querySelector('.mq-seats__cross') !== null;
      expect(container.textContent).toBe(level);
      expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      unmount();
      return [on, cross];
    };
    expect(bars('open')).toEqual([1, false]);
    expect(bars('filling')).toEqual([2, false]);
    expect(bars('almost-full')).toEqual([3, false]);
    expect(bars('full')).toEqual([3, true]);
  });
});
