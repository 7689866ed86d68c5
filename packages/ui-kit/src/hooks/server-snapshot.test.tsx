import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';
import { useViewport } from './use-viewport';

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
  Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
});

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
}

/** Hydrates `serverHtml` with `element`; returns the container and what React reported. */
async function hydrate(serverHtml: string, element: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  try {
    await act(async () => {
      roots.push(hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) }));
    });
  } finally {
    consoleError.mockRestore();
  }
  return { container, errors };
}

function ViewportProbe() {
  return <output>{useViewport()}</output>;
}

function MediaProbe({ query }: { query: string }) {
  return <output>{String(useMediaQuery(query))}</output>;
}

describe('useViewport on the server and during hydration', () => {
  it('renders desktop on the server whatever the window, as a server cannot know the screen', () => {
    setWidth(375);
    expect(renderToString(<ViewportProbe />)).toContain('desktop');
  });

  it('hydrates server HTML on a phone without a mismatch, then shows mobile', async () => {
    setWidth(1280);
    const serverHtml = renderToString(<ViewportProbe />);
    setWidth(375);
    const { container, errors } = await hydrate(serverHtml, <ViewportProbe />);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('mobile');
  });
});

describe('useMediaQuery on the server and during hydration', () => {
  function mockMatchMedia(matches: boolean) {
    const list = { matches, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const matchMedia = vi.fn(() => list);
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
    return { list, matchMedia };
  }
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('renders false on the server, hydrates without a mismatch, then shows the browser answer', async () => {
    mockMatchMedia(true);
    const serverHtml = renderToString(<MediaProbe query="(min-width: 1080px)" />);
    expect(serverHtml).toContain('false');
    const { container, errors } = await hydrate(serverHtml, <MediaProbe query="(min-width: 1080px)" />);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('true');
  });

  it('subscribes once per query, not on every render', async () => {
    const { list } = mockMatchMedia(false);
    const serverHtml = renderToString(<MediaProbe query="(min-width: 700px)" />);
    await hydrate(serverHtml, <MediaProbe query="(min-width: 700px)" />);
    const root = roots[0];
    act(() => root?.render(<MediaProbe query="(min-width: 700px)" />));
    act(() => root?.render(<MediaProbe query="(min-width: 700px)" />));
    expect(list.addEventListener).toHaveBeenCalledTimes(1);
  });
});
