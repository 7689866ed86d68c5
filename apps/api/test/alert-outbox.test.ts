import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, migrate, openDb, SHARED_MIGRATIONS } from '@marquee/db';
import { createTestDatabase } from '@marquee/db/testing';
import { createMailer, type Mailer, mailConfigFromEnv } from '@marquee/mail';
import { startTestSmtpServer, type TestSmtpServer } from '@marquee/mail/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { AlertSender, enqueueAlert, messageIdOf, retryDelayMs, unsubscribeAddress } from '../src/alerts/outbox';
import { ALERT_MIGRATIONS } from '../src/db/alerts';

// Issue 28 item 2 (first slice): alert mail is queued once per key and sent once, after the SMTP
// server accepted it; the server down: it waits and is retried, never lost, never sent twice; an
// unsubscribed address gets nothing. A real SMTP server, both engines.
let smtp: TestSmtpServer;
let mailer: Mailer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  mailer = createMailer(mailConfigFromEnv({ SMTP_URL: smtp.url }), { timeoutSeconds: 5 });
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
});

const message = (key: string, to: string) => ({
  key,
  to,
  subject: `Booking is open: ${key}`,
  text: `Booking is open (${key}).`,
  html: `<p>Booking is open (${key}).</p>`,
  headers: { 'List-Unsubscribe': '<https://fr.marquee.example/api/v1/alerts/unsubscribe?t=x>' },
});
const received = (key: string) => smtp.messages.filter((m) => m.subject === `Booking is open: ${key}`);

describe.each([
  ['SQLite', 'sqlite'],
  ['PostgreSQL', 'postgres'],
] as const)('alert outbox on %s', (_name, engine) => {
  let db: Db;
  let dir: string;
  let drop: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'marquee-alerts-'));
    if (engine === 'postgres') {
      const database = await createTestDatabase(inject('postgresUrl'), 'alerts');
      drop = database.drop;
      db = openDb({ engine: 'postgres', url: database.url });
    } else {
      db = openDb({ engine: 'sqlite', path: join(dir, 'shared.sqlite') });
    }
    await migrate(db, 'shared', SHARED_MIGRATIONS);
    await migrate(db, 'api-alerts', ALERT_MIGRATIONS);
  });
  afterEach(async () => {
    await db.close();
    await drop?.();
    drop = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('a message found twice is queued once and sent once, after the SMTP server accepted it', async () => {
    const key = `booking-opens:${engine}-once-${Date.now()}`;
    expect(await enqueueAlert(db, message(key, 'Ada@Example.test'))).toBe(true);
    expect(await enqueueAlert(db, message(key, 'ada@example.test'))).toBe(false);
    const sender = new AlertSender(db, mailer);
    expect(await sender.runOnce()).toMatchObject({ sent: 1, failed: 0 });
    const mail = await smtp.waitForMail((m) => m.subject === `Booking is open: ${key}`);
    expect(mail.to).toEqual(['ada@example.test']);
    expect(mail.raw).toContain(`Message-ID: ${messageIdOf(key)}`);
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s/m);
    // A restart (a new sender) and another pass send nothing more.
    expect(await new AlertSender(db, mailer).runOnce()).toMatchObject({ sent: 0 });
    expect(received(key)).toHaveLength(1);
  });

  it('the mail server down: the message waits, is retried after the delay, and arrives once', async () => {
    const key = `booking-opens:${engine}-down-${Date.now()}`;
    const now = Date.now();
    await enqueueAlert(db, message(key, 'down@example.test'), now);
    const sender = new AlertSender(db, mailer);
    smtp.refuse(true);
    try {
      expect(await sender.runOnce(now)).toMatchObject({ sent: 0, failed: 1 });
      // Not due again before its delay.
      expect(await sender.runOnce(now + retryDelayMs(1) - 1)).toMatchObject({ sent: 0, failed: 0 });
    } finally {
      smtp.refuse(false);
    }
    const row = await db.get<{ attempts: number; sent_at: number | null; last_error: string }>(
      'SELECT attempts, sent_at, last_error FROM alert_outbox WHERE message_key = ?',
      [key],
    );
    expect(Number(row?.attempts)).toBe(1);
    expect(row?.sent_at).toBeNull();
    expect(row?.last_error).toMatch(/failed/);
    expect(received(key)).toHaveLength(0);
    expect(await sender.runOnce(now + retryDelayMs(1))).toMatchObject({ sent: 1 });
    await smtp.waitForMail((m) => m.subject === `Booking is open: ${key}`);
    expect(await sender.runOnce(now + 10 * retryDelayMs(1))).toMatchObject({ sent: 0 });
    expect(received(key)).toHaveLength(1);
  });

  it('two instances at once: one holds the lease, each message goes once', async () => {
    const keys = [1, 2, 3].map((i) => `booking-opens:${engine}-two-${i}-${Date.now()}`);
    for (const key of keys) await enqueueAlert(db, message(key, 'two@example.test'));
    const reports = await Promise.all([new AlertSender(db, mailer).runOnce(), new AlertSender(db, mailer).runOnce()]);
    const sent = reports.reduce((total, report) => total + (report?.sent ?? 0), 0);
    expect(sent).toBe(3);
    for (const key of keys) await smtp.waitForMail((m) => m.subject === `Booking is open: ${key}`);
    for (const key of keys) expect(received(key)).toHaveLength(1);
  });

  it('an unsubscribed address gets nothing: what waited is dropped, what comes later too', async () => {
    const waiting = `booking-opens:${engine}-unsub-a-${Date.now()}`;
    const later = `booking-opens:${engine}-unsub-b-${Date.now()}`;
    await enqueueAlert(db, message(waiting, 'gone@example.test'));
    await unsubscribeAddress(db, 'Gone@Example.test');
    await enqueueAlert(db, message(later, 'gone@example.test'));
    const sender = new AlertSender(db, mailer);
    expect(await sender.runOnce()).toMatchObject({ sent: 0, dropped: 1 });
    expect(received(waiting)).toHaveLength(0);
    expect(received(later)).toHaveLength(0);
  });

  it('no SMTP server configured: nothing is tried, everything waits', async () => {
    const key = `booking-opens:${engine}-none-${Date.now()}`;
    await enqueueAlert(db, message(key, 'none@example.test'));
    const report = await new AlertSender(db, createMailer({ from: '' }, { log: () => undefined })).runOnce();
    expect(report).toMatchObject({ sent: 0, notConfigured: true });
    const row = await db.get<{ sent_at: number | null; attempts: number }>(
      'SELECT sent_at, attempts FROM alert_outbox WHERE message_key = ?',
      [key],
    );
    expect(row?.sent_at).toBeNull();
    expect(Number(row?.attempts)).toBe(0);
  });
});
