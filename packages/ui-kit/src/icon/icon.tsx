import { useLayoutEffect } from 'react';
import { cx } from '../internal/cx';
import { type IconName, SPRITE_ID, symbolId } from './icon-names';
import './icon.css';

/**
 * Adds the sprite to the document once, so an Icon works in any remote without set-up. A page of
 * ours has it from its first byte (the shell's document template carries it, outside the React
 * root), so this only loads the paths where nothing put them there: a story, a test, a remote on
 * its own. (Otherwise every app that draws an icon would carry the paths in its first load.)
 */
function ensureSprite(): void {
  if (typeof document === 'undefined' || document.getElementById(SPRITE_ID)) return;
  void import('./inject-sprite').then(({ injectSprite }) => injectSprite(document));
}

export interface IconProps {
  /** Which icon of the sprite. */
  name: IconName;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  label?: string;
  /** Size in px (default 20). */
  size?: number;
  className?: string;
}

/** An icon from the kit's SVG sprite; decorative unless it has a label. */
export function Icon({ name, label, size = 20, className }: IconProps) {
  useLayoutEffect(ensureSprite, []);
  const use = <use href={`#${symbolId(name)}`} />;
  if (label) {
    return (
      <svg
        className={cx('mq-icon', className)}
        width={size}
        height={size}
        focusable="false"
        role="img"
        aria-label={label}
      >
        {use}
      </svg>
    );
  }
  return (
    <svg className={cx('mq-icon', className)} width={size} height={size} focusable="false" aria-hidden="true">
      {use}
    </svg>
  );
}
