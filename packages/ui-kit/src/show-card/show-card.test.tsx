import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { WishlistToggle } from '../wishlist-toggle/wishlist-toggle';
import { ShowCard } from './show-card';

function RouterLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a href={`/router${href}`} className={className} data-router="yes">
      {children}
    </a>
  );
}

describe('ShowCard', () => {
  it('names its link by the title, the link inside the title heading (stretched over the card)', () => {
    const { container } = render(
      <ShowCard title="Dune" href="/films/dune" posterSrc="/dune.jpg" meta={['2h 35min', '', 'Sci-fi']} />,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Dune' });
    const link = within(heading).getByRole('link', { name: 'Dune' });
    expect(link.getAttribute('href')).toBe('/films/dune');
    expect(link.className).toBe('mq-show-card__link');
    // The poster is decorative next to the title.
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(screen.getByText('2h 35min')).toBeTruthy();
  });

  it('uses a router link component and a chosen heading level', () => {
    render(<ShowCard title="Heat" href="/heat" linkComponent={RouterLink} headingLevel={2} priority />);
    const link = screen.getByRole('link', { name: 'Heat' });
    expect(link.getAttribute('href')).toBe('/router/heat');
    expect(link.closest('h2')).toBeTruthy();
  });

  it('shows the flag and the content rating', () => {
    render(
      <ShowCard
        title="Alien"
        href="/alien"
        flag={{ label: 'New', color: 1 }}
        contentRating={{ rating: '-16', label: 'Forbidden under 16' }}
      />,
    );
    expect(screen.getByText('New').className).toContain('mq-flag--1');
    expect(screen.getByRole('img', { name: 'Forbidden under 16' })).toBeTruthy();
  });

  it('passes the poster sources, loading and fetch priority to its Poster', () => {
    const sources = [{ type: 'image/avif', srcSet: '/p.320.avif 320w' }];
    const { container } = render(
      <ShowCard title="Up" href="/up" posterSrc="/p.320.jpg" posterSources={sources} posterLoading="eager" />,
    );
    expect(container.querySelector('source')?.getAttribute('srcset')).toBe('/p.320.avif 320w');
    const img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('auto');
  });

  it('puts its actions beside the link, never inside it, after it in document (keyboard) order', () => {
    render(
      <ShowCard
        title="Alien"
        href="/alien"
        flag={{ label: 'New', color: 1 }}
        actions={<WishlistToggle pressed onPressedChange={() => {}} label="Add Alien to my wishlist" />}
      />,
    );
    const link = screen.getByRole('link', { name: 'Alien' });
    const heart = screen.getByRole('button', { name: 'Add Alien to my wishlist' });
    expect(link.contains(heart)).toBe(false);
    expect(heart.closest('a')).toBeNull();
    expect(link.compareDocumentPosition(heart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heart.closest('.mq-show-card__actions')?.parentElement?.className).toContain('mq-show-card');
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });
});
