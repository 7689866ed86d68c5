import { randomBytes } from 'node:crypto';
import { ALERT_LIMIT, type ClientAlertBody } from '@marquee/domain-models';
import type { Store } from '../store';

/**
 * A client's alerts in the shared database (table `alerts`, src/db/alerts.ts):
 * `booking-opens` watches a film (its catalogue slug), `accessible-showing` a feature. Every
 * statement of the client endpoints is scoped by the authenticated client id and the site.
 */

export type AlertKind = ClientAlertBody['kind'];

/** One stored alert. */
export interface AlertRow {
  id: string;
  client_id: string;
  site: string;
  lang: string;
  kind: AlertKind;
  target: string;
  created_at: number | string;
  done_at: number | string | null;
}

const COLUMNS = 'id, client_id, site, lang, kind, target, created_at, done_at';

/** The client's alerts on a site, the latest first. */
export async function clientAlerts(store: Store, clientId: string, site: string): Promise<AlertRow[]> {
  return store.shared.db.all<AlertRow>(
    `SELECT ${COLUMNS} FROM alerts WHERE client_id = ? AND site = ? ORDER BY created_at DESC, id`,
    [clientId, site],
  );
}

/**
 * Adds an alert unless the client has it already (then nothing changes: 'exists'); 'limit' when
 * the client has ALERT_LIMIT alerts on the site (checked in the same transaction).
 */
export async function addAlert(
  store: Store,
  alert: { clientId: string; site: string; lang: string; kind: AlertKind; target: string },
  now: number,
): Promise<'added' | 'exists' | 'limit'> {
  return store.shared.db.transaction(async (tx) => {
    const same = await tx.get('SELECT id FROM alerts WHERE client_id = ? AND site = ? AND kind = ? AND target = ?', [
      alert.clientId,
      alert.site,
      alert.kind,
      alert.target,
    ]);
    if (same) return 'exists';
    const count = await tx.get<{ n: number | string }>(
      'SELECT count(*) AS n FROM alerts WHERE client_id = ? AND site = ?',
      [alert.clientId, alert.site],
    );
    if (Number(count?.n ?? 0) >= ALERT_LIMIT) return 'limit';
    const { changes } = await tx.run(
      `INSERT INTO alerts (id, client_id, site, lang, kind, target, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (client_id, site, kind, target) DO NOTHING`,
      [randomBytes(12).toString('base64url'), alert.clientId, alert.site, alert.lang, alert.kind, alert.target, now],
    );
    return changes === 1 ? 'added' : 'exists';
  });
}

/** Removes one of the client's alerts on a site; false when it has no such alert. */
export async function removeAlert(store: Store, clientId: string, site: string, id: string): Promise<boolean> {
  const { changes } = await store.shared.db.run('DELETE FROM alerts WHERE id = ? AND client_id = ? AND site = ?', [
    id,
    clientId,
    site,
  ]);
  return changes === 1;
}

/** Every alert still watching (not done), oldest first: what the finder looks at. */
export async function openAlerts(store: Store): Promise<AlertRow[]> {
  return store.shared.db.all<AlertRow>(`SELECT ${COLUMNS} FROM alerts WHERE done_at IS NULL ORDER BY created_at, id`);
}

/** A one-time alert (booking opens) was queued: the finder leaves it from now on. */
export async function markAlertDone(store: Store, id: string, now: number): Promise<void> {
  await store.shared.db.run('UPDATE alerts SET done_at = ? WHERE id = ? AND done_at IS NULL', [now, id]);
}
