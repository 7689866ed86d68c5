import { useSyncExternalStore } from 'react';
import { MEDIA, TIMING, type Viewport, viewportForWidth } from '../tokens/tokens';

/** What the server renders, and so what hydration renders first: it cannot know the screen. */
const SERVER_VIEWPORT: Viewport = 'desktop';

/** Tells React about resizes once they have been quiet for 100 ms (CONST-06). */
function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, TIMING.modalResizeDebounceMs);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}

/**
 * The viewport class of the window now (browser only). Asked of media queries, not of
 * `window.innerWidth`: on a phone reading the width forces a style and layout pass when the page
 * has pending changes (a long task while hydrating), a media query does not.
 */
export function currentViewport(): Viewport {
  if (typeof window.matchMedia !== 'function') return viewportForWidth(window.innerWidth);
  if (window.matchMedia(MEDIA.mobile).matches) return 'mobile';
  return window.matchMedia(MEDIA.tablet).matches ? 'tablet' : 'desktop';
}

/**
 * The viewport class of the window (SHELL-05), re-read on resize after 100 ms of quiet
 * (CONST-06). On the server and during hydration it is `serverViewport` (the class the server
 * rendered for, from the request's device hint; `desktop` by default), so the first render
 * matches the server HTML; the window's own class arrives right after, in a re-render.
 */
export function useViewport(serverViewport: Viewport = SERVER_VIEWPORT): Viewport {
  return useSyncExternalStore(subscribe, currentViewport, () => serverViewport);
}

const ORDER: Record<Viewport, number> = { mobile: 0, tablet: 1, desktop: 2 };

/** True when `viewport` is wider than `max`. */
export function exceedsViewport(viewport: Viewport, max: Viewport): boolean {
  return ORDER[viewport] > ORDER[max];
}
