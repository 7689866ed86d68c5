// @vitest-environment jsdom
import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createModalStore, ModalStoreProvider, openModal, useModalStore } from './modal-store';

// React's flag for tests that drive it with act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Panel() {
  const panel = useModalStore(openModal('showtime-details-panel'));
  return panel
    ? createElement('dialog', { open: true }, `showtime ${String(panel.payload.showtimeId)}`)
    : createElement('p', null, 'no panel');
}

describe('useModalStore and hydration', () => {
  it('hydrates a modal the server rendered open when the browser opened it before hydrating (no mismatch)', async () => {
    const opened = { id: 'showtime-details-panel', payload: { showtimeId: '2961' } } as const;
    const server = createModalStore({ current: opened });
    const container = document.createElement('div');
    container.innerHTML = renderToString(createElement(ModalStoreProvider, { store: server }, createElement(Panel)));
    expect(container.innerHTML).toBe('<dialog open="">showtime 2961</dialog>');
    // The browser's manager is made closed (as the page's shared one is) and opened from the address.
    const browser = createModalStore();
    browser.getState().open(opened.id, opened.payload);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, createElement(ModalStoreProvider, { store: browser }, createElement(Panel)), {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe('<dialog open="">showtime 2961</dialog>');
    await act(async () => browser.getState().close());
    expect(container.innerHTML).toBe('<p>no panel</p>');
    await act(async () => root.unmount());
  });
});
