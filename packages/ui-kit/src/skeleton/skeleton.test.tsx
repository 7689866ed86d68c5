import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShowCardSkeleton, Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from screen readers and takes its size', () => {
    const { container } = render(<Skeleton shape="poster" width={120} />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.className).toContain('mq-skeleton--poster');
    expect(block.style.width).toBe('120px');
  });

  it('announces loading once per group when labelled', () => {
    render(
      <>
        <ShowCardSkeleton label="Loading films" />
        <ShowCardSkeleton />
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'Loading films' })).toBeTruthy();
  });
});
