import type { Db, Queryable } from '@marquee/db';
import type { AlertMessage } from '../alerts/outbox';

/**
 * The SQL of the alert mail outbox (tables of src/db/alerts.ts, shared database): queuing once
 * per key, the unsubscribed addresses, and the sender's reads and marks (src/alerts/outbox.ts).
 */

const normalise = (address: string) => address.trim().toLowerCase();

/** Queues a message once per key; true when it was new. */
export async function enqueueAlert(db: Queryable, message: AlertMessage, now = Date.now()): Promise<boolean> {
  const { changes } = await db.run(
    `INSERT INTO alert_outbox (message_key, recipient, subject, text_body, html_body, headers, created_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (message_key) DO NOTHING`,
    [
      message.key,
      normalise(message.to),
      message.subject,
      message.text,
      message.html,
      JSON.stringify(message.headers ?? {}),
      now,
      now,
    ],
  );
  return changes === 1;
}

/** No alert mail to this address any more (the unsubscribe link); what waits for it is dropped. */
export async function unsubscribeAddress(db: Db, address: string, now = Date.now()): Promise<void> {
  const recipient = normalise(address);
  await db.transaction(async (tx) => {
    await tx.run(
      'INSERT INTO alert_unsubscribed (recipient, unsubscribed_at) VALUES (?, ?) ON CONFLICT (recipient) DO NOTHING',
      [recipient, now],
    );
    await tx.run(
      "UPDATE alert_outbox SET dropped_at = ?, last_error = 'unsubscribed' WHERE recipient = ? AND sent_at IS NULL AND dropped_at IS NULL",
      [now, recipient],
    );
  });
}

/** Alert mail to this address again (the client asked for a new alert while signed in). */
export async function resubscribeAddress(db: Db, address: string): Promise<void> {
  await db.run('DELETE FROM alert_unsubscribed WHERE recipient = ?', [normalise(address)]);
}

export interface OutboxRow {
  message_key: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string;
  attempts: number | string;
}

/** The rows due at `now` (not sent, not dropped), oldest first. */
export async function dueOutboxRows(db: Db, now: number, limit: number): Promise<OutboxRow[]> {
  return db.all<OutboxRow>(
    `SELECT message_key, recipient, subject, text_body, html_body, headers, attempts FROM alert_outbox
     WHERE sent_at IS NULL AND dropped_at IS NULL AND next_attempt_at <= ? ORDER BY created_at, message_key LIMIT ?`,
    [now, limit],
  );
}

/** Whether an address unsubscribed (normalised already). */
export async function isUnsubscribed(db: Db, recipient: string): Promise<boolean> {
  return Boolean(await db.get('SELECT 1 AS x FROM alert_unsubscribed WHERE recipient = ?', [recipient]));
}

/** A row that will never be sent (its address unsubscribed). */
export async function markOutboxDropped(db: Db, key: string, now: number): Promise<void> {
  await db.run("UPDATE alert_outbox SET dropped_at = ?, last_error = 'unsubscribed' WHERE message_key = ?", [now, key]);
}

/** A row the SMTP server accepted. */
export async function markOutboxSent(db: Db, key: string, now: number): Promise<void> {
  await db.run(
    'UPDATE alert_outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE message_key = ?',
    [now, key],
  );
}

/** A try that failed: counted, and the row waits until `nextAttemptAt`. */
export async function markOutboxFailed(
  db: Db,
  key: string,
  attempts: number,
  nextAttemptAt: number,
  error: string,
): Promise<void> {
  await db.run('UPDATE alert_outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE message_key = ?', [
    attempts,
    nextAttemptAt,
    error,
    key,
  ]);
}

/**
 * The showtimes an alert has already announced: its `alert_showings` rows, and the per-showing
 * messages of the first design (`showing:<alert id>:<showtime id>` outbox keys), so a database
 * that sent those never announces the same showing again.
 */
export async function announcedShowings(db: Db, alertId: string): Promise<Set<string>> {
  const rows = await db.all<{ showtime_id: string }>('SELECT showtime_id FROM alert_showings WHERE alert_id = ?', [
    alertId,
  ]);
  const prefix = `showing:${alertId}:`;
  const legacy = await db.all<{ message_key: string }>(
    'SELECT message_key FROM alert_outbox WHERE message_key LIKE ?',
    [`${prefix}%`],
  );
  return new Set([
    ...rows.map((row) => String(row.showtime_id)),
    ...legacy.map((row) => row.message_key.slice(prefix.length)),
  ]);
}

/**
 * Queues one mail announcing some showings and records them as announced, in one transaction:
 * either both happen or neither (a crash between them cannot announce a showing twice or lose it).
 * True when the mail was new.
 */
export async function enqueueShowingsMail(
  db: Db,
  message: AlertMessage,
  alertId: string,
  showtimeIds: readonly string[],
  now = Date.now(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const queued = await enqueueAlert(tx, message, now);
    for (const id of showtimeIds) {
      await tx.run(
        `INSERT INTO alert_showings (alert_id, showtime_id, message_key, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (alert_id, showtime_id) DO NOTHING`,
        [alertId, id, message.key, now],
      );
    }
    return queued;
  });
}

/** Forgets announced showings older than `before` (their showtimes are long past) and those of removed alerts. */
export async function pruneAnnouncedShowings(db: Db, before: number): Promise<void> {
  await db.run('DELETE FROM alert_showings WHERE created_at < ?', [before]);
  await db.run('DELETE FROM alert_showings WHERE alert_id NOT IN (SELECT id FROM alerts)');
}
