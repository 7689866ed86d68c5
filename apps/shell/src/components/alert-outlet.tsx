import { type AlertMessage, useAlertQueue, useAlertStore } from '@marquee/alerts';
import { getAlerts } from '@marquee/api-client';
import { alertsForPage, type Language } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { type AlertItem, AlertStack, type IconName, ICONS } from '@marquee/ui-kit';
import { useEffect, useMemo } from 'react';
import { useShell } from '../app/shell-context';
import { readStorage, writeStorage } from '../lib/storage';
import './chrome.css';

/** The API alerts already queued in this tab (by autoCloseId), so a site-wide alert is shown once per visit. */
const SHOWN_KEY = 'marquee_alerts_shown';

function iconName(icon: string | undefined): IconName | undefined {
  return icon !== undefined && icon in ICONS ? (icon as IconName) : undefined;
}

/**
 * The page's alerts (SHELL-73..76): the kit's AlertStack over the shared queue of
 * `@marquee/alerts`, which the shell and every remote enqueue into. Oldest first, one at a time,
 * closable, closed after 10 s with the timer paused on hover and focus, announced through live
 * regions that are in the server's HTML before any alert arrives. Shown over the page (it never
 * moves the content), and also in the app's web view.
 */
export function AlertOutlet({ language }: { readonly language: Language }) {
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
  useCinemaAlerts(language);
  return (
    <AlertStack
      className="shell-alerts"
      alerts={items}
      closeLabel={t('alert.close')}
      onDismiss={(id) => queue.getState().dismiss(Number(id))}
    />
  );
}

/**
 * Queues the API's site-wide alerts (`allCinemas`) on every page, after the page is up: the page
 * never waits for them, and when the call fails the page simply has no such alert. A cinema's
 * own alert is not a toast: its cinema page shows it in the page (CAT-48), once.
 */
function useCinemaAlerts(language: Language): void {
  const services = useShell();
  const queue = useAlertQueue();

  useEffect(() => {
    const controller = new AbortController();
    getAlerts(services.api(language), controller.signal)
      .then(({ items }) => {
        const shown = new Set((readStorage(SHOWN_KEY, 'session') ?? '').split('\n').filter(Boolean));
        for (const alert of alertsForPage(items, {})) {
          const key = alert.autoCloseId ?? `${alert.level}:${alert.title}`;
          if (shown.has(key)) continue;
          shown.add(key);
          const message: AlertMessage = {
            level: alert.level,
            title: alert.title,
            subtitle: alert.subtitle || alert.message,
            class: alert.class,
            autoCloseId: `api:${key}`,
            ...(alert.icon ? { icon: alert.icon } : {}),
          };
          queue.getState().enqueue(message);
        }
        writeStorage(SHOWN_KEY, [...shown].join('\n'), 'session');
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('cinema alerts not loaded', error);
      });
    return () => controller.abort();
  }, [services, queue, language]);
}
