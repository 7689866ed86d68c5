import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion } from './accordion';

const ITEMS = [
  { id: 'a', title: 'Alpha', content: 'Alpha body' },
  { id: 'b', title: 'Beta', content: 'Beta body' },
];

describe('Accordion', () => {
  it('toggles panels independently in multiple mode (SHELL-68)', async () => {
    render(<Accordion items={ITEMS} />);
    const alpha = screen.getByRole('button', { name: 'Alpha' });
    const beta = screen.getByRole('button', { name: 'Beta' });
    expect(screen.queryByRole('region')).toBeNull();
    await userEvent.click(alpha);
    await userEvent.click(beta);
    expect(screen.getAllByRole('region')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Alpha' }).textContent).toBe('Alpha body');
    await userEvent.click(alpha);
    expect(alpha.getAttribute('aria-expanded')).toBe('false');
    expect(beta.getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps one open in single mode; toggling the open one closes it (SHELL-38)', async () => {
    render(<Accordion items={ITEMS} type="single" defaultValue={['a']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Beta' }));
    expect(screen.getByRole('button', { name: 'Alpha' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Beta' }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Beta' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('can be controlled, e.g. all open on desktop (SHELL-39)', async () => {
    const onValueChange = vi.fn();
    render(<Accordion items={ITEMS} value={['a', 'b']} onValueChange={onValueChange} />);
    expect(screen.getAllByRole('region')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Alpha' }));
    expect(onValueChange).toHaveBeenCalledWith(['b']);
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });
});
