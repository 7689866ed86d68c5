import { describe, expect, it } from 'vitest';
import { type Digester, hashEmail, normalizeEmail } from './email-hash';

describe('hashEmail', () => {
  it('SHELL-94 hashes the trimmed, lower-cased email with SHA-256 through Web Crypto (hex)', async () => {
    // Reference digests from coreutils' sha256sum.
    expect(await hashEmail('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await hashEmail('  Camille.Martin@Example.FR \n')).toBe(
      'cd8fa4be22e36cd74540b38e53eb969b944689f98ca90e9d9481bf8ce8f4944b',
    );
    expect(await hashEmail('camille.martin@example.fr')).toBe(await hashEmail('CAMILLE.MARTIN@EXAMPLE.FR'));
  });

  it('SHELL-94 gives no hash for an empty email or without Web Crypto', async () => {
    expect(await hashEmail('   ')).toBeNull();
    expect(await hashEmail('a@b.fr', null)).toBeNull();
    const missing = { digest: () => Promise.reject(new Error('must not be called')) } satisfies Digester;
    expect(await hashEmail('', missing)).toBeNull();
  });

  it('SHELL-94 normalizes before hashing', () => {
    expect(normalizeEmail('  A.B@C.Fr ')).toBe('a.b@c.fr');
  });
});
