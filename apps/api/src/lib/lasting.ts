import { addDays } from '@marquee/domain-models';
import { addMinutes } from './dates';

/**
 * How long an answer being built stays what a fresh build would give (decision
 * 0068-api-answers-kept-while-true): from the site's local minute it is built for (`from`, its
 * wall clock as the views read it: `Req.today` and `Req.time`) until the first local minute its
 * bytes may differ (`until`, excluded). By default the next minute (what the key holding the minute
 * gave before); a build that knows every instant its answer changes at says so: `lastsUntil` (the
 * bound when nothing in it changes: the next local day, or never), then `changesAt` for each
 * instant (a listed showtime's lock, its seats' next hour, today's last bookable group).
 */
export class Lasting {
  until: string;
  constructor(readonly from: string) {
    this.until = addMinutes(from, 1);
  }

  /** The answer reports its own changes (`changesAt`); without any it stays true until `minute`. */
  lastsUntil(minute: string): void {
    this.until = minute;
  }

  /** The answer may read differently from this local minute on. */
  changesAt(minute: string): void {
    if (minute < this.until) this.until = minute;
  }

  /** Never before the minute after `from`: the answer is what a build gives at `from`. */
  get end(): string {
    const next = addMinutes(this.from, 1);
    return this.until < next ? next : this.until;
  }
}

/** Later than every local minute: an answer only a catalogue version change alters (the search). */
export const NEVER = '9999-12-31T23:59';

/** The first local minute of the day after a site's local `today`: where every answer of today ends. */
export const nextDay = (today: string): string => `${addDays(today, 1)}T00:00`;
