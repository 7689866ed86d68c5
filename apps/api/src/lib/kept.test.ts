import { describe, expect, it } from 'vitest';
import { KeptWhileTrue } from './kept';

/** A build that counts its calls and holds until `until`, with a value naming the call. */
function counted(until: string) {
  let calls = 0;
  return {
    build: async () => {
      calls++;
      return { value: `built ${calls}`, until };
    },
    get calls() {
      return calls;
    },
  };
}

describe('KeptWhileTrue: the rows of a search kept from the minute they were built for until they may differ', () => {
  it('answers every minute from its own to the one before `until`, and builds again at `until`', async () => {
    const kept = new KeptWhileTrue<string>();
    const b = counted('2026-03-11T19:41');
    expect(await kept.get('k', '2026-03-11T19:30', b.build)).toBe('built 1');
    expect(await kept.get('k', '2026-03-11T19:35', b.build)).toBe('built 1');
    expect(await kept.get('k', '2026-03-11T19:40', b.build)).toBe('built 1');
    expect(b.calls).toBe(1);
    expect(await kept.get('k', '2026-03-11T19:41', b.build)).toBe('built 2');
    expect(b.calls).toBe(2);
  });

  it('never answers a minute before the one it was built for (rows only leave with time: an earlier minute may have more)', async () => {
    const kept = new KeptWhileTrue<string>();
    const b = counted('2026-03-11T20:00');
    await kept.get('k', '2026-03-11T19:31', b.build);
    expect(await kept.get('k', '2026-03-11T19:30', b.build)).toBe('built 2');
    // and the later minute's result stays
    expect(await kept.get('k', '2026-03-11T19:45', b.build)).toBe('built 1');
  });

  it('builds once for however many ask at once, and keeps apart what keys tell apart', async () => {
    const kept = new KeptWhileTrue<string>();
    const b = counted('2026-03-11T20:00');
    const answers = await Promise.all(Array.from({ length: 5 }, () => kept.get('k', '2026-03-11T19:30', b.build)));
    expect(new Set(answers)).toEqual(new Set(['built 1']));
    expect(b.calls).toBe(1);
    expect(await kept.get('other', '2026-03-11T19:30', b.build)).toBe('built 2');
  });

  it('a new catalogue version (`clear`) forgets every result, and one whose build began before is answered but not kept', async () => {
    const kept = new KeptWhileTrue<string>();
    const b = counted('2026-03-11T20:00');
    await kept.get('k', '2026-03-11T19:30', b.build);
    kept.clear();
    expect(kept.size).toBe(0);
    expect(await kept.get('k', '2026-03-11T19:30', b.build)).toBe('built 2');

    let release: () => void = () => {};
    const slow = kept.get('late', '2026-03-11T19:30', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { value: 'old catalogue', until: '2026-03-11T20:00' };
    });
    kept.clear();
    release();
    expect(await slow).toBe('old catalogue');
    expect(await kept.get('late', '2026-03-11T19:30', b.build)).toBe('built 3');
  });

  it('a result that holds no minute past its own is not kept; a failed build is the caller’s error and is not kept', async () => {
    const kept = new KeptWhileTrue<string>();
    const b = counted('2026-03-11T19:30');
    await kept.get('k', '2026-03-11T19:30', b.build);
    expect(kept.size).toBe(0);
    await expect(
      kept.get('bad', '2026-03-11T19:30', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(kept.size).toBe(0);
    expect(await kept.get('bad', '2026-03-11T19:30', counted('2026-03-11T20:00').build)).toBe('built 1');
  });

  it('holds at most `max` results, the least recently asked forgotten first', async () => {
    const kept = new KeptWhileTrue<string>(2);
    const b = counted('2026-03-11T20:00');
    await kept.get('a', '2026-03-11T19:30', b.build);
    await kept.get('b', '2026-03-11T19:30', b.build);
    // `a` asked again: `b` is now the least recently asked
    expect(await kept.get('a', '2026-03-11T19:31', b.build)).toBe('built 1');
    await kept.get('c', '2026-03-11T19:30', b.build);
    expect(kept.size).toBe(2);
    expect(await kept.get('a', '2026-03-11T19:32', b.build)).toBe('built 1');
    expect(await kept.get('c', '2026-03-11T19:32', b.build)).toBe('built 3');
    expect(await kept.get('b', '2026-03-11T19:32', b.build)).toBe('built 4');
  });
});
