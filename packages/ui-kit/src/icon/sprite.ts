import { SPRITE_ID, symbolId } from './icon-names';
import { ICONS } from './icons';

/** The sprite's symbols: one <symbol> per icon. */
export function spriteMarkup(): string {
  return (Object.entries(ICONS) as [keyof typeof ICONS, (typeof ICONS)[keyof typeof ICONS]][])
    .map(([name, icon]) => {
      const paint =
        'fill' in icon && icon.fill ? 'fill="currentColor" stroke="none"' : 'fill="none" stroke="currentColor"';
      return `<symbol id="${symbolId(name)}" viewBox="0 0 24 24"><path d="${icon.d}" ${paint} stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></symbol>`;
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
