import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertBanner } from './alert-banner';
import { type AlertItem, AlertStack } from './alert-stack';

const QUEUE: AlertItem[] = [
  { id: 'a', level: 'warning', title: 'First' },
  { id: 'b', level: 'info', title: 'Second', subtitle: 'More' },
];

function Harness({ onDismiss = () => {} }: { onDismiss?: (id: string) => void }) {
  const [alerts, setAlerts] = useState(QUEUE);
  return (
    <AlertStack
      alerts={alerts}
      closeLabel="Close"
      onDismiss={(id) => {
        onDismiss(id);
        setAlerts((all) => all.filter((alert) => alert.id !== id));
      }}
    />
  );
}

describe('AlertBanner', () => {
  it('shows level, title, subtitle and class; warnings are alerts, info is a status (SHELL-73)', () => {
    render(
      <>
        <AlertBanner level="warning" title="Closed" subtitle="Works" className="cinema-alert" />
        <AlertBanner level="info" title="News" />
      </>,
    );
    const warning = screen.getByRole('alert');
    expect(warning.textContent).toContain('Closed');
    expect(warning.textContent).toContain('Works');
    expect(warning.className).toContain('mq-alert--warning');
    expect(warning.className).toContain('cinema-alert');
    expect(screen.getByRole('status').className).toContain('mq-alert--info');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('AlertStack announcements', () => {
  it('SHELL-73 its live regions are in the page before any alert, and each alert is read in the one of its level', () => {
    const { rerender } = render(<AlertStack alerts={[]} closeLabel="Close" onDismiss={() => {}} />);
    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(assertive.getAttribute('aria-live')).toBe('assertive');
    expect(polite.textContent).toBe('');
    rerender(<AlertStack alerts={QUEUE} closeLabel="Close" onDismiss={() => {}} />);
    // The same elements (not new ones) receive the text: that is what a screen reader reads.
    expect(screen.getByRole('alert')).toBe(assertive);
    expect(assertive.textContent).toBe('First.');
    expect(polite.textContent).toBe('');
    rerender(<AlertStack alerts={QUEUE.slice(1)} closeLabel="Close" onDismiss={() => {}} />);
    expect(screen.getByRole('status')).toBe(polite);
    expect(polite.textContent).toBe('Second. More.');
    expect(assertive.textContent).toBe('');
    // The visible banner is a group named by its title, not a second live region.
    expect(screen.getByRole('group', { name: 'Second' }).getAttribute('aria-live')).toBeNull();
  });
});

describe('AlertStack', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the oldest alert first, one at a time; the user closes it (SHELL-74, SHELL-76)', () => {
    render(<Harness />);
    expect(screen.getByText('First')).toBeTruthy();
    expect(screen.queryByText('Second')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Second')).toBeTruthy();
  });

  it('dismisses after 10 s (SHELL-75)', () => {
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(9_999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('a');
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).toHaveBeenLastCalledWith('b');
  });

  it('pauses while hovered or focused and resumes with the time left (SHELL-75)', () => {
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(6_000));
    fireEvent.mouseEnter(screen.getByRole('group', { name: 'First' }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByRole('group', { name: 'First' }));
    fireEvent.focus(screen.getByRole('button', { name: 'Close' }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.blur(screen.getByRole('button', { name: 'Close' }));
    act(() => vi.advanceTimersByTime(3_999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });
});
