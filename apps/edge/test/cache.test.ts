import { describe, expect, it } from 'vitest';
import { Cache, remember } from '../src/cache';

describe('the edge cache', () => {
  it('keeps a value fresh for its time to live, then stale for a while, then drops it', () => {
    let now = 0;
    const cache = new Cache<string, string>({ ttlMs: 100, staleMs: 50, now: () => now });
    cache.set('a', 'page');
    expect(cache.lookup('a')).toEqual({ value: 'page', fresh: true });
    now = 120;
    expect(cache.lookup('a')).toEqual({ value: 'page', fresh: false });
    expect(cache.get('a')).toBeUndefined();
    now = 151;
    expect(cache.lookup('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('a value may carry its own freshness and stale time (an HTTP answer’s max-age)', () => {
    let now = 0;
    const cache = new Cache<string, string>({ ttlMs: 1_000, now: () => now });
    cache.set('short', 'a', { ttlMs: 10, staleMs: 5 });
    cache.set('default', 'b');
    now = 11;
    expect(cache.lookup('short')).toEqual({ value: 'a', fresh: false });
    expect(cache.lookup('default')).toEqual({ value: 'b', fresh: true });
    now = 15;
    expect(cache.lookup('short')).toBeUndefined();
  });

  it('stays within maxBytes, least recently used first; a value larger than the bound is not kept', () => {
    const cache = new Cache<string, string>({ maxBytes: 10, sizeOf: (value) => value.length });
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa'); // b is now the oldest
    cache.set('c', 'cccc');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['aaaa', undefined, 'cccc']);
    expect(cache.bytes).toBe(8);
    cache.set('a', 'x'.repeat(11));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(4);
    cache.delete('c');
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it('drops the least recently used value beyond its size', () => {
    const cache = new Cache<number, number>({ maxEntries: 2 });
    cache.set(1, 1);
    cache.set(2, 2);
    expect(cache.get(1)).toBe(1); // 1 is used: 2 is now the oldest
    cache.set(3, 3);
    expect([cache.get(1), cache.get(2), cache.get(3)]).toEqual([1, undefined, 3]);
  });

  it('remember: callers at the same time share one load; a failed load is tried again', async () => {
    const cache = new Cache<string, Promise<number>>();
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([remember(cache, 'k', load), remember(cache, 'k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    let fail = true;
    const flaky = async () => {
      if (fail) throw new Error('down');
      return 7;
    };
    await expect(remember(cache, 'f', flaky)).rejects.toThrow('down');
    fail = false;
    await expect(remember(cache, 'f', flaky)).resolves.toBe(7);
  });
});
