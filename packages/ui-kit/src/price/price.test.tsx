import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price';

describe('Price', () => {
  it('strikes the initial price and reads both with their words', () => {
    const { container } = render(
      <Price amount="7,50 €" initialAmount="12,90 €" labels={{ current: 'Price', initial: 'instead of' }} />,
    );
    expect(screen.getByText('12,90 €').tagName).toBe('S');
    expect(container.textContent).toBe('Price 7,50 € instead of 12,90 €');
  });

  it('shows only the amount without an offer', () => {
    const { container } = render(<Price amount="9,90 €" />);
    expect(container.querySelector('s')).toBeNull();
    expect(container.textContent).toBe('9,90 €');
  });
});
