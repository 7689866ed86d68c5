import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const ITEMS = [
  { id: 'a', label: 'One', content: 'First panel' },
  { id: 'b', label: 'Two', content: 'Second panel' },
  { id: 'c', label: 'Three', content: 'Third panel' },
];

describe('Tabs', () => {
  it('has one tab stop, arrows move and select with wrap-around, Home and End jump', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={ITEMS} label="Sections" onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
    const one = screen.getByRole('tab', { name: 'One' });
    expect(one.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Two' }).tabIndex).toBe(-1);
    await userEvent.tab();
    expect(document.activeElement).toBe(one);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tabpanel', { name: 'Three' }).textContent).toBe('Third panel');
    await userEvent.keyboard('{Home}');
    expect(onValueChange).toHaveBeenLastCalledWith('a');
    await userEvent.keyboard('{End}');
    expect(onValueChange).toHaveBeenLastCalledWith('c');
  });

  it('selects on click and shows only the selected panel', async () => {
    render(<Tabs items={ITEMS} label="Sections" defaultValue="b" />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Second panel');
    await userEvent.click(screen.getByRole('tab', { name: 'One' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('First panel');
  });
});
