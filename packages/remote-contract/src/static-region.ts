import { createElement, type HTMLAttributes, type ReactNode, useState } from 'react';

/**
 * Set on `<html>` by the shell while React hydrates a server-rendered page (removed once the
 * first render is committed). Only a `StaticRegion` reads it.
 */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/** Whether the page is being hydrated now (false on the server and after the first commit). */
function pageIsHydrating(): boolean {
  // Through globalThis: this contract also compiles for servers, without the DOM's types.
  const page = (globalThis as { document?: { documentElement: { hasAttribute(name: string): boolean } } }).document;
  return page?.documentElement.hasAttribute(HYDRATING_ATTRIBUTE) ?? false;
}

/** The same object on every render: React then leaves the element's content alone. */
const KEEP_SERVER_HTML = { __html: '' } as const;

type RegionTag = 'div' | 'ul' | 'ol' | 'section' | 'nav';

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
  const [keepServerHtml] = useState(pageIsHydrating);
  if (keepServerHtml) {
    return createElement(as, {
      ...attributes,
      dangerouslySetInnerHTML: KEEP_SERVER_HTML,
      suppressHydrationWarning: true,
    });
  }
  return createElement(as, attributes, children);
}
