import { SPRITE_ID } from './icon-names';
import { spriteMarkup } from './sprite';

/** The sprite as a React element, for a page rendered without the shell's template. */
export function IconSprite() {
  return (
    <svg
      id={SPRITE_ID}
      aria-hidden="true"
      style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: static markup built from our own constant paths.
      dangerouslySetInnerHTML={{ __html: spriteMarkup() }}
    />
  );
}
