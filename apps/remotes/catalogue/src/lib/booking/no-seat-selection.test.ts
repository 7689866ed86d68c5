import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningApi, startApi } from '@marquee/api/server';
import { createApiClient, getSettings, getShows, getShowShowtimes } from '@marquee/api-client';
import { PAGE_KINDS } from '@marquee/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages as catalogue } from '../../app/routes';

// CAT-18 (CL "Things outside this website"): no seat-selection flow is built. Book now hands the
// showtime to the ticketing tunnel — settings.tunnelUrl + the showtime's reference — and the
// website has no page of its own for seats, basket or payment: not a page kind, not a catalogue
// page. The hand-off (the reference API's stand-in for the tunnel) says seat selection happens
// at the ticketing partner and offers no seat map.
let api: RunningApi;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'marquee-no-seats-'));
  api = await startApi({ dbPath: path.join(scratch, 'api.sqlite') });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await rm(scratch, { recursive: true, force: true });
});

// (AccountBookings, the client's list of bookings made at the tunnel, is not a booking step.)
const SEATING = /seat|siege|plaetze|stoel|checkout|basket|cart|payment|paiement|tunnel|^booking|^reservation/i;

describe('CAT-18 no seat-selection flow', () => {
  it('CAT-18 no page kind and no catalogue page is a seat, basket, payment or booking page', () => {
    expect(PAGE_KINDS.length).toBeGreaterThan(30);
    expect(PAGE_KINDS.filter((kind) => SEATING.test(kind))).toEqual([]);
    const pages = Object.keys(catalogue);
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter((kind) => SEATING.test(kind))).toEqual([]);
  });

  it("CAT-18 Book now's address is settings.tunnelUrl + the showtime's reference; the hand-off offers no seat map", async () => {
    const client = createApiClient({
      baseUrl: api.url,
      language: 'en',
      headers: { 'x-marquee-site': 'fr' },
      retries: 0,
    });
    const settings = await getSettings(client);
    const film = (await getShows(client, undefined, { filter: 'book' })).shows.find((show) => show.isMovie);
    const answer = await getShowShowtimes(client, film?.slug ?? '', 'paris');
    const showtimes = answer.cinemas.flatMap((cinema) => cinema.showtimes);
    expect(showtimes.length).toBeGreaterThan(0);
    for (const showtime of showtimes) expect(showtime.url).toBe(`${settings.tunnelUrl}${showtime.refCmd}`);
    const first = showtimes[0];
    const handOff = await fetch(new URL(`${first?.url}?language=en`, api.url));
    expect(handOff.status).toBe(200);
    const html = await handOff.text();
    expect(html).toContain('Seat selection and payment continue with our ticketing partner');
    // Nothing to pick seats with: no form, no input, no seat grid.
    expect(html).not.toMatch(/<form|<input|<select|role="grid"|seat-map/i);
  });
});
