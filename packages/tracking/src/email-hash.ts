/** The part of Web Crypto the hash needs (the browser's `crypto.subtle`, Node's too). */
export interface Digester {
  digest(algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
}

/** The email as it is hashed: trimmed and lower-cased, so one address always gives one hash. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The anonymous tracking id of a client (A§3, SHELL-94): SHA-256 of the normalized email, as
 * 64 hex digits, through Web Crypto. Null for an empty email, or where Web Crypto is missing
 * (a page served over plain http from a public host is not a secure context): no hash is
 * better than a weaker one.
 */
export async function hashEmail(
  email: string,
  subtle: Digester | null = globalThis.crypto?.subtle ?? null,
): Promise<string | null> {
  const normalized = normalizeEmail(email);
  if (normalized === '' || !subtle) return null;
  // A copy on a plain ArrayBuffer: what Web Crypto takes, under DOM and Node typings alike.
  const bytes = new Uint8Array(new TextEncoder().encode(normalized));
  const digest = await subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
