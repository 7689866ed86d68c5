import { type ComponentProps, lazy, Suspense } from 'react';
import type { TrailerModal as Modal } from './trailer-modal';

const TrailerModal = lazy(() => import('./trailer-modal').then((module) => ({ default: module.TrailerModal })));

/**
 * The trailer modal, whose code (the modal, the player and its providers) is fetched when it is
 * opened, never with the page: it opens on a tap, or from `?bandeannonce=true` once the page is
 * live, and the server never renders it open. Nothing shows until the code is there.
 */
export function LazyTrailerModal(props: ComponentProps<typeof Modal>) {
  return (
    <Suspense fallback={null}>
      <TrailerModal {...props} />
    </Suspense>
  );
}
