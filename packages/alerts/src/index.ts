export type { AlertLevel, AlertMessage, QueuedAlert } from './alert-store';
export { ALERT_AUTO_CLOSE_MS, alertStore, createAlertStore, currentAlert, useAlertStore } from './alert-store';
