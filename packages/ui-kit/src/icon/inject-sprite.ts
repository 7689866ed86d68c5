import { SPRITE_ID } from './icon-names';
import { spriteHtml } from './sprite';

/** Puts the sprite (the same markup as the page template's) at the top of the body, unless it is there already. */
export function injectSprite(document: Document): void {
  if (document.getElementById(SPRITE_ID)) return;
  document.body.insertAdjacentHTML('afterbegin', spriteHtml());
}
