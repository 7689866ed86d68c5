import { useEffect, useState } from 'react';
import { TIMING, type Viewport, viewportForWidth } from '../tokens/tokens';

/**
 * The viewport class of the window (SHELL-05), re-read on resize after 100 ms of quiet
 * (CONST-06). `desktop` on the server.
 */
export function useViewport(): Viewport {
  const [viewport, setViewport] = useState<Viewport>(() =>
    typeof window === 'undefined' ? 'desktop' : viewportForWidth(window.innerWidth),
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setViewport(viewportForWidth(window.innerWidth)), TIMING.modalResizeDebounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return viewport;
}

const ORDER: Record<Viewport, number> = { mobile: 0, tablet: 1, desktop: 2 };

/** True when `viewport` is wider than `max`. */
export function exceedsViewport(viewport: Viewport, max: Viewport): boolean {
  return ORDER[viewport] > ORDER[max];
}
