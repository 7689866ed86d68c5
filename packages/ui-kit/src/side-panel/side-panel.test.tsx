import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SidePanel } from './side-panel';

describe('SidePanel', () => {
  it('is a dialog named by its title that closes by button and Escape (SHELL-57)', async () => {
    const onClose = vi.fn();
    render(
      <SidePanel open onClose={onClose} title="Showtime" closeLabel="Close" footer={<a href="/b">Book</a>}>
        Details
      </SidePanel>,
    );
    const panel = screen.getByRole('dialog', { name: 'Showtime' });
    expect(panel.className).toContain('mq-side-panel');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    panel.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while closed', () => {
    render(<SidePanel open={false} onClose={() => {}} title="T" closeLabel="Close" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
