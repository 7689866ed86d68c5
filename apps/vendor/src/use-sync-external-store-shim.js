// `use-sync-external-store/shim` for React 19: react-i18next imports the
// shim, whose production file also carries a polyfill for React < 18 that never runs here.
export { useSyncExternalStore } from 'react';
