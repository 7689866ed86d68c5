import type { Language } from '@marquee/domain-models';
import type { PageKind } from '@marquee/routing';
import { useMatches } from 'react-router';

/** What each shell route declares about itself. */
export interface RouteHandle {
  readonly kind: PageKind;
  readonly language: Language;
}

/** True for the handle of a page route. */
export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'kind' in value && 'language' in value;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
