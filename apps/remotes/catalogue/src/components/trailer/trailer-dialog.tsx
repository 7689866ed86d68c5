import { providerLink } from '@marquee/domain-models';
import { LazyPart, ModalFrame, useModalDialog } from '@marquee/ui-kit';
import { type ComponentType, lazy, useEffect, useId, useMemo, useRef, useState } from 'react';
import { PosterFrame } from './poster-frame';
import type { TrailerModalProps } from './trailer-modal';

type TrailerModule = typeof import('./trailer-modal');

let loading: Promise<TrailerModule> | undefined;

function online(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

/**
 * Fetches the trailer modal's code (the modal and the players) ahead of the click:
 * the film page calls it when the visitor points at, touches or focuses the trailer button. Not
 * while the browser is offline: a module that failed to load may stay failed for the page.
 */
export function preloadTrailer(): void {
  void trailerModule();
}

/** The trailer modal's module, fetched once (again after a failure); undefined while offline. */
function trailerModule(): Promise<TrailerModule> | undefined {
  if (!loading && online()) {
    loading = import('./trailer-modal');
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

function lazyTrailerModal(): ComponentType<TrailerModalProps> {
  return lazy(async () => {
    const module = await (trailerModule() ?? Promise.reject(new Error('the browser is offline')));
    return { default: module.TrailerModal };
  });
}

/**
 * The trailer as the page opens it (modal id `trailer`): the trailer modal, whose code is fetched
 * on use. Offline (or when its code cannot be fetched) the moviegoer still gets what CAT-12 asks:
 * a dialog with the film's poster frame, the reason and the link to the provider; back online,
 * the real modal replaces it and the player loads.
 */
export function TrailerDialog(props: TrailerModalProps) {
  const [attempt, setAttempt] = useState(0);
  const [offline, setOffline] = useState(() => !online());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt needs a new lazy component (React keeps a failed one failed).
  const TrailerModal = useMemo(lazyTrailerModal, [attempt]);
  useEffect(() => {
    const back = () => {
      setOffline(false);
      setAttempt((count) => count + 1);
    };
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);
  const fallback = <TrailerOffline {...props} />;
  if (offline) return fallback;
  return (
    <LazyPart key={attempt} name="trailer" failed={fallback}>
      <TrailerModal {...props} />
    </LazyPart>
  );
}

/**
 * The trailer's dialog without its code: the poster frame with the reason and the provider's
 * link, in the kit's modal frame with the kit's modal behaviour (`useModalDialog`: the page behind
 * inert, focus kept inside and returned, scroll locked, Escape and the backdrop close it).
 */
function TrailerOffline({ video, frame, labels, closeLabel, onClose }: TrailerModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, onClose);
  const link = providerLink(video);
  const message = online() ? labels.unavailable : labels.offline;
  return (
    <ModalFrame
      ref={ref}
      titleId={titleId}
      title={video.title}
      closeLabel={closeLabel}
      onClose={onClose}
      className="catalogue-trailer-modal"
    >
      <PosterFrame
        frame={frame}
        message={message}
        watchUrl={link?.watchUrl ?? ''}
        provider={link?.provider ?? null}
        labels={labels}
      />
    </ModalFrame>
  );
}
