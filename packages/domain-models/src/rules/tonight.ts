import type { TonightPreset } from '../entities/tonight';

/** Minutes ahead the "now" preset looks: showtimes starting in the next 90 minutes. */
export const NOW_PRESET_MINUTES = 90;

/**
 * The windows of the "tonight" presets, local times of the site: `now` starts
 * at the site's time and keeps the showtimes starting within NOW_PRESET_MINUTES (no end); "after
 * work" starts at 17:30 and ends by 22:00 (home in time); "this evening" starts at 19:30, any end.
 */
export const TONIGHT_PRESETS: Readonly<Record<Exclude<TonightPreset, 'now'>, { from: string; to: string | null }>> = {
  'after-work': { from: '17:30', to: '22:00' },
  evening: { from: '19:30', to: null },
};

/** The presets in the order a page offers them. */
export const TONIGHT_PRESET_ORDER: readonly TonightPreset[] = ['now', 'after-work', 'evening'];

/** A HH:mm local time of day, or null when the value is not one. */
export function localTimeOf(value: string | null | undefined): string | null {
  return value && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : null;
}

/** Default radius around a position, and the largest one asked, in kilometres. */
export const TONIGHT_RADIUS_KM = 20;
export const TONIGHT_MAX_RADIUS_KM = 200;
