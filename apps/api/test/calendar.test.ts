// "Add to calendar": a showtime as an iCalendar file, over HTTP on a real SQLite file, read back
// with a real iCalendar parser (ical.js): the local showtime in the site's time zone becomes the
// right instant, with the film, the cinema's address and the booking link.
import { SITE_TABLE, ShowShowtimesSchema } from '@marquee/domain-models';
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES } from '../src/seed/sites';
import { expectShape, startTestApi, type TestApi } from './helpers';

// Wednesday 2026-03-11, 14:00 in Paris (13:00 UTC): winter time, UTC+1.
const NOW = new Date('2026-03-11T13:00:00Z');
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ now: () => NOW });
});
afterAll(async () => {
  await t.stop();
});

/** The first showtime of a film at a place of a site, with its cinema. */
async function firstShowtime(site: string, place: string) {
  const shows = (await (await t.get('/api/shows?filter=book', site)).json()) as { shows: { slug: string }[] };
  for (const { slug } of shows.shows) {
    const answer = await expectShape(await t.get(`/api/show/${slug}/showtimes/${place}`, site), ShowShowtimesSchema);
    const cinema = answer.cinemas.find((c) => c.showtimes.length > 0);
    const showtime = cinema?.showtimes[0];
    if (cinema && showtime) return { cinema, showtime, answer };
  }
  throw new Error(`no showtime on ${site} at ${place}`);
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the file');
  const event = new ICAL.Event(vevent);
  return { calendar, event };
}

describe('add to calendar', () => {
  it('the .ics parses, with the showtime at its local time in Paris, the film, the cinema address and the booking link', async () => {
    const { cinema, showtime } = await firstShowtime('fr', 'paris');
    const response = await t.get(`/api/calendar/${showtime.refCmd}.ics?language=en`, null);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="showtime-\d+\.ics"/);
    const { calendar, event } = parse(await response.text());
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    // The instant is the cinema's local time in Europe/Paris, whatever zone reads it.
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(showtime.startsAt).toISOString());
    expect(event.endDate.toJSDate().getTime()).toBeGreaterThan(event.startDate.toJSDate().getTime());
    expect(event.summary).toContain(cinema.cinemaName);
    expect(event.location).toContain(cinema.cinemaPostalCode);
    expect(event.location).toContain(cinema.cinemaAddress);
    expect(String(event.component.getFirstPropertyValue('url'))).toMatch(
      new RegExp(`/api/booking/${showtime.refCmd}\\?language=en$`),
    );
    expect(event.uid).toMatch(/^showtime-\d+-fr@marquee$/);
  });

  it('keeps the session start, ends with the film, and says when the film starts, in the language asked', async () => {
    const { showtime } = await firstShowtime('fr', 'paris');
    expect(showtime.filmTime > showtime.time).toBe(true);
    for (const [lang, words] of [
      ['fr', ['Séance à', 'film à', 'fin à']],
      ['en', ['Session at', 'film at', 'ends at']],
    ] as const) {
      const { event } = parse(
        await (await t.get(`/api/calendar/${showtime.refCmd}.ics?language=${lang}`, null)).text(),
      );
      expect(event.startDate.toJSDate().toISOString()).toBe(new Date(showtime.startsAt).toISOString());
      expect(event.endDate.toJSDate().toISOString()).toBe(new Date(showtime.endsAt).toISOString());
      expect(event.description).toContain(
        `${words[0]} ${showtime.time.slice(11, 16)}, ${words[1]} ${showtime.filmTime.slice(11, 16)}, ${words[2]} ${showtime.endTime.slice(11, 16)}`,
      );
    }
  });

  it('a Dakar showtime keeps its own zone (UTC+0 all year)', async () => {
    const { showtime } = await firstShowtime('sn', (await firstSnPlace()) ?? 'dakar');
    const { event } = parse(await (await t.get(`/api/calendar/${showtime.refCmd}.ics`, null)).text());
    expect(showtime.startsAt.endsWith('+00:00')).toBe(true);
    expect(event.startDate.toJSDate().toISOString().slice(0, 16)).toBe(showtime.time);
  });

  it('unknown or malformed showtime: 404; a language the site does not offer: 400; never 500', async () => {
    expect((await t.get('/api/calendar/999999999.ics', null)).status).toBe(404);
    expect((await t.get('/api/calendar/abc.ics', null)).status).toBe(404);
    expect((await t.get('/api/calendar/12', null)).status).toBe(404);
    const { showtime } = await firstShowtime('fr', 'paris');
    expect((await t.get(`/api/calendar/${showtime.refCmd}.ics?language=de`, null)).status).toBe(400);
  });
});

/** The raw content lines of a file (CRLF separated, the last one empty). */
const rawLines = (text: string) => text.split('\r\n').filter((line, i, all) => line !== '' || i < all.length - 1);

describe('the calendar file carries the site public origin and folds at 75 octets', () => {
  it('URL and DESCRIPTION name the site public origin the edge environment gives, never the API address', async () => {
    const { showtime } = await firstShowtime('fr', 'paris');
    const cases: [Record<string, string>, string][] = [
      [{ 'X-Marquee-Environment': 'development; port=5173' }, 'http://fr.marquee.localhost:5173'],
      [{ 'X-Marquee-Environment': 'production' }, 'https://www.marquee.fr'],
      [{ 'X-Marquee-Environment': 'staging' }, 'https://staging.marquee.fr'],
      // Without the edge (a direct call): the API's configuration, development on port 80 by default.
      [{}, 'http://fr.marquee.localhost'],
      // Something the API does not know is not an origin: the configuration again.
      [{ 'X-Marquee-Environment': 'evil.example' }, 'http://fr.marquee.localhost'],
    ];
    for (const [headers, origin] of cases) {
      const response = await t.get(`/api/calendar/${showtime.refCmd}.ics?language=fr`, null, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toMatch(/X-Marquee-Environment/i);
      const text = await response.text();
      expect(text).not.toContain('127.0.0.1');
      const { event } = parse(text);
      const booking = `${origin}/api/booking/${showtime.refCmd}?language=fr`;
      expect(String(event.component.getFirstPropertyValue('url'))).toBe(booking);
      expect(event.description).toContain(booking);
    }
  });

  it('a tn showtime links to the tn site, whatever the site header of the request', async () => {
    const cities = (await (await t.get('/api/cities', 'tn')).json()) as {
      cities: { slug: string; cinemaCount: number }[];
    };
    const place = cities.cities.find((city) => city.cinemaCount > 0)?.slug ?? 'tunis';
    const { showtime } = await firstShowtime('tn', place);
    const response = await t.get(`/api/calendar/${showtime.refCmd}.ics`, 'fr', {
      'X-Marquee-Environment': 'production',
    });
    const { event } = parse(await response.text());
    expect(String(event.component.getFirstPropertyValue('url'))).toMatch(/^https:\/\/www\.marquee\.tn\/api\/booking\//);
  });

  it("the API's site domains and language prefixes are the table of sites' (decision 0063), which each country app spreads unchanged", () => {
    for (const site of Object.values(SITES)) {
      const row = SITE_TABLE[site.code as keyof typeof SITE_TABLE];
      expect(site.domain, site.code).toBe(row.domain);
      // The links of alert mails to the site's pages (alerts/finder.ts) follow it.
      expect(site.prefixDefaultLanguage, site.code).toBe(row.prefixDefaultLanguage);
      const config = readFileSync(new URL(`../../countries/${site.code}/site.config.ts`, import.meta.url), 'utf8');
      expect(config, site.code).toContain(`...SITE_TABLE.${site.code},`);
      expect(/\b(domain|prefixDefaultLanguage):/.exec(config)?.[0] ?? null, site.code).toBeNull();
    }
  });

  it('every line is at most 75 octets, folded between UTF-8 sequences, and reads back whole', async () => {
    const { cinema } = await firstShowtime('fr', 'paris');
    let longest = 0;
    let folded = 0;
    for (const showtime of cinema.showtimes.slice(0, 12)) {
      const response = await t.get(`/api/calendar/${showtime.refCmd}.ics?language=fr`, null, {
        'X-Marquee-Environment': 'development; port=5173',
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      const text = bytes.toString('utf8');
      // Valid UTF-8 throughout: a split sequence would not survive the round trip.
      expect(Buffer.from(text, 'utf8').equals(bytes)).toBe(true);
      for (const line of rawLines(text)) {
        const octets = Buffer.byteLength(line, 'utf8');
        longest = Math.max(longest, octets);
        expect(octets, line).toBeLessThanOrEqual(75);
        expect(line).not.toContain('\uFFFD');
        if (line.startsWith(' ')) folded += 1;
        expect(line.startsWith('\t')).toBe(false);
      }
      const { event } = parse(text);
      expect(event.description).toMatch(/·/);
      expect(event.description).toContain(
        `http://fr.marquee.localhost:5173/api/booking/${showtime.refCmd}?language=fr`,
      );
      expect(event.summary).toContain(cinema.cinemaName);
    }
    expect(folded).toBeGreaterThan(0);
    expect(longest).toBeGreaterThan(70);
  });
});

/** A city of the Senegal site with cinemas. */
async function firstSnPlace(): Promise<string | undefined> {
  const cities = (await (await t.get('/api/cities', 'sn')).json()) as {
    cities: { slug: string; cinemaCount: number }[];
  };
  return cities.cities.find((city) => city.cinemaCount > 0)?.slug;
}
