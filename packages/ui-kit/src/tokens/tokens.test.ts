import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, COLORS, MEDIA, TIMING, viewportForWidth } from './tokens';

const srcDir = path.resolve(import.meta.dirname, '..');
const tokensCss = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** WCAG relative luminance contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
    const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b2 ?? 0);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function cssValue(name: string): string {
  const match = tokensCss.match(new RegExp(`--${name}:\\s*([^;]+);`));
  if (!match?.[1]) throw new Error(`token --${name} missing`);
  return match[1].trim();
}

describe('breakpoints (CONST-01, CONST-02, CONST-03, CONST-04)', () => {
  it('classes widths: mobile under 700, tablet 700-1079, desktop from 1080, wide 1440', () => {
    expect(viewportForWidth(699)).toBe('mobile');
    expect(viewportForWidth(700)).toBe('tablet');
    expect(viewportForWidth(1079)).toBe('tablet');
    expect(viewportForWidth(1080)).toBe('desktop');
    expect(BREAKPOINTS.wide).toBe(1440);
    expect(MEDIA.desktop).toBe('(min-width: 1080px)');
  });

  it('every @media width in the kit CSS is one of the breakpoints', () => {
    const allowed = new Set([BREAKPOINTS.tablet, BREAKPOINTS.desktop, BREAKPOINTS.wide]);
    for (const file of cssFiles(srcDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/@media[^{]*\((?:min|max)-width:\s*(\d+)px\)/g)) {
        expect(allowed, `${path.relative(srcDir, file)} uses ${match[1]}px`).toContain(Number(match[1]));
      }
    }
  });
});

describe('timing constants (CONST-05, CONST-06, SHELL-75)', () => {
  it('scroll throttle 200 ms, modal resize debounce 100 ms, alerts 10 s', () => {
    expect(TIMING).toEqual({ scrollThrottleMs: 200, modalResizeDebounceMs: 100, alertAutoDismissMs: 10_000 });
  });
});

describe('colour tokens', () => {
  it('CSS and typed constants agree', () => {
    expect(cssValue('mq-color-bg')).toBe(COLORS.bg);
    expect(cssValue('mq-color-text')).toBe(COLORS.text);
    expect(cssValue('mq-color-accent')).toBe(COLORS.accent);
    for (const n of [1, 2, 3, 4, 5] as const) expect(cssValue(`mq-flag-${n}`)).toBe(COLORS[`flag${n}`]);
  });

  it('every text pair meets WCAG AA (4.5:1)', () => {
    const surfaces = ['mq-color-bg', 'mq-color-surface', 'mq-color-surface-raised', 'mq-color-surface-overlay'];
    for (const surface of surfaces) {
      for (const text of [
        'mq-color-text',
        'mq-color-text-muted',
        'mq-color-accent',
        'mq-color-info',
        'mq-color-warning',
      ]) {
        expect(contrast(cssValue(text), cssValue(surface)), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrast(cssValue('mq-color-accent-text'), cssValue('mq-color-accent'))).toBeGreaterThanOrEqual(4.5);
    for (const n of [1, 2, 3, 4, 5]) {
      expect(contrast(cssValue(`mq-flag-${n}-text`), cssValue(`mq-flag-${n}`)), `flag ${n}`).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('keeps the names the shell used before the kit (aliases)', () => {
    for (const name of [
      'color-bg',
      'color-surface',
      'color-surface-raised',
      'color-text',
      'color-text-muted',
      'color-accent',
      'color-accent-text',
      'color-warning',
      'color-info',
      'radius',
      'space-1',
      'space-2',
      'space-3',
      'space-4',
      'space-5',
      'font-sans',
      'header-height',
    ]) {
      expect(tokensCss).toMatch(new RegExp(`\\n\\s*--${name}:`));
    }
    // Same values as before: --space-3 was 16px, --space-5 40px.
    expect(cssValue('space-3')).toBe('var(--mq-space-4)');
    expect(cssValue('mq-space-4')).toBe('16px');
    expect(cssValue('space-5')).toBe('var(--mq-space-7)');
    expect(cssValue('mq-space-7')).toBe('40px');
  });
});
