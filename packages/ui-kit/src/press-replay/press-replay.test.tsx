import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Accordion } from '../accordion/accordion';
import { holdPresses, onDormantPress, releasePresses, rememberFocus } from './press-replay';

let live = false;
holdPresses(() => live);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  live = false;
});

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      pressed {count}
    </button>
  );
}

const ITEMS = [
  { id: 'films', title: 'Films', content: 'Now showing' },
  { id: 'cinemas', title: 'Cinemas', content: 'Paris' },
];

describe('press replay', () => {
  it('a press on server HTML before hydration acts once the page has hydrated, on the same node', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Counter />);
    document.body.append(container);
    const button = container.querySelector('button') as HTMLButtonElement;
    const native = vi.fn();
    document.addEventListener('click', native);
    fireEvent.click(button);
    // Held: no listener of the page saw it.
    expect(native).not.toHaveBeenCalled();
    await act(async () => {
      hydrateRoot(container, <Counter />);
    });
    expect(button.textContent).toBe('pressed 0');
    live = true;
    act(() => releasePresses(null));
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('pressed 1');
    // Live: presses go straight through, and nothing is replayed twice.
    fireEvent.click(button);
    act(() => releasePresses(null));
    expect(button.textContent).toBe('pressed 2');
    document.removeEventListener('click', native);
  });

  it('a press in a dormant region wakes it and is replayed, with the focus, on the same control of its live markup', () => {
    live = true;
    const dormant = document.createElement('div');
    dormant.setAttribute('data-dormant', 'footer');
    dormant.innerHTML = renderToString(<Accordion items={ITEMS} type="single" />);
    document.body.append(dormant);
    const wake = vi.fn();
    const stop = onDormantPress('footer', wake);
    const serverTrigger = dormant.querySelectorAll('button')[1];
    (serverTrigger as HTMLButtonElement).focus();
    fireEvent.click(serverTrigger as HTMLButtonElement);
    expect(wake).toHaveBeenCalledTimes(1);
    stop();
    // The live markup replaces the dormant one (a new React tree, new nodes).
    dormant.remove();
    const { container } = render(<Accordion items={ITEMS} type="single" />);
    act(() => releasePresses('footer', container));
    const cinemas = Array.from(container.querySelectorAll('button')).find((b) => b.textContent === 'Cinemas');
    expect(cinemas?.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(cinemas);
  });

  it('a region pressed before anyone listens wakes its listener at once; only the latest press is kept', () => {
    live = true;
    const dormant = document.createElement('div');
    dormant.setAttribute('data-dormant', 'late');
    dormant.innerHTML = renderToString(<Accordion items={ITEMS} type="single" />);
    document.body.append(dormant);
    const [films, cinemas] = Array.from(dormant.querySelectorAll('button'));
    fireEvent.click(films as HTMLButtonElement);
    fireEvent.click(cinemas as HTMLButtonElement);
    const wake = vi.fn();
    onDormantPress('late', wake);
    expect(wake).toHaveBeenCalledTimes(1);
    dormant.remove();
    const { container } = render(<Accordion items={ITEMS} type="single" />);
    act(() => releasePresses('late', container));
    const open = Array.from(container.querySelectorAll('button[aria-expanded="true"]')).map((b) => b.textContent);
    expect(open).toEqual(['Cinemas']);
  });

  it("when the region's code cannot load, the press gets the browser's own behaviour on the server's markup", () => {
    live = true;
    const dormant = document.createElement('div');
    dormant.setAttribute('data-dormant', 'offline');
    dormant.innerHTML = '<details><summary>How to book?</summary><p>Online.</p></details>';
    document.body.append(dormant);
    const summary = dormant.querySelector('summary') as HTMLElement;
    fireEvent.click(summary);
    const details = dormant.querySelector('details') as HTMLDetailsElement;
    const toggled = vi.fn();
    details.addEventListener('click', toggled);
    releasePresses('offline', dormant);
    expect(toggled).toHaveBeenCalledTimes(1);
  });

  it('the focus on the dormant markup moves to the same control of the live markup once it replaces it', () => {
    live = true;
    const dormant = document.createElement('div');
    dormant.innerHTML = renderToString(<Accordion items={ITEMS} type="single" />);
    document.body.append(dormant);
    (dormant.querySelectorAll('button')[1] as HTMLButtonElement).focus();
    const restore = rememberFocus(dormant);
    dormant.remove();
    expect(document.activeElement).toBe(document.body);
    const { container } = render(<Accordion items={ITEMS} type="single" />);
    restore(container);
    expect(document.activeElement?.textContent).toBe('Cinemas');
    expect(container.contains(document.activeElement)).toBe(true);
  });
});
