/**
 * The anti-robot proof of work (API-11): find a nonce such that SHA-256 of `${challenge}:${nonce}`
 * starts with `difficulty` zero hex digits. Synchronous SHA-256 in plain JavaScript, so the
 * solver runs in a Web Worker without a promise per attempt (`crypto.subtle` is much slower for
 * thousands of tiny messages) and without needing a secure context.
 * No imports: the worker bundles this file alone.
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const W = new Uint32Array(64);
const encoder = new TextEncoder();

/** SHA-256 of bytes, as the eight 32-bit words of the digest. */
export function sha256Words(bytes: Uint8Array): Uint32Array {
  const bitLength = bytes.length * 8;
  const padded = new Uint8Array(((bytes.length + 9 + 63) >> 6) << 6);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 0x100000000));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) W[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = W[i - 15] as number;
      const b = W[i - 2] as number;
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      W[i] = (W[i - 16] as number) + s0 + (W[i - 7] as number) + s1;
    }
    let [a, b, c, d, e, f, g, hh] = h as unknown as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const ch = (e & f) ^ (~e & g);
      const t1 = (hh + S1 + ch + (K[i] as number) + (W[i] as number)) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (S0 + maj) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h[0] = (h[0] as number) + a;
    h[1] = (h[1] as number) + b;
    h[2] = (h[2] as number) + c;
    h[3] = (h[3] as number) + d;
    h[4] = (h[4] as number) + e;
    h[5] = (h[5] as number) + f;
    h[6] = (h[6] as number) + g;
    h[7] = (h[7] as number) + hh;
  }
  return h;
}

/** SHA-256 of a UTF-8 string, in hex. */
export function sha256Hex(text: string): string {
  return Array.from(sha256Words(encoder.encode(text)), (word) => word.toString(16).padStart(8, '0')).join('');
}

/** True when the digest starts with `difficulty` zero hex digits (4 bits each). */
function leadingZeroNibbles(digest: Uint32Array, difficulty: number): boolean {
  for (let nibble = 0; nibble < difficulty; nibble++) {
    const word = digest[nibble >> 3] as number;
    if (((word >>> (28 - (nibble & 7) * 4)) & 0xf) !== 0) return false;
  }
  return true;
}

/** The solved header value `${challenge}:${nonce}` (nonce in base 36, as the API's own solver). */
export function solveProofOfWork(challenge: string, difficulty: number): { answer: string; attempts: number } {
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > 8)
    throw new RangeError('difficulty out of range');
  for (let i = 0; ; i++) {
    const answer = `${challenge}:${i.toString(36)}`;
    if (leadingZeroNibbles(sha256Words(encoder.encode(answer)), difficulty)) return { answer, attempts: i + 1 };
  }
}
