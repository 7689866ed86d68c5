import { describe, expect, it } from 'vitest';
import { createModalStore, isModalId, MODAL_IDS } from './modal-store';

describe('modal manager', () => {
  it('SHELL-45: knows about 26 modals by id, and checks ids from outside', () => {
    expect(MODAL_IDS.length).toBeGreaterThanOrEqual(24);
    expect(MODAL_IDS.length).toBeLessThanOrEqual(30);
    expect(new Set(MODAL_IDS).size).toBe(MODAL_IDS.length);
    expect(isModalId('search')).toBe(true);
    expect(isModalId('nope')).toBe(false);
    expect(isModalId(3)).toBe(false);
  });

  it('SHELL-45 SHELL-46: opens by id with its payload; opening another replaces it; closes by id', () => {
    const store = createModalStore();
    store.getState().open('sign-in-required', { signInRequired: true, returnTo: '/films' });
    expect(store.getState().current).toEqual({
      id: 'sign-in-required',
      payload: { signInRequired: true, returnTo: '/films' },
    });
    store.getState().open('experience-teaser', { tagSlug: 'imax' });
    expect(store.getState().current?.id).toBe('experience-teaser');
    // A late close from the replaced modal does nothing.
    store.getState().close('sign-in-required');
    expect(store.getState().current?.payload).toEqual({ tagSlug: 'imax' });
    store.getState().close('experience-teaser');
    expect(store.getState().current).toBeNull();
    store.getState().open('offer', { offer: { slug: 'tuesday' } });
    store.getState().close();
    expect(store.getState().current).toBeNull();
  });

  it('SHELL-59 SHELL-61: play records the video and its location; closing its modal stops it, another does not', () => {
    const store = createModalStore();
    store.getState().open('trailer', { slug: 'the-last-lighthouse' });
    store.getState().play({ video: '/api/media/trailer/x.mp4', location: 'trailer' });
    expect(store.getState().trailer).toEqual({ video: '/api/media/trailer/x.mp4', location: 'trailer' });
    store.getState().close('trailer');
    expect(store.getState().trailer).toBeNull();

    store.getState().play({ video: 'v', location: '/films/x' });
    store.getState().open('search');
    store.getState().close('search');
    expect(store.getState().trailer).toEqual({ video: 'v', location: '/films/x' });
    store.getState().stop();
    expect(store.getState().trailer).toBeNull();
  });

  it('SHELL-47 SHELL-60: reset closes every modal and stops any video', () => {
    const store = createModalStore({ current: { id: 'showtime-details-panel', payload: { showtimeId: '42' } } });
    store.getState().play({ video: 'v', location: '/films/x' });
    store.getState().reset();
    expect(store.getState()).toMatchObject({ current: null, trailer: null });
  });

  it('a store per request: one visitor opening a modal never reaches another', () => {
    const a = createModalStore();
    const b = createModalStore();
    a.getState().open('search');
    expect(b.getState().current).toBeNull();
  });
});

describe('a modal in the address', () => {
  it('SHELL-45 ?modal=…&showtimeId=… opens that modal with its payload; unknown ids and unsafe values are ignored', async () => {
    const { modalFromSearch, modalSearch, withoutModalSearch } = await import('./modal-store');
    expect(modalFromSearch('?modal=showtime-details-panel&showtimeId=2938&slug=dune')).toEqual({
      id: 'showtime-details-panel',
      payload: { showtimeId: '2938', slug: 'dune' },
    });
    expect(modalFromSearch('?modal=nope&showtimeId=1')).toBeNull();
    expect(modalFromSearch('?bandeannonce=true')).toBeNull();
    expect(modalFromSearch('?modal=showtime-details-panel&showtimeId=%3Cscript%3E')).toEqual({
      id: 'showtime-details-panel',
      payload: {},
    });
    const search = modalSearch({ id: 'showtime-details-panel', payload: { showtimeId: '7', slug: 'dune', offer: {} } });
    expect(search).toBe('?modal=showtime-details-panel&slug=dune&showtimeId=7');
    expect(withoutModalSearch(`${search}&bandeannonce=true`)).toBe('?bandeannonce=true');
    expect(withoutModalSearch(search)).toBe('');
  });
});
