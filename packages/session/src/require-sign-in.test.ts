import { describe, expect, it, vi } from 'vitest';
import { requireSignIn, sitePath } from './require-sign-in';

describe('ACC-36 ACC-37 an action that needs sign-in', () => {
  it('runs at once for a signed-in client, opening nothing', () => {
    const open = vi.fn();
    const action = vi.fn();
    expect(requireSignIn('signed-in', open, '/cinema/x', action)).toBe(true);
    expect(action).toHaveBeenCalledOnce();
    expect(open).not.toHaveBeenCalled();
  });

  it.each(['anonymous', 'unknown', 'loading'] as const)(
    '%s: opens the centred modal with the target stored',
    (status) => {
      const open = vi.fn();
      const action = vi.fn();
      expect(requireSignIn(status, open, '/cinema/x?day=2026-11-24#favourite', action)).toBe(false);
      expect(action).not.toHaveBeenCalled();
      expect(open).toHaveBeenCalledWith('sign-in-required', {
        signInRequired: true,
        returnTo: '/cinema/x?day=2026-11-24#favourite',
      });
    },
  );

  it('never stores another site as the target', () => {
    expect(sitePath('//evil.example/x')).toBe('/');
    expect(sitePath('/\\evil.example')).toBe('/');
    expect(sitePath('https://evil.example/x')).toBe('/');
    expect(sitePath('/films')).toBe('/films');
  });
});
