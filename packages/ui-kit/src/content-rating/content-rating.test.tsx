import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentRating } from './content-rating';

describe('ContentRating', () => {
  it('is an image named by its meaning, not its code', () => {
    render(<ContentRating rating="-12" label="Not suitable under 12" />);
    const mark = screen.getByRole('img', { name: 'Not suitable under 12' });
    expect(mark.textContent).toBe('-12');
    expect(mark.className).toContain('mq-rating--teen');
  });

  it.each([
    ['TP', 'all'],
    ['-16', 'adult'],
    ['18+', 'adult'],
    ['6', 'all'],
  ])('%s is %s', (rating, severity) => {
    render(<ContentRating rating={rating} label={rating} />);
    expect(screen.getByRole('img').className).toContain(`mq-rating--${severity}`);
  });
});
