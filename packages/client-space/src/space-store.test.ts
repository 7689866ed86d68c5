import type { Emotion, FeelingsState } from '@marquee/domain-models';
import { describe, expect, it } from 'vitest';
import {
  createClientSpaceStore,
  type FavouriteCinema,
  loadFeelings,
  rateShow,
  type SpaceApi,
  setShowWished,
  toggleFavouriteCinema,
} from './space-store';

/** A client API held in memory, with the server's rules (limit, one-cinema mode), that can be told to fail. */
function memoryApi(limit: number, initial: string[] = []) {
  const state = { favourites: [...initial], wishlist: [] as string[], emotions: {} as Record<string, Emotion> };
  const calls: string[] = [];
  let failing = false;
  const fail = () => {
    if (failing) throw Object.assign(new Error('network down'), { status: 503 });
  };
  const api: SpaceApi = {
    async readFavourites() {
      calls.push('read');
      return [...state.favourites];
    },
    async addFavourite(cinema: FavouriteCinema) {
      calls.push(`add ${cinema.vistaRef}`);
      fail();
      if (limit === 1) state.favourites = [cinema.slug];
      else if (state.favourites.length >= limit)
        throw Object.assign(new Error(`cinemas: the limit of ${limit} favourite cinemas is reached`), { status: 409 });
      else state.favourites = [cinema.slug, ...state.favourites];
      return [...state.favourites];
    },
    async removeFavourite(cinema: FavouriteCinema) {
      calls.push(`remove ${cinema.vistaRef}`);
      fail();
      state.favourites = state.favourites.filter((s) => s !== cinema.slug);
      return [...state.favourites];
    },
    async readFeelings(slugs): Promise<FeelingsState> {
      calls.push(`feelings ${slugs.join(',')}`);
      return {
        wishlist: state.wishlist.filter((s) => slugs.includes(s)),
        emotions: Object.fromEntries(Object.entries(state.emotions).filter(([s]) => slugs.includes(s))),
      };
    },
    async setWished(slug, wished) {
      calls.push(`intention ${slug} isDelete=${!wished}`);
      fail();
      state.wishlist = wished ? [...state.wishlist, slug] : state.wishlist.filter((s) => s !== slug);
    },
    async setEmotion(slug, emotion, isDelete) {
      calls.push(`emotion ${slug} ${emotion} isDelete=${isDelete}`);
      fail();
      if (isDelete) delete state.emotions[slug];
      else state.emotions[slug] = emotion;
    },
  };
  return { api, state, calls, failWith: (on: boolean) => (failing = on) };
}

const cinema = (n: number): FavouriteCinema => ({ slug: `cinema-${n}`, vistaRef: `${1000 + n}` });

describe('favourite cinemas', () => {
  it('ACC-51 ACC-53 ACC-54 ACC-56 fr: five favourites, each added first; the sixth gets the limit outcome and sends nothing', async () => {
    const store = createClientSpaceStore();
    const server = memoryApi(5);
    for (const n of [1, 2, 3, 4, 5]) {
      expect(await toggleFavouriteCinema(store, 'c1', 'fr', cinema(n), server.api)).toEqual({ kind: 'added' });
    }
    expect(store.getState().favourites).toEqual(['cinema-5', 'cinema-4', 'cinema-3', 'cinema-2', 'cinema-1']);
    const before = server.calls.length;
    expect(await toggleFavouriteCinema(store, 'c1', 'fr', cinema(6), server.api)).toEqual({ kind: 'limit', limit: 5 });
    expect(server.calls.length).toBe(before);
    expect(store.getState().favourites).toHaveLength(5);
  });

  it('ACC-55 ACC-57 a favourite toggled again is removed (sent by vistaRef)', async () => {
    const store = createClientSpaceStore();
    const server = memoryApi(5, ['cinema-1', 'cinema-2']);
    expect(await toggleFavouriteCinema(store, 'c1', 'nl', cinema(1), server.api)).toEqual({ kind: 'removed' });
    expect(store.getState().favourites).toEqual(['cinema-2']);
    expect(server.calls).toContain('remove 1001');
  });

  it('ACC-52 ch and be: one-cinema mode, adding always allowed and replaces the favourite', async () => {
    for (const site of ['ch', 'be'] as const) {
      const store = createClientSpaceStore();
      const server = memoryApi(1, ['cinema-1']);
      expect(await toggleFavouriteCinema(store, 'c1', site, cinema(2), server.api)).toEqual({ kind: 'added' });
      expect(store.getState().favourites).toEqual(['cinema-2']);
    }
  });

  it('ACC-50 off on the African sites: nothing is sent', async () => {
    const store = createClientSpaceStore();
    const server = memoryApi(0);
    expect(await toggleFavouriteCinema(store, 'c1', 'tn', cinema(1), server.api)).toEqual({ kind: 'disabled' });
    expect(server.calls).toEqual([]);
  });

  it('a failed call puts the list back; a limit refused by the server is the limit outcome', async () => {
    const store = createClientSpaceStore();
    const server = memoryApi(5, ['cinema-1']);
    server.failWith(true);
    const outcome = await toggleFavouriteCinema(store, 'c1', 'fr', cinema(2), server.api);
    expect(outcome.kind).toBe('failed');
    expect(store.getState().favourites).toEqual(['cinema-1']);
    server.failWith(false);
    // Another tab filled the list meanwhile: the page still thinks there is room.
    server.state.favourites = ['a', 'b', 'c', 'd', 'e'];
    expect(await toggleFavouriteCinema(store, 'c1', 'fr', cinema(3), server.api)).toEqual({ kind: 'limit', limit: 5 });
    expect(store.getState().favourites).toEqual(['cinema-1']);
  });

  it("another client signing in does not see the first one's favourites", async () => {
    const store = createClientSpaceStore();
    await toggleFavouriteCinema(store, 'c1', 'fr', cinema(1), memoryApi(5).api);
    const second = memoryApi(5, ['cinema-9']);
    await toggleFavouriteCinema(store, 'c2', 'fr', cinema(2), second.api);
    expect(store.getState().owner).toBe('c2');
    expect(store.getState().favourites).toEqual(['cinema-2', 'cinema-9']);
  });
});

describe('wishlist and emotions', () => {
  it('ACC-64 the feelings of the shown films are read once, with their slugs', async () => {
    const store = createClientSpaceStore();
    const server = memoryApi(5);
    server.state.wishlist = ['film-b'];
    server.state.emotions = { 'film-a': 'loved' };
    await loadFeelings(store, 'c1', ['film-a', 'film-b', 'film-c'], server.api);
    await loadFeelings(store, 'c1', ['film-b', 'film-d'], server.api);
    expect(server.calls).toEqual(['feelings film-a,film-b,film-c', 'feelings film-d']);
    expect(store.getState().feelings).toEqual({ wishlist: ['film-b'], emotions: { 'film-a': 'loved' } });
  });

  it('ACC-59 ACC-61 ACC-63 wishlist applied at once; removal sent as a delete', async () => {
    const store = createClientSpaceStore();
    const server = memoryApi(5);
    const pending = setShowWished(store, 'c1', 'film-a', true, server.api);
    expect(store.getState().feelings.wishlist).toEqual(['film-a']);
    expect(await pending).toEqual({ kind: 'done' });
    await setShowWished(store, 'c1', 'film-a', false, server.api);
    expect(server.calls).toEqual(['intention film-a isDelete=false', 'intention film-a isDelete=true']);
    expect(store.getState().feelings.wishlist).toEqual([]);
  });

  it('ACC-60 ACC-62 ACC-63 rating sets the emotion; removing it deletes the previous emotion', async () => {
    const store = createClientSpaceStore();
    const server = memoryApi(5);
    await rateShow(store, 'c1', 'film-a', 'liked', server.api);
    await rateShow(store, 'c1', 'film-a', 'loved', server.api);
    expect(store.getState().feelings.emotions).toEqual({ 'film-a': 'loved' });
    await rateShow(store, 'c1', 'film-a', null, server.api);
    expect(store.getState().feelings.emotions).toEqual({});
    expect(server.calls).toEqual([
      'emotion film-a liked isDelete=false',
      'emotion film-a loved isDelete=false',
      'emotion film-a loved isDelete=true',
    ]);
  });

  it('ERR wishlist or rating failure reverts that film only', async () => {
    const store = createClientSpaceStore();
    const server = memoryApi(5);
    await setShowWished(store, 'c1', 'film-b', true, server.api);
    server.failWith(true);
    const wish = setShowWished(store, 'c1', 'film-a', true, server.api);
    expect(store.getState().feelings.wishlist).toEqual(['film-b', 'film-a']);
    expect((await wish).kind).toBe('reverted');
    expect(store.getState().feelings.wishlist).toEqual(['film-b']);
    const rate = await rateShow(store, 'c1', 'film-b', 'disappointed', server.api);
    expect(rate.kind).toBe('reverted');
    expect(store.getState().feelings.emotions).toEqual({});
  });
});
