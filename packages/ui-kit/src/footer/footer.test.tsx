import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FooterColumns } from './footer';

const COLUMNS = [
  { id: 'a', title: 'Films', links: [{ title: 'On now', url: '/now' }] },
  { id: 'b', title: 'About', links: [{ title: 'Careers', url: 'https://jobs.example', newTab: true }] },
];

function mockDesktop(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}
afterEach(() => vi.unstubAllGlobals());

describe('FooterColumns', () => {
  it('on desktop shows every column open (SHELL-39), new-tab links announced (SHELL-34)', () => {
    mockDesktop(true);
    render(<FooterColumns columns={COLUMNS} newTabLabel="new tab" />);
    expect(screen.getByRole('heading', { name: 'Films' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'On now' })).toBeTruthy();
    const careers = screen.getByRole('link', { name: 'Careers (new tab)' });
    expect(careers.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('on mobile and tablet is an accordion with one panel open at a time (SHELL-38)', async () => {
    mockDesktop(false);
    render(<FooterColumns columns={COLUMNS} newTabLabel="new tab" />);
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Films' }));
    expect(screen.getByRole('link', { name: 'On now' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'About' }));
    expect(screen.queryByRole('link', { name: 'On now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Careers (new tab)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'About' }));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
