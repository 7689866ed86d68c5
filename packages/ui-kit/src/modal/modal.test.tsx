import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Sign in" closeLabel="Close" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a dialog named by its title; the close button and Escape call onClose (SHELL-45, SHELL-52, SHELL-53)', async () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Sign in" closeLabel="Close" variant="small">
        <p>Body</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog.className).toContain('mq-modal--small');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('locks page scroll while open and restores it after (SHELL-48)', () => {
    const { rerender } = render(<Modal open onClose={() => {}} title="T" closeLabel="Close" />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    rerender(<Modal open={false} onClose={() => {}} title="T" closeLabel="Close" />);
    expect(document.documentElement.style.overflow).toBe('');
  });
});

describe('Modal keyboard', () => {
  it('closes on an Escape keydown inside the dialog', async () => {
    const onClose = vi.fn();
    render(<Modal open onClose={onClose} title="T" closeLabel="Close" />);
    screen.getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('Modal limited to a maximum viewport (SHELL-49, SHELL-05, CONST-06)', () => {
  it('closes once the window has grown past its viewport, after 100 ms of quiet', () => {
    vi.useFakeTimers();
    try {
      Object.defineProperty(window, 'innerWidth', { value: 600, configurable: true });
      const onClose = vi.fn();
      render(<Modal open onClose={onClose} title="Menu" closeLabel="Close" maxViewport="mobile" />);
      expect(onClose).not.toHaveBeenCalled();
      Object.defineProperty(window, 'innerWidth', { value: 1200, configurable: true });
      act(() => {
        window.dispatchEvent(new Event('resize'));
        vi.advanceTimersByTime(99);
      });
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
      Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
    }
  });
});

describe('Modal rendered on the server', () => {
  it('stays open when hydrated on a phone although the server assumed desktop', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
    try {
      const onClose = vi.fn();
      const element = <Modal open onClose={onClose} title="Menu" closeLabel="Close" maxViewport="mobile" />;
      const container = document.createElement('div');
      container.innerHTML = renderToString(element);
      document.body.append(container);
      const errors: unknown[] = [];
      const root = await act(async () =>
        hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) }),
      );
      expect(errors).toEqual([]);
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
      act(() => root.unmount());
      container.remove();
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
    }
  });
});
