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

  const recorded = {
    client,
    registerUrl: 'http://id.marquee.localhost/fr/register',
    emailValidationUrl: 'http://id.marquee.localhost/fr/mail',
    useThirdPartyAuth: true,
    mustForce: false,
  };

  it('ACC-10 authentication success records the client, register url, email-validation url, third-party and must-force flags', () => {
    const store = createSessionStore();
    store.getState().loading();
    expect(store.getState().initialised).toBe(false);
    store.getState().authenticated(recorded);
    expect(store.getState()).toMatchObject({ status: 'signed-in', initialised: true, ...recorded });
    store.getState().authenticated({ ...recorded, registerUrl: null, emailValidationUrl: null, mustForce: true });
    expect(store.getState()).toMatchObject({
      status: 'signed-in',
      registerUrl: null,
      emailValidationUrl: null,
      useThirdPartyAuth: true,
      mustForce: true,
    });
    // Reading the client again (the frame's LOGIN_SUCCESSFUL) keeps what authentication recorded.
    store.getState().authenticated(recorded);
    store.getState().signedIn({ ...client, name: 'Ada King' });
    expect(store.getState()).toMatchObject({ client: { name: 'Ada King' }, registerUrl: recorded.registerUrl });
  });

  it('ACC-11 ACC-14 authentication failure records not logged, and forgets what a previous success recorded', () => {
    const store = createSessionStore();
    store.getState().authenticated(recorded);
    store.getState().authenticationFailed();
    expect(store.getState()).toMatchObject({
      status: 'anonymous',
      client: null,
      initialised: true,
      registerUrl: null,
      emailValidationUrl: null,
      useThirdPartyAuth: false,
      mustForce: false,
    });
  });

  it('ACC-12 a null client sets client to null and marks the store initialised', () => {
    const store = createSessionStore();
    expect(store.getState().initialised).toBe(false);
    store.getState().authenticated({ ...recorded, client: null });
    expect(store.getState()).toMatchObject({ status: 'anonymous', client: null, initialised: true, registerUrl: null });
    expect(createSessionStore({ status: 'anonymous' }).getState().initialised).toBe(true);
    expect(createSessionStore({ status: 'unknown' }).getState().initialised).toBe(false);
  });
});
