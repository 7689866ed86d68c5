import { createHash } from 'node:crypto';
import { type Db, JobLease } from '@marquee/db';
import { type Mailer, MailSendError, type RenderedMail } from '@marquee/mail';
import {
  dueOutboxRows,
  isUnsubscribed,
  markOutboxDropped,
  markOutboxFailed,
  markOutboxSent,
} from '../queries/alert-outbox';

// Queuing and unsubscribing: their SQL lives in the queries layer.
export { enqueueAlert, resubscribeAddress, unsubscribeAddress } from '../queries/alert-outbox';

/**
 * The alert mail outbox (first slice): every alert message is a row with a unique
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

/**
 * The same Message-ID for every try of one message: should a crash fall between the SMTP
 * server's acceptance and the row marked sent, the one resend is recognisable as the same mail.
 */
export const messageIdOf = (key: string) =>
  `<alert-${createHash('sha256').update(key).digest('hex').slice(0, 32)}@marquee.alerts>`;

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
  const rows = await dueOutboxRows(db, now, limit);
  for (const row of rows) {
    // A slow SMTP server must not let the lease lapse under a pass: renewed before each message.
    if (options.stillHolding && !(await options.stillHolding())) break;
    if (await isUnsubscribed(db, row.recipient)) {
      await markOutboxDropped(db, row.message_key, now);
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
      await markOutboxSent(db, row.message_key, now);
      report.sent += 1;
    } catch (error) {
      if (!(error instanceof MailSendError)) throw error;
      const attempts = Number(row.attempts) + 1;
      await markOutboxFailed(db, row.message_key, attempts, now + retryDelayMs(attempts), error.message.slice(0, 500));
      report.failed += 1;
    }
  }
  return report;
}

/**
 * The alert sender: one instance at a time (JobLease `alerts-outbox`) finds what is due (`find`,
 * the finder of src/alerts/finder.ts, when given) and sends what waits.
 */
export class AlertSender {
  readonly lease: JobLease;
  #timer: ReturnType<typeof setInterval> | undefined;
  readonly #find: ((now: number) => Promise<number>) | undefined;
  readonly #clock: () => number;

  constructor(
    readonly db: Db,
    readonly mailer: Mailer,
    options: { leaseMs?: number; find?: (now: number) => Promise<number>; clock?: () => number } = {},
  ) {
    this.lease = new JobLease(db, 'alerts-outbox', options.leaseMs ?? 5 * 60_000);
    this.#find = options.find;
    this.#clock = options.clock ?? Date.now;
  }

  /** One pass (finding, then sending); undefined when another instance holds the lease. */
  async runOnce(now = this.#clock()): Promise<(SendReport & { queued: number }) | undefined> {
    let report: (SendReport & { queued: number }) | undefined;
    await this.lease.runExclusive(async () => {
      const queued = this.#find ? await this.#find(now) : 0;
      const sent = await sendDueAlerts(this.db, this.mailer, now, { stillHolding: () => this.lease.acquire(now) });
      report = { ...sent, queued };
    }, now);
    return report;
  }

  /** A pass every `everyMs` (unref'd); errors are logged and the next pass tries again. */
  start(everyMs = 60_000): void {
    this.#timer ??= setInterval(() => {
      if (this.#pass) return;
      this.#pass = this.runOnce()
        .then(
          () => undefined,
          (error: unknown) =>
            console.error('[api] sending alerts failed:', error instanceof Error ? error.message : error),
        )
        .finally(() => {
          this.#pass = undefined;
        });
    }, everyMs);
    this.#timer.unref();
  }

  /** The timer's pass under way, if any (a slow SMTP server: the next tick does not start another). */
  #pass: Promise<void> | undefined;

  /** Stops the timer; resolves once a pass under way has ended (before the database closes). */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#pass;
  }
}
