import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderBar, HeaderNav, Logo } from './header';

function mockDesktop(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('Logo', () => {
  it('links home, or is a non-link variant (SHELL-06, SHELL-07)', () => {
    render(
      <>
        <Logo label="Marquee home" href="/en/films" />
        <Logo label="Marquee" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Marquee home' }).getAttribute('href')).toBe('/en/films');
    expect(screen.getByRole('img', { name: 'Marquee' })).toBeTruthy();
  });
});

describe('HeaderBar', () => {
  it('renders without navigation and in a dark variant (SHELL-08, SHELL-14)', () => {
    render(<HeaderBar logo={<Logo label="M" />} dark />);
    const header = screen.getByRole('banner');
    expect(header.className).toContain('mq-header--dark');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('on desktop sticks past 68px, hides going down, shows going up, sampled every 200 ms (SHELL-16, SHELL-17, CONST-05)', () => {
    vi.useFakeTimers();
    mockDesktop(true);
    render(<HeaderBar logo={<Logo label="M" />} />);
    const header = screen.getByRole('banner');
    act(() => {
      vi.advanceTimersByTime(500);
      scrollTo(300);
    });
    expect(header.className).toContain('mq-header--stuck');
    expect(header.className).toContain('mq-header--hidden');
    act(() => scrollTo(200));
    // Throttled: the upward scroll is applied on the trailing run.
    expect(header.className).toContain('mq-header--hidden');
    act(() => vi.advanceTimersByTime(200));
    expect(header.className).not.toContain('mq-header--hidden');
    expect(header.className).toContain('mq-header--stuck');
  });

  it('never sticks on mobile, nor when disabled (SHELL-15)', () => {
    mockDesktop(false);
    const { rerender } = render(<HeaderBar logo={<Logo label="M" />} />);
    act(() => scrollTo(500));
    expect(screen.getByRole('banner').className).not.toContain('mq-header--stuck');
    mockDesktop(true);
    rerender(<HeaderBar logo={<Logo label="M" />} sticky={false} />);
    act(() => scrollTo(900));
    expect(screen.getByRole('banner').className).not.toContain('mq-header--stuck');
  });
});

describe('HeaderNav', () => {
  it('marks the active item and announces external new-tab items (SHELL-19, SHELL-27)', () => {
    render(
      <HeaderNav
        label="Main"
        newTabLabel="new tab"
        items={[
          { id: 'films', label: 'Films', href: '/films', active: true },
          { id: 'biz', label: 'Business', href: 'https://b.example', newTab: true },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Films' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Business (new tab)' }).getAttribute('rel')).toBe('noopener noreferrer');
  });
});
