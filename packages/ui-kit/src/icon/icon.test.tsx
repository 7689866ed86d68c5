import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon, IconSprite } from './icon';
import { ICONS } from './icons';

describe('Icon', () => {
  it('is hidden from screen readers without a label, an image named by it with one', () => {
    const { container } = render(
      <>
        <Icon name="heart" />
        <Icon name="three-d" label="3D" />
      </>,
    );
    expect(container.querySelector('svg[aria-hidden="true"] use')?.getAttribute('href')).toBe('#mq-icon-heart');
    expect(screen.getByRole('img', { name: '3D' })).toBeTruthy();
  });

  it('adds the sprite to the document once, with a symbol per icon', () => {
    render(
      <>
        <Icon name="close" />
        <Icon name="search" />
      </>,
    );
    const sprites = document.querySelectorAll('#mq-icon-sprite');
    expect(sprites).toHaveLength(1);
    expect(sprites[0]?.querySelectorAll('symbol')).toHaveLength(Object.keys(ICONS).length);
  });

  it('renders the same sprite on the server for the shell', () => {
    const html = renderToStaticMarkup(<IconSprite />);
    expect(html).toContain('id="mq-icon-sprite"');
    expect(html).toContain('id="mq-icon-play"');
  });
});
