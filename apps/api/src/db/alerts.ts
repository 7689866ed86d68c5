import type { Migration } from '@marquee/db';

/**
 * The alert mail tables in the shared database, in their own migration scope
 * (`api-alerts`, applied by openSharedState): the outbox, one row per message with a unique key
 * (src/alerts/outbox.ts), the addresses that unsubscribed, and the clients' alerts
 * (src/queries/alerts.ts): `booking-opens` with a film's slug as target, `accessible-showing`
 * with a feature; one per client, site, kind and target; `done_at` once a one-time alert was queued;
 * and the showings an `accessible-showing` alert has announced (`alert_showings`: one row per alert
 * and showtime, written with the mail that names it, so no showing is announced twice).
 */
export const ALERT_MIGRATIONS: readonly Migration[] = [
  {
    id: '001-alert-outbox',
    sql: `
    CREATE TABLE alert_outbox (
      message_key TEXT PRIMARY KEY, recipient TEXT NOT NULL, subject TEXT NOT NULL, text_body TEXT NOT NULL,
      html_body TEXT NOT NULL, headers TEXT NOT NULL, created_at BIGINT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at BIGINT NOT NULL, sent_at BIGINT, dropped_at BIGINT,
      last_error TEXT);
    CREATE INDEX alert_outbox_due ON alert_outbox (next_attempt_at) WHERE sent_at IS NULL AND dropped_at IS NULL;
    CREATE TABLE alert_unsubscribed (recipient TEXT PRIMARY KEY, unsubscribed_at BIGINT NOT NULL);
    `,
  },
  {
    id: '002-alerts',
    sql: `
    CREATE TABLE alerts (
      id TEXT PRIMARY KEY, client_id TEXT NOT NULL, site TEXT NOT NULL, lang TEXT NOT NULL, kind TEXT NOT NULL,
      target TEXT NOT NULL, created_at BIGINT NOT NULL, done_at BIGINT,
      UNIQUE (client_id, site, kind, target));
    CREATE INDEX alerts_open ON alerts (kind) WHERE done_at IS NULL;
    `,
  },
  {
    id: '003-alert-showings',
    sql: `
    CREATE TABLE alert_showings (
      alert_id TEXT NOT NULL, showtime_id TEXT NOT NULL, message_key TEXT NOT NULL, created_at BIGINT NOT NULL,
      PRIMARY KEY (alert_id, showtime_id));
    CREATE INDEX alert_showings_age ON alert_showings (created_at);
    `,
  },
];
