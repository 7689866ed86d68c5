import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers';

/**
 * Showtime ids (`refCmd`, in booking and calendar links) are what the showtime is — its day, hall
 * and start — not a row number of a locally generated window: two instances
 * whose windows were generated on different days give the same showtime the same id.
 */
describe('showtime ids are the same on every instance', () => {
  let early: TestApi;
  let late: TestApi;
  beforeAll(async () => {
    // Two databases whose windows began on different days: their row histories differ.
    early = await startTestApi({ now: () => new Date('2026-03-08T09:00:00Z') });
    late = await startTestApi({ now: () => new Date('2026-03-11T09:00:00Z') });
  });
  afterAll(async () => {
    await early?.stop();
    await late?.stop();
  });

  it('SHELL-70 CAT-16 the same showtime has the same refCmd whatever days an instance generated before', async () => {
    const path = '/api/show/sous-le-baobab/showtimes/paris/2026-03-14';
    const refs = async (t: TestApi) => (await (await t.get(path)).text()).match(/"refCmd":"\d+"/g) ?? [];
    const a = await refs(early);
    const b = await refs(late);
    expect(a.length).toBeGreaterThan(3);
    expect(b).toEqual(a);
    // And each id opens that showtime's hand-off page on the other instance.
    const ref = (a[0] as string).replace(/\D/g, '');
    const page = await fetch(`${late.api.url}/api/booking/${ref}`);
    expect(page.status).toBe(200);
  });
});
