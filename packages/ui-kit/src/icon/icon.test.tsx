import { render, screen, waitFor } from '@testing-library/react';
import { Glasses, Popcorn } from 'lucide';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from './icon';
import { ICON_NAMES, isIconName, SPRITE_ID } from './icon-names';
import { ICONS } from './icons';
import { spriteHtml } from './sprite';

afterEach(() => document.getElementById(SPRITE_ID)?.remove());

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

  it('adds the sprite to a document without one, once, with a symbol per icon', async () => {
    render(
      <>
        <Icon name="close" />
        <Icon name="search" />
      </>,
    );
    await waitFor(() => expect(document.querySelectorAll(`#${SPRITE_ID} symbol`)).toHaveLength(ICON_NAMES.length));
    expect(document.querySelectorAll(`#${SPRITE_ID}`)).toHaveLength(1);
  });

  it('leaves the sprite of the page template alone', async () => {
    document.body.insertAdjacentHTML('afterbegin', spriteHtml());
    const before = document.getElementById(SPRITE_ID);
    render(<Icon name="play" />);
    // The lazy path would have run by now: the holder is the template's, and it is the only one.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelectorAll(`#${SPRITE_ID}`)).toHaveLength(1);
    expect(document.getElementById(SPRITE_ID)).toBe(before);
  });

  it('the template sprite draws one symbol per named icon, hidden from screen readers', () => {
    const names = Object.keys(ICONS).sort();
    expect([...ICON_NAMES].sort()).toEqual(names);
    const fromHtml = document.createElement('div');
    fromHtml.innerHTML = spriteHtml();
    const ids = (root: Element) => [...root.querySelectorAll('symbol')].map((symbol) => symbol.id).sort();
    expect(ids(fromHtml)).toEqual(names.map((name) => `mq-icon-${name}`).sort());
    expect(fromHtml.querySelector(`#${SPRITE_ID}`)?.getAttribute('aria-hidden')).toBe('true');
  });

  it("draws the service and experience icons with lucide's own elements, every symbol with a shape", () => {
    const sprite = document.createElement('div');
    sprite.innerHTML = spriteHtml();
    const shapes = (name: string) => [
      ...(sprite.querySelector(`#mq-icon-${name}`)?.querySelectorAll('path, circle, rect, line, polyline, ellipse') ??
        []),
    ];
    // popcorn: lucide's four paths, same data; glasses: two circles and three paths
    expect(shapes('popcorn').map((node) => node.getAttribute('d'))).toEqual(Popcorn.map(([, attrs]) => attrs.d));
    expect(shapes('glasses').map((node) => node.tagName.toLowerCase())).toEqual(Glasses.map(([tag]) => tag));
    expect(shapes('glasses')[0]?.getAttribute('r')).toBe('4');
    for (const name of ICON_NAMES) expect(shapes(name).length, name).toBeGreaterThan(0);
  });

  it('tells an icon name from data apart from anything else', () => {
    expect(isIconName('warning')).toBe(true);
    expect(isIconName('constructor')).toBe(false);
    expect(isIconName('')).toBe(false);
  });
});
