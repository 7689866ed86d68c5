// @vitest-environment jsdom
import { act, Suspense, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HYDRATING_ATTRIBUTE, StaticRegion } from './static-region';

// React's flag for tests that drive it with act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Cards({ titles, onClick }: { titles: string[]; onClick?: () => void }) {
  return (
    <section>
      <h2>Films</h2>
      <StaticRegion as="ul" className="grid" aria-label="films">
        {titles.map((title) => (
          <li key={title}>
            <a href={`/film/${title}`}>{title}</a>
          </li>
        ))}
      </StaticRegion>
      <button type="button" onClick={onClick}>
        more
      </button>
    </section>
  );
}

/** The shell's HydrationMark: at the root's commit, `data-hydrating` goes and `data-hydrated` comes. */
function Mark() {
  useEffect(() => {
    document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
    document.documentElement.setAttribute('data-hydrated', 'hydrated');
  }, []);
  return null;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
});

describe('StaticRegion', () => {
  it('renders its children on the server', () => {
    const html = renderToString(<Cards titles={['alien', 'brazil']} />);
    expect(html).toContain('<ul class="grid" aria-label="films"><li><a href="/film/alien">alien</a></li>');
  });

  it('keeps the very nodes the server rendered when the page hydrates, without a mismatch, and the rest hydrates', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Cards titles={['alien', 'brazil']} />);
    document.body.append(container);
    const serverLink = container.querySelector('a[href="/film/alien"]');
    const errors: unknown[] = [];
    let clicks = 0;
    document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, '');
    // The browser's data differs from the server's: the region must not re-render it.
    const root = await act(async () =>
      hydrateRoot(container, <Cards titles={['alien', 'brazil', 'casablanca']} onClick={() => clicks++} />, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
    expect(errors).toEqual([]);
    expect(container.querySelector('a[href="/film/alien"]')).toBe(serverLink);
    expect(container.querySelectorAll('li')).toHaveLength(2);
    container.querySelector('button')?.click();
    expect(clicks).toBe(1);
    // A later render of the parent leaves the region's server HTML in place.
    await act(async () => root.render(<Cards titles={['dune']} onClick={() => clicks++} />));
    expect(container.querySelector('a[href="/film/alien"]')).toBe(serverLink);
    expect(container.querySelector('ul')?.getAttribute('aria-label')).toBe('films');
    await act(async () => root.unmount());
  });

  it('keeps the server nodes in a Suspense boundary React hydrates after the root has committed (a remote page)', async () => {
    const page = (titles: string[]) => (
      <>
        <Mark />
        <Suspense fallback={null}>
          <Cards titles={titles} />
        </Suspense>
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(['alien', 'brazil']));
    document.body.append(container);
    const serverLink = container.querySelector('a[href="/film/alien"]');
    const errors: unknown[] = [];
    document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, '');
    const root = await act(async () =>
      hydrateRoot(container, page(['dune']), { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    expect(container.querySelector('a[href="/film/alien"]')).toBe(serverLink);
    expect(container.querySelectorAll('li')).toHaveLength(2);
    await act(async () => root.unmount());
    document.documentElement.removeAttribute('data-hydrated');
  });

  it('renders its children when the page is rendered in the browser (no server HTML to keep)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Cards titles={['alien', 'brazil', 'casablanca']} />));
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'alien',
      'brazil',
      'casablanca',
    ]);
    await act(async () => root.render(<Cards titles={['dune']} />));
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['dune']);
    await act(async () => root.unmount());
  });
});
