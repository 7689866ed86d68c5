import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Poster } from './poster';

const SOURCES = [
  { type: 'image/avif', srcSet: '/p.160.avif 160w, /p.320.avif 320w' },
  { type: 'image/webp', srcSet: '/p.160.webp 160w, /p.320.webp 320w' },
];

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

  it('takes loading and fetch priority on their own (eager first row, one high-priority LCP image)', () => {
    render(<Poster src="/p.jpg" alt="Poster" title="Dune" loading="eager" />);
    const img = screen.getByRole('img', { name: 'Poster' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('auto');
    render(<Poster src="/q.jpg" alt="Other" title="Heat" priority fetchPriority="low" />);
    expect(screen.getByRole('img', { name: 'Other' }).getAttribute('fetchpriority')).toBe('low');
  });

  it('passes sizes only with a srcSet', () => {
    render(<Poster src="/p.jpg" srcSet="/s.jpg 160w, /m.jpg 320w" alt="P" title="Dune" />);
    expect(screen.getByRole('img', { name: 'P' }).getAttribute('sizes')).toContain('200px');
  });

  it('offers AVIF then WebP sources in a picture, with the fallback image last', () => {
    const { container } = render(<Poster src="/p.320.jpg" sources={SOURCES} sizes="45vw" alt="P" title="Dune" />);
    const picture = container.querySelector('picture');
    expect(picture).not.toBeNull();
    const children = [...(picture?.children ?? [])];
    expect(children.map((el) => el.tagName)).toEqual(['SOURCE', 'SOURCE', 'IMG']);
    expect(children.map((el) => el.getAttribute('type'))).toEqual(['image/avif', 'image/webp', null]);
    expect(children[0]?.getAttribute('srcset')).toBe(SOURCES[0]?.srcSet);
    for (const el of children.slice(0, 2)) expect(el.getAttribute('sizes')).toBe('45vw');
    // The fallback image has no srcset, so no sizes either (HTML §4.8.4.2: sizes needs srcset).
    expect(children[2]?.hasAttribute('sizes')).toBe(false);
    expect(children[2]?.getAttribute('src')).toBe('/p.320.jpg');
    expect([children[2]?.getAttribute('width'), children[2]?.getAttribute('height')]).toEqual(['240', '360']);
  });

  it('renders the same picture on the server (sources before the image, no layout shift)', () => {
    const html = renderToString(<Poster src="/p.320.jpg" sources={SOURCES} alt="" title="Dune" loading="eager" />);
    expect(html).toMatch(
      /<picture><source type="image\/avif" srcSet="[^"]+" sizes="[^"]+"\/><source type="image\/webp"/,
    );
    expect(html).toContain('width="240" height="360" loading="eager"');
  });

  it('shows the generated poster, named by alt, when the image is missing or fails', () => {
    const { rerender, container } = render(
      <Poster src="/broken.jpg" sources={SOURCES} alt="Poster of Dune" title="Dune" />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Poster of Dune' }));
    expect(screen.getByRole('img', { name: 'Poster of Dune' }).tagName).toBe('DIV');
    expect(container.querySelector('picture')).toBeNull();
    rerender(<Poster src={null} alt="" title="Dune" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Dune').getAttribute('aria-hidden')).toBe('true');
  });
});
