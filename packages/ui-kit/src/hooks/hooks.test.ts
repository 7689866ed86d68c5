import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextStickyState, stickyThreshold, throttle } from './use-sticky-header';

describe('sticky header rules', () => {
  it('sticks after 68px, or a quarter of the window in that mode (SHELL-16)', () => {
    expect(stickyThreshold(800)).toBe(68);
    expect(stickyThreshold(800, 'quarter-window')).toBe(200);
    expect(stickyThreshold(200, 'quarter-window')).toBe(68);
    const top = { stuck: false, hidden: false, y: 0 };
    expect(nextStickyState(top, 68, 68).stuck).toBe(false);
    expect(nextStickyState(top, 69, 68).stuck).toBe(true);
  });

  it('hides on scroll down and shows on scroll up once stuck (SHELL-17)', () => {
    const down = nextStickyState({ stuck: true, hidden: false, y: 300 }, 400, 68);
    expect(down).toEqual({ stuck: true, hidden: true, y: 400 });
    const up = nextStickyState(down, 350, 68);
    expect(up).toEqual({ stuck: true, hidden: false, y: 350 });
    expect(nextStickyState(up, 10, 68)).toEqual({ stuck: false, hidden: false, y: 10 });
  });
});

describe('throttle (CONST-05)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then at most every 200 ms, with a trailing run', () => {
    const fn = vi.fn();
    const t = throttle(fn, 200);
    t.run();
    t.run();
    t.run();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(199);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
