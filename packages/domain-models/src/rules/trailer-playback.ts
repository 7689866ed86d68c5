import type { Video } from '../entities/show';
import { providerLink, TRAILER_PROVIDERS, type TrailerProvider, type TrailerStart } from './trailer';

/** The origins a page may frame (the CSP's `frame-src`). */
export const TRAILER_FRAME_ORIGINS: readonly string[] = Object.values(TRAILER_PROVIDERS).map((p) => p.frameOrigin);

/** How a trailer plays. */
export type TrailerPlayback =
  /** A file the site serves: `<video>` with these sources, best first. */
  | {
      readonly kind: 'file';
      readonly sources: readonly { readonly url: string; readonly type: string }[];
      /** The file to link to when the browser plays none of the sources. */
      readonly url: string;
    }
  /** A provider's player in an iframe (`src`), and its watch page (the link when the frame cannot load). */
  | { readonly kind: 'embed'; readonly provider: TrailerProvider; readonly src: string; readonly watchUrl: string }
  /** Nothing the page can play itself: the link to the provider's page only. */
  | { readonly kind: 'link'; readonly provider: TrailerProvider | null; readonly watchUrl: string };

/** A site-relative path (the API's media), never another origin nor a protocol-relative URL. */
function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** An https address taken apart: origin, path and query pairs (this package runs without URL). */
interface PlayerAddress {
  readonly origin: string;
  readonly path: string;
  readonly query: readonly [string, string][];
}

const HTTPS = /^(https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+)(\/[^?#\s]*)?(?:\?([^#\s]*))?(?:#\S*)?$/i;

function parseHttps(url: string): PlayerAddress | null {
  const m = HTTPS.exec(url);
  if (!m) return null;
  const query = (m[3] ?? '')
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return (eq < 0 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)]) as [string, string];
    });
  return { origin: (m[1] as string).toLowerCase(), path: m[2] || '/', query };
}

/** Where a provider's player is framed from: its own origin, YouTube's moved to its no-cookie host (its own query dropped). */
function playerUrl(provider: TrailerProvider, embedUrl: string): PlayerAddress | null {
  const url = parseHttps(embedUrl);
  if (!url) return null;
  if (provider === 'youtube' && /^https:\/\/(www\.)?youtube(-nocookie)?\.com$/.test(url.origin)) {
    const id = /^\/embed\/([\w-]{6,20})$/.exec(url.path)?.[1];
    return id ? { origin: TRAILER_PROVIDERS.youtube.frameOrigin, path: `/embed/${id}`, query: [] } : null;
  }
  return url.origin === TRAILER_PROVIDERS[provider].frameOrigin ? url : null;
}

/** The player's parameters for a start: autoplay and mute in each provider's own words, no tracking where offered. */
function playerParams(provider: TrailerProvider, start: TrailerStart): Record<string, string> {
  const params: Record<string, string> = {};
  if (provider === 'youtube') {
    params.rel = '0';
    params.playsinline = '1';
    if (start.autoplay) params.autoplay = '1';
    if (start.muted) params.mute = '1';
  } else if (provider === 'vimeo') {
    params.dnt = '1';
    if (start.autoplay) params.autoplay = '1';
    if (start.muted) params.muted = '1';
  } else if (start.autoplay) {
    params.autoplay = '1';
  }
  return params;
}

/**
 * How a trailer plays: an S3 video from its site-relative files; a provider's video in its
 * player, framed only from that provider's origin (YouTube always from its no-cookie host), with
 * the start's autoplay and mute; anything else (an unknown host, no file) only as a link.
 */
export function trailerPlayback(video: Video, start: TrailerStart): TrailerPlayback {
  const link = providerLink(video);
  if (!link) {
    // An S3 video: the site's own files.
    const sources = video.sources.filter((source) => isSitePath(source.url));
    const url = isSitePath(video.url) ? video.url : (sources[sources.length - 1]?.url ?? '');
    if (sources.length > 0) return { kind: 'file', sources, url };
    return { kind: 'link', provider: null, watchUrl: url };
  }
  const { provider, watchUrl } = link;
  const player = video.embedUrl ? playerUrl(provider, video.embedUrl) : null;
  if (!player) return { kind: 'link', provider, watchUrl };
  const params = playerParams(provider, start);
  const query = [...player.query.filter(([name]) => !(name in params)), ...Object.entries(params)]
    .map(([name, value]) => (value === '' ? name : `${name}=${value}`))
    .join('&');
  return {
    kind: 'embed',
    provider,
    src: `${player.origin}${player.path}${query ? `?${query}` : ''}`,
    watchUrl,
  };
}
