import { useLayoutEffect } from 'react';
import { cx } from '../internal/cx';
import { ICONS, type IconName } from './icons';
import './icon.css';

const SPRITE_ID = 'mq-icon-sprite';

function symbolId(name: IconName): string {
  return `mq-icon-${name}`;
}

/** The sprite markup: one <symbol> per icon (rendered once per page; see IconSprite). */
function spriteMarkup(): string {
  return Object.entries(ICONS)
    .map(([name, icon]) => {
      const paint =
        'fill' in icon && icon.fill ? 'fill="currentColor" stroke="none"' : 'fill="none" stroke="currentColor"';
      return `<symbol id="${symbolId(name as IconName)}" viewBox="0 0 24 24"><path d="${icon.d}" ${paint} stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></symbol>`;
    })
    .join('');
}

/** Adds the sprite to the document once, so an Icon works in any remote without set-up. */
function ensureSprite(): void {
  if (typeof document === 'undefined' || document.getElementById(SPRITE_ID)) return;
  const holder = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  holder.id = SPRITE_ID;
  holder.setAttribute('aria-hidden', 'true');
  holder.setAttribute('style', 'position:absolute;width:0;height:0;overflow:hidden');
  holder.innerHTML = spriteMarkup();
  document.body.prepend(holder);
}

/** Server-rendered sprite for the page shell (optional: Icon injects it on first use otherwise). */
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
