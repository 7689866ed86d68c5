import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session-store';

const client = {
  id: 'c1',
  name: 'Ada Lovelace',
  email: 'ada@marquee.test',
  avatar: null,
  initials: 'LA',
  hasSubscription: false,
};

describe('session store', () => {
  it('ACC auth status: unknown until checked, then signed in or anonymous', () => {
    const store = createSessionStore();
    expect(store.getState()).toMatchObject({ status: 'unknown', client: null });
    store.getState().signedIn(client);
    expect(store.getState()).toMatchObject({ status: 'signed-in', client });
    store.getState().signedOut();
    expect(store.getState()).toMatchObject({ status: 'anonymous', client: null });
  });

  it('starts signed in when given a client, and stores are independent', () => {
    const a = createSessionStore({ client });
    const b = createSessionStore({ status: 'anonymous' });
    expect(a.getState().status).toBe('signed-in');
    expect(b.getState().status).toBe('anonymous');
  });
});
