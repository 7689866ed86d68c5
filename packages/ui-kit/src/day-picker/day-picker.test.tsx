import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { addDays } from '@marquee/domain-models';
import { addMonths, localToday, monthGrid } from './dates';
import { DayPicker } from './day-picker';

const LABELS = {
  strip: 'Choose a day',
  today: 'Today',
  tomorrow: 'Tomorrow',
  calendar: 'More dates',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};
const DAYS = ['2026-05-14', '2026-05-15', '2026-05-16'];

describe('dates', () => {
  it('adds days and months across boundaries', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01');
  });
  it('lays out a month in Monday-first weeks', () => {
    const grid = monthGrid('2026-05-10');
    expect(grid[0]).toEqual([null, null, null, null, '2026-05-01', '2026-05-02', '2026-05-03']);
    expect(grid.flat().filter(Boolean)).toHaveLength(31);
    expect(grid.every((week) => week.length === 7)).toBe(true);
  });
});

describe('DayPicker', () => {
  it('names days by full date, marks today and the selection, one tab stop with arrow keys', async () => {
    const onChange = vi.fn();
    render(
      <DayPicker
        days={DAYS}
        value="2026-05-14"
        onChange={onChange}
        today="2026-05-14"
        locale="en-GB"
        labels={LABELS}
      />,
    );
    const today = screen.getByRole('button', { name: 'Today, Thursday 14 May' });
    expect(today.getAttribute('aria-pressed')).toBe('true');
    expect(today.tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Tomorrow, Friday 15 May' }).tabIndex).toBe(-1);
    today.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-05-16');
  });

  it('opens a calendar where only available days can be picked, then closes it', async () => {
    const onChange = vi.fn();
    render(
      <DayPicker
        days={DAYS}
        availableDays={[...DAYS, '2026-06-03']}
        value="2026-05-14"
        onChange={onChange}
        today="2026-05-14"
        locale="en-GB"
        labels={LABELS}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'More dates' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The grid's code is fetched on first use.
    expect(await screen.findByRole('button', { name: 'Wednesday 20 May' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wednesday 3 June' }));
    expect(onChange).toHaveBeenCalledWith('2026-06-03');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('writes weekdays in the given locale', () => {
    render(
      <DayPicker
        days={DAYS}
        value="2026-05-14"
        onChange={() => {}}
        today="2026-05-01"
        locale="fr-FR"
        labels={LABELS}
      />,
    );
    expect(screen.getByRole('button', { name: 'jeudi 14 mai' })).toBeTruthy();
  });
});

describe('DayPicker on the server', () => {
  it('names no day today without a today prop until hydrated, then the browser today, with no mismatch', async () => {
    const today = localToday();
    const element = (
      <DayPicker days={[today, addDays(today, 1)]} value={today} onChange={() => {}} locale="en-GB" labels={LABELS} />
    );
    const serverHtml = renderToString(element);
    expect(serverHtml).not.toContain('Today');
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const root = await act(async () =>
      hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) }),
    );
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    expect(container.querySelector('.mq-day__weekday')?.textContent).toBe('Today');
    expect(container.textContent).toContain('Tomorrow');
    act(() => root.unmount());
    container.remove();
  });

  it('renders the same today and tomorrow on the server and in the browser when today is a prop', () => {
    const serverHtml = renderToString(
      <DayPicker
        days={DAYS}
        value="2026-05-14"
        onChange={() => {}}
        today="2026-05-14"
        locale="en-GB"
        labels={LABELS}
      />,
    );
    expect(serverHtml).toContain('Today, ');
    expect(serverHtml).toContain('Tomorrow, ');
  });
});
