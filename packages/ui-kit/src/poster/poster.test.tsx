import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Poster } from './poster';

describe('Poster', () => {
  it('is lazy by default and reserves its 2:3 box with intrinsic size', () => {
    render(<Poster src="/p.jpg" alt="Poster of Dune" title="Dune" />);
    const img = screen.getByRole('img', { name: 'Poster of Dune' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('240');
    expect(img.getAttribute('height')).toBe('360');
    expect(img.getAttribute('fetchpriority')).toBe('auto');
  });

  it('loads eagerly with high priority above the fold', () => {
    render(<Poster src="/p.jpg" alt="Poster" title="Dune" priority />);
    const img = screen.getByRole('img', { name: 'Poster' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('passes sizes only with a srcSet', () => {
    render(<Poster src="/p.jpg" srcSet="/s.jpg 160w, /m.jpg 320w" alt="P" title="Dune" />);
    expect(screen.getByRole('img', { name: 'P' }).getAttribute('sizes')).toContain('200px');
  });

  it('shows the generated poster, named by alt, when the image is missing or fails', () => {
    const { rerender } = render(<Poster src="/broken.jpg" alt="Poster of Dune" title="Dune" />);
    fireEvent.error(screen.getByRole('img', { name: 'Poster of Dune' }));
    expect(screen.getByRole('img', { name: 'Poster of Dune' }).tagName).toBe('DIV');
    rerender(<Poster src={null} alt="" title="Dune" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Dune').getAttribute('aria-hidden')).toBe('true');
  });
});
