import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WishlistToggle } from './wishlist-toggle';

describe('WishlistToggle', () => {
  it('is a named toggle button that reports the next state', async () => {
    const onPressedChange = vi.fn();
    render(<WishlistToggle pressed={false} onPressedChange={onPressedChange} label="Add Dune to my wishlist" />);
    const toggle = screen.getByRole('button', { name: 'Add Dune to my wishlist' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(onPressedChange).toHaveBeenCalledWith(true);
  });

  it('is named by its visible text when it has one', () => {
    render(<WishlistToggle pressed onPressedChange={() => {}} label="unused" text="Want to see" />);
    expect(screen.getByRole('button', { name: 'Want to see' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('without a handler, carries its data attributes and shows the heart aria-pressed says', () => {
    const { container } = render(<WishlistToggle pressed={false} label="Add Up to my wishlist" data-wish="up" />);
    const toggle = screen.getByRole('button', { name: 'Add Up to my wishlist' });
    expect(toggle.dataset.wish).toBe('up');
    // Both hearts are there; CSS shows the one aria-pressed names, so a page can set the attribute alone.
    expect(container.querySelector('.mq-wishlist__empty')).toBeTruthy();
    expect(container.querySelector('.mq-wishlist__full')).toBeTruthy();
  });
});
