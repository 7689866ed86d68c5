import { SPRITE_ID } from './icon-names';
import { HOLDER_STYLE, spriteMarkup } from './sprite';

/** Puts the sprite at the top of the body, unless it is there already. */
export function injectSprite(document: Document): void {
  if (document.getElementById(SPRITE_ID)) return;
  const holder = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  holder.id = SPRITE_ID;
  holder.setAttribute('aria-hidden', 'true');
  holder.setAttribute('style', HOLDER_STYLE);
  holder.innerHTML = spriteMarkup();
  document.body.prepend(holder);
}
