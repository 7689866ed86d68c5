/**
 * Typed mirror of tokens.css, for code that needs a value (media queries in JS, timers).
 * The CSS custom properties stay the source for styling: use `cssVar` to refer to them.
 */

/** Breakpoints of the spec (CONST-01..04): mobile under 700px, tablet 700-1079px, desktop from 1080px, wide 1440px. */
export const BREAKPOINTS = { tablet: 700, desktop: 1080, wide: 1440 } as const;

/** Media queries matching BREAKPOINTS; use them with matchMedia. */
export const MEDIA = {
  mobile: `(max-width: ${BREAKPOINTS.tablet - 0.02}px)`,
  tablet: `(min-width: ${BREAKPOINTS.tablet}px) and (max-width: ${BREAKPOINTS.desktop - 0.02}px)`,
  desktop: `(min-width: ${BREAKPOINTS.desktop}px)`,
  wide: `(min-width: ${BREAKPOINTS.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** A viewport class of the spec. */
export type Viewport = 'mobile' | 'tablet' | 'desktop';

/** The viewport class for a window width (CONST-01..03). */
export function viewportForWidth(width: number): Viewport {
  if (width < BREAKPOINTS.tablet) return 'mobile';
  if (width < BREAKPOINTS.desktop) return 'tablet';
  return 'desktop';
}

/** Timing constants of the spec (CONST-05, CONST-06, SHELL-16, SHELL-75). */
export const TIMING = {
  scrollThrottleMs: 200,
  modalResizeDebounceMs: 100,
  alertAutoDismissMs: 10_000,
} as const;

/** Sticky header threshold: 68px, or a quarter of the window height when that is larger (SHELL-16). */
export const STICKY_HEADER_OFFSET_PX = 68;

/** Side panel width on desktop (SHELL-57). */
export const SIDE_PANEL_WIDTH_PX = 448;

/** The five flag colours of the spec: 1 green, 2 yellow, 3 grey, 4 red, 5 blue (the heart label). */
export const FLAG_COLORS = { 1: 'green', 2: 'yellow', 3: 'grey', 4: 'red', 5: 'blue' } as const;

/** A flag colour code. */
export type FlagColor = keyof typeof FLAG_COLORS;

/** Colour tokens by role (values as in tokens.css). */
export const COLORS = {
  bg: '#0d0d10',
  surface: '#17171c',
  surfaceRaised: '#222229',
  surfaceOverlay: '#2c2c35',
  border: '#3a3a45',
  text: '#f3f1ec',
  textMuted: '#b4b0a8',
  accent: '#f5b82e',
  accentText: '#1a1406',
  focus: '#ffd166',
  warning: '#f0a33a',
  info: '#6fb6ff',
  flag1: '#4cc27a',
  flag2: '#f5b82e',
  flag3: '#c9c6cf',
  flag4: '#ff7b7f',
  flag5: '#6fb6ff',
} as const;

/** Spacing scale in px (`--mq-space-N`). */
export const SPACE = { 1: 4, 2: 8, 3: 12, 4: 16, 5: 24, 6: 32, 7: 40, 8: 64 } as const;

/** Radii in px (`--mq-radius-*`). */
export const RADII = { sm: 4, md: 10, lg: 16, pill: 999 } as const;

/** Motion durations in ms (`--mq-duration-*`), zero under reduced motion. */
export const DURATIONS = { fast: 120, normal: 220, slow: 320 } as const;

/** Type scale in rem (`--mq-font-size-*`). */
export const FONT_SIZES = { xs: 0.75, sm: 0.875, md: 1, lg: 1.125, xl: 1.375, '2xl': 1.75 } as const;

/** Minimum touch target in px (showtime buttons and icon buttons). */
export const TOUCH_TARGET_PX = 44;

/** `var(--mq-<name>)`, typed to the token names used in code. */
export function cssVar(name: string): string {
  return `var(--mq-${name})`;
}
