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

  it('ACC-07 ACC-08 goes unknown → loading → signed in or anonymous; actions are provided by the page', async () => {
    const store = createSessionStore();
    expect(store.getState().actions).toBeNull();
    store.getState().loading();
    expect(store.getState()).toMatchObject({ status: 'loading', client: null });
    store.getState().signedOut();
    expect(store.getState().status).toBe('anonymous');
    const asked: string[] = [];
    store.getState().provide({
      signIn: async ({ returnTo }) => {
        asked.push(`in ${returnTo}`);
      },
      signOut: async () => {
        asked.push('out');
      },
      refreshClient: async () => {
        asked.push('refresh');
      },
    });
    await store.getState().actions?.signIn({ returnTo: '/fr/films' });
    await store.getState().actions?.signOut();
    expect(asked).toEqual(['in /fr/films', 'out']);
  });

  it('starts signed in when given a client, and stores are independent', () => {
    const a = createSessionStore({ client });
    const b = createSessionStore({ status: 'anonymous' });
    expect(a.getState().status).toBe('signed-in');
    expect(b.getState().status).toBe('anonymous');
  });
});
