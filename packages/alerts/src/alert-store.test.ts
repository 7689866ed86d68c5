import { describe, expect, it } from 'vitest';
import { ALERT_AUTO_CLOSE_MS, createAlertStore, currentAlert } from './alert-store';

describe('alert queue', () => {
  it('SHELL alerts are shown first in, first out and dismissed one at a time', () => {
    const store = createAlertStore();
    const a = store.getState().enqueue({ level: 'warning', title: 'A' });
    store.getState().enqueue({ level: 'info', title: 'B' });
    expect(currentAlert(store.getState())?.title).toBe('A');
    store.getState().dismiss(a);
    expect(currentAlert(store.getState())?.title).toBe('B');
    expect(store.getState().queue).toHaveLength(1);
  });

  it('an alert with the same autoCloseId replaces the older one', () => {
    const store = createAlertStore();
    store.getState().enqueue({ level: 'warning', title: 'old', autoCloseId: 'geo' });
    store.getState().enqueue({ level: 'info', title: 'other' });
    store.getState().enqueue({ level: 'warning', title: 'new', autoCloseId: 'geo' });
    expect(store.getState().queue.map((q) => q.title)).toEqual(['other', 'new']);
  });

  it("SHELL-74 ERR-15 feedback to the visitor's action goes before the site's announcements, each kind first in, first out", () => {
    const store = createAlertStore();
    const maintenance = store.getState().enqueue({ level: 'info', title: 'maintenance', source: 'site' });
    store.getState().enqueue({ level: 'info', title: 'new seats', source: 'site' });
    expect(currentAlert(store.getState())?.title).toBe('maintenance');
    // A refused position while the announcement is on screen: its warning is shown at once.
    const geo = store.getState().enqueue({ level: 'warning', title: 'geolocation' });
    store.getState().enqueue({ level: 'warning', title: 'voucher' });
    expect(store.getState().queue.map((q) => q.title)).toEqual(['geolocation', 'voucher', 'maintenance', 'new seats']);
    store.getState().dismiss(geo);
    expect(currentAlert(store.getState())?.title).toBe('voucher');
    store.getState().dismiss(store.getState().queue[0]?.id ?? 0);
    // The announcement comes back, as it was.
    expect(currentAlert(store.getState())?.id).toBe(maintenance);
  });

  it('CONST alert auto-close is 10 seconds', () => {
    expect(ALERT_AUTO_CLOSE_MS).toBe(10_000);
  });

  it('stores made separately do not share alerts', () => {
    const one = createAlertStore();
    const two = createAlertStore();
    one.getState().enqueue({ level: 'info', title: 'x' });
    expect(two.getState().queue).toHaveLength(0);
  });
});
