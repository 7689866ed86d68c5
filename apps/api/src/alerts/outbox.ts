import { createHash } from 'node:crypto';
import { type Db, JobLease } from '@marquee/db';
import { type Mailer, MailSendError, type RenderedMail } from '@marquee/mail';

/**
 * The alert mail outbox (issue 28 item 2, first slice): every alert message is a row with a unique
 * key before anything is sent, so finding the same due alert twice (another pass, another
 * instance, a restart) queues it once; a sender under a job lease (one instance at a time) sends
 * the rows that are due and marks each sent only once the SMTP server accepted it; a refusal or an
 * unreachable server leaves the row waiting, retried later with a growing delay. An unsubscribed
 * address gets nothing. Its tables: src/db/alerts.ts (migration scope `api-alerts`, shared database).
 */

/** One alert message to queue: `key` names it for good (e.g. `booking-opens:<alert id>`). */
export interface AlertMessage extends RenderedMail {
  readonly key: string;
  readonly to: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The delay before the n-th retry: 1 min doubling to 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

const normalise = (address: string) => address.trim().toLowerCase();

/**
 * The same Message-ID for every try of one message: should a crash fall between the SMTP
 * server's acceptance and the row marked sent, the one resend is recognisable as the same mail.
 */
export const messageIdOf = (key: string) =>
  `<alert-${createHash('sha256').update(key).digest('hex').slice(0, 32)}@marquee.alerts>`;

/** Queues a message once per key; true when it was new. */
export async function enqueueAlert(db: Db, message: AlertMessage, now = Date.now()): Promise<boolean> {
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

interface OutboxRow {
  message_key: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string;
  attempts: number | string;
}

export interface SendReport {
  sent: number;
  failed: number;
  dropped: number;
  /** No SMTP server configured: nothing was tried, everything waits. */
  notConfigured: boolean;
}

/**
 * Sends what is due (at most `limit`), oldest first. Call it under the job lease (AlertSender):
 * a row is marked sent only after the SMTP server accepted it.
 */
export async function sendDueAlerts(
  db: Db,
  mailer: Mailer,
  now = Date.now(),
  options: { limit?: number; stillHolding?: () => Promise<boolean> } = {},
): Promise<SendReport> {
  const limit = options.limit ?? 50;
  const report: SendReport = { sent: 0, failed: 0, dropped: 0, notConfigured: false };
  const rows = await db.all<OutboxRow>(
    `SELECT message_key, recipient, subject, text_body, html_body, headers, attempts FROM alert_outbox
     WHERE sent_at IS NULL AND dropped_at IS NULL AND next_attempt_at <= ? ORDER BY created_at, message_key LIMIT ?`,
    [now, limit],
  );
  for (const row of rows) {
    // A slow SMTP server must not let the lease lapse under a pass: renewed before each message.
    if (options.stillHolding && !(await options.stillHolding())) break;
    const unsubscribed = await db.get('SELECT 1 AS x FROM alert_unsubscribed WHERE recipient = ?', [row.recipient]);
    if (unsubscribed) {
      await db.run("UPDATE alert_outbox SET dropped_at = ?, last_error = 'unsubscribed' WHERE message_key = ?", [
        now,
        row.message_key,
      ]);
      report.dropped += 1;
      continue;
    }
    try {
      const result = await mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        headers: { ...(JSON.parse(row.headers) as Record<string, string>), 'Message-ID': messageIdOf(row.message_key) },
      });
      if (!result.sent) {
        report.notConfigured = true;
        break;
      }
      await db.run(
        'UPDATE alert_outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE message_key = ?',
        [now, row.message_key],
      );
      report.sent += 1;
    } catch (error) {
      if (!(error instanceof MailSendError)) throw error;
      const attempts = Number(row.attempts) + 1;
      await db.run('UPDATE alert_outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE message_key = ?', [
        attempts,
        now + retryDelayMs(attempts),
        error.message.slice(0, 500),
        row.message_key,
      ]);
      report.failed += 1;
    }
  }
  return report;
}

/** The alert sender: one instance at a time (JobLease `alerts-outbox`) sends what is due. */
export class AlertSender {
  readonly lease: JobLease;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    readonly db: Db,
    readonly mailer: Mailer,
    options: { leaseMs?: number } = {},
  ) {
    this.lease = new JobLease(db, 'alerts-outbox', options.leaseMs ?? 5 * 60_000);
  }

  /** One pass; undefined when another instance holds the lease. */
  async runOnce(now = Date.now()): Promise<SendReport | undefined> {
    let report: SendReport | undefined;
    await this.lease.runExclusive(async () => {
      report = await sendDueAlerts(this.db, this.mailer, now, { stillHolding: () => this.lease.acquire(now) });
    }, now);
    return report;
  }

  /** A pass every `everyMs` (unref'd); errors are logged and the next pass tries again. */
  start(everyMs = 60_000): void {
    this.#timer ??= setInterval(() => {
      this.runOnce().catch((error: unknown) =>
        console.error('[api] sending alerts failed:', error instanceof Error ? error.message : error),
      );
    }, everyMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
