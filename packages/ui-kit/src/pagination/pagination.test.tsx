import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination, pageWindow } from './pagination';

const LABELS = { nav: 'Pages', previous: 'Previous', next: 'Next', page: (p: number) => `Page ${p}` };

describe('pageWindow', () => {
  it('keeps first, last and neighbours with gaps', () => {
    expect(pageWindow(5, 12)).toEqual([1, null, 4, 5, 6, null, 12]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('Pagination', () => {
  it('is a named navigation of page links with the current page marked', () => {
    render(<Pagination page={2} pageCount={3} href={(p) => `?p=${p}`} labels={LABELS} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('?p=1');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('?p=3');
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} href={String} labels={LABELS} />);
    expect(container.innerHTML).toBe('');
  });
});
