import { createElement, type HTMLAttributes, type ReactNode, useState, useSyncExternalStore } from 'react';

/**
 * Set on `<html>` by the shell while React hydrates a server-rendered page (removed once the
 * first render is committed, when the shell sets `data-hydrated`).
 */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/** No store to follow: what matters is which snapshot React reads (server's while hydrating). */
const noChanges = () => () => {};
const notHydrating = () => false;

/**
 * Read by React only while it hydrates (the server's snapshot) — in the root's first pass or in a
 * Suspense boundary it hydrates later, such as a remote's page, which is why `data-hydrating`
 * alone does not tell (it is gone by then) — and on a server, where there is no document.
 */
function hydratingPage(): boolean {
  // Through globalThis: this contract also compiles for servers, without the DOM's types.
  const page = (globalThis as { document?: { documentElement: { hasAttribute(name: string): boolean } } }).document;
  if (!page) return false;
  return page.documentElement.hasAttribute(HYDRATING_ATTRIBUTE) || page.documentElement.hasAttribute('data-hydrated');
}

/** The same object on every render: React then leaves the element's content alone. */
const KEEP_SERVER_HTML = { __html: '' } as const;

type RegionTag = 'div' | 'ul' | 'ol' | 'section' | 'nav' | 'aside';

export interface StaticRegionProps extends HTMLAttributes<HTMLElement> {
  /** The element rendered (default `div`). */
  readonly as?: RegionTag;
  readonly children?: ReactNode;
}

/**
 * Content the browser keeps exactly as the server rendered it: when the page hydrates, React
 * neither hydrates nor re-renders what is inside (a phone does not pay for a grid of cards that
 * only holds links). For markup without handlers or state of its own: its links still work (a
 * plain `<a>`, or the page's delegated router links) and so does everything the browser does
 * alone. Rendered after hydration (a client-side navigation), it renders its children as usual.
 * The region keeps its first content for its lifetime: give it a `key` that changes with its data
 * when the data can change while it is on screen.
 */
export function StaticRegion({ as = 'div', children, ...attributes }: StaticRegionProps) {
  const hydrating = useSyncExternalStore(noChanges, notHydrating, hydratingPage);
  // Decided once: a later render (React's own, after hydration, reads the browser's snapshot) keeps it.
  const [keepServerHtml] = useState(hydrating);
  if (keepServerHtml) {
    return createElement(as, {
      ...attributes,
      dangerouslySetInnerHTML: KEEP_SERVER_HTML,
      suppressHydrationWarning: true,
    });
  }
  return createElement(as, attributes, children);
}
