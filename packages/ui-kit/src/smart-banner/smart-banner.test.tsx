import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SmartBanner } from './smart-banner';

describe('SmartBanner', () => {
  it('invites to install and closes through its owner (SHELL-71, SHELL-72)', async () => {
    const onClose = vi.fn();
    render(
      <SmartBanner
        label="Get the app"
        title="Marquee app"
        href="/store"
        ctaLabel="Install"
        closeLabel="Close"
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('region', { name: 'Get the app' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Install' }).getAttribute('href')).toBe('/store');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
