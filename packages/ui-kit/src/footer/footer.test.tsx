import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FooterColumns } from './footer';

const COLUMNS = [
  { id: 'a', title: 'Films', links: [{ title: 'On now', url: '/now' }] },
  { id: 'b', title: 'About', links: [{ title: 'Careers', url: 'https://jobs.example', newTab: true }] },
];

function mockDesktop(desktop: boolean) {
  vi.stubGlobal('innerWidth', desktop ? 1366 : 390);
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

  it('renders the server viewport class first: open columns for desktop, closed panels for mobile', () => {
    const desktop = renderToString(<FooterColumns columns={COLUMNS} newTabLabel="new tab" serverViewport="desktop" />);
    expect(desktop).toContain('<h2 id="mq-footer-a"');
    expect(desktop).not.toContain('<button');
    const mobile = renderToString(<FooterColumns columns={COLUMNS} newTabLabel="new tab" serverViewport="mobile" />);
    expect(mobile.match(/aria-expanded="false"/g)).toHaveLength(2);
    expect(mobile.match(/ hidden=""/g)).toHaveLength(2);
  });

  it("shows a column's own content after its links", () => {
    mockDesktop(true);
    render(
      <FooterColumns
        columns={[
          { id: 'c', title: 'Cinemas', links: [{ title: 'All', url: '/all' }], content: <p>Grouped</p>, wide: true },
        ]}
        newTabLabel="new tab"
      />,
    );
    const column = screen.getByRole('region', { name: 'Cinemas' });
    expect(column.className).toContain('mq-footer-columns__column--wide');
    expect(column.textContent).toBe('CinemasAllGrouped');
  });
});
