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
});
