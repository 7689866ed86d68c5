import type { Video } from '../entities/show';

/**
 * Trailers (CAT-10..12, ROUTE-68): which of a show's videos plays, and how. S3 videos are files
 * the API serves (played in a `<video>`); YouTube, Vimeo and AlloCiné videos play in their
 * provider's player (an iframe) from the one origin each provider embeds from — YouTube through
 * its privacy-enhanced (no-cookie) host. The edge's Content-Security-Policy allows exactly these
 * frame origins (`TRAILER_FRAME_ORIGINS`, ./trailer-playback.ts: how a trailer plays, loaded with the
 * players).
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

/**
 * Where a provider's trailer can be watched outside the page (its own site), with the provider:
 * the link shown next to the player, and instead of it offline or when it is blocked. An S3 file
 * has none: it is the site's own.
 */
export function providerLink(video: Video): { readonly provider: TrailerProvider; readonly watchUrl: string } | null {
  return video.videoType === 'S3' ? null : { provider: video.videoType, watchUrl: video.url };
}

/** ROUTE-68: `?bandeannonce=true` in a show page's address (its query, or its search parameters) plays its trailer at once. */
export function autoplaysTrailer(search: string | { get(name: string): string | null }): boolean {
  if (typeof search !== 'string') return search.get('bandeannonce') === 'true';
  return /(?:^\?|^|&)bandeannonce=true(?:&|$)/.test(search);
}
