import { ALERT_AUTO_CLOSE_MS, currentAlert, useAlertQueue, useAlertStore } from '@marquee/alerts';
import { useTranslation } from '@marquee/i18n';
import { useEffect, useState } from 'react';

/**
 * Shows the oldest alert of the shared queue (first in, first out); it closes by itself
 * after 10 s unless the pointer or focus is on it, and the user may close it.
 */
export function AlertStack() {
  const queue = useAlertQueue();
  const alert = useAlertStore(currentAlert);
  const { t } = useTranslation('common');
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!alert || paused) return;
    const timer = window.setTimeout(() => queue.getState().dismiss(alert.id), ALERT_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [alert, paused, queue]);

  if (!alert) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only pauses the auto-close timer; keyboard users pause it through focus.
    <section
      className={`alert alert--${alert.level}${alert.class ? ` ${alert.class}` : ''}`}
      role={alert.level === 'warning' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="alert__text">
        <p className="alert__title">{alert.title}</p>
        {alert.subtitle ? <p className="alert__subtitle">{alert.subtitle}</p> : null}
      </div>
      <button type="button" className="alert__close" onClick={() => queue.getState().dismiss(alert.id)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t('alert.close')}</span>
      </button>
    </section>
  );
}
