import type { IconNode } from 'lucide';
import { type IconName, SPRITE_ID, symbolId } from './icon-names';
import { type IconDrawing, ICONS } from './icons';

const STROKE = 'stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** An attribute value in markup (lucide's are numbers and path data; escaped all the same). */
function attribute(value: string | number | undefined): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');
}

/** A lucide icon's elements (path, circle, rect, line…), stroked as lucide draws them. */
function lucideMarkup(nodes: IconNode): string {
  const elements = nodes
    .map(([tag, attrs]) => {
      const pairs = Object.entries(attrs)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => `${key}="${attribute(value)}"`);
      return `<${tag} ${pairs.join(' ')}/>`;
    })
    .join('');
  return `<g fill="none" stroke="currentColor" ${STROKE}>${elements}</g>`;
}

/** The sprite's symbols: one <symbol> per icon. */
export function spriteMarkup(): string {
  return (Object.entries(ICONS) as [IconName, IconDrawing][])
    .map(([name, icon]) => {
      if ('nodes' in icon)
        return `<symbol id="${symbolId(name)}" viewBox="0 0 24 24">${lucideMarkup(icon.nodes)}</symbol>`;
      const paint = icon.fill ? 'fill="currentColor" stroke="none"' : 'fill="none" stroke="currentColor"';
      return `<symbol id="${symbolId(name)}" viewBox="0 0 24 24"><path d="${icon.d}" ${paint} ${STROKE}/></symbol>`;
    })
    .join('');
}

/** How the holder keeps the sprite out of the layout. */
const HOLDER_STYLE = 'position:absolute;width:0;height:0;overflow:hidden';

/**
 * The whole sprite as HTML, for a document template: the shell's build writes it at the top of
 * `<body>`, outside the React root, so every page draws its icons from the first paint and no
 * script carries the paths.
 */
export function spriteHtml(): string {
  return `<svg id="${SPRITE_ID}" aria-hidden="true" style="${HOLDER_STYLE}">${spriteMarkup()}</svg>`;
}
