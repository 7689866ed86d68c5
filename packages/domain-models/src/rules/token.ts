/** A token that cannot be decoded (A§5: "Token must be a string, else 'Invalid token specified'"). */
export class InvalidTokenError extends Error {
  constructor(message: string) {
    super(`Invalid token specified: ${message}`);
    this.name = 'InvalidTokenError';
  }
}

/** A§5: "malformed base64 gives an invalid character error". */
export class InvalidCharacterError extends Error {
  constructor() {
    super('Invalid character');
    this.name = 'InvalidCharacterError';
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Decodes base64url (padding optional, `+` and `/` accepted too) to UTF-8 text; a character
 * outside the alphabet is an InvalidCharacterError. Written out so it needs neither DOM nor Node.
 */
export function decodeBase64Url(input: string): string {
  const body = input.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  if (!/^[A-Za-z0-9_-]*$/.test(body) || body.length % 4 === 1 || input.length - body.length > 2) {
    throw new InvalidCharacterError();
  }
  let bits = 0;
  let value = 0;
  let escaped = '';
  for (const char of body) {
    value = (value << 6) | ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      escaped += `%${((value >> bits) & 0xff).toString(16).padStart(2, '0')}`;
    }
  }
  // decodeURIComponent turns the UTF-8 bytes into text (and rejects invalid UTF-8).
  return decodeURIComponent(escaped);
}

/** Claims of an identity token (A§3: "claims including org_id"). */
export interface TokenClaims {
  readonly sub?: string;
  readonly exp?: number;
  readonly iat?: number;
  readonly org_id?: string;
  readonly [claim: string]: unknown;
}

/**
 * Decodes the payload (or, with `header`, the header) of a JWT without verifying it, with
 * the errors of A§5: not a string → 'Invalid token specified: must be a string'; a part
 * missing; a malformed base64 part → '... invalid base64 for part #2 (Invalid character)';
 * a part that is not JSON.
 */
export function decodeToken(token: unknown, options: { header?: boolean } = {}): TokenClaims {
  if (typeof token !== 'string') throw new InvalidTokenError('must be a string');
  const index = options.header ? 0 : 1;
  const part = token.split('.')[index];
  if (part === undefined || part === '') throw new InvalidTokenError(`missing part #${index + 1}`);
  let text: string;
  try {
    text = decodeBase64Url(part);
  } catch (error) {
    throw new InvalidTokenError(`invalid base64 for part #${index + 1} (${(error as Error).message})`);
  }
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
    return value as TokenClaims;
  } catch (error) {
    throw new InvalidTokenError(`invalid json for part #${index + 1} (${(error as Error).message})`);
  }
}

/** A§9: "Cached token stale 60 s early". */
export const TOKEN_STALE_SECONDS = 60;

/**
 * A§4: "A client whose token is past expiry counts as no client." With `earlySeconds` the
 * token counts as expired that long before its `exp` (60 s for the cached token).
 */
export function isTokenExpired(claims: TokenClaims, nowMs: number, earlySeconds = 0): boolean {
  if (typeof claims.exp !== 'number') return false;
  return nowMs / 1000 >= claims.exp - earlySeconds;
}

/** A8: "token decoding failure returns no client and an empty cinema list". */
export function sessionFromToken(
  token: unknown,
  nowMs: number,
): { claims: TokenClaims | null; favouriteCinemas: string[] } {
  try {
    const claims = decodeToken(token);
    if (isTokenExpired(claims, nowMs)) return { claims: null, favouriteCinemas: [] };
    const favourites = claims.favoriteCinemas;
    return {
      claims,
      favouriteCinemas: Array.isArray(favourites) ? favourites.filter((s): s is string => typeof s === 'string') : [],
    };
  } catch {
    return { claims: null, favouriteCinemas: [] };
  }
}

/** A§5: "State returned must equal state sent, else 'Invalid state'." */
export function assertSameState(sent: string, returned: string | null | undefined): void {
  if (returned !== sent) throw new Error('Invalid state');
}
