// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORY_CASES } from './stories';

describe('server rendering of every story (Node, no DOM)', () => {
  const consoleErrors: unknown[][] = [];
  beforeEach(() => {
    consoleErrors.length = 0;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      consoleErrors.push(args);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs where there is no window, document or matchMedia, like the server', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof matchMedia).toBe('undefined');
    expect(STORY_CASES.length).toBeGreaterThan(100);
  });

  it.each(STORY_CASES)('renders $id to HTML without throwing or console.error', ({ Story }) => {
    const html = renderToString(<Story />);
    expect(html.length).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });
});
