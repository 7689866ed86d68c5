import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filmBookingState, filmReleaseDate } from './film-booking';

// Issue 25 item 2: the headline film (coming soon, no showtime, sales opening later) carried
// "Book"; every block now follows this one rule.
const releases = [
  { zone: 'FR', date: '2026-12-23' },
  { zone: 'NL', date: '2026-12-24' },
  { zone: 'MA', date: '2026-10-07' },
];
const now = '2026-11-27T08:00';

describe('RULE-06 a film’s booking state', () => {
  it('RULE-06 a film with showtimes and open sales is bookable', () => {
    expect(filmBookingState({ salesOpeningDatetime: null, releases }, { now, site: 'fr', hasShowtimes: true })).toEqual(
      {
        kind: 'bookable',
      },
    );
    expect(
      filmBookingState({ salesOpeningDatetime: '2026-11-18T10:00', releases }, { now, site: 'fr', hasShowtimes: true }),
    ).toEqual({ kind: 'bookable' });
  });
  it('RULE-06 sales opening later: a presale with its opening date and time, showtimes or not', () => {
    for (const hasShowtimes of [false, true]) {
      expect(
        filmBookingState({ salesOpeningDatetime: '2026-12-09T10:00', releases }, { now, site: 'fr', hasShowtimes }),
      ).toEqual({ kind: 'presale', salesOpening: '2026-12-09T10:00' });
    }
    // Seconds in the record are dropped; the minute of the opening itself is open.
    expect(
      filmBookingState(
        { salesOpeningDatetime: '2026-11-27T08:00:00', releases },
        { now, site: 'fr', hasShowtimes: true },
      ),
    ).toEqual({ kind: 'bookable' });
  });
  it('RULE-06 no showtime and no sales opening ahead: coming soon with the site’s release date', () => {
    expect(
      filmBookingState({ salesOpeningDatetime: null, releases }, { now, site: 'fr', hasShowtimes: false }),
    ).toEqual({
      kind: 'coming-soon',
      release: '2026-12-23',
    });
    expect(
      filmBookingState(
        { salesOpeningDatetime: '2026-11-18T10:00', releases },
        { now, site: 'nl', hasShowtimes: false },
      ),
    ).toEqual({ kind: 'coming-soon', release: '2026-12-24' });
    expect(
      filmBookingState(
        { salesOpeningDatetime: 'not a date', releases: [{ zone: 'FR', date: '1900-01-01' }] },
        { now, site: 'fr', hasShowtimes: false },
      ),
    ).toEqual({ kind: 'coming-soon', release: null });
  });
  it('the release date: the site’s own, else the earliest known, never 1900-01-01', () => {
    expect(filmReleaseDate({ releases }, 'ch')).toBe('2026-10-07');
    expect(filmReleaseDate({ releases: [{ zone: 'CH', date: '1900-01-01' }, ...releases] }, 'ch')).toBe('2026-10-07');
    expect(filmReleaseDate({ releases: [] }, 'fr')).toBeNull();
  });
  it('RULE-06 only a bookable state ever offers booking, and never before the sales open (property)', () => {
    const stamp = fc
      .date({ min: new Date('2026-01-01T00:00Z'), max: new Date('2027-12-31T23:59Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 16));
    fc.assert(
      fc.property(fc.option(stamp, { nil: null }), stamp, fc.boolean(), (opening, at, hasShowtimes) => {
        const state = filmBookingState(
          { salesOpeningDatetime: opening, releases },
          { now: at, site: 'fr', hasShowtimes },
        );
        if (state.kind === 'bookable') expect(hasShowtimes && (opening === null || opening <= at)).toBe(true);
        if (opening !== null && opening > at) expect(state).toEqual({ kind: 'presale', salesOpening: opening });
      }),
    );
  });
});
