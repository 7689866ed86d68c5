// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { keptInBrowser } from './kept-in-browser';

describe('keptInBrowser', () => {
  it('asks once per client and key for five minutes, then again', async () => {
    const client = {};
    let calls = 0;
    let clock = 0;
    const load = async () => ++calls;
    expect(await keptInBrowser(client, 'a', load, undefined, () => clock)).toBe(1);
    clock = 60_000;
    expect(await keptInBrowser(client, 'a', load, undefined, () => clock)).toBe(1);
    expect(await keptInBrowser(client, 'b', load, undefined, () => clock)).toBe(2);
    expect(await keptInBrowser({}, 'a', load, undefined, () => clock)).toBe(3);
    clock = 5 * 60_000 + 1;
    expect(await keptInBrowser(client, 'a', load, undefined, () => clock)).toBe(4);
  });

  it('does not keep a failure, nor an answer the caller refuses', async () => {
    const client = {};
    let calls = 0;
    await expect(
      keptInBrowser(client, 'x', async () => {
        calls++;
        throw new Error('network');
      }),
    ).rejects.toThrow('network');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await keptInBrowser(client, 'x', async () => ++calls)).toBe(2);
    const partial = async () => ({ parts: ++calls });
    const refuse = (value: { parts: number }) => value.parts > 10;
    expect(await keptInBrowser(client, 'y', partial, refuse)).toEqual({ parts: 3 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await keptInBrowser(client, 'y', partial, refuse)).toEqual({ parts: 4 });
  });
});
