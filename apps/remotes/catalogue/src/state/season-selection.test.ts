import { describe, expect, it } from 'vitest';
import { createSeasonSelectionStore } from './season-selection';

const A = 'https://tickets.marquee.example/book/101';
const B = 'https://tickets.marquee.example/book/102';
const C = 'https://tickets.marquee.example/book/103';

describe('season showtime selection', () => {
  it('CAT-31 the selection is a set of showtime URLs: selecting one twice keeps it once', () => {
    const store = createSeasonSelectionStore({ multiple: true });
    store.getState().select(A);
    store.getState().select(A);
    store.getState().select(B);
    expect(store.getState().urls).toEqual([A, B]);
  });

  it('CAT-32 CAT-33 where several are allowed (fr, ch): select adds, select multiple adds a list', () => {
    const store = createSeasonSelectionStore({ multiple: true });
    store.getState().select(A);
    store.getState().selectMultiple([B, C, A]);
    expect(store.getState().urls).toEqual([A, B, C]);
  });

  it('CAT-33 elsewhere a new choice replaces the old one and select multiple does nothing', () => {
    const store = createSeasonSelectionStore({ multiple: false });
    store.getState().select(A);
    store.getState().select(B);
    expect(store.getState().urls).toEqual([B]);
    store.getState().selectMultiple([A, C]);
    expect(store.getState().urls).toEqual([B]);
  });

  it('CAT-32 unselect one, toggle, unselect all', () => {
    const store = createSeasonSelectionStore({ multiple: true });
    store.getState().selectMultiple([A, B, C]);
    store.getState().unselect(B);
    expect(store.getState().urls).toEqual([A, C]);
    store.getState().toggle(A);
    expect(store.getState().urls).toEqual([C]);
    store.getState().toggle(B);
    expect(store.getState().urls).toEqual([C, B]);
    store.getState().unselectAll();
    expect(store.getState().urls).toEqual([]);
    // Unselecting what is not selected changes nothing.
    const before = store.getState();
    store.getState().unselect(A);
    store.getState().unselectAll();
    expect(store.getState()).toBe(before);
  });

  it('CAT-34 the selection is cleared on navigation to another page, kept on the same page', () => {
    const store = createSeasonSelectionStore({ multiple: true, page: '/saison/opera-season' });
    store.getState().selectMultiple([A, B]);
    store.getState().navigated('/saison/opera-season');
    expect(store.getState().urls).toEqual([A, B]);
    store.getState().navigated('/saison/ballet-season');
    expect(store.getState()).toMatchObject({ urls: [], page: '/saison/ballet-season' });
  });

  it('CAT-35 the selection is cleared when cinema mode is used', () => {
    const store = createSeasonSelectionStore({ multiple: false });
    store.getState().select(A);
    store.getState().cinemaModeUsed();
    expect(store.getState().urls).toEqual([]);
  });
});
