import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShowtimeButton, showtimeDisplayStatus } from './showtime-button';

describe('showtimeDisplayStatus', () => {
  const now = new Date('2026-05-01T18:00:00Z');
  it('shows soldout as full and locked as old', () => {
    expect(showtimeDisplayStatus('soldout', null, now)).toBe('full');
    expect(showtimeDisplayStatus('locked', null, now)).toBe('old');
  });
  it('is old once the reservability end has passed, available before', () => {
    expect(showtimeDisplayStatus('available', '2026-05-01T17:59:00Z', now)).toBe('old');
    expect(showtimeDisplayStatus('available', '2026-05-01T18:30:00Z', now)).toBe('available');
    expect(showtimeDisplayStatus('available', undefined, now)).toBe('available');
  });
});

describe('ShowtimeButton', () => {
  it('CAT-14 a highlighted showtime shows its badge and reads it in its name after the time', () => {
    render(<ShowtimeButton time="21:15" version="VF" experiences={[{ label: 'IMAX' }]} highlight="À la une" />);
    const button = screen.getByRole('button', { name: /^21:15 À la une VF\s*IMAX$/ });
    expect(button.classList.contains('mq-showtime--highlighted')).toBe(true);
    expect(screen.getByText('À la une').classList.contains('mq-showtime__highlight')).toBe(true);
  });
  it('CAT-14 an ordinary showtime has no badge nor accent frame', () => {
    render(<ShowtimeButton time="18:00" version="VF" />);
    const button = screen.getByRole('button', { name: /18:00/ });
    expect(button.classList.contains('mq-showtime--highlighted')).toBe(false);
    expect(document.querySelector('.mq-showtime__highlight')).toBeNull();
  });

  it('reads time, version and experiences in its name and can be pressed', async () => {
    const onClick = vi.fn();
    render(
      <ShowtimeButton
        time="20:30"
        version="VOST"
        experiences={[{ label: 'IMAX' }, { label: '3D', icon: 'three-d' }]}
        onClick={onClick}
      />,
    );
    const button = screen.getByRole('button', { name: /20:30.*VOST.*IMAX.*3D/ });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is a booking link when available with href', () => {
    render(<ShowtimeButton time="14:00" href="/book/1" />);
    expect(screen.getByRole('link', { name: '14:00' }).getAttribute('href')).toBe('/book/1');
  });

  it.each([
    ['full', 'Full'],
    ['old', 'Past'],
  ] as const)('a %s showtime is a disabled button saying so, even with href', async (status, label) => {
    const onClick = vi.fn();
    render(<ShowtimeButton time="20:30" status={status} statusLabel={label} href="/book/1" onClick={onClick} />);
    const button = screen.getByRole('button', { name: `20:30 ${label}` });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('RULE-04 shows how full it is in text with its gauge, and a full one says it once', () => {
    const { unmount } = render(
      <ShowtimeButton
        time="20:30"
        version="VF"
        endLabel="ends 22:41"
        seats={{ level: 'almost-full', label: 'Almost full' }}
      />,
    );
    expect(screen.getByRole('button', { name: /^20:30 VF ends 22:41 Almost full$/ })).toBeTruthy();
    unmount();
    render(<ShowtimeButton time="21:00" status="full" statusLabel="Full" seats={{ level: 'full', label: 'Full' }} />);
    const full = screen.getByRole('button', { name: /^21:00\s+Full$/ });
    expect(full.querySelectorAll('.mq-seats--full')).toHaveLength(1);
    expect(full.querySelector('.mq-showtime__status')).toBeNull();
  });
});
