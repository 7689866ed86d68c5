import { useEffect, useState } from 'react';
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

/** The scroll offset after which the header sticks: 68px, or a quarter of the window when asked (SHELL-16). */
export function stickyThreshold(windowHeight: number, mode: 'fixed' | 'quarter-window' = 'fixed'): number {
  return mode === 'quarter-window' ? Math.max(STICKY_HEADER_OFFSET_PX, windowHeight / 4) : STICKY_HEADER_OFFSET_PX;
}

/** Where the header stands for a scroll position, given the previous state (pure, tested). */
export function nextStickyState(
  previous: { stuck: boolean; hidden: boolean; y: number },
  y: number,
  threshold: number,
): { stuck: boolean; hidden: boolean; y: number } {
  if (y <= threshold) return { stuck: false, hidden: false, y };
  const goingDown = y > previous.y;
  return { stuck: true, hidden: goingDown, y };
}

export interface StickyHeaderOptions {
  /** Off disables the behaviour (SHELL-15). */
  enabled?: boolean;
  mode?: 'fixed' | 'quarter-window';
}

/**
 * Sticky header state on desktop (SHELL-16, SHELL-17): past the threshold the header sticks;
 * scrolling down hides it, scrolling up shows it. Scroll is sampled at most every 200 ms
 * (CONST-05). On mobile and tablet, or disabled, it is never stuck.
 */
export function useStickyHeader({ enabled = true, mode = 'fixed' }: StickyHeaderOptions = {}) {
  const [state, setState] = useState({ stuck: false, hidden: false, y: 0 });
  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    const desktop = window.matchMedia?.(MEDIA.desktop);
    const update = () => {
      if (desktop && !desktop.matches) {
        setState({ stuck: false, hidden: false, y: window.scrollY });
        return;
      }
      setState((previous) => nextStickyState(previous, window.scrollY, stickyThreshold(window.innerHeight, mode)));
    };
    const throttled = throttle(update, TIMING.scrollThrottleMs);
    window.addEventListener('scroll', throttled.run, { passive: true });
    desktop?.addEventListener('change', update);
    update();
    return () => {
      throttled.cancel();
      window.removeEventListener('scroll', throttled.run);
      desktop?.removeEventListener('change', update);
    };
  }, [enabled, mode]);
  return enabled ? { stuck: state.stuck, hidden: state.hidden } : { stuck: false, hidden: false };
}
