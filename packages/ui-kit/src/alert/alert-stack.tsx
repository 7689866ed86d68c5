import { useEffect, useRef, useState } from 'react';
import type { IconName } from '../icon/icon-names';
import { cx } from '../internal/cx';
import { TIMING } from '../tokens/tokens';
import { AlertBanner, type AlertLevel } from './alert-banner';
import '../internal/visually-hidden.css';
import './alert.css';

/** An alert in the queue. */
export interface AlertItem {
  id: string;
  level: AlertLevel;
  title: string;
  subtitle?: string;
  icon?: IconName;
  className?: string;
}

export interface AlertStackProps {
  /** The queue, oldest first: the stack shows the first one (first in, first out). */
  alerts: readonly AlertItem[];
  /** Called when the shown alert is closed by the user or times out. */
  onDismiss: (id: string) => void;
  closeLabel: string;
  /** Auto-dismiss delay (default 10 s, SHELL-75); 0 turns it off. */
  autoDismissMs?: number;
  className?: string;
}

/** What a screen reader hears for an alert: its title and subtitle as one sentence or two. */
export function alertAnnouncement(alert: Pick<AlertItem, 'title' | 'subtitle'>): string {
  const text = [alert.title, alert.subtitle]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join('. ');
  return /[.!?…]$/.test(text) || text === '' ? text : `${text}.`;
}

/**
 * Shows alerts one at a time, first in first out (SHELL-74); each closes by its button
 * (SHELL-76) or after 10 s (SHELL-75). The timer pauses while the pointer is over the alert
 * or focus is inside it, and restarts with the time that was left.
 *
 * Screen readers: the two live regions (polite for info, assertive for warnings) are in the page
 * before any alert arrives — a live region inserted together with its text is often not read —
 * and each new alert's text is put into the one of its level. The visible banner is not live
 * itself, so nothing is read twice.
 */
export function AlertStack({
  alerts,
  onDismiss,
  closeLabel,
  autoDismissMs = TIMING.alertAutoDismissMs,
  className,
}: AlertStackProps) {
  const current = alerts[0];
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(autoDismissMs);
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });

  const currentId = current?.id;
  // A new alert starts a full timer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: currentId is the trigger: reset for each new alert.
  useEffect(() => {
    remaining.current = autoDismissMs;
  }, [currentId, autoDismissMs]);

  const paused = hovered || focused;
  useEffect(() => {
    if (!currentId || paused || autoDismissMs <= 0) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismissRef.current(currentId), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [currentId, paused, autoDismissMs]);

  // The text goes in once the alert is shown; keyed so that the same words twice are read twice.
  const announcement = current ? <span key={current.id}>{alertAnnouncement(current)}</span> : null;
  return (
    <div className={cx('mq-alert-stack', className)}>
      <div className="mq-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {current?.level === 'info' ? announcement : null}
      </div>
      <div className="mq-visually-hidden" role="alert" aria-live="assertive" aria-atomic="true">
        {current?.level === 'warning' ? announcement : null}
      </div>
      {current ? (
        <AlertBanner
          key={current.id}
          live={false}
          level={current.level}
          title={current.title}
          subtitle={current.subtitle}
          icon={current.icon}
          className={current.className}
          closeLabel={closeLabel}
          onClose={() => {
            setHovered(false);
            setFocused(false);
            onDismiss(current.id);
          }}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
          }}
        />
      ) : null}
    </div>
  );
}
