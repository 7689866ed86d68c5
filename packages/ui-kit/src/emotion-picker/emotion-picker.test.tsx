import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmotionPicker } from './emotion-picker';

const LABELS = { group: 'Your opinion', disappointed: 'Disappointed', liked: 'Liked', loved: 'Loved' };

describe('EmotionPicker', () => {
  it('offers disappointed, liked and loved as toggle buttons; pressing the chosen one clears it', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<EmotionPicker value={null} onChange={onChange} labels={LABELS} />);
    expect(screen.getByRole('group', { name: 'Your opinion' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Disappointed', 'Liked', 'Loved']);
    await userEvent.click(screen.getByRole('button', { name: 'Liked' }));
    expect(onChange).toHaveBeenLastCalledWith('liked');
    rerender(<EmotionPicker value="liked" onChange={onChange} labels={LABELS} />);
    expect(screen.getByRole('button', { name: 'Liked' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Liked' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
