import { type AlertMessage, useAlertQueue, useAlertStore } from '@marquee/alerts';
import type { Alert } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { type AlertItem, AlertStack, type IconName, isIconName } from '@marquee/ui-kit';
import { useEffect, useMemo } from 'react';
import { readStorage, writeStorage } from '../lib/storage';
import './chrome.css';

/** The API alerts already queued in this tab (by autoCloseId), so a site-wide alert is shown once per visit. */
const SHOWN_KEY = 'marquee_alerts_shown';

function iconName(icon: string | undefined): IconName | undefined {
  return icon !== undefined && isIconName(icon) ? icon : undefined;
}

/**
 * The page's alerts (SHELL-73..76): the kit's AlertStack over the shared queue of
 * `@marquee/alerts`, which the shell and every remote enqueue into. Oldest first, one at a time,
 * closable, closed after 10 s with the timer paused on hover and focus, announced through live
 * regions that are in the server's HTML before any alert arrives. Shown over the page (it never
 * moves the content), and also in the app's web view.
 */
export function AlertOutlet({ siteAlerts }: { readonly siteAlerts: readonly Alert[] }) {
  const { t } = useTranslation('common');
  const queue = useAlertQueue();
  const alerts = useAlertStore((state) => state.queue);
  const items = useMemo(
    () =>
      alerts.map(
        (alert): AlertItem => ({
          id: String(alert.id),
          level: alert.level,
          title: alert.title,
          subtitle: alert.subtitle || undefined,
          icon: iconName(alert.icon),
          className: alert.class,
        }),
      ),
    [alerts],
  );
  useSiteAlerts(siteAlerts);
  // A landmark of its own, like the header's and the footer's: the alerts float over the page,
  // but a screen reader's landmarks list them, and no content of the page is outside a landmark.
  return (
    <aside className="shell-alerts-landmark" aria-label={t('alert.label')}>
      <AlertStack
        className="shell-alerts"
        alerts={items}
        closeLabel={t('alert.close')}
        onDismiss={(id) => queue.getState().dismiss(Number(id))}
      />
    </aside>
  );
}

/**
 * Queues the API's site-wide alerts (`allCinemas`, loaded with the page's chrome data) once the
 * page is live, each once per visit: the page never waits for them, and when the API failed the
 * page simply has none. They wait behind the feedback to the visitor's actions (`source: 'site'`).
 * A cinema's own alert is not a toast: its cinema page shows it in the page
 * (CAT-48), once.
 */
function useSiteAlerts(alerts: readonly Alert[]): void {
  const queue = useAlertQueue();

  useEffect(() => {
    if (alerts.length === 0) return;
    const shown = new Set((readStorage(SHOWN_KEY, 'session') ?? '').split('\n').filter(Boolean));
    for (const alert of alerts) {
      const key = alert.autoCloseId ?? `${alert.level}:${alert.title}`;
      if (shown.has(key)) continue;
      shown.add(key);
      const message: AlertMessage = {
        level: alert.level,
        title: alert.title,
        subtitle: alert.subtitle || alert.message,
        class: alert.class,
        autoCloseId: `api:${key}`,
        // An announcement: feedback to the visitor's own action goes first (docs/decisions/0041).
        source: 'site',
        ...(alert.icon ? { icon: alert.icon } : {}),
      };
      queue.getState().enqueue(message);
    }
    writeStorage(SHOWN_KEY, [...shown].join('\n'), 'session');
  }, [alerts, queue]);
}
