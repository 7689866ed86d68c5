import { type RefObject, useEffect, useRef, useState } from 'react';
import { MEDIA, STICKY_HEADER_OFFSET_PX, TIMING } from '../tokens/tokens';

/** Leading and trailing throttle: runs at most once per `ms`, and once more after the last call. */
export function throttle(fn: () => void, ms: number): { run: () => void; cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    const now = Date.now();
    const wait = last + ms - now;
    if (wait <= 0) {
      last = now;
      fn();
    } else if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        fn();
      }, wait);
    }
  };
  return { run, cancel: () => clearTimeout(timer) };
}

/**
 * When the header sticks: past 68px (`fixed`), or past a quarter of the window on pages that
 * open with a full-width backdrop (`quarter-window`; never less than 68px) (SHELL-16, CL).
 */
export type StickyMode = 'fixed' | 'quarter-window';

/** The scroll offset after which the header sticks: 68px, or a quarter of the window when asked (SHELL-16). */
export function stickyThreshold(windowHeight: number, mode: StickyMode = 'fixed'): number {
  return mode === 'quarter-window' ? Math.max(STICKY_HEADER_OFFSET_PX, windowHeight / 4) : STICKY_HEADER_OFFSET_PX;
}

/** Where the header stands for a scroll position, given the previous state (pure, tested). */
export function nextStickyState(
  previous: { stuck: boolean; hidden: boolean; y: number },
  y: number,
  threshold: number,
): { stuck: boolean; hidden: boolean; y: number } {
  if (y <= threshold) return { stuck: false, hidden: false, y };
  // No movement (a resize, a repeated event) keeps what the visitor sees.
  if (y === previous.y && previous.stuck) return { stuck: true, hidden: previous.hidden, y };
  const goingDown = y > previous.y;
  return { stuck: true, hidden: goingDown, y };
}

export interface StickyHeaderOptions {
  /** Off disables the behaviour (SHELL-15). */
  enabled?: boolean;
  mode?: StickyMode;
}

/** What the header shows now. */
export interface StickyHeaderState {
  /** Fixed to the top of the window (its place in the page stays reserved). */
  stuck: boolean;
  /** Stuck and slid out of view (scrolling down). */
  hidden: boolean;
  /** It was already stuck before this change: showing and hiding may be animated (becoming stuck is not). */
  settled: boolean;
  /** The header's height when it stuck, in px: the space the page keeps for it (no layout shift). */
  reserved: number | null;
}

const INITIAL: StickyHeaderState = { stuck: false, hidden: false, settled: false, reserved: null };

/**
 * Sticky header state on desktop (SHELL-16, SHELL-17): past the threshold the header sticks;
 * scrolling down hides it, scrolling up shows it. Scroll is sampled at most every 200 ms
 * (CONST-05), and React hears only of changes. On mobile and tablet, or disabled, it is never
 * stuck. On the server and during hydration it is not stuck (the window is unknown there).
 * `measure` is the element whose height is reserved while the header is stuck.
 */
export function useStickyHeader(
  { enabled = true, mode = 'fixed' }: StickyHeaderOptions = {},
  measure?: RefObject<HTMLElement | null>,
): StickyHeaderState {
  const [state, setState] = useState<StickyHeaderState>(INITIAL);
  const position = useRef({ stuck: false, hidden: false, y: 0 });
  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    const desktop = window.matchMedia?.(MEDIA.desktop);
    const update = () => {
      const previous = position.current;
      // Below desktop it never sticks, and the scroll position is not read: on a phone reading it
      // while the page is still settling forces a layout on the main thread.
      const next =
        desktop && !desktop.matches
          ? { stuck: false, hidden: false, y: previous.y }
          : nextStickyState(previous, window.scrollY, stickyThreshold(window.innerHeight, mode));
      position.current = next;
      if (next.stuck === previous.stuck && next.hidden === previous.hidden) return;
      setState((current) => ({
        stuck: next.stuck,
        hidden: next.hidden,
        settled: next.stuck && previous.stuck,
        // Measured once, while the header is still in the page's flow.
        reserved: next.stuck ? (current.reserved ?? measure?.current?.offsetHeight ?? null) : null,
      }));
    };
    const throttled = throttle(update, TIMING.scrollThrottleMs);
    window.addEventListener('scroll', throttled.run, { passive: true });
    desktop?.addEventListener('change', update);
    update();
    return () => {
      throttled.cancel();
      window.removeEventListener('scroll', throttled.run);
      desktop?.removeEventListener('change', update);
      position.current = { stuck: false, hidden: false, y: 0 };
      setState(INITIAL);
    };
  }, [enabled, mode, measure]);
  return enabled ? state : INITIAL;
}
