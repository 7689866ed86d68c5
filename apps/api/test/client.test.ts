import {
  ApiErrorSchema,
  ClientSchema,
  FavoriteCinemaListSchema,
  FeelingsSchema,
  WebviewSchema,
} from '@marquee/domain-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintDevToken } from '../src/auth';
import { expectShape, startTestApi, type TestApi } from './helpers';

let t: TestApi;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await startTestApi();
  alice = await mintDevToken('client-alice', {
    given_name: 'Alice',
    family_name: 'Martin',
    email: 'alice@example.test',
  });
  bob = await mintDevToken('client-bob');
});
afterAll(async () => {
  await t.stop();
});
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('client API', () => {
  it('API-07 API-77 ENT-33 ENT-35 GET /api/client/{id} needs a bearer token and answers only its own client', async () => {
    await expectShape(await t.get('/api/client/client-alice', 'tn'), ApiErrorSchema, 401);
    await expectShape(
      await t.get('/api/client/client-alice', 'tn', { Authorization: 'Bearer not-a-real-token-at-all' }),
      ApiErrorSchema,
      401,
    );
    const expired = await mintDevToken('client-alice', {}, '-1m');
    await expectShape(await t.get('/api/client/client-alice', 'tn', auth(expired)), ApiErrorSchema, 401);
    const me = await expectShape(await t.get('/api/client/client-alice', 'tn', auth(alice)), ClientSchema);
    expect(me.name).toBe('Alice Martin');
    const other = await expectShape(await t.get('/api/client/client-alice', 'tn', auth(bob)), ApiErrorSchema, 403);
    expect(other.field).toBe('id');
  });

  it('API-78 API-79 favourites: add puts first, limit 5 on fr, one-cinema mode on ch replaces, off on African sites', async () => {
    const fr = [
      'marquee-opera-paris',
      'marquee-bastille-paris',
      'marquee-bellecour-lyon',
      'marquee-prado-marseille',
      'marquee-darcy-dijon',
    ];
    for (const slug of fr)
      await expectShape(
        await t.send('POST', `/api/client/client-alice/cinema/${slug}`, undefined, auth(alice)),
        ClientSchema,
      );
    const me = await expectShape(await t.get('/api/client/client-alice', 'fr', auth(alice)), ClientSchema);
    expect(me.favoriteCinemas).toEqual([...fr].reverse());
    const limit = await expectShape(
      await t.send('POST', '/api/client/client-alice/cinema/marquee-chavant-grenoble', undefined, auth(alice)),
      ApiErrorSchema,
      409,
    );
    expect(limit.message).toContain('5');
    const removed = await expectShape(
      await t.send('DELETE', '/api/client/client-alice/cinema/marquee-opera-paris', undefined, auth(alice)),
      ClientSchema,
    );
    expect(removed.favoriteCinemas).not.toContain('marquee-opera-paris');
    await expectShape(
      await t.send('POST', '/api/client/client-alice/cinema/marquee-flon-lausanne', undefined, auth(alice), 'ch'),
      ClientSchema,
    );
    const ch = await expectShape(
      await t.send('POST', '/api/client/client-alice/cinema/marquee-steinen-basel', undefined, auth(alice), 'ch'),
      ClientSchema,
    );
    expect(ch.favoriteCinemas).toEqual(['marquee-steinen-basel']);
    await expectShape(
      await t.send('POST', '/api/client/client-alice/cinema/marquee-plateau-dakar', undefined, auth(alice), 'sn'),
      ApiErrorSchema,
      409,
    );
    await expectShape(
      await t.send('POST', '/api/client/client-alice/cinema/no-such-cinema', undefined, auth(alice)),
      ApiErrorSchema,
      404,
    );
    await expectShape(
      await t.send('POST', '/api/client/client-alice/cinema/marquee-opera-paris', undefined, auth(bob)),
      ApiErrorSchema,
      403,
    );
  });

  it('API-80 API-81 API-82 ENT-37 intentions (default 2) and emotions, read back through /shows', async () => {
    const base = '/api/client/client-bob';
    await expectShape(await t.send('POST', `${base}/show/starfall/intention`, {}, auth(bob), 'tn'), FeelingsSchema);
    await expectShape(
      await t.send('POST', `${base}/show/le-dernier-phare/emotion`, { emotion: 'loved' }, auth(bob), 'tn'),
      FeelingsSchema,
    );
    const feelings = await expectShape(
      await t.send(
        'POST',
        `${base}/shows`,
        { showSlugs: ['pluie-detoiles', 'le-dernier-phare', 'recette-de-minuit'] },
        auth(bob),
        'tn',
      ),
      FeelingsSchema,
    );
    expect(feelings).toEqual({ wishlist: ['pluie-detoiles'], emotions: { 'le-dernier-phare': 'loved' } });
    const cleared = await expectShape(
      await t.send('POST', `${base}/show/starfall/intention`, { isDelete: true }, auth(bob), 'tn'),
      FeelingsSchema,
    );
    expect(cleared.wishlist).toEqual([]);
    const bad = await expectShape(
      await t.send('POST', `${base}/show/starfall/emotion`, { emotion: 'meh' }, auth(bob), 'tn'),
      ApiErrorSchema,
      400,
    );
    expect(bad.field).toBe('body.emotion');
    await expectShape(
      await t.send('POST', `${base}/show/no-such-film/intention`, {}, auth(bob), 'tn'),
      ApiErrorSchema,
      404,
    );
    await expectShape(
      await t.send('POST', '/api/client/client-alice/show/starfall/intention', {}, auth(bob), 'tn'),
      ApiErrorSchema,
      403,
    );
  });

  it('concurrent writes lose nothing', async () => {
    const token = await mintDevToken('client-carol');
    const slugs = (
      (await (await t.get('/api/shows?filter=book&language=en')).json()) as { shows: { slug: string }[] }
    ).shows
      .map((s: { slug: string }) => s.slug)
      .slice(0, 30) as string[];
    await Promise.all(
      slugs.map((slug) => t.send('POST', `/api/client/client-carol/show/${slug}/intention`, {}, auth(token))),
    );
    const feelings = await expectShape(
      await t.send('POST', '/api/client/client-carol/shows', { showSlugs: slugs }, auth(token), 'fr'),
      FeelingsSchema,
    );
    expect(feelings.wishlist.length).toBe(slugs.length);
  });

  it('API-71 API-72 API-73 API-74 ENT-36 accounts/me and its cinemas by vistaRef', async () => {
    const token = await mintDevToken('auth0|dave');
    const me = await expectShape(await t.get('/api/v1/accounts/me', 'nl', auth(token)), ClientSchema);
    expect(me.id).toBe('auth0|dave');
    const cinemas = await expectShape(
      await t.get('/api/cinemas', 'nl'),
      (await import('@marquee/domain-models')).CinemaListSchema,
    );
    const refs = cinemas.cinemas.slice(0, 2).map((c) => c.vistaRef);
    const added = await expectShape(
      await t.send('PATCH', '/api/v1/accounts/me/cinemas', { cinemas: refs }, auth(token), 'nl'),
      FavoriteCinemaListSchema,
    );
    expect(added.items.map((i) => i.codeCcs).sort()).toEqual([...refs].sort());
    const unknown = await expectShape(
      await t.send('PATCH', '/api/v1/accounts/me/cinemas', { cinemas: [refs[0], '99999'] }, auth(token), 'nl'),
      ApiErrorSchema,
      404,
    );
    expect(unknown.field).toBe('cinemas.1');
    const left = await expectShape(
      await t.send('DELETE', '/api/v1/accounts/me/cinemas', { cinemas: [refs[0]] }, auth(token), 'nl'),
      FavoriteCinemaListSchema,
    );
    expect(left.items.map((i) => i.codeCcs)).toEqual([refs[1]]);
    expect(
      (
        await expectShape(
          await t.send('PATCH', '/api/v1/accounts/me/cinemas', { cinemas: 'all' }, auth(token), 'nl'),
          ApiErrorSchema,
          400,
        )
      ).field,
    ).toBe('body.cinemas');
    const got = await expectShape(
      await t.get('/api/v1/accounts/me/cinemas', 'nl', auth(token)),
      FavoriteCinemaListSchema,
    );
    expect(got.items.length).toBe(1);
  });

  it('API-78 API-79 a batch of favourites past the limit is refused whole; on a one-cinema site the last one named stays', async () => {
    const token = await mintDevToken('auth0|erin');
    const { CinemaListSchema } = await import('@marquee/domain-models');
    const fr = (await expectShape(await t.get('/api/cinemas', 'fr'), CinemaListSchema)).cinemas.map((c) => c.vistaRef);
    expect(fr.length).toBeGreaterThanOrEqual(6);
    await expectShape(
      await t.send('PATCH', '/api/v1/accounts/me/cinemas', { cinemas: [fr[0]] }, auth(token), 'fr'),
      FavoriteCinemaListSchema,
    );
    // one kept + five new = six, past fr's five: nothing of the batch is written
    const refused = await expectShape(
      await t.send('PATCH', '/api/v1/accounts/me/cinemas', { cinemas: fr.slice(1, 6) }, auth(token), 'fr'),
      ApiErrorSchema,
      409,
    );
    expect(refused.error).toBe('favorite_limit');
    const kept = await expectShape(
      await t.get('/api/v1/accounts/me/cinemas', 'fr', auth(token)),
      FavoriteCinemaListSchema,
    );
    expect(kept.items.map((i) => i.codeCcs)).toEqual([fr[0]]);
    // four new (one named twice) reach the limit exactly: written, the last named first
    const full = await expectShape(
      await t.send('PATCH', '/api/v1/accounts/me/cinemas', { cinemas: [...fr.slice(1, 5), fr[1]] }, auth(token), 'fr'),
      FavoriteCinemaListSchema,
    );
    expect(full.items.map((i) => i.codeCcs)).toEqual([fr[4], fr[3], fr[2], fr[1], fr[0]]);
    const ch = (await expectShape(await t.get('/api/cinemas', 'ch'), CinemaListSchema)).cinemas.map((c) => c.vistaRef);
    const one = await expectShape(
      await t.send('PATCH', '/api/v1/accounts/me/cinemas', { cinemas: [ch[0], ch[1]] }, auth(token), 'ch'),
      FavoriteCinemaListSchema,
    );
    expect(one.items.map((i) => i.codeCcs)).toEqual([ch[1]]);
  });

  it('API-08 API-75 API-76 webview answers login and sign-up urls; logout answers 204', async () => {
    const w = await expectShape(await t.get('/api/v1/webview?language=en', 'nl'), WebviewSchema);
    expect(w.urlLogin).toContain('ui_locales=en');
    const out = await t.send('POST', '/api/v1/logout', undefined, { Origin: 'http://nl.marquee.localhost' }, 'nl');
    expect(out.status).toBe(204);
    // API-08: the client base may also be rewritten to /api/{language}/{path}.
    const token = await mintDevToken('auth0|erin');
    await expectShape(await t.get('/api/en/accounts/me', 'nl', auth(token)), ClientSchema);
    await expectShape(await t.get('/api/nl/accounts/me/cinemas', 'nl', auth(token)), FavoriteCinemaListSchema);
    const nl = await expectShape(await t.get('/api/nl/webview', 'nl'), WebviewSchema);
    expect(nl.urlLogin).toContain('ui_locales=nl');
    expect((await t.get('/api/xx/accounts/me', 'nl', auth(token))).status).toBe(404);
  });
});
