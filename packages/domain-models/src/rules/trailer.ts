import type { Video } from '../entities/show';

/**
 * Trailers (CAT-10..12, ROUTE-68): which of a show's videos plays, and how. S3 videos are files
 * the API serves (played in a `<video>`); YouTube, Vimeo and AlloCiné videos play in their
 * provider's player (an iframe) from the one origin each provider embeds from — YouTube through
 * its privacy-enhanced (no-cookie) host. The edge's Content-Security-Policy allows exactly these
 * frame origins (`TRAILER_FRAME_ORIGINS`).
 */

/** The video providers whose player a page may embed. */
export type TrailerProvider = 'youtube' | 'vimeo' | 'allocine';

/** Each provider: its name as shown ("Watch on YouTube") and the only origin its player is framed from. */
export const TRAILER_PROVIDERS: Readonly<
  Record<TrailerProvider, { readonly name: string; readonly frameOrigin: string }>
> = {
  youtube: { name: 'YouTube', frameOrigin: 'https://www.youtube-nocookie.com' },
  vimeo: { name: 'Vimeo', frameOrigin: 'https://player.vimeo.com' },
  allocine: { name: 'AlloCiné', frameOrigin: 'https://player.allocine.fr' },
};

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

/** How the player starts: on its own (a click on the facade, or `?bandeannonce=true`), muted or not. */
export interface TrailerStart {
  readonly autoplay: boolean;
  /** Browsers start a video with sound only after a gesture on the page: `?bandeannonce=true` starts muted. */
  readonly muted: boolean;
}

/** The trailer a show page offers: its main one, else its first; null when it has none. */
export function mainTrailer(trailers: readonly Video[]): Video | null {
  return trailers.find((video) => video.isMain) ?? trailers[0] ?? null;
}

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
  if (video.videoType === 'S3') {
    const sources = video.sources.filter((source) => isSitePath(source.url));
    const url = isSitePath(video.url) ? video.url : (sources[sources.length - 1]?.url ?? '');
    if (sources.length > 0) return { kind: 'file', sources, url };
    return { kind: 'link', provider: null, watchUrl: url };
  }
  const provider = video.videoType;
  const player = video.embedUrl ? playerUrl(provider, video.embedUrl) : null;
  if (!player) return { kind: 'link', provider, watchUrl: video.url };
  const params = playerParams(provider, start);
  const query = [...player.query.filter(([name]) => !(name in params)), ...Object.entries(params)]
    .map(([name, value]) => (value === '' ? name : `${name}=${value}`))
    .join('&');
  return {
    kind: 'embed',
    provider,
    src: `${player.origin}${player.path}${query ? `?${query}` : ''}`,
    watchUrl: video.url,
  };
}

/** ROUTE-68: `?bandeannonce=true` in a show page's address (its query, or its search parameters) plays its trailer at once. */
export function autoplaysTrailer(search: string | { get(name: string): string | null }): boolean {
  if (typeof search !== 'string') return search.get('bandeannonce') === 'true';
  return /(?:^\?|^|&)bandeannonce=true(?:&|$)/.test(search);
}
