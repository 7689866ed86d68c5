import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

describe('Carousel', () => {
  it('is a named carousel whose buttons and arrow keys scroll the row', async () => {
    render(
      <Carousel label="On now" labels={{ previous: 'Previous', next: 'Next' }}>
        {[
          <a key="a" href="#a">
            A
          </a>,
          <a key="b" href="#b">
            B
          </a>,
        ]}
      </Carousel>,
    );
    const track = screen.getByRole('list', { name: 'On now' });
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy as unknown as typeof track.scrollBy;
    expect(screen.getByRole('region', { name: 'On now' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrollBy).toHaveBeenCalledTimes(1);
    track.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(scrollBy).toHaveBeenCalledTimes(2);
    expect(scrollBy.mock.calls[1]?.[0].left).toBeLessThanOrEqual(0);
  });
});
