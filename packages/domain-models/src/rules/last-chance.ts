import { addDays } from './dates';

/** Issue 27 item 4: a film is a "last chance" when its final showing at the site is within this many days. */
export const LAST_CHANCE_DAYS = 7;

/**
 * True when a film's last bookable showing at the site (`lastDay`, YYYY-MM-DD) falls on one of the
 * next LAST_CHANCE_DAYS days, today included: after that, it is gone.
 */
export function isLastChance(lastDay: string | null | undefined, today: string): boolean {
  if (!lastDay) return false;
  return lastDay >= today && lastDay <= addDays(today, LAST_CHANCE_DAYS - 1);
}
