import { randomBytes } from 'node:crypto';
import type { AttemptRule, SharedCounters } from '@marquee/db';

/**
 * Release day at the ticketing hand-off (decision 0045): each showtime admits
 * so many visitors per window (an on-sale rush is many visitors on the same premiere). The count
 * is one of @marquee/db's shared counters, so every API instance counts the same window. A visitor
 * past the window's capacity is told to wait: their place in the line (the attempts beyond the
 * capacity, counted atomically) and when to come back (the window's end, plus one window per
 * capacity ahead of them). An admitted visitor gets a pass, a single-use key in the shared
 * database, that opens the hand-off page without counting again for 10 minutes.
 */

/** Admissions per window and the window (`BOOKING_TURNS`, `BOOKING_TURN_WINDOW_MS`). */
export interface TurnRule {
  readonly perWindow: number;
  readonly windowMs: number;
}

/** 60 visitors per showtime every 10 s by default: 360 a minute into one showtime's seat map. */
export const DEFAULT_TURNS: TurnRule = { perWindow: 60, windowMs: 10_000 };

/** How long a pass opens the hand-off (a reload, a back and forth). */
export const PASS_MS = 10 * 60_000;

/** The rule from the environment: positive whole numbers, else the default. */
export function turnRule(env: NodeJS.ProcessEnv = process.env): TurnRule {
  const read = (raw: string | undefined, fallback: number) => {
    const n = Number(raw);
    return raw !== undefined && raw !== '' && Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    perWindow: read(env.BOOKING_TURNS, DEFAULT_TURNS.perWindow),
    windowMs: read(env.BOOKING_TURN_WINDOW_MS, DEFAULT_TURNS.windowMs),
  };
}

/** A visitor's turn: admitted with a pass, or waiting at a position until `retryAfterMs` from now. */
export type Turn =
  | { readonly admitted: true; readonly pass: string }
  | { readonly admitted: false; readonly position: number; readonly retryAfterMs: number };

export class HandOffTurns {
  readonly #counter: AttemptRule;
  constructor(
    private readonly counters: SharedCounters,
    readonly rule: TurnRule,
  ) {
    // No lock: a window simply fills; the next one admits again.
    this.#counter = { max: Number.MAX_SAFE_INTEGER, windowMs: rule.windowMs, lockMs: 0 };
  }

  /** Counts one visitor asking for the hand-off of `ref`. */
  async ask(ref: string, now: number): Promise<Turn> {
    const { count, windowEndsIn } = await this.counters.count(`booking-turn:${ref}`, this.#counter, now);
    if (count <= this.rule.perWindow) {
      const pass = randomBytes(16).toString('base64url');
      await this.counters.useOnce(`booking-pass:${ref}:${pass}`, now + PASS_MS, now);
      return { admitted: true, pass };
    }
    const position = count - this.rule.perWindow;
    const windowsAhead = Math.floor((position - 1) / this.rule.perWindow);
    return { admitted: false, position, retryAfterMs: windowEndsIn + windowsAhead * this.rule.windowMs };
  }

  /** Whether `pass` was given for `ref` (on any instance) and is still good. */
  passed(ref: string, pass: string | undefined, now: number): Promise<boolean> {
    if (!pass || !/^[A-Za-z0-9_-]{22}$/.test(pass)) return Promise.resolve(false);
    return this.counters.has(`booking-pass:${ref}:${pass}`, now);
  }
}

/** Whole seconds for `Retry-After` (at least 1). */
export const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
