// The client API over real HTTP (a listening server, fetch): a client never reads or changes
// another client's data, and a burst of concurrent toggles of one client loses nothing.
import { ApiErrorSchema, ClientSchema, FavoriteCinemaListSchema, FeelingsSchema } from '@marquee/domain-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintDevToken } from '../src/auth';
import { expectShape, startTestApi, type TestApi } from './helpers';

let t: TestApi;
let eve: string;
let ana: string;
let slugs: string[];
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await startTestApi();
  ana = await mintDevToken('client-ana', { given_name: 'Ana', family_name: 'Roy', email: 'ana@example.test' });
  eve = await mintDevToken('client-eve', { given_name: 'Eve', family_name: 'Spy', email: 'eve@example.test' });
  const shows = (await (await t.get('/api/shows?filter=all&language=fr', 'fr')).json()) as {
    shows: { slug: string }[];
  };
  slugs = shows.shows.map((show) => show.slug).slice(0, 50);
});
afterAll(async () => {
  await t.stop();
});

describe('one client, never another', () => {
  it('ACC-02 ERR a client cannot read or change another client through /api/client/{id}/...', async () => {
    // Ana's data.
    await expectShape(
      await t.send('POST', '/api/client/client-ana/cinema/marquee-opera-paris', undefined, auth(ana), 'fr'),
      ClientSchema,
    );
    await t.send('POST', `/api/client/client-ana/show/${slugs[0]}/intention`, {}, auth(ana), 'fr');
    await t.send('POST', `/api/client/client-ana/show/${slugs[0]}/emotion`, { emotion: 'loved' }, auth(ana), 'fr');

    // Every read and write of Ana's with Eve's token is refused, naming the id.
    const attempts: [string, string, unknown][] = [
      ['GET', '/api/client/client-ana', undefined],
      ['POST', '/api/client/client-ana/cinema/marquee-bastille-paris', undefined],
      ['DELETE', '/api/client/client-ana/cinema/marquee-opera-paris', undefined],
      ['POST', '/api/client/client-ana/shows', { showSlugs: [slugs[0]] }],
      ['POST', `/api/client/client-ana/show/${slugs[0]}/intention`, { isDelete: true }],
      ['POST', `/api/client/client-ana/show/${slugs[0]}/emotion`, { emotion: 'loved', isDelete: true }],
    ];
    for (const [method, path, body] of attempts) {
      const response =
        method === 'GET' ? await t.get(path, 'fr', auth(eve)) : await t.send(method, path, body, auth(eve), 'fr');
      const error = await expectShape(response, ApiErrorSchema, 403);
      expect(error.field).toBe('id');
    }
    // Without a token, or with a forged one, nothing either.
    await expectShape(await t.get('/api/client/client-ana', 'fr'), ApiErrorSchema, 401);
    const forged = `${ana.slice(0, ana.lastIndexOf('.') + 1)}${'A'.repeat(43)}`;
    await expectShape(await t.get('/api/client/client-ana', 'fr', auth(forged)), ApiErrorSchema, 401);

    // Ana's data is as she left it.
    const me = await expectShape(await t.get('/api/client/client-ana', 'fr', auth(ana)), ClientSchema);
    expect(me.favoriteCinemas).toEqual(['marquee-opera-paris']);
    const feelings = await expectShape(
      await t.send('POST', '/api/client/client-ana/shows', { showSlugs: [slugs[0]] }, auth(ana), 'fr'),
      FeelingsSchema,
    );
    expect(feelings).toEqual({ wishlist: [slugs[0]], emotions: { [slugs[0] as string]: 'loved' } });
  });

  it("ACC-58 accounts/me answers the token's own client only: Eve sees and changes her own favourites, not Ana's", async () => {
    const eveMe = await expectShape(await t.get('/api/v1/accounts/me', 'fr', auth(eve)), ClientSchema);
    expect(eveMe.id).toBe('client-eve');
    expect(eveMe.favoriteCinemas).toEqual([]);
    const cinemas = (await (await t.get('/api/cinemas', 'fr')).json()) as {
      cinemas: { slug: string; vistaRef: string }[];
    };
    const opera = cinemas.cinemas.find((cinema) => cinema.slug === 'marquee-opera-paris');
    // Eve removes "marquee-opera-paris" from her own list: Ana keeps hers.
    await expectShape(
      await t.send('DELETE', '/api/v1/accounts/me/cinemas', { cinemas: [opera?.vistaRef] }, auth(eve), 'fr'),
      FavoriteCinemaListSchema,
    );
    const anaMe = await expectShape(await t.get('/api/v1/accounts/me', 'fr', auth(ana)), ClientSchema);
    expect(anaMe.favoriteCinemas).toEqual(['marquee-opera-paris']);
  });
});

describe('concurrent toggles', () => {
  it('ACC-61 ACC-62 100 concurrent wishlist and rating changes of one client lose nothing, nor do 100 removals', async () => {
    const token = await mintDevToken('client-burst');
    const shows = slugs.slice(0, 50);
    expect(shows.length).toBe(50);
    const emotions = ['disappointed', 'liked', 'loved'] as const;
    const adds = await Promise.all(
      shows.flatMap((slug, i) => [
        t.send('POST', `/api/client/client-burst/show/${slug}/intention`, {}, auth(token), 'fr'),
        t.send(
          'POST',
          `/api/client/client-burst/show/${slug}/emotion`,
          { emotion: emotions[i % 3] },
          auth(token),
          'fr',
        ),
      ]),
    );
    expect(adds.map((response) => response.status)).toEqual(Array(100).fill(200));
    const after = await expectShape(
      await t.send('POST', '/api/client/client-burst/shows', { showSlugs: shows }, auth(token), 'fr'),
      FeelingsSchema,
    );
    expect([...after.wishlist].sort()).toEqual([...shows].sort());
    expect(after.emotions).toEqual(Object.fromEntries(shows.map((slug, i) => [slug, emotions[i % 3]])));

    const removals = await Promise.all(
      shows.flatMap((slug, i) => [
        t.send('POST', `/api/client/client-burst/show/${slug}/intention`, { isDelete: true }, auth(token), 'fr'),
        t.send(
          'POST',
          `/api/client/client-burst/show/${slug}/emotion`,
          { emotion: emotions[i % 3], isDelete: true },
          auth(token),
          'fr',
        ),
      ]),
    );
    expect(removals.map((response) => response.status)).toEqual(Array(100).fill(200));
    const empty = await expectShape(
      await t.send('POST', '/api/client/client-burst/shows', { showSlugs: shows }, auth(token), 'fr'),
      FeelingsSchema,
    );
    expect(empty).toEqual({ wishlist: [], emotions: {} });
  });

  it('ACC-51 ACC-53 100 concurrent favourite adds on fr keep exactly five, each once; the rest meet the limit', async () => {
    const token = await mintDevToken('client-rush');
    const cinemas = (await (await t.get('/api/cinemas', 'fr')).json()) as { cinemas: { vistaRef: string }[] };
    const refs = cinemas.cinemas.map((cinema) => cinema.vistaRef);
    expect(refs.length).toBeGreaterThan(5);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.send('PATCH', '/api/v1/accounts/me/cinemas', { cinemas: [refs[i % refs.length]] }, auth(token), 'fr'),
      ),
    );
    // Each answer is either the list or the limit refusal: never a server error.
    expect(answers.every((response) => response.status === 200 || response.status === 409)).toBe(true);
    const kept = await expectShape(
      await t.get('/api/v1/accounts/me/cinemas', 'fr', auth(token)),
      FavoriteCinemaListSchema,
    );
    expect(kept.items).toHaveLength(5);
    expect(new Set(kept.items.map((item) => item.codeCcs)).size).toBe(5);
  });
});
