// "Add to calendar": a showtime as an iCalendar file, over HTTP on a real SQLite file, read back
// with a real iCalendar parser (ical.js): the local showtime in the site's time zone becomes the
// right instant, with the film, the cinema's address and the booking link.
import { ShowShowtimesSchema } from '@marquee/domain-models';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** A city of the Senegal site with cinemas. */
async function firstSnPlace(): Promise<string | undefined> {
  const cities = (await (await t.get('/api/cities', 'sn')).json()) as {
    cities: { slug: string; cinemaCount: number }[];
  };
  return cities.cities.find((city) => city.cinemaCount > 0)?.slug;
}
