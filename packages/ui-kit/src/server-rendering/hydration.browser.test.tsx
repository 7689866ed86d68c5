import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { MISMATCH_FIXTURES, type MismatchFixtureName } from './mismatch-fixtures';
import { STORY_CASES } from './stories';

// `act` flushes hydration, effects and the re-render with browser values before we look.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Rendered in Node by the project's global setup (server-html.global-setup.ts). */
const SERVER_HTML = inject('serverHtml');

function describeError(value: unknown): string {
  return value instanceof Error ? value.message : String(value);
}

/**
 * Puts the server HTML into the page, hydrates it with `element` and returns every problem
 * React reported: recoverable errors (a mismatch makes React throw away the server HTML),
 * caught and uncaught render errors, and console.error (attribute mismatches, other warnings).
 */
async function hydrationProblems(serverHtml: string, element: ReactNode): Promise<string[]> {
  const problems: string[] = [];
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(`console.error: ${args.map(describeError).join(' ')}`);
  });
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, element, {
        onRecoverableError: (error) => problems.push(`recoverable error: ${describeError(error)}`),
        onCaughtError: (error) => problems.push(`caught error: ${describeError(error)}`),
        onUncaughtError: (error) => problems.push(`uncaught error: ${describeError(error)}`),
      });
    });
    await act(async () => root?.unmount());
  } finally {
    consoleError.mockRestore();
    container.remove();
  }
  return problems;
}

// The server does not know the screen: the first render must match at any width, so every
// story is hydrated at desktop width and at phone width (where `desktop` server defaults differ).
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

for (const viewport of VIEWPORTS) {
  describe(`hydration of server-rendered stories at ${viewport.name} width (${viewport.width}px)`, () => {
    beforeAll(async () => {
      await page.viewport(viewport.width, viewport.height);
    });

    it('has server HTML for every story', () => {
      expect(Object.keys(SERVER_HTML.stories).sort()).toEqual(STORY_CASES.map((story) => story.id).sort());
    });

    it.each(STORY_CASES)('hydrates $id without a recoverable error or console.error', async ({ id, Story }) => {
      const serverHtml = SERVER_HTML.stories[id];
      expect(serverHtml, `no server HTML for ${id}`).toBeTruthy();
      expect(await hydrationProblems(serverHtml ?? '', <Story />)).toEqual([]);
    });
  });
}

describe('hydration check', () => {
  // A check that cannot fail proves nothing: these components read `window` during render.
  it.each(Object.keys(MISMATCH_FIXTURES) as MismatchFixtureName[])(
    'reports the deliberate mismatch of %s',
    async (name) => {
      const Fixture = MISMATCH_FIXTURES[name];
      expect(SERVER_HTML.fixtures[name]).toContain('server');
      const problems = await hydrationProblems(SERVER_HTML.fixtures[name], <Fixture />);
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.join('\n')).toMatch(/hydrat/i);
    },
  );

  it('reports a text mismatch as a recoverable error and an attribute mismatch as console.error', async () => {
    const text = await hydrationProblems(SERVER_HTML.fixtures.WindowInText, <MISMATCH_FIXTURES.WindowInText />);
    expect(text.some((problem) => problem.startsWith('recoverable error:'))).toBe(true);
    const attribute = await hydrationProblems(
      SERVER_HTML.fixtures.WindowInAttribute,
      <MISMATCH_FIXTURES.WindowInAttribute />,
    );
    expect(attribute.some((problem) => problem.startsWith('console.error:'))).toBe(true);
  });
});

describe('images that fail before hydration', () => {
  it('Poster and Avatar show their fallbacks when the server image broke before React attached onError', async () => {
    const { Poster } = await import('../poster/poster');
    const { Avatar } = await import('../avatar/avatar');
    const { renderToString } = await import('react-dom/server');
    const broken = '/this-image-does-not-exist.png';
    const element = (
      <div>
        <Poster src={broken} alt="Poster of Night Train" title="Night Train" priority />
        <Avatar src={broken} name="Ana López" />
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    // The browser gives up on both images before any JavaScript of the page runs.
    await vi.waitFor(() => {
      for (const image of container.querySelectorAll('img')) expect(image.complete).toBe(true);
    });
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, element);
    });
    await vi.waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(0));
    expect(container.querySelector('[role="img"][aria-label="Poster of Night Train"]')).not.toBeNull();
    expect(container.querySelector('[role="img"][aria-label="Ana López"]')?.textContent).toBe('AL');
    await act(async () => root?.unmount());
    container.remove();
  });
});
