import {
  type ResponsiveImage,
  TRAILER_PROVIDERS,
  type TrailerPlayback,
  type TrailerStart,
  trailerPlayback,
  type Video,
} from '@marquee/domain-models';
import { useModalStore, useModals } from '@marquee/modals';
import { LinkButton } from '@marquee/ui-kit';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { PosterFrame } from './poster-frame';
import './trailer.css';

/** The trailer's texts, in the page language. */
export interface TrailerLabels {
  /** "Watch on YouTube" (the provider's name is given). */
  readonly watchOn: (provider: string) => string;
  /** The browser is offline: the player cannot load. */
  readonly offline: string;
  /** The player was blocked (the page's security policy or the browser refused the frame). */
  readonly blocked: string;
  /** Nothing the page can play (no player on an allowed host, no file). */
  readonly unavailable: string;
  /** The link inside `<video>` for a browser that plays none of the files. */
  readonly download: string;
  /** "opens in a new tab", announced after a link that does. */
  readonly newTab: string;
}

/** The still shown where the trailer would play (a raster frame of the film, or a plain image). */
export interface TrailerFrame {
  readonly src: string;
  readonly image: ResponsiveImage | null;
}

/** Where a playing trailer is said to play (SHELL-61): the trailer modal's id, so closing the modal stops it (SHELL-59). */
export const TRAILER_LOCATION = 'trailer';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser is online (true on the server: the player is never rendered there before a click). */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** An S3 trailer in a `<video>`: starts at once when asked, muted if the browser refuses sound without a gesture. */
function FilePlayer({
  playback,
  frame,
  title,
  start,
  labels,
}: {
  readonly playback: Extract<TrailerPlayback, { kind: 'file' }>;
  readonly frame: TrailerFrame;
  readonly title: string;
  readonly start: TrailerStart;
  readonly labels: TrailerLabels;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const modals = useModals();
  const playing = useModalStore((state) => state.trailer);
  useEffect(() => {
    const video = ref.current;
    if (!video || !start.autoplay) return;
    video.muted = start.muted;
    video.play().catch((error: unknown) => {
      // ROUTE-68: a page opened with ?bandeannonce=true has no gesture yet: play muted instead.
      if (error instanceof DOMException && error.name === 'NotAllowedError' && !video.muted) {
        video.muted = true;
        void video.play().catch(() => {});
      }
    });
  }, [start.autoplay, start.muted]);
  // Whoever stops the trailer once it played (the shell on navigation, SHELL-60) pauses the video.
  const wasPlaying = useRef(false);
  useEffect(() => {
    const video = ref.current;
    if (wasPlaying.current && !playing && video && !video.paused) video.pause();
    wasPlaying.current = playing !== null;
  }, [playing]);
  return (
    <div className="catalogue-trailer__frame">
      {/* biome-ignore lint/a11y/useMediaCaption: the demo trailer has no dialogue (music and titles only). */}
      <video
        ref={ref}
        className="catalogue-trailer__video"
        controls
        playsInline
        preload="metadata"
        poster={frame.image?.src ?? frame.src}
        aria-label={title}
        width={1280}
        height={720}
        onPlay={(event) =>
          modals.getState().play({ video: event.currentTarget.currentSrc, location: TRAILER_LOCATION })
        }
        onEnded={() => modals.getState().stop()}
      >
        {playback.sources.map((source) => (
          <source key={source.url} src={source.url} type={source.type} />
        ))}
        <a href={playback.url}>{labels.download}</a>
      </video>
    </div>
  );
}

/** A provider's player in an iframe, or the poster frame with the link when offline or blocked. */
function EmbedPlayer({
  playback,
  frame,
  title,
  labels,
}: {
  readonly playback: Extract<TrailerPlayback, { kind: 'embed' }>;
  readonly frame: TrailerFrame;
  readonly title: string;
  readonly labels: TrailerLabels;
}) {
  const online = useOnline();
  const modals = useModals();
  const [blocked, setBlocked] = useState(false);
  const origin = TRAILER_PROVIDERS[playback.provider].frameOrigin;
  // A frame refused by a security policy (the page's or the browser's) reports it on the document;
  // listened to before the frame is inserted, so the report cannot be missed.
  useLayoutEffect(() => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith(origin)) setBlocked(true);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, [origin]);
  if (!online || blocked) {
    return (
      <PosterFrame
        frame={frame}
        message={online ? labels.blocked : labels.offline}
        watchUrl={playback.watchUrl}
        provider={playback.provider}
        labels={labels}
      />
    );
  }
  return (
    <>
      <div className="catalogue-trailer__frame">
        <iframe
          className="catalogue-trailer__embed"
          src={playback.src}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => modals.getState().play({ video: playback.src, location: TRAILER_LOCATION })}
        />
      </div>
      <p className="catalogue-trailer__source">
        <LinkButton href={playback.watchUrl} variant="none" newTab newTabLabel={labels.newTab}>
          {labels.watchOn(TRAILER_PROVIDERS[playback.provider].name)}
        </LinkButton>
      </p>
    </>
  );
}

/**
 * A trailer as it plays (CAT-10..12): an S3 file in a `<video>`; a YouTube (no-cookie), Vimeo or
 * AlloCiné video in its provider's player; offline, blocked, or with nothing to play, the film's
 * still with a link to the provider. Rendered only once the moviegoer asked for it (or the address
 * did, ROUTE-68): no frame loads before.
 */
export function TrailerPlayer({
  video,
  frame,
  start,
  labels,
}: {
  readonly video: Video;
  readonly frame: TrailerFrame;
  readonly start: TrailerStart;
  readonly labels: TrailerLabels;
}) {
  const playback = trailerPlayback(video, start);
  if (playback.kind === 'file') {
    return <FilePlayer playback={playback} frame={frame} title={video.title} start={start} labels={labels} />;
  }
  if (playback.kind === 'embed') {
    return <EmbedPlayer playback={playback} frame={frame} title={video.title} labels={labels} />;
  }
  return (
    <PosterFrame
      frame={frame}
      message={labels.unavailable}
      watchUrl={playback.watchUrl}
      provider={playback.provider}
      labels={labels}
    />
  );
}
