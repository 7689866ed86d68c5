import { type RefCallback, useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * One click handler for every plain link inside an element: a left click without modifier keys
 * on a same-origin link that opens in this tab navigates through the router (no page load), as
 * react-router's `Link` does, but without a `Link` and its hooks in each of sixty cards.
 * Modified clicks, other origins, the API's addresses, `target` and `download` links keep the
 * browser's behaviour.
 * A link marked `data-scroll="keep"` changes the address of the same page (a filter chip): the
 * page keeps its scroll position instead of opening at its top.
 */
export function useRouterLinks<T extends HTMLElement>(): RefCallback<T> {
  const navigate = useNavigate();
  return useCallback(
    (element: T | null) => {
      if (!element) return;
      const onClick = (event: MouseEvent) => {
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
        if (!(anchor instanceof HTMLAnchorElement) || !element.contains(anchor)) return;
        if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
        const url = new URL(anchor.href);
        // Another origin, or an address of the API (the booking hand-off, a calendar file): not a page.
        if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
        // A part of this very page (`#showtimes`): the browser scrolls to it, no page is loaded.
        const here = url.pathname === window.location.pathname && url.search === window.location.search;
        if (here && url.hash) return;
        event.preventDefault();
        navigate(`${url.pathname}${url.search}${url.hash}`, { preventScrollReset: anchor.dataset.scroll === 'keep' });
      };
      element.addEventListener('click', onClick);
      return () => element.removeEventListener('click', onClick);
    },
    [navigate],
  );
}
