import { describe, expect, it } from 'vitest';
import { originOf, readFrameMessage } from './frame-messages';

const PROVIDER = 'http://id.marquee.localhost:4100';

describe('ACC-25 ACC-26 ACC-27 ACC-28 account frame messages', () => {
  it('ACC-25 parent_exchange forwards its data', () => {
    expect(
      readFrameMessage({ origin: PROVIDER, data: { event_id: 'parent_exchange', data: { screen: 'mail' } } }, PROVIDER),
    ).toEqual({
      kind: 'exchange',
      data: { screen: 'mail' },
    });
    expect(readFrameMessage({ origin: PROVIDER, data: { event_id: 'parent_exchange' } }, PROVIDER)).toEqual({
      kind: 'exchange',
      data: {},
    });
  });

  it('ACC-26 register_complete forwards its data with its code, and needs a code', () => {
    expect(
      readFrameMessage(
        { origin: PROVIDER, data: { event_id: 'register_complete', data: { newsletter: true }, code: 'abc.def.ghi' } },
        PROVIDER,
      ),
    ).toEqual({ kind: 'register-complete', data: { newsletter: true }, code: 'abc.def.ghi' });
    expect(
      readFrameMessage({ origin: PROVIDER, data: { event_id: 'register_complete', data: {} } }, PROVIDER),
    ).toBeNull();
    expect(
      readFrameMessage({ origin: PROVIDER, data: { event_id: 'register_complete', code: 42 } }, PROVIDER),
    ).toBeNull();
  });

  it('ACC-27 close completes', () => {
    expect(readFrameMessage({ origin: PROVIDER, data: { event_id: 'close' } }, PROVIDER)).toEqual({ kind: 'close' });
  });

  it('ACC-28 LOGIN_SUCCESSFUL and REGISTER_SUCCESSFUL refresh the client', () => {
    expect(readFrameMessage({ origin: PROVIDER, data: 'LOGIN_SUCCESSFUL' }, PROVIDER)).toEqual({
      kind: 'refresh',
      reason: 'LOGIN_SUCCESSFUL',
    });
    expect(readFrameMessage({ origin: PROVIDER, data: 'REGISTER_SUCCESSFUL' }, PROVIDER)).toEqual({
      kind: 'refresh',
      reason: 'REGISTER_SUCCESSFUL',
    });
  });

  it('ignores every message from another origin, and unknown shapes from the provider', () => {
    for (const origin of [
      'http://fr.marquee.localhost:4100',
      'http://id.marquee.localhost:4101',
      'https://id.marquee.localhost:4100',
      'null',
      '',
    ]) {
      expect(readFrameMessage({ origin, data: 'LOGIN_SUCCESSFUL' }, PROVIDER)).toBeNull();
      expect(readFrameMessage({ origin, data: { event_id: 'close' } }, PROVIDER)).toBeNull();
    }
    expect(readFrameMessage({ origin: PROVIDER, data: { event_id: 'close' } }, null)).toBeNull();
    for (const data of ['login_successful', { event_id: 'other' }, ['close'], null, 42, { type: 'close' }]) {
      expect(readFrameMessage({ origin: PROVIDER, data }, PROVIDER)).toBeNull();
    }
  });

  it('reads the origin of the frame address', () => {
    expect(originOf('http://id.marquee.localhost:4100/fr/register')).toBe(PROVIDER);
    expect(originOf('not a url')).toBeNull();
    expect(originOf('data:text/html,x')).toBeNull();
  });
});
