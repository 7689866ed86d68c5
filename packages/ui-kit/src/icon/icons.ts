/** Icon paths (24x24 viewBox, drawn with a 2px stroke unless `fill` is set). */
export const ICONS = {
  'chevron-left': { d: 'M15 5l-7 7 7 7' },
  'chevron-right': { d: 'M9 5l7 7-7 7' },
  'chevron-down': { d: 'M5 9l7 7 7-7' },
  close: { d: 'M6 6l12 12M18 6L6 18' },
  check: { d: 'M5 12.5l4.5 4.5L19 7.5' },
  search: { d: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5L20 20' },
  calendar: { d: 'M4 7h16v13H4zM4 11h16M8 4v4M16 4v4' },
  clock: { d: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 7v5l3 2' },
  heart: { d: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z' },
  'heart-filled': { d: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z', fill: true },
  info: { d: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 11v6M12 7.5v.5' },
  warning: { d: 'M12 3l10 18H2zM12 10v5M12 18v.5' },
  user: { d: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 21a8 8 0 0 1 16 0' },
  'external-link': { d: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6' },
  play: { d: 'M7 4l13 8-13 8z', fill: true },
  filter: { d: 'M4 6h16M7 12h10M10 18h4' },
  history: { d: 'M4 12a8 8 0 1 0 2.3-5.7L4 8.6M4 4v4.6h4.6M12 8v4l3 2' },
  location: { d: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 7a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z' },
  menu: { d: 'M4 7h16M4 12h16M4 17h16' },
  globe: { d: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18' },
  'audio-description': { d: 'M3 18l4-12h2l4 12M5 14h6M15 6h2a6 6 0 0 1 0 12h-2z' },
  'hearing-loop': { d: 'M7 9a5 5 0 0 1 10 0c0 3-3 4-3 7a3 3 0 0 1-6 0M10 9a2 2 0 0 1 4 0' },
  wheelchair: { d: 'M11 4a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zM11 8v6h5l2 5M8 11a5 5 0 1 0 6.5 6.8' },
  'emotion-disappointed': { d: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM8 16.5a5 5 0 0 1 8 0M9 10v.5M15 10v.5' },
  'emotion-liked': { d: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM8 14a5 5 0 0 0 8 0M9 10v.5M15 10v.5' },
  'emotion-loved': {
    d: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM7.5 13.5h9a4.5 4.5 0 0 1-9 0zM8 9.5l1-1 1 1M14 9.5l1-1 1 1',
  },
  'three-d': { d: 'M4 8h4l-2 3a2.5 2.5 0 1 1-2 3.5M12 8h3a4 4 0 0 1 0 8h-3z' },
  premium: { d: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.5 6.6 19.5l1.2-6L3.3 9.3l6.1-.7z' },
  sound: { d: 'M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11' },
} as const satisfies Record<string, { d: string; fill?: boolean }>;

/** The name of an icon of the sprite. */
export type IconName = keyof typeof ICONS;
