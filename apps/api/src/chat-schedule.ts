/**
 * The chat service's availability, answered from a configurable schedule (HELP-20,
 * CLARIFICATIONS "Chat"). `CHAT_SCHEDULE` sets it:
 * - `agents`: agents always available;
 * - `no-agents`: within opening hours but nobody to answer (the chat is hidden);
 * - `Mon-Sat 09:00-20:00` (the default): open on those days (Mon..Sun, a range or a comma list)
 *   between those local times of the site, `schedule` outside them (the chat is hidden).
 * An unreadable value falls back to the default schedule.
 */

/** The answer of GET /api/chat/availability. */
export interface ChatAvailabilityAnswer {
  readonly available: boolean;
  readonly instructions: ('agents' | 'no-agents' | 'schedule')[];
  /** When outside the schedule: the next opening time (HH:MM, site time); otherwise null. */
  readonly opensAt: string | null;
}

type Schedule =
  | { readonly kind: 'agents' }
  | { readonly kind: 'no-agents' }
  | { readonly kind: 'hours'; readonly days: ReadonlySet<number>; readonly opens: string; readonly closes: string };

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** The default: Monday to Saturday, 09:00 to 20:00 site time. */
export const DEFAULT_CHAT_SCHEDULE = 'Mon-Sat 09:00-20:00';

function dayIndex(name: string): number {
  return DAYS.findIndex((day) => day.toLowerCase() === name.trim().slice(0, 3).toLowerCase());
}

/** Reads a schedule text; null when it is not one. */
export function parseChatSchedule(text: string | undefined): Schedule | null {
  const value = (text ?? DEFAULT_CHAT_SCHEDULE).trim();
  if (value === 'agents') return { kind: 'agents' };
  if (value === 'no-agents') return { kind: 'no-agents' };
  const match = /^([A-Za-z,\- ]+?)\s+([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  if (!match) return null;
  const days = new Set<number>();
  for (const part of (match[1] ?? '').split(',')) {
    const [from, to] = part.split('-');
    const start = dayIndex(from ?? '');
    const end = to === undefined ? start : dayIndex(to);
    if (start < 0 || end < 0) return null;
    for (let day = start; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === end) break;
    }
  }
  const opens = `${match[2]}:${match[3]}`;
  const closes = `${match[4]}:${match[5]}`;
  return opens < closes ? { kind: 'hours', days, opens, closes } : null;
}

/** Availability at a site's local date (YYYY-MM-DD) and time (HH:MM) under a schedule text. */
export function chatAvailabilityAt(date: string, time: string, text: string | undefined): ChatAvailabilityAnswer {
  const schedule = parseChatSchedule(text) ?? (parseChatSchedule(DEFAULT_CHAT_SCHEDULE) as Schedule);
  if (schedule.kind === 'agents') return { available: true, instructions: ['agents'], opensAt: null };
  if (schedule.kind === 'no-agents') return { available: false, instructions: ['no-agents'], opensAt: null };
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const open = schedule.days.has(weekday) && time >= schedule.opens && time < schedule.closes;
  return open
    ? { available: true, instructions: ['agents'], opensAt: null }
    : { available: false, instructions: ['schedule'], opensAt: schedule.opens };
}
