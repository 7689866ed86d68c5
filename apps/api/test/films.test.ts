// Films and showtimes over HTTP on real SQLite files: the demo trailer served with byte ranges,
// trailers of every provider, what the showtime panel needs (address, nearby note, badges,
// price, offsets, booking link), accessibility tags and filters, day lists in the site's time
// zone with the next day, the booking hand-off page, the seed version, and bad input.
import {
  ApiErrorSchema,
  CinemaDetailSchema,
  ScheduleSchema,
  SettingsSchema,
  type ShowShowtimes,
  ShowShowtimesSchema,
  ShowDetailSchema,
  ShowListSchema,
  TagListSchema,
  YoutubeLatestSchema,
} from '@marquee/domain-models';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../src/server';
import { expectShape, startTestApi, type TestApi } from './helpers';
import { SEED_VERSION } from '../src/seed/seed';

// Wednesday 2026-03-11, 14:00 in Paris (13:00 UTC).
const NOW = new Date('2026-03-11T13:00:00Z');
// 00:30 on Thursday the 12th in Paris, still the 11th in UTC and in Dakar (23:30).
const PAST_MIDNIGHT = new Date('2026-03-11T23:30:00Z');
const MEDIA = join(import.meta.dirname, '..', 'media');

let t: TestApi;
let late: TestApi;
beforeAll(async () => {
  [t, late] = await Promise.all([startTestApi({ now: () => NOW }), startTestApi({ now: () => PAST_MIDNIGHT })]);
});
afterAll(async () => {
  await Promise.all([t.stop(), late.stop()]);
});

const showtimes = async (api: TestApi, path: string, site = 'fr') =>
  expectShape(await api.get(path, site), ShowShowtimesSchema);
const all = (answer: ShowShowtimes) => answer.cinemas.flatMap((g) => g.showtimes);

/** The film with the most showtimes on the fr site over the window (the one the front end measures). */
async function busiestFilm(api: TestApi): Promise<string> {
  const list = await expectShape(await api.get('/api/shows?filter=book'), ShowListSchema);
  let best = { slug: '', n: -1 };
  for (const s of list.shows.filter((x) => x.isMovie)) {
    if (s.tracking.next24ShowtimesCount > best.n) best = { slug: s.slug, n: s.tracking.next24ShowtimesCount };
  }
  return best.slug;
}

describe('the demo trailer file (S3)', () => {
  const webm = readFileSync(join(MEDIA, 'marquee-countdown-v1.webm'));
  const mp4 = readFileSync(join(MEDIA, 'marquee-countdown-v1.mp4'));

  it('CAT-10 the committed files are a real WebM/VP9 and MP4/H.264 of about six seconds, small', () => {
    expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML
    expect(webm.includes(Buffer.from('V_VP9'))).toBe(true);
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(mp4.includes(Buffer.from('avc1'))).toBe(true);
    // faststart: the movie header comes before the media data, so playback starts from the first range
    expect(mp4.indexOf(Buffer.from('moov'))).toBeLessThan(mp4.indexOf(Buffer.from('mdat')));
    const mvhd = mp4.indexOf(Buffer.from('mvhd'));
    const timescale = mp4.readUInt32BE(mvhd + 16);
    const duration = mp4.readUInt32BE(mvhd + 20);
    expect(duration / timescale).toBeCloseTo(6, 1);
    expect(webm.length + mp4.length).toBeLessThan(300 * 1024);
  });

  it('CAT-10 served whole with its type, byte ranges announced and a year of caching; no site header needed', async () => {
    for (const [ext, body, type] of [
      ['webm', webm, 'video/webm'],
      ['mp4', mp4, 'video/mp4'],
    ] as const) {
      const res = await t.get(`/api/media/video/marquee-countdown-v1.${ext}`, null);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-length')).toBe(String(body.length));
      expect(Buffer.from(await res.arrayBuffer()).equals(body)).toBe(true);
    }
  });

  it('CAT-10 answers Range requests with 206 and the exact bytes (start-end, open end, suffix)', async () => {
    const url = '/api/media/video/marquee-countdown-v1.mp4';
    const size = mp4.length;
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=0-1', 0, 1],
      [`bytes=${size - 10}-`, size - 10, size - 1],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=1000-${size + 5000}`, 1000, size - 1],
    ] as const) {
      const res = await t.get(url, null, { range });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers.get('content-length')).toBe(String(end - start + 1));
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(Buffer.from(await res.arrayBuffer()).equals(mp4.subarray(start, end + 1))).toBe(true);
    }
    // a seek: the browser asks from the middle
    const mid = await t.get(url, null, { range: `bytes=${Math.floor(size / 2)}-` });
    expect(mid.status).toBe(206);
    expect((await mid.arrayBuffer()).byteLength).toBe(size - Math.floor(size / 2));
  });

  it('CAT-10 a range past the end is 416 with the size; malformed or multiple ranges get the whole file', async () => {
    const url = '/api/media/video/marquee-countdown-v1.webm';
    const past = await t.get(url, null, { range: `bytes=${webm.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${webm.length}`);
    expect((await t.get(url, null, { range: 'bytes=-0' })).status).toBe(416);
    for (const range of ['bytes=abc', 'items=0-10', 'bytes=0-10,20-30', 'bytes=50-10', 'bytes=-']) {
      const res = await t.get(url, null, { range });
      expect(res.status, range).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBe(webm.length);
    }
  });

  it('CAT-10 ETag: 304 on If-None-Match; If-Range with another ETag gets the whole file; HEAD has no body', async () => {
    const url = '/api/media/video/marquee-countdown-v1.webm';
    const first = await t.get(url, null);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect((await t.get(url, null, { 'if-none-match': etag })).status).toBe(304);
    expect((await t.get(url, null, { range: 'bytes=0-9', 'if-range': etag })).status).toBe(206);
    expect((await t.get(url, null, { range: 'bytes=0-9', 'if-range': '"stale"' })).status).toBe(200);
    const head = await fetch(t.api.url + url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    expect((await t.get('/api/media/video/other.mp4', null)).status).toBe(404);
    expect((await t.get('/api/media/video/..%2Fpackage.json', null)).status).toBe(404);
  });
});

describe('trailers of the show records', () => {
  it('CAT-07 CAT-10 CAT-11 each provider appears: S3 plays the served files, YouTube / Vimeo / AlloCiné carry their embed', async () => {
    const list = await expectShape(await t.get('/api/shows?filter=all'), ShowListSchema);
    const trailers = list.shows.flatMap((s) => s.trailers);
    const types = new Set(trailers.map((x) => x.videoType));
    expect([...types].sort()).toEqual(['S3', 'allocine', 'vimeo', 'youtube']);
    for (const tr of trailers) {
      expect(tr.isMain).toBe(true);
      expect(tr.snapshot).toMatch(/^\/api\/media\/backdrop\//);
      if (tr.videoType === 'S3') {
        expect(tr.embedUrl).toBeNull();
        expect(tr.sources.map((s) => s.type)).toEqual(['video/webm; codecs="vp9"', 'video/mp4; codecs="avc1.4d401f"']);
        expect(tr.url).toBe('/api/media/video/marquee-countdown-v1.mp4');
        expect(tr.duration).toBe(6);
      } else {
        expect(tr.sources).toEqual([]);
        expect(tr.externalId.length).toBeGreaterThan(5);
        const embed = {
          youtube: 'https://www.youtube-nocookie.com/embed/',
          vimeo: 'https://player.vimeo.com/video/',
          allocine: 'https://player.allocine.fr/',
        }[tr.videoType];
        expect(tr.embedUrl?.startsWith(embed)).toBe(true);
        expect(tr.embedUrl).toContain(tr.externalId);
        expect(tr.url).toMatch(/^https:\/\//);
      }
    }
    expect(list.shows.filter((s) => !s.isMovie).every((s) => s.trailers.length === 0)).toBe(true);
    const s3 = trailers.find((x) => x.videoType === 'S3');
    for (const source of s3?.sources ?? []) expect((await t.get(source.url, null)).status).toBe(200);
    const yt = await expectShape(await t.get('/api/youtube/latest'), YoutubeLatestSchema);
    expect(yt.videos.every((x) => /^[\w-]{11}$/.test(x.externalId))).toBe(true);
  });
});

describe('the showtime panel data', () => {
  it('SHELL-62 SHELL-63 SHELL-65 SHELL-66 each showtime: date and time with the site offset, version, 3D, icons, hall, seats, end', async () => {
    const slug = await busiestFilm(t);
    const answer = await showtimes(t, `/api/show/${slug}/showtimes/paris/2026-03-12`);
    expect(answer.timeZone).toBe('Europe/Paris');
    expect(answer.currency).toBe('EUR');
    const list = all(answer);
    expect(list.length).toBeGreaterThan(5);
    const show = await expectShape(await t.get(`/api/show/${slug}`), ShowDetailSchema);
    for (const st of list) {
      expect(st.time.startsWith('2026-03-12T')).toBe(true);
      expect(st.startsAt).toBe(`${st.time}:00+01:00`); // March in Paris: CET
      expect(st.endsAt).toBe(`${st.endTime}:00+01:00`);
      // the film's real end: the session's pre-show (adverts, trailers), then the film (decision 0053)
      expect(Date.parse(st.endsAt) - Date.parse(st.startsAt)).toBe((st.preShowMinutes + show.duration) * 60_000);
      expect(st.version.label).toMatch(/^[A-Z]{2,4}$/);
      expect(st.version.name.length).toBeGreaterThan(st.version.label.length);
      expect(st.flags['3d']).toBe(st.tags.includes('3d'));
      expect(st.experienceIcons.every((x) => st.tags.includes(x))).toBe(true);
      expect(st.accessibilityIcons.every((x) => ['audio-description', 'hoh-subtitles', 'relaxed'].includes(x))).toBe(
        true,
      );
      expect(st.seatCount).toBeGreaterThan(0);
    }
    // the hall and its seats are the cinema's own
    const group = answer.cinemas[0];
    const cinema = await expectShape(await t.get(`/api/cinema/${group?.cinemaSlug}`), CinemaDetailSchema);
    for (const st of group?.showtimes ?? []) {
      const hall = cinema.halls.find((h) => st.auditorium === `Salle ${h.name}`);
      expect(hall?.seats).toBe(st.seatCount);
    }
    // summer time: an offset of +02:00 (Paris) after the last Sunday of March
    const summer = await showtimes(t, `/api/show/${slug}/showtimes/paris/2026-03-30`);
    for (const st of all(summer)) expect(st.startsAt.endsWith('+02:00')).toBe(true);
  });

  it('SHELL-66 SHELL-67 each cinema carries its city, postal code and street, and the nearby-cinema note', async () => {
    const slug = await busiestFilm(t);
    const answer = await showtimes(t, `/api/show/${slug}/showtimes/2026-03-12`);
    const cinemas = await (await t.get('/api/cinemas')).json();
    for (const g of answer.cinemas) {
      const c = (
        cinemas as { cinemas: { slug: string; city: string; addressZip: string; addressLine1: string }[] }
      ).cinemas.find((x) => x.slug === g.cinemaSlug);
      expect(g.cinemaCity).toBe(c?.city);
      expect(g.cinemaPostalCode).toBe(c?.addressZip);
      expect(g.cinemaAddress).toBe(c?.addressLine1);
    }
    const paris = answer.cinemas.filter((g) => g.cinemaCitySlug === 'paris');
    expect(paris.length).toBeGreaterThan(1);
    const noted = paris.find((g) => g.sessionsNearby);
    expect(noted?.sessionsNearby?.wording).toBe(`Plus de séances au ${noted?.sessionsNearby?.cinemaName}`);
    // the nearby cinema really plays the film that day
    const there = await showtimes(t, `/api/show/${slug}/showtimes/${noted?.sessionsNearby?.cinema}/2026-03-12`);
    expect(all(there).length).toBeGreaterThan(0);
    // an isolated cinema (Dijon: the only one within 15 km) has no note
    const dijon = answer.cinemas.find((g) => g.cinemaCitySlug === 'dijon');
    if (dijon) expect(dijon.sessionsNearby).toBeNull();
  });

  it('SHELL-64 SHELL-68 SHELL-69 tag badges of the answer: one per tag used; 3D has none (accordion hidden)', async () => {
    const tags = await expectShape(await t.get('/api/tags'), TagListSchema);
    let found3d = false;
    let foundExperience = false;
    let foundSpecial = false;
    const slug = await busiestFilm(t);
    for (const date of ['2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15', '2026-03-16']) {
      const answer = await showtimes(t, `/api/show/${slug}/showtimes/${date}`);
      const used = new Set(all(answer).flatMap((st) => st.tags));
      expect(new Set(answer.tags.map((x) => x.slug))).toEqual(used);
      for (const tag of answer.tags) {
        const doc = tags.tags.find((x) => x.slug === tag.slug);
        if (tag.slug === '3d') {
          found3d = true;
          expect(tag.badgeDescription).toBeNull();
        } else {
          expect(doc?.hasBadge).toBe(true);
          expect(tag.badgeDescription).toBe(doc?.badgeDescription);
          expect(tag.badgeDescription?.length).toBeGreaterThan(10);
        }
        if (tag.category === 'experience') foundExperience = true;
        expect(tag.icon).toBe(`/api/media/icon/${tag.slug}.svg`);
      }
      const special = all(answer).find((st) => st.specialShowtimeDetails);
      if (special) {
        foundSpecial = true;
        expect(special.specialShowtimeDetails?.titleShowtimeDetails.length).toBeGreaterThan(3);
        expect(special.specialShowtimeDetails?.descriptionShowtimeDetails.length).toBeGreaterThan(10);
      }
    }
    expect(found3d && foundExperience && foundSpecial).toBe(true);
  });

  it('SHELL-70 CAT-16 the booking url is settings.tunnelUrl + refCmd', async () => {
    const settings = await expectShape(await t.get('/api/settings'), SettingsSchema);
    const slug = await busiestFilm(t);
    for (const st of all(await showtimes(t, `/api/show/${slug}/showtimes/2026-03-12`))) {
      expect(st.refCmd).toMatch(/^\d+$/);
      expect(st.url).toBe(settings.tunnelUrl + st.refCmd);
    }
  });
});

describe('ticket prices', () => {
  it('CAT-43 every showtime costs the cinema full price plus the surcharges of its experiences, as its pricing lists them', async () => {
    const slug = await busiestFilm(t);
    let withSurcharge = 0;
    for (const [site, currency] of [
      ['fr', 'EUR'],
      ['ch', 'CHF'],
      ['sn', 'XOF'],
    ] as const) {
      const answer = await showtimes(t, `/api/show/${slug}/showtimes/2026-03-20`, site);
      for (const g of answer.cinemas) {
        const cinema = await expectShape(await t.get(`/api/cinema/${g.cinemaSlug}`, site), CinemaDetailSchema);
        const full = cinema.pricing.prices[0]?.amount ?? 0;
        for (const st of g.showtimes) {
          expect(st.price.currency).toBe(currency);
          expect(st.price.fullPrice).toBe(full);
          const expected = cinema.pricing.complements.filter((x) => x.tag && st.tags.includes(x.tag));
          expect(st.price.surcharges.map((s) => [s.tag, s.amount])).toEqual(expected.map((x) => [x.tag, x.amount]));
          expect(st.price.amount).toBeCloseTo(full + expected.reduce((sum, x) => sum + x.amount, 0), 6);
          if (st.price.surcharges.length) withSurcharge++;
          if (currency === 'XOF') expect(st.price.amount % 100).toBe(0);
          if (currency === 'CHF') expect((st.price.amount * 2) % 1).toBe(0);
        }
      }
    }
    expect(withSurcharge).toBeGreaterThan(0);
    // labels follow the page language
    const en = await showtimes(t, `/api/show/${slug}/showtimes/2026-03-20?language=en`);
    const labelled = all(en).find((st) => st.price.surcharges.length);
    expect(labelled?.price.surcharges[0]?.label).toMatch(/ supplement$/);
  });

  it('CAT-43 cinemas differ in price: big-city cinemas cost more than the site average', async () => {
    const prices = new Map<string, number>();
    for (const slug of ['marquee-opera-paris', 'marquee-bastille-paris', 'marquee-bellecour-lyon']) {
      const c = await expectShape(await t.get(`/api/cinema/${slug}`), CinemaDetailSchema);
      prices.set(slug, c.pricing.prices[0]?.amount ?? 0);
      expect(c.pricing.complements.map((x) => x.tag)).toContain('3d');
    }
    for (const p of prices.values()) expect(p).toBeGreaterThanOrEqual(13.6);
  });
});

describe('accessibility tags', () => {
  it('CAT-23 audio description, subtitles for the deaf and hard of hearing and relaxed screenings on a realistic share of showtimes', () => {
    const db = new Database(t.dbPath, { readonly: true });
    const rows = db.prepare("SELECT tags FROM showtimes WHERE date = '2026-03-14'").all() as { tags: string }[];
    db.close();
    const share = (tag: string) =>
      rows.filter((r) => (JSON.parse(r.tags) as string[]).includes(tag)).length / rows.length;
    expect(rows.length).toBeGreaterThan(1000);
    expect(share('audio-description')).toBeGreaterThan(0.05);
    expect(share('audio-description')).toBeLessThan(0.12);
    expect(share('hoh-subtitles')).toBeGreaterThan(0.04);
    expect(share('hoh-subtitles')).toBeLessThan(0.1);
    expect(share('relaxed')).toBeGreaterThan(0.005);
    expect(share('relaxed')).toBeLessThan(0.05);
  });

  it('CAT-23 filters: accessibility tags keep only showtimes carrying one; with an experience, both are required', async () => {
    const tags = await expectShape(await t.get('/api/tags'), TagListSchema);
    const relaxed = tags.tags.find((x) => x.slug === 'relaxed');
    expect(relaxed?.tagCategory).toBe('accessibility');
    expect(relaxed?.accessibilityDescription?.length).toBeGreaterThan(20);
    const slug = await busiestFilm(t);
    const base = await showtimes(t, `/api/show/${slug}/showtimes/2026-03-14`);
    expect(base.facets.tags).toEqual(expect.arrayContaining(['audio-description', 'hoh-subtitles']));
    const ad = await showtimes(t, `/api/show/${slug}/showtimes/2026-03-14?tags=audio-description`);
    expect(ad.filters.tags).toEqual(['audio-description']);
    expect(all(ad).length).toBeGreaterThan(0);
    expect(all(ad).every((st) => st.accessibilityIcons.includes('audio-description'))).toBe(true);
    expect(all(ad).length).toBe(all(base).filter((st) => st.tags.includes('audio-description')).length);
    const either = await showtimes(t, `/api/show/${slug}/showtimes/2026-03-14?tags=audio-description,hoh-subtitles`);
    expect(all(either).length).toBe(
      all(base).filter((st) => st.tags.includes('audio-description') || st.tags.includes('hoh-subtitles')).length,
    );
    const experience = base.facets.tags.find((x) => ['imax', '4dx', 'dolby-cinema', 'screenx', 'premium'].includes(x));
    if (experience) {
      const both = await showtimes(t, `/api/show/${slug}/showtimes/2026-03-14?tags=${experience},audio-description`);
      expect(all(both).every((st) => st.tags.includes(experience) && st.tags.includes('audio-description'))).toBe(true);
    }
    const vost = await showtimes(t, `/api/show/${slug}/showtimes/2026-03-14?versions=vost`);
    expect(all(vost).every((st) => st.version.slug === 'vost')).toBe(true);
    expect(vost.facets).toEqual(base.facets); // chips do not depend on the filters
  });
});

describe('days', () => {
  it('CAT-09 CAT-21 days start at the site local today: past midnight in Paris (still the 11th in UTC) fr starts on the 12th', async () => {
    const slug = await busiestFilm(late);
    const fr = await showtimes(late, `/api/show/${slug}/showtimes/paris`);
    expect(fr.days[0]).toBe('2026-03-12');
    expect(fr.date).toBe('2026-03-12');
    expect(fr.days.at(-1)).toBe('2026-04-01'); // 21 days from the local today
    const detail = await expectShape(await late.get(`/api/show/${slug}`), ShowDetailSchema);
    expect(detail.days[0]).toBe('2026-03-12');
    // in Dakar it is 23:30 on the 11th: every showtime of the day has started, so the day is not offered
    const sn = await expectShape(await late.get(`/api/show/${slug}/showtimes/2026-03-11`, 'sn'), ShowShowtimesSchema);
    expect(sn.days.includes('2026-03-11')).toBe(false);
    const schedule = await expectShape(await late.get('/api/cinema/marquee-opera-paris/shows'), ScheduleSchema);
    expect(schedule.date).toBe('2026-03-12');
    expect(schedule.days[0]).toBe('2026-03-12');
  });

  it('CAT-21 a day without showtimes for the selection names the next day that has some', async () => {
    const slug = await busiestFilm(t);
    // a single cinema and a rare tag: the days with relaxed screenings are few
    const answer = await showtimes(t, `/api/show/${slug}/showtimes/2026-03-11`);
    const cinema = answer.cinemas[0]?.cinemaSlug ?? '';
    const filtered = await showtimes(t, `/api/show/${slug}/showtimes/${cinema}/2026-03-11?tags=hoh-subtitles`);
    const missing = [
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
      '2026-03-17',
    ].find((d) => !filtered.days.includes(d));
    expect(missing).toBeDefined();
    const empty = await showtimes(t, `/api/show/${slug}/showtimes/${cinema}/${missing}?tags=hoh-subtitles`);
    expect(empty.cinemas).toEqual([]);
    expect(empty.nextDay).toBe(filtered.days.find((d) => d > (missing ?? '')) ?? null);
    // yesterday and a day beyond the window: nothing, and the first day offered as next
    const yesterday = await showtimes(t, `/api/show/${slug}/showtimes/2026-03-10`);
    expect(yesterday.cinemas).toEqual([]);
    expect(yesterday.nextDay).toBe(yesterday.days[0]);
    const beyond = await showtimes(t, `/api/show/${slug}/showtimes/2026-06-01`);
    expect(beyond.cinemas).toEqual([]);
    expect(beyond.nextDay).toBeNull();
    const sched = await expectShape(
      await t.get('/api/cinema/marquee-opera-paris/shows?date=2026-03-13'),
      ScheduleSchema,
    );
    expect(sched.nextDay).toBe('2026-03-14');
  });
});

describe('the booking hand-off page', () => {
  const firstShowtime = async (site: string, language?: string) => {
    const slug = await busiestFilm(t);
    const q = language ? `?language=${language}` : '';
    const answer = await showtimes(t, `/api/show/${slug}/showtimes/2026-03-13${q}`, site);
    const group = answer.cinemas[0];
    const st = group?.showtimes.find((x) => x.status === 'available');
    if (!group || !st) throw new Error(`no showtime on ${site}`);
    return { group, st };
  };

  it('CAT-17 names the film, the cinema and the local time in the page language (site default, or ?language=)', async () => {
    for (const [site, language, word, lang] of [
      ['fr', undefined, 'Salle', 'fr'],
      ['fr', 'en', 'Screen', 'en'],
      ['nl', undefined, 'Zaal', 'nl'],
      ['ch', 'de', 'Saal', 'de'],
    ] as const) {
      const { group, st } = await firstShowtime(site, language);
      const res = await fetch(`${t.api.url}${st.url}${language ? `?language=${language}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}">`);
      const detail = await expectShape(
        await t.get(`/api/show/${group.showSlug}${language ? `?language=${language}` : ''}`, site),
        ShowDetailSchema,
      );
      expect(html).toContain(`<h1>${detail.title.replace(/'/g, '&#39;').replace(/&(?!#)/g, '&#38;')}</h1>`);
      expect(html).toContain(group.cinemaName.replace(/'/g, '&#39;'));
      expect(html).toContain(st.time.slice(11));
      expect(html).toContain(`<dt>${word}</dt>`);
      expect(html).toMatch(/<main>[\s\S]*<dl>[\s\S]*<\/dl>[\s\S]*<\/main>/);
    }
  });

  it('CAT-17 ERR-02 an unknown or malformed reference answers 404 with a clear page; a language the site lacks 400', async () => {
    for (const ref of ['999999999', 'abc', '12ab', 'x'.repeat(300)]) {
      const res = await fetch(`${t.api.url}/api/booking/${ref}?language=fr`);
      expect(res.status, ref).toBe(404);
      const html = await res.text();
      expect(html).toContain('<h1>Séance introuvable</h1>');
      expect(html).toContain('<html lang="fr">');
    }
    const { st } = await firstShowtime('fr');
    const bad = await fetch(`${t.api.url}${st.url}?language=de`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('fr, en');
  });

  it('CAT-17 a full showtime says so', async () => {
    const db = new Database(t.dbPath, { readonly: true });
    const row = db
      .prepare(
        "SELECT s.id FROM showtimes s JOIN cinemas c ON c.id = s.cinema_id WHERE s.soldout = 1 AND c.site = 'fr' AND s.date = '2026-03-13' LIMIT 1",
      )
      .get() as { id: number };
    db.close();
    const html = await (await fetch(`${t.api.url}/api/booking/${row.id}`)).text();
    expect(html).toContain('Cette séance est complète');
  });
});

describe('bad input', () => {
  it('API-27 API-28 malformed dates and filters are 400 naming the field; unknown places 404', async () => {
    const slug = await busiestFilm(t);
    const field = async (path: string, status = 400) =>
      (await expectShape(await t.get(path), ApiErrorSchema, status)).field;
    expect(await field(`/api/show/${slug}/showtimes/2026-13-01`)).toBe('date');
    expect(await field(`/api/show/${slug}/showtimes/paris/2026-03-12?tags=IMAX!`)).toBe('tags');
    expect(await field(`/api/show/${slug}/showtimes/paris/2026-03-12?tags=teleportation`)).toBe('tags');
    expect(await field(`/api/show/${slug}/showtimes/paris/2026-03-12?versions=klingon`)).toBe('versions');
    expect(await field(`/api/show/${slug}/showtimes/paris/2026-03-12?versions=`)).toBe('versions');
    expect(await field(`/api/show/${slug}/showtimes/atlantis/2026-03-12`, 404)).toBe('place');
    expect(await field('/api/show/no-such-film/showtimes/2026-03-12', 404)).toBe('slug');
  });

  it('property: any filter values, dates and places never get a 5xx', async () => {
    const slug = await busiestFilm(t);
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 30 }),
        fc.string({ maxLength: 30 }),
        fc.oneof(fc.constant('2026-03-12'), fc.string({ maxLength: 12 })),
        async (tags, versions, date) => {
          const q = new URLSearchParams({ tags, versions }).toString();
          const res = await t.get(`/api/show/${slug}/showtimes/paris/${encodeURIComponent(date) || 'x'}?${q}`);
          expect(res.status).toBeLessThan(500);
          const booking = await fetch(
            `${t.api.url}/api/booking/${encodeURIComponent(tags) || 'x'}?language=${encodeURIComponent(versions)}`,
          );
          expect(booking.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('seed version', () => {
  it('a file seeded by an older seed is seeded again on start; client data is kept', async () => {
    const own = await startTestApi({ now: () => NOW });
    await own.api.close();
    const db = new Database(own.dbPath);
    db.prepare("UPDATE meta SET value = '1' WHERE key = 'seed_version'").run();
    db.prepare("DELETE FROM docs WHERE kind = 'tag' AND slug = 'relaxed'").run();
    db.prepare(
      "INSERT OR REPLACE INTO favorites (client_id, site, cinema_slug, position) VALUES ('client-x', 'fr', 'marquee-opera-paris', 1)",
    ).run();
    db.close();
    const again = await startApi({ port: 0, dbPath: own.dbPath, now: () => NOW });
    try {
      const res = await fetch(`${again.url}/api/tag/relaxed`, { headers: { 'X-Marquee-Site': 'fr' } });
      expect(res.status).toBe(200);
      const check = new Database(own.dbPath, { readonly: true });
      expect(check.prepare("SELECT value FROM meta WHERE key = 'seed_version'").get()).toEqual({
        value: String(SEED_VERSION),
      });
      expect(check.prepare("SELECT count(*) AS n FROM favorites WHERE client_id = 'client-x'").get()).toEqual({ n: 1 });
      check.close();
    } finally {
      await again.close();
      await own.stop();
    }
  });
});
