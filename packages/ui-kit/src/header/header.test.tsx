import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { HeaderBar, HeaderButton, HeaderLink, HeaderNav, Logo } from './header';

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
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
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

  it('shows the site brand as its wordmark (SITE-18)', () => {
    render(<Logo label="Cinéluxe, films home" brand="Cinéluxe" href="/" />);
    expect(screen.getByRole('link', { name: 'Cinéluxe, films home' }).textContent).toBe('Cinéluxe');
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
    // Showing again slides (it was already stuck); becoming stuck did not.
    expect(header.className).toContain('mq-header--settled');
  });

  it('keeps its place in the page while stuck: the slot holds the height the header had (no layout shift)', () => {
    vi.useFakeTimers();
    mockDesktop(true);
    render(<HeaderBar logo={<Logo label="M" />} />);
    const header = screen.getByRole('banner');
    Object.defineProperty(header, 'offsetHeight', { value: 72, configurable: true });
    const slot = header.parentElement as HTMLElement;
    expect(slot.style.height).toBe('');
    act(() => {
      vi.advanceTimersByTime(500);
      scrollTo(400);
    });
    expect(header.className).toContain('mq-header--stuck');
    expect(header.className).not.toContain('mq-header--settled');
    expect(slot.style.height).toBe('72px');
    act(() => {
      vi.advanceTimersByTime(500);
      scrollTo(20);
    });
    expect(header.className).not.toContain('mq-header--stuck');
    expect(slot.style.height).toBe('');
  });

  it('on a page opening with a backdrop, sticks only past a quarter of the window (SHELL-16)', () => {
    vi.useFakeTimers();
    mockDesktop(true);
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
    render(<HeaderBar logo={<Logo label="M" />} stickyMode="quarter-window" />);
    const header = screen.getByRole('banner');
    act(() => {
      vi.advanceTimersByTime(500);
      scrollTo(200);
    });
    expect(header.className).not.toContain('mq-header--stuck');
    act(() => {
      vi.advanceTimersByTime(500);
      scrollTo(251);
    });
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

/** A stand-in for a router's link: records what it was asked to link. */
const routerLinks: string[] = [];
function RouterLink({ href, children, ...rest }: { href: string; children?: ReactNode }) {
  routerLinks.push(href);
  return (
    <a href={href} data-router="" {...rest}>
      {children}
    </a>
  );
}

describe('header controls', () => {
  it('name every control, even where its text is not shown, and link where it is a link', () => {
    render(
      <>
        <HeaderButton label="Search" icon="search" labelVisibility="desktop" aria-haspopup="dialog" />
        <HeaderButton label="Menu" icon="menu" only="mobile" aria-expanded={false} />
        <HeaderLink label="Sign up" href="/en/account" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.getByRole('button', { name: 'Menu' }).className).toContain('mq-header-control--mobile-only');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/en/account');
  });
});

describe('HeaderNav', () => {
  it('uses the given link component for the site pages, a plain new-tab link for external ones', () => {
    routerLinks.length = 0;
    render(
      <HeaderNav
        label="Menu"
        orientation="vertical"
        linkComponent={RouterLink}
        items={[
          { id: 'films', label: 'Films', href: '/films' },
          { id: 'vod', label: 'At home', href: 'https://vod.example', newTab: true },
        ]}
      />,
    );
    expect(routerLinks).toEqual(['/films']);
    expect(screen.getByRole('link', { name: 'Films' }).hasAttribute('data-router')).toBe(true);
    expect(screen.getByRole('link', { name: 'At home' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('navigation', { name: 'Menu' }).className).toContain('mq-nav--vertical');
  });

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
