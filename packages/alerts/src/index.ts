export type { AlertLevel, AlertMessage, AlertStore, QueuedAlert } from './alert-store';
export {
  ALERT_AUTO_CLOSE_MS,
  AlertStoreProvider,
  alertStore,
  createAlertStore,
  currentAlert,
  useAlertQueue,
  useAlertStore,
} from './alert-store';
