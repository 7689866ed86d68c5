import { useCallback, useSyncExternalStore } from 'react';

/**
 * True while the media query matches. `serverMatches` (default false) on the server and
 * during hydration, so the first render matches the server HTML; the browser's answer
 * arrives right after.
 */
export function useMediaQuery(query: string, serverMatches = false): boolean {
  // Stable per query: a new subscribe function on every render would resubscribe every time.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = useCallback(() => (window.matchMedia ? window.matchMedia(query).matches : false), [query]);
  return useSyncExternalStore(subscribe, getSnapshot, () => serverMatches);
}
