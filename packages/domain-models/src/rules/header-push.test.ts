import { describe, expect, it } from 'vitest';
import {
  HEADER_PUSH_HIDDEN_MS,
  HEADER_PUSH_STORAGE_KEY,
  headerPushExpiration,
  isHeaderPushHidden,
} from './header-push';

const NOW = Date.UTC(2026, 2, 10, 12, 0, 0);
const header = { type: 'header' };

describe('header push expiry', () => {
  it('SHELL-77 a viewed push is hidden for one day under header_push_expiration', () => {
    expect(HEADER_PUSH_STORAGE_KEY).toBe('header_push_expiration');
    expect(HEADER_PUSH_HIDDEN_MS).toBe(86_400_000);
    const stored = String(headerPushExpiration(NOW));
    expect(isHeaderPushHidden(header, stored, NOW)).toBe(true);
    expect(isHeaderPushHidden(header, stored, NOW + HEADER_PUSH_HIDDEN_MS - 1)).toBe(true);
    expect(isHeaderPushHidden(header, stored, NOW + HEADER_PUSH_HIDDEN_MS)).toBe(false);
  });

  it('SHELL-77 a visitor who never saw it, or whose stored value is unreadable, sees it', () => {
    expect(isHeaderPushHidden(header, null, NOW)).toBe(false);
    expect(isHeaderPushHidden(header, '', NOW)).toBe(false);
    expect(isHeaderPushHidden(header, 'tomorrow', NOW)).toBe(false);
  });

  it('SHELL-78 home pushes are never hidden by the rule', () => {
    expect(isHeaderPushHidden({ type: 'home' }, String(headerPushExpiration(NOW)), NOW)).toBe(false);
  });
});
