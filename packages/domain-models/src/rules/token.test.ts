import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertSameState,
  decodeBase64Url,
  decodeToken,
  InvalidCharacterError,
  InvalidTokenError,
  isTokenExpired,
  sessionFromToken,
} from './token';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** An independent base64url encoder for the tests (UTF-8 via encodeURIComponent). */
function b64url(text: string): string {
  const bytes = Array.from(unescape(encodeURIComponent(text)), (c) => c.charCodeAt(0));
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const n = (a << 16) | (b << 8) | c;
    const chars = [18, 12, 6, 0].map((shift) => ALPHABET[(n >> shift) & 63]);
    out += chars.slice(0, bytes.length - i >= 3 ? 4 : bytes.length - i + 1).join('');
  }
  return out;
}
const jwt = (payload: object) => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify(payload))}.sig`;

describe('token decoding', () => {
  it('ERR-19 "Token must be a string, else \'Invalid token specified\'"', () => {
    for (const bad of [undefined, null, 42, {}]) {
      expect(() => decodeToken(bad)).toThrow(InvalidTokenError);
      expect(() => decodeToken(bad)).toThrow(/^Invalid token specified/);
    }
  });
  it('ERR-20 "malformed base64 gives an invalid character error"', () => {
    expect(() => decodeBase64Url('ab$c')).toThrow(InvalidCharacterError);
    expect(() => decodeToken('aaa.b*d.c')).toThrow(
      /Invalid token specified: invalid base64 for part #2 \(Invalid character\)/,
    );
    expect(() => decodeToken('onlyonepart')).toThrow(/missing part #2/);
    expect(() => decodeToken(`a.${b64url('not json')}.c`)).toThrow(/invalid json for part #2/);
  });
  it('decodes payload and header, UTF-8 included (property: round trip)', () => {
    expect(decodeToken(jwt({ sub: 'client-ada', org_id: 'org-1' }))).toMatchObject({
      sub: 'client-ada',
      org_id: 'org-1',
    });
    expect(decodeToken(jwt({}), { header: true })).toEqual({ alg: 'HS256' });
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string({ unit: 'grapheme' })), (payload) => {
        expect(decodeToken(jwt(payload))).toEqual(payload);
      }),
    );
  });
  it('ACC-13 ACC-49 "A client whose token is past expiry counts as no client"; cached token stale 60 s early', () => {
    const now = 1_800_000_000_000;
    const exp = now / 1000 + 30;
    expect(isTokenExpired({ exp }, now)).toBe(false);
    expect(isTokenExpired({ exp }, now, 60)).toBe(true);
    expect(isTokenExpired({ exp: now / 1000 - 1 }, now)).toBe(true);
    expect(sessionFromToken(jwt({ sub: 'x', exp: now / 1000 - 1 }), now)).toEqual({
      claims: null,
      favouriteCinemas: [],
    });
  });
  it('ERR-21 "token decoding failure returns no client and an empty cinema list"', () => {
    expect(sessionFromToken('garbage', 0)).toEqual({ claims: null, favouriteCinemas: [] });
    expect(sessionFromToken(jwt({ sub: 'x', favoriteCinemas: ['a', 3] }), 0)).toEqual({
      claims: { sub: 'x', favoriteCinemas: ['a', 3] },
      favouriteCinemas: ['a'],
    });
  });
  it('ERR-23 "State returned must equal state sent, else \'Invalid state\'"', () => {
    expect(() => assertSameState('abc', 'abd')).toThrow('Invalid state');
    expect(() => assertSameState('abc', null)).toThrow('Invalid state');
    expect(() => assertSameState('abc', 'abc')).not.toThrow();
  });
});
