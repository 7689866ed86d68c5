// Calendar feeds: a cinema's and a film's showtimes over the 21-day window and a
// client's own feed behind a secret address, over HTTP on a real SQLite file, each read back with a
// real iCalendar parser (ical.js); ETag and 304; the personal address renewed and revoked.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintDevToken } from '../src/auth';
import { startTestApi, type TestApi } from './helpers';

// Wednesday 2026-03-11, 14:00 in Paris (13:00 UTC).
const NOW = new Date('2026-03-11T13:00:00Z');
const WINDOW_END = Date.parse('2026-04-01T00:00:00+02:00');
let t: TestApi;
let fan: string;
beforeAll(async () => {
  t = await startTestApi({ now: () => NOW });
  fan = await mintDevToken('marquee|demo-fan');
});
afterAll(async () => {
  await t.stop();
});

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

/** Every content line is at most 75 octets (RFC 5545 §3.1). */
const longestLine = (text: string) => Math.max(...text.split('\r\n').map((line) => Buffer.byteLength(line)));

async function firstCinema(site: string): Promise<{ slug: string; cinemaName: string }> {
  const { cinemas } = (await (await t.get('/api/cinemas', site)).json()) as {
    cinemas: { slug: string; name: string }[];
  };
  const first = cinemas[0];
  if (!first) throw new Error('no cinema');
  return { slug: first.slug, cinemaName: first.name };
}

const personalPath = (url: string) => new URL(url).pathname + new URL(url).search;

describe('public calendar feeds', () => {
  it('a cinema’s feed parses: 21 days of its showtimes as UTC instants, stable UIDs, booking links, name and refresh', async () => {
    const { slug, cinemaName } = await firstCinema('fr');
    const response = await t.get(`/api/feeds/cinema/${slug}.ics?language=en`, 'fr', {
      'x-marquee-environment': 'production',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const text = await response.text();
    expect(longestLine(text)).toBeLessThanOrEqual(75);
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toContain(cinemaName);
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');
    expect(events.length).toBeGreaterThan(100);
    const days = new Set<string>();
    for (const event of events) {
      expect(event.uid).toMatch(/^showtime-\d+-fr@marquee$/);
      expect(event.summary).toContain(cinemaName);
      expect(event.location).toContain(cinemaName);
      expect(event.startDate.zone?.tzid).toBe('UTC');
      const start = event.startDate.toJSDate().getTime();
      expect(start).toBeGreaterThan(NOW.getTime() - 15 * 60_000);
      expect(start).toBeLessThan(WINDOW_END);
      expect(event.endDate.toJSDate().getTime()).toBeGreaterThan(start);
      const id = /^showtime-(\d+)-/.exec(event.uid)?.[1];
      expect(String(event.component.getFirstPropertyValue('url'))).toBe(
        `https://www.marquee.fr/api/booking/${id}?language=en`,
      );
      expect(event.description).toContain(`https://www.marquee.fr/api/booking/${id}`);
      days.add(event.startDate.toJSDate().toISOString().slice(0, 10));
    }
    expect(days.size).toBeGreaterThanOrEqual(20);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it('a film’s feed lists its showtimes at every cinema of the site, in the language asked', async () => {
    const { shows } = (await (await t.get('/api/shows?filter=book&language=en', 'fr')).json()) as {
      shows: { slug: string; title: string }[];
    };
    const film = shows[0];
    if (!film) throw new Error('no film');
    const response = await t.get(`/api/feeds/film/${film.slug}.ics?language=en`, 'fr');
    expect(response.status).toBe(200);
    const { calendar, events } = parse(await response.text());
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toContain(film.title);
    expect(events.length).toBeGreaterThan(10);
    for (const event of events) expect(event.summary.startsWith(`${film.title} — `)).toBe(true);
    expect(new Set(events.map((e) => e.location)).size).toBeGreaterThan(1);
  });

  it('ETag: the same feed answers 304 to If-None-Match, and the ETag stays while nothing changes', async () => {
    const { slug } = await firstCinema('nl');
    const first = await t.get(`/api/feeds/cinema/${slug}.ics`, 'nl');
    // Sent gzipped to a client that accepts it (a film's 21 days are most of a megabyte of text).
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-z]+-[0-9a-z]+"$/);
    const again = await t.get(`/api/feeds/cinema/${slug}.ics`, 'nl');
    expect(again.headers.get('etag')).toBe(etag);
    const revalidated = await t.get(`/api/feeds/cinema/${slug}.ics`, 'nl', { 'if-none-match': etag as string });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    const other = await t.get(`/api/feeds/cinema/${slug}.ics?language=en`, 'nl', { 'if-none-match': etag as string });
    expect(other.status).toBe(200);
  });

  it('unknown cinema or film 404, a cinema of another site 404, a language the site lacks 400, no site 400', async () => {
    expect((await t.get('/api/feeds/cinema/no-such-cinema.ics', 'fr')).status).toBe(404);
    expect((await t.get('/api/feeds/film/no-such-film.ics', 'fr')).status).toBe(404);
    expect((await t.get('/api/feeds/cinema/nothing', 'fr')).status).toBe(404);
    const nl = await firstCinema('nl');
    expect((await t.get(`/api/feeds/cinema/${nl.slug}.ics`, 'fr')).status).toBe(404);
    const fr = await firstCinema('fr');
    expect((await t.get(`/api/feeds/cinema/${fr.slug}.ics?language=de`, 'fr')).status).toBe(400);
    expect((await t.get(`/api/feeds/cinema/${fr.slug}.ics`, null)).status).toBe(400);
  });

  it('the newly scheduled films: latest scheduled first, with their first day in the window', async () => {
    const response = await t.get('/api/feeds/new-films?language=fr', 'fr');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeTruthy();
    const { films } = (await response.json()) as {
      films: { slug: string; title: string; scheduledAt: string; firstDay: string | null }[];
    };
    expect(films.length).toBeGreaterThan(5);
    expect(films.length).toBeLessThanOrEqual(30);
    const order = films.map((f) => f.scheduledAt);
    expect(order).toEqual([...order].sort().reverse());
    for (const film of films) {
      expect(film.scheduledAt).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00[+-]\d{2}:\d{2}$/);
      expect(film.firstDay).toMatch(/^2026-0[34]-\d{2}$/);
    }
  });
});

describe('the personal calendar feed', () => {
  const auth = () => ({ authorization: `Bearer ${fan}` });

  it('needs a signed-in client; none yet: null', async () => {
    expect((await t.get('/api/v1/accounts/me/calendar-feed', 'fr')).status).toBe(401);
    const none = await t.get('/api/v1/accounts/me/calendar-feed', 'fr', auth());
    expect(none.status).toBe(200);
    expect(none.headers.get('cache-control')).toBe('private, no-store');
    expect(await none.json()).toEqual({ feed: null });
  });

  it('the secret address lists the wishlist’s films at the favourite cinemas; renew: old 404, new 200; revoke: 404 at once', async () => {
    const created = await t.send('POST', '/api/v1/accounts/me/calendar-feed', undefined, {
      ...auth(),
      'x-marquee-environment': 'production',
    });
    expect(created.status).toBe(201);
    const { feed } = (await created.json()) as { feed: { url: string; webcalUrl: string } };
    expect(feed.url).toMatch(/^https:\/\/www\.marquee\.fr\/api\/feeds\/personal\/[A-Za-z0-9_-]{43}\.ics\?language=fr$/);
    expect(feed.webcalUrl).toBe(feed.url.replace('https:', 'webcal:'));
    // The account page reads it back.
    const read = (await (await t.get('/api/v1/accounts/me/calendar-feed', 'fr', auth())).json()) as {
      feed: { url: string };
    };
    expect(personalPath(read.feed.url)).toBe(personalPath(feed.url));

    const answer = await t.get(personalPath(feed.url), 'fr');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    const { events } = parse(await answer.text());
    const mine = (await (await t.get('/api/v1/accounts/me/cinemas', 'fr', auth())).json()) as {
      items: { name: string }[];
    };
    const favourites = mine.items.map((c) => c.name);
    expect(favourites.length).toBeGreaterThan(0);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(favourites.some((name) => event.location.startsWith(`${name}, `))).toBe(true);
    }
    // On another site the address is unknown.
    expect((await t.get(new URL(feed.url).pathname, 'nl')).status).toBe(404);

    const renewed = await t.send('POST', '/api/v1/accounts/me/calendar-feed', undefined, auth());
    const next = ((await renewed.json()) as { feed: { url: string } }).feed.url;
    expect(personalPath(next)).not.toBe(personalPath(feed.url));
    const old = await t.get(personalPath(feed.url), 'fr');
    expect(old.status).toBe(404);
    expect(old.headers.get('cache-control')).toBe('private, no-store');
    expect((await t.get(personalPath(next), 'fr')).status).toBe(200);

    expect((await t.send('DELETE', '/api/v1/accounts/me/calendar-feed', undefined, auth())).status).toBe(204);
    expect((await t.get(personalPath(next), 'fr')).status).toBe(404);
    expect(await (await t.get('/api/v1/accounts/me/calendar-feed', 'fr', auth())).json()).toEqual({ feed: null });
  });

  it('a malformed or guessed token is a 404, never a 500', async () => {
    expect((await t.get('/api/feeds/personal/abc.ics', 'fr')).status).toBe(404);
    expect((await t.get(`/api/feeds/personal/${'A'.repeat(43)}.ics`, 'fr')).status).toBe(404);
  });
});
