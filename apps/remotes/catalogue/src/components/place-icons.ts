import type { IconName } from '@marquee/ui-kit';

/**
 * The kit's icon for each service a cinema or an experience offers, by the service's slug. The
 * API's own pictures of them are text badges (their name set in a square), unreadable at icon
 * size: the page draws these instead, beside the service's name.
 */
const SERVICE_ICONS: Readonly<Record<string, IconName>> = {
  parking: 'parking',
  accessible: 'accessible',
  'snack-bar': 'popcorn',
  bar: 'wine',
  restaurant: 'utensils',
  'audio-description': 'headphones',
  'subtitles-hoh': 'captions',
  birthday: 'cake',
  lockers: 'lock',
  'ev-charging': 'ev-charger',
  'at-seat-service': 'concierge-bell',
  'reclining-seats': 'armchair',
  'laser-projection': 'projector',
};

/** The kit's icon for each tag (experience, format, event, accessibility need), by the tag's slug. */
const TAG_ICONS: Readonly<Record<string, IconName>> = {
  imax: 'maximize',
  '4dx': 'sparkles',
  'dolby-cinema': 'speaker',
  screenx: 'gallery-horizontal',
  premium: 'crown',
  '3d': 'glasses',
  avp: 'clapperboard',
  event: 'party-popper',
  'audio-description': 'headphones',
  'hoh-subtitles': 'captions',
  relaxed: 'sun-dim',
};

/** A service's icon; a service the table does not know gets a plain check mark (offered). */
export function serviceIcon(slug: string): IconName {
  return Object.hasOwn(SERVICE_ICONS, slug) ? (SERVICE_ICONS[slug] as IconName) : 'check';
}

/** A tag's icon; a tag the table does not know gets the clapperboard (a kind of screening). */
export function tagIcon(slug: string): IconName {
  return Object.hasOwn(TAG_ICONS, slug) ? (TAG_ICONS[slug] as IconName) : 'clapperboard';
}
