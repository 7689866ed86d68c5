import { onDormantPress, releasePresses, rememberFocus } from '@marquee/ui-kit/press-replay';
import { type ComponentType, lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useShell } from '../app/shell-context';

/** How far below (or above) the viewport a part starts loading: about a phone screen ahead. */
const AHEAD = '800px 0px';

/** Resolves when `element` comes near the viewport (at once without one, or without IntersectionObserver). */
export function nearViewport(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
  });
}

/**
 * A part of the page below the fold (the footer) whose code is fetched, and which comes alive,
 * only when the visitor nears it: the first load carries neither its code nor its hydration.
 *
 * - On the server it renders as usual, inside a `display: contents` slot (the server waits for
 *   every part, lazy ones included).
 * - In the browser the slot first keeps the server's HTML as it is (an empty
 *   `dangerouslySetInnerHTML` that hydration does not compare): its links work as plain links,
 *   and no update of the page ever waits for this part.
 * - Near the viewport, its code loads and a live slot replaces the server's one with the same
 *   markup, rendered by React (`data-live` marks it). A page rendered in the browser (no server
 *   HTML) loads it at once.
 * - Until then the slot is a dormant region (`data-dormant`, the kit's press replay): a press on
 *   one of its controls is held, loads its code at once if it was not on its way, and is replayed
 *   on the same control of the live slot (docs/decisions/0041). If the code cannot be loaded the
 *   press gets the browser's own behaviour on the server's markup.
 */
export function lazyWhenVisible<P extends object>(
  slotClass: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const ServerPart = lazy(async () => ({ default: await load() }));
  let loaded: ComponentType<P> | null = null;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level (like React.lazy), never during a render.
  function WhenVisible(props: P) {
    const { renderer } = useShell();
    const [Part, setPart] = useState<ComponentType<P> | null>(() => loaded);
    const live = useRef<HTMLDivElement>(null);
    const restoreFocus = useRef<(live: Element | null) => void>(() => {});
    useEffect(() => {
      if (Part) return;
      let mounted = true;
      let stopWaking = () => {};
      const slot = document.querySelector(`.${slotClass}`);
      const pressed = new Promise<void>((resolve) => {
        stopWaking = onDormantPress(slotClass, resolve);
      });
      // The slot has no box (`display: contents`): its first element is what comes into view.
      void Promise.race([nearViewport(slot?.firstElementChild ?? null), pressed])
        .then(load)
        .then((component) => {
          loaded = component;
          if (!mounted) return;
          restoreFocus.current = rememberFocus(slot);
          setPart(() => component);
        })
        .catch((error: unknown) => {
          // The server's HTML stays: its links still work, as plain links.
          console.error(`${slotClass}: its code could not be loaded`, error);
          releasePresses(slotClass, slot);
        });
      return () => {
        mounted = false;
        stopWaking();
      };
    }, [Part]);
    // The live slot is in the page: the focus the server's markup had moves to the same control,
    // and the press that woke it acts now. A layout effect: it runs in the task that swapped the
    // markup, so no key press can fall between the old control leaving and the focus arriving.
    useLayoutEffect(() => {
      if (!Part || !live.current) return;
      restoreFocus.current(live.current);
      releasePresses(slotClass, live.current);
    }, [Part]);
    // `data-dormant`: the kit's DORMANT_ATTRIBUTE, a region whose presses are held until it is live.
    if (renderer === 'server') {
      return (
        <div className={slotClass} data-dormant={slotClass}>
          <Suspense fallback={null}>
            <ServerPart {...props} />
          </Suspense>
        </div>
      );
    }
    if (!Part) {
      // An empty constant, never content: hydration leaves the server's markup of the slot as it is.
      return (
        <div
          className={slotClass}
          data-dormant={slotClass}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: no HTML is set, the server's is kept.
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      );
    }
    return (
      <div key="live" ref={live} className={slotClass} data-live="">
        <Part {...props} />
      </div>
    );
  }
  return WhenVisible;
}
