/**
 * The icons of the sprite by name, and where the sprite lives. Kept apart from their paths
 * (./icons, ./sprite) so that drawing an icon ships neither: the page's template carries the
 * sprite (see ./sprite).
 */
export const ICON_NAMES = [
  'chevron-left',
  'chevron-right',
  'chevron-down',
  'close',
  'check',
  'search',
  'calendar',
  'clock',
  'heart',
  'heart-filled',
  'info',
  'warning',
  'user',
  'external-link',
  'play',
  'filter',
  'history',
  'location',
  'menu',
  'globe',
  'audio-description',
  'hearing-loop',
  'wheelchair',
  'emotion-disappointed',
  'emotion-liked',
  'emotion-loved',
  'three-d',
  'premium',
  'sound',
  // Services of a cinema, experiences, formats, events and accessibility needs (from lucide).
  'parking',
  'accessible',
  'popcorn',
  'wine',
  'utensils',
  'headphones',
  'captions',
  'cake',
  'lock',
  'ev-charger',
  'concierge-bell',
  'armchair',
  'projector',
  'maximize',
  'sparkles',
  'speaker',
  'gallery-horizontal',
  'crown',
  'glasses',
  'clapperboard',
  'party-popper',
  'sun-dim',
] as const;

/** The name of an icon of the sprite. */
export type IconName = (typeof ICON_NAMES)[number];

/** The id of the sprite's holder: one per document. */
export const SPRITE_ID = 'mq-icon-sprite';

/** The id of an icon's symbol in the sprite. */
export function symbolId(name: IconName): string {
  return `mq-icon-${name}`;
}

// Built on first use: a module-level `new Set` would keep the name list in every bundle that draws
// an icon, whether it checks a name or not.
let names: ReadonlySet<string> | undefined;

/** True when a name from data (an alert, a setting) is an icon of the sprite. */
export function isIconName(name: string): name is IconName {
  names ??= new Set(ICON_NAMES);
  return names.has(name);
}
