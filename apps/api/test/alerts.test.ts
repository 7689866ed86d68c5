import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ApiErrorSchema,
  ClientAlertListSchema,
  type Schedule,
  ScheduleSchema,
  type Show,
  ShowListSchema,
} from '@marquee/domain-models';
import { databaseTarget, openDb } from '@marquee/db';
import { startTestSmtpServer, type TestSmtpServer } from '@marquee/mail/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mintDevToken } from '../src/auth';
import { type RunningApi, startApi } from '../src/server';
import { engineEnv, expectShape } from './helpers';

// Issue 28 item 2: a signed-in client's alerts (booking opens for a coming-soon film; an
// accessible showing of a wishlist film at a favourite cinema), found by the API's job and mailed
// once through a real SMTP server, in the alert's language, with a signed unsubscribe link; the
// mail server down: they wait and arrive once; unsubscribed: nothing more. SQLite and PostgreSQL.
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

const START = Date.parse('2026-03-11T15:00:00Z');

describe.each(['sqlite', 'postgres'] as const)('alerts on %s', (engine) => {
  let clock = START;
  const dirs: string[] = [];
  const apis: RunningApi[] = [];
  let drop: (() => Promise<void>) | undefined;
  let env: NodeJS.ProcessEnv;
  let dbPath: string;
  let api: RunningApi;

  const scratch = () => {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-alerts-api-'));
    dirs.push(dir);
    return join(dir, 'api.sqlite');
  };
  /** An API instance on the test's database with the SMTP server; its timer never fires in a test. */
  const instance = async (path: string) => {
    const running = await startApi({
      port: 0,
      dbPath: path,
      now: () => new Date(clock),
      env,
      alertsEveryMs: 3_600_000,
    });
    apis.push(running);
    return running;
  };
  beforeAll(async () => {
    const engined = await engineEnv(engine);
    drop = engined.drop;
    env = { ...engined.env, SMTP_URL: smtp.url, PUBLIC_ENVIRONMENT: 'development' };
    dbPath = scratch();
    api = await instance(dbPath);
  });
  afterEach(() => {
    clock = START;
    smtp.refuse(false);
  });
  afterAll(async () => {
    for (const running of apis) await running.close();
    await drop?.();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const call = (method: string, path: string, token?: string, body?: unknown, site = 'fr', lang?: string) =>
    fetch(`${api.url}${path}${lang ? `${path.includes('?') ? '&' : '?'}language=${lang}` : ''}`, {
      method,
      headers: {
        'X-Marquee-Site': site,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const client = async (name: string) => {
    const id = `${engine}-${name}`;
    const email = `${id}@example.test`;
    return { id, email, token: await mintDevToken(id, { given_name: name, email }) };
  };
  /** Coming-soon films whose booking is not open yet, their sales opening first. */
  const presaleFilms = async (): Promise<Show[]> => {
    const up = await expectShape(await call('GET', '/api/shows?filter=upcoming'), ShowListSchema);
    return (
      up.shows
        // Paris-local now: 16:00 on START's day.
        .filter((s) => s.isMovie && !s.bookable && String(s.salesOpeningDatetime) > '2026-03-11T16:00')
        .sort((a, b) => String(a.salesOpeningDatetime).localeCompare(String(b.salesOpeningDatetime)))
    );
  };
  /** Two hours after a Paris-local date-time (UTC+1 in winter, +2 in summer: after it either way). */
  const pastOpening = (local: string) => Date.parse(`${local}:00+01:00`) + 60 * 60_000;
  /** Whether the shared database lists an address as unsubscribed (read apart from the API). */
  const unsubscribed = async (address: string) => {
    const db = openDb(databaseTarget(env, dbPath));
    try {
      return Boolean(await db.get('SELECT 1 AS x FROM alert_unsubscribed WHERE recipient = ?', [address]));
    } finally {
      await db.close();
    }
  };
  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
  const unsubscribeLink = (text: string) => {
    const link = /(http:\/\/fr\.marquee\.localhost\/api\/alerts\/unsubscribe\?\S+)/.exec(text)?.[1];
    expect(link).toBeDefined();
    return new URL(link as string);
  };

  it('API-07 alert endpoints: own client only, 400 with the field, one per target, removal', async () => {
    const ada = await client('ada');
    const bob = await client('bob');
    const path = `/api/client/${ada.id}/alerts`;
    await expectShape(await call('GET', path), ApiErrorSchema, 401);
    expect((await expectShape(await call('GET', path, bob.token), ApiErrorSchema, 403)).field).toBe('id');
    const kind = await expectShape(await call('POST', path, ada.token, { kind: 'weather' }), ApiErrorSchema, 400);
    expect(kind.field).toMatch(/^body/);
    const feature = await expectShape(
      await call('POST', path, ada.token, { kind: 'accessible-showing', feature: 'loud' }),
      ApiErrorSchema,
      400,
    );
    expect(feature.field).toBe('body.feature');
    const unknown = await expectShape(
      await call('POST', path, ada.token, { kind: 'booking-opens', film: 'no-such-film' }),
      ApiErrorSchema,
      404,
    );
    expect(unknown.field).toBe('body.film');
    const playing = await expectShape(await call('GET', '/api/shows?filter=book'), ShowListSchema);
    const open = await expectShape(
      await call('POST', path, ada.token, { kind: 'booking-opens', film: playing.shows[0]?.slug }),
      ApiErrorSchema,
      409,
    );
    expect(open.field).toBe('body.film');
    const [film] = await presaleFilms();
    await call('POST', path, ada.token, { kind: 'booking-opens', film: film?.slug });
    await call('POST', path, ada.token, { kind: 'accessible-showing', feature: 'relaxed' });
    const again = await expectShape(
      await call('POST', path, ada.token, { kind: 'booking-opens', film: film?.slug }),
      ClientAlertListSchema,
    );
    expect(again.items.map((a) => a.kind).sort()).toEqual(['accessible-showing', 'booking-opens']);
    expect(again.items.find((a) => a.kind === 'booking-opens')?.film).toEqual({ slug: film?.slug, title: film?.title });
    // Another site's alerts are apart; another client cannot remove them.
    expect(
      (await expectShape(await call('GET', path, ada.token, undefined, 'be'), ClientAlertListSchema)).items,
    ).toEqual([]);
    const relaxed = again.items.find((a) => a.kind === 'accessible-showing')?.id ?? '';
    await expectShape(await call('DELETE', `/api/client/${bob.id}/alerts/${relaxed}`, ada.token), ApiErrorSchema, 403);
    await expectShape(await call('DELETE', `/api/client/${bob.id}/alerts/${relaxed}`, bob.token), ApiErrorSchema, 404);
    const left = await expectShape(await call('DELETE', `${path}/${relaxed}`, ada.token), ClientAlertListSchema);
    expect(left.items.map((a) => a.kind)).toEqual(['booking-opens']);
  });

  it('booking opens: one mail in the alert language once the sales opening passed, on two instances and twice', async () => {
    const eve = await client('eve');
    const [film] = await presaleFilms();
    expect(film?.salesOpeningDatetime).toBeTruthy();
    const added = await expectShape(
      await call(
        'POST',
        `/api/client/${eve.id}/alerts`,
        eve.token,
        { kind: 'booking-opens', film: film?.slug },
        'be',
        'nl',
      ),
      ClientAlertListSchema,
    );
    expect(added.items).toHaveLength(1);
    // Before the opening: nothing.
    expect(await api.alerts?.runOnce()).toMatchObject({ queued: 0, sent: 0 });
    clock = pastOpening(String(film?.salesOpeningDatetime));
    // Two instances at once, then each again: one mail.
    const other = await instance(engine === 'sqlite' ? dbPath : scratch());
    const before = smtp.messages.length;
    const passes = await Promise.all([api.alerts?.runOnce(), other.alerts?.runOnce()]);
    const mail = await smtp.waitForMail((m) => m.to.includes(eve.email));
    passes.push(await api.alerts?.runOnce(), await other.alerts?.runOnce());
    // Every acceptance is one mail (another client's due alert goes too), eve's once.
    const sent = passes.reduce((sum, pass) => sum + (pass?.sent ?? 0), 0);
    await vi.waitFor(() => expect(smtp.messages.length - before).toBe(sent));
    expect(mailsTo(eve.email)).toHaveLength(1);
    // Dutch (the alert was asked on be in Dutch), the film's link, the signed unsubscribe link and headers.
    expect(mail.subject).toMatch(/^Reserveren kan nu: /);
    // The film's page in Dutch on be (every be page carries its language), never a redirected path.
    expect(mail.text).toMatch(/^Nu reserveren: http:\/\/be\.marquee\.localhost\/nl\/film\/[a-z0-9-]+$/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/be\.marquee\.localhost\/api\/alerts\/unsubscribe\?/m);
  });

  it('the mail server down: the alert waits and arrives once after it is back', async () => {
    const kim = await client('kim');
    const [film] = await presaleFilms();
    await call('POST', `/api/client/${kim.id}/alerts`, kim.token, { kind: 'booking-opens', film: film?.slug });
    clock = pastOpening(String(film?.salesOpeningDatetime));
    smtp.refuse(true);
    expect(await api.alerts?.runOnce()).toMatchObject({ queued: 1, sent: 0, failed: 1 });
    smtp.refuse(false);
    // Not due again before the retry delay (one minute); then sent once.
    expect(await api.alerts?.runOnce()).toMatchObject({ queued: 0, sent: 0 });
    clock += 60_000;
    expect(await api.alerts?.runOnce()).toMatchObject({ sent: 1 });
    await smtp.waitForMail((m) => m.to.includes(kim.email));
    clock += 3_600_000;
    await api.alerts?.runOnce();
    expect(mailsTo(kim.email)).toHaveLength(1);
    expect(mailsTo(kim.email)[0]?.subject).toMatch(/^Les réservations sont ouvertes : /);
  });

  it('the unsubscribe link: GET asks, a forged link is refused, POST unsubscribes and no more mail comes', async () => {
    const lou = await client('lou');
    const films = await presaleFilms();
    const first = films[0];
    const later = films.find((f) => String(f.salesOpeningDatetime) > String(first?.salesOpeningDatetime));
    expect(later).toBeDefined();
    for (const film of [first, later]) {
      await call(
        'POST',
        `/api/client/${lou.id}/alerts`,
        lou.token,
        { kind: 'booking-opens', film: film?.slug },
        'fr',
        'en',
      );
    }
    clock = pastOpening(String(first?.salesOpeningDatetime));
    await api.alerts?.runOnce();
    const mail = await smtp.waitForMail((m) => m.to.includes(lou.email));
    expect(mail.subject).toMatch(/^Booking is open: /);
    const link = unsubscribeLink(mail.text);
    const at = (query: string) => `${api.url}${link.pathname}?${query}`;
    // A mail scanner's GET: a page with the button, nothing changes.
    const ask = await fetch(at(link.search.slice(1)), { headers: { 'X-Marquee-Site': 'fr' } });
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain('<form method="post"');
    // Forged: another address with the same signature, or a changed signature.
    const other = Buffer.from('someone@example.test').toString('base64url');
    const t = link.searchParams.get('t') ?? '';
    for (const forged of [
      `a=${other}&t=${t}`,
      `a=${link.searchParams.get('a')}&t=${t.slice(0, -1)}${t.endsWith('A') ? 'E' : 'A'}`,
      'a=&t=',
    ]) {
      const refused = await fetch(at(forged), { method: 'POST', headers: { 'X-Marquee-Site': 'fr' } });
      expect(refused.status).toBe(400);
    }
    // Still subscribed after the GET and the forgeries (the shared database says so).
    expect(await unsubscribed(lou.email)).toBe(false);
    // POST (the one-click body of RFC 8058): unsubscribed; the later film's mail is dropped.
    const unsubscribe = await fetch(at(link.search.slice(1)), {
      method: 'POST',
      headers: { 'X-Marquee-Site': 'fr', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.status).toBe(200);
    expect(await unsubscribe.text()).toContain('You are unsubscribed');
    clock = pastOpening(String(later?.salesOpeningDatetime));
    expect(await unsubscribed(lou.email)).toBe(true);
    expect(await api.alerts?.runOnce()).toMatchObject({ queued: 1, sent: 0, dropped: 1 });
    expect(mailsTo(lou.email)).toHaveLength(1);
  });

  it('accessible showings of a wishlist film at a favourite cinema: one mail per film naming them, then only new ones, each once', async () => {
    const mia = await client('mia');
    const cinema = 'marquee-opera-paris';
    // A second instance on the database; its start moves the window back to this test's clock
    // (earlier tests moved it on), and the first instance reads the catalogue as it is now.
    const other = await instance(dbPath);
    await api.store.refresh();
    // A film with at least two audio-described showings at the cinema from tomorrow on (the
    // finder counts today's bookable ones too), within the window.
    const counts = new Map<string, number>();
    let date: string | undefined = new Date(clock + 86_400_000).toISOString().slice(0, 10);
    for (let day = 0; day < 21 && date; day++) {
      const schedule: Schedule = await expectShape(
        await call('GET', `/api/cinema/${cinema}/shows?date=${date}`),
        ScheduleSchema,
      );
      for (const s of schedule.shows) {
        const n = s.cinemas.flatMap((c) => c.showtimes).filter((st) => st.tags.includes('audio-description')).length;
        if (n > 0) counts.set(s.show.slug, (counts.get(s.show.slug) ?? 0) + n);
      }
      date = schedule.nextDay ?? undefined;
    }
    const [film, fromTomorrow] = [...counts].find(([, n]) => n >= 2) ?? [];
    expect(film).toBeDefined();
    await call('POST', `/api/client/${mia.id}/cinema/${cinema}`, mia.token);
    await call('POST', `/api/client/${mia.id}/show/${film}/intention`, mia.token, { intention: 2 });
    await call('POST', `/api/client/${mia.id}/alerts`, mia.token, {
      kind: 'accessible-showing',
      feature: 'audio-description',
    });
    // The first pass names what is already scheduled: one mail for the one wishlist film.
    expect(await api.alerts?.runOnce()).toMatchObject({ queued: 1, sent: 1 });
    await vi.waitFor(() => expect(mailsTo(mia.email)).toHaveLength(1));
    const mail = mailsTo(mia.email)[0];
    expect(mail?.subject).toMatch(/^Audiodescription : /);
    // One sentence for a single showing, else the count and a line per showing (8 at most).
    const text = mail?.text ?? '';
    const listed = text.split('\n').filter((line) => /, \d{2}:\d{2}$/.test(line));
    const count = Number(/^(\d+) séances « Audiodescription » de « .+ » sont programmées :$/m.exec(text)?.[1]);
    expect(count).toBeGreaterThanOrEqual(fromTomorrow ?? 2);
    expect(listed).toHaveLength(Math.min(count, 8));
    if (count > 8) expect(text).toContain(`et ${count - 8} autre`);
    // The film's page on fr in French (fr's default language has no prefix).
    expect(mail?.text).toContain(`Voir les séances: http://fr.marquee.localhost/film/${film}\n`);
    expect(await api.alerts?.runOnce()).toMatchObject({ queued: 0, sent: 0 });

    // The catalogue gains one audio-described showing of the film at the cinema: announced alone.
    const db = api.store.catalogue;
    const model = await db.get<{ id: number | string; date: string }>(
      `SELECT s.id, s.date FROM showtimes s JOIN cinemas c ON c.id = s.cinema_id JOIN shows f ON f.id = s.show_id
       WHERE c.slug = ? AND (f.slug = ? OR f.id IN (SELECT show_id FROM show_slugs WHERE slug = ?)) AND s.tags LIKE ?
       ORDER BY s.date DESC, s.start DESC LIMIT 1`,
      [cinema, String(film), String(film), '%"audio-description"%'],
    );
    expect(model).toBeDefined();
    const newId = 9_000_000_000_000 + (engine === 'postgres' ? 2 : 1);
    await db.run(
      `INSERT INTO showtimes (id, cinema_id, show_id, date, start, hall_id, version, tags, soldout, special)
       SELECT ?, cinema_id, show_id, date, '23:58', hall_id, version, tags, 0, special FROM showtimes WHERE id = ?`,
      [newId, model?.id ?? 0],
    );
    try {
      expect(await api.alerts?.runOnce()).toMatchObject({ queued: 1, sent: 1 });
      await vi.waitFor(() => expect(mailsTo(mia.email)).toHaveLength(2));
      const second = mailsTo(mia.email)[1]?.text ?? '';
      expect(second).toContain('Une séance « Audiodescription » de');
      expect(second).toMatch(/, 23:58\.\n/);
      // Another pass, or another instance on the same database, announces nothing more.
      expect(await api.alerts?.runOnce()).toMatchObject({ queued: 0, sent: 0 });
      expect(await other.alerts?.runOnce()).toMatchObject({ queued: 0, sent: 0 });
      expect(mailsTo(mia.email)).toHaveLength(2);
    } finally {
      await db.run('DELETE FROM showtimes WHERE id = ?', [newId]);
    }
  });
});

describe('the alert job of startApi', () => {
  it('runs on its own timer with SMTP_URL; without it there is no job and the log says so once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-alerts-job-'));
    const warnings: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
    });
    const env = { ...(await engineEnv('sqlite')).env, PUBLIC_ENVIRONMENT: 'development' };
    let clock = START;
    const quiet = await startApi({ port: 0, dbPath: join(dir, 'quiet.sqlite'), env: { ...env, SMTP_URL: '' } });
    warn.mockRestore();
    const api = await startApi({
      port: 0,
      dbPath: join(dir, 'api.sqlite'),
      now: () => new Date(clock),
      env: { ...env, SMTP_URL: smtp.url },
      alertsEveryMs: 100,
    });
    try {
      expect(quiet.alerts).toBeNull();
      expect(warnings.filter((line) => line.includes('SMTP_URL is not set'))).toHaveLength(1);
      const email = 'timer@example.test';
      const token = await mintDevToken('timer-client', { email });
      const up = await expectShape(
        await fetch(`${api.url}/api/shows?filter=upcoming`, { headers: { 'X-Marquee-Site': 'fr' } }),
        ShowListSchema,
      );
      const film = up.shows.find((s) => s.isMovie && String(s.salesOpeningDatetime) > '2026-03-11T16:00');
      const added = await fetch(`${api.url}/api/client/timer-client/alerts`, {
        method: 'POST',
        headers: { 'X-Marquee-Site': 'fr', Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'booking-opens', film: film?.slug }),
      });
      expect(added.status).toBe(200);
      clock = Date.parse(`${film?.salesOpeningDatetime}:00+01:00`) + 60 * 60_000;
      // Nobody calls runOnce: the timer's pass finds and sends it.
      const mail = await smtp.waitForMail((m) => m.to.includes(email));
      expect(mail.subject).toMatch(/^Les réservations sont ouvertes : /);
    } finally {
      await quiet.close();
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
