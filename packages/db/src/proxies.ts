import { BlockList, isIP } from 'node:net';
import { DatabaseConfigError } from './types';

/** Loopback: the default trusted proxies (an edge on the same machine). */
export const LOOPBACK_PROXIES = '127.0.0.1/8,::1/128';

/**
 * Which peers' `X-Forwarded-For` is believed: a list of addresses and CIDR ranges, e.g.
 * `TRUSTED_PROXIES=127.0.0.1/8,::1,10.0.0.0/8` (the load balancer's and the edges' addresses).
 * The same setting for the edge, the API and the sign-in provider.
 */
export class TrustedProxies {
  readonly #list = new BlockList();
  readonly entries: readonly string[];

  constructor(spec: string = LOOPBACK_PROXIES) {
    const entries = spec
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    for (const entry of entries) {
      const [address = '', bits] = entry.split('/');
      const family = isIP(address);
      if (family === 0) throw new DatabaseConfigError(`TRUSTED_PROXIES: "${entry}" is not an address or a range`);
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (bits === undefined) {
        this.#list.addAddress(address, type);
        continue;
      }
      const prefix = Number(bits);
      if (!/^\d+$/.test(bits) || prefix > (family === 4 ? 32 : 128)) {
        throw new DatabaseConfigError(`TRUSTED_PROXIES: "${entry}" has an invalid prefix length`);
      }
      this.#list.addSubnet(address, prefix, type);
    }
    this.entries = entries;
  }

  /** Reads TRUSTED_PROXIES (default loopback). */
  static fromEnv(env: NodeJS.ProcessEnv): TrustedProxies {
    return new TrustedProxies(env.TRUSTED_PROXIES ?? LOOPBACK_PROXIES);
  }

  trusts(address: string): boolean {
    const plain = unmapped(address);
    const family = isIP(plain);
    if (family === 0) return false;
    return this.#list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  }

  /**
   * The visitor's address: walking `X-Forwarded-For` from the right (each proxy appends the
   * address it saw), the first address not a trusted proxy; the peer itself when it is not
   * trusted (then the header is anyone's invention and ignored).
   */
  clientAddress(peer: string, forwardedFor: string | undefined): string {
    const direct = unmapped(peer);
    if (!this.trusts(direct)) return direct || 'unknown';
    const hops = (forwardedFor ?? '')
      .split(',')
      .map((part) => unmapped(part.trim()))
      .filter(Boolean);
    for (let i = hops.length - 1; i >= 0; i -= 1) {
      const hop = hops[i] as string;
      // A trusted proxy never writes this: keep it apart from everyone else rather than lump it in.
      if (isIP(hop) === 0) return hop.slice(0, 64);
      if (!this.trusts(hop)) return hop;
    }
    return hops[0] ?? direct;
  }
}

/** `::ffff:127.0.0.1` → `127.0.0.1`. */
function unmapped(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}
