import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';

const OPTIONS = [
  { id: 'vf', label: 'VF', count: 3 },
  { id: 'vost', label: 'VOST' },
];

describe('FilterChips', () => {
  it('toggles options on and off', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<FilterChips label="Versions" options={OPTIONS} value={[]} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Versions' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'VF 3' }));
    expect(onChange).toHaveBeenLastCalledWith(['vf']);
    rerender(<FilterChips label="Versions" options={OPTIONS} value={['vf']} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'VF 3' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'VF 3' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it("draws an option's icon from the sprite, decorative: the label names the chip", () => {
    render(
      <FilterChips
        label="Experiences"
        options={[{ id: 'imax', label: 'IMAX', icon: 'maximize' }]}
        value={[]}
        onChange={() => {}}
      />,
    );
    const chip = screen.getByRole('button', { name: 'IMAX' });
    const svg = chip.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('use')?.getAttribute('href')).toBe('#mq-icon-maximize');
  });
});

describe('FilterPanel', () => {
  it('applies the checked options per group; reset clears them', async () => {
    const onApply = vi.fn();
    render(
      <FilterPanel
        groups={[{ id: 'versions', label: 'Versions', options: OPTIONS }]}
        value={{ versions: ['vf'] }}
        onApply={onApply}
        labels={{ apply: 'Apply', reset: 'Reset' }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Versions' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'VOST' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith({ versions: ['vf', 'vost'] });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith({ versions: [] });
  });
});
