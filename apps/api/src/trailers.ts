import type { Video } from '@marquee/domain-models';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pickText } from './lib/text';
import type { ShowRecord } from './seed/catalogue';
import type { Lang } from './seed/sites';

/**
 * Trailers. Films whose trailer is of type S3 play the demo trailer served by the API itself
 * (apps/api/media, made by scripts/make-trailer.sh); the others carry a YouTube, Vimeo or
 * AlloCiné id with the provider's player and watch page, so a front end meets every kind.
 */

/** apps/api/media, from src/ (tests, dev) and from dist/main.mjs alike: both are one level down. */
export const MEDIA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'media');

/** The demo trailer's base name; the version in it changes with its content (files are cached for a year). */
export const DEMO_TRAILER = 'marquee-countdown-v1';
/** Its length in seconds. */
export const DEMO_TRAILER_SECONDS = 6;

/** A file the video route serves. */
export interface MediaFile {
  body: Buffer;
  type: string;
  etag: string;
}

/** The files of the demo trailer: WebM/VP9, MP4/H.264 and its poster frame (WebP). */
export const MEDIA_TYPES: Record<string, string> = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  webp: 'image/webp',
};
/** `<source type>` of each video file, codecs included, best first. */
const SOURCE_TYPES: [ext: string, type: string][] = [
  ['webm', 'video/webm; codecs="vp9"'],
  ['mp4', 'video/mp4; codecs="avc1.4d401f"'],
];

let files: Map<string, MediaFile> | null = null;

/** The served media files by name, read once (about 150 KB in all). */
export function mediaFiles(): Map<string, MediaFile> {
  if (files) return files;
  files = new Map();
  for (const [ext, type] of Object.entries(MEDIA_TYPES)) {
    const name = `${DEMO_TRAILER}.${ext}`;
    const body = readFileSync(join(MEDIA_DIR, name));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    files.set(name, { body, type, etag });
  }
  return files;
}

/** Where the demo trailer's files are served. */
export const videoUrl = (ext: string) => `/api/media/video/${DEMO_TRAILER}.${ext}`;

/**
 * Provider videos of the demo data: the Blender Foundation's open films (free to embed), so an
 * embed shows a real player when the browser is online. Ids are the providers' public ones.
 */
const YOUTUBE_IDS = ['aqz-KE-bpKQ', 'eRsGyueVLvQ', 'R6MlUcmOul8', 'WhWc3b3KhnY'];
const VIMEO_IDS = ['1084537', '15122245'];
/** AlloCiné media ids (`cmedia`) in its player's format. */
const ALLOCINE_IDS = ['19591374', '19592518'];

/** A provider's video: its id, player (iframe) and watch page. */
export function providerVideo(
  videoType: 'youtube' | 'vimeo' | 'allocine',
  id: string,
  fields: { isMain: boolean; language: string; title: string; snapshot: string },
): Video {
  const urls = {
    youtube: [`https://www.youtube-nocookie.com/embed/${id}`, `https://www.youtube.com/watch?v=${id}`],
    vimeo: [`https://player.vimeo.com/video/${id}`, `https://vimeo.com/${id}`],
    allocine: [`https://player.allocine.fr/${id}.html`, `https://www.allocine.fr/video/video-${id}/`],
  }[videoType];
  return {
    externalId: id,
    ...fields,
    videoType,
    embedUrl: urls[0] as string,
    url: urls[1] as string,
    sources: [],
    duration: null,
  };
}

/** The chain's channel: a YouTube id per position (the latest videos block). */
export const channelVideoId = (i: number) => YOUTUBE_IDS[i % YOUTUBE_IDS.length] as string;

/**
 * The kind of a film's trailer: one film in six each on YouTube, Vimeo and AlloCiné, the other
 * half S3 (the demo file). By show id, so it is stable across languages and data-set scales.
 */
export function trailerKind(show: Pick<ShowRecord, 'id'>): Video['videoType'] {
  const k = show.id % 6;
  return k === 1 ? 'youtube' : k === 3 ? 'vimeo' : k === 5 ? 'allocine' : 'S3';
}

/** The demo film as an S3 video (the API serves its files): a film's trailer, or an experience's presentation. */
function demoVideo(
  externalId: string,
  fields: { isMain: boolean; language: string; title: string; snapshot: string },
): Video {
  return {
    externalId,
    ...fields,
    videoType: 'S3',
    url: videoUrl('mp4'),
    embedUrl: null,
    sources: SOURCE_TYPES.map(([ext, type]) => ({ url: videoUrl(ext), type })),
    duration: DEMO_TRAILER_SECONDS,
  };
}

/**
 * An experience's presentation video: the technologies have one (the demo file, or the chain's
 * YouTube channel for ScreenX so the page meets an embed too); a comfort offer has none.
 */
export function experienceVideo(slug: string, title: string, snapshot: string, lang: Lang): Video | null {
  if (slug === 'premium') return null;
  const fields = {
    isMain: true,
    language: lang,
    title: `${title} - ${pickText({ en: 'Discover', fr: 'Découvrir', de: 'Entdecken', nl: 'Ontdekken' }, lang)}`,
    snapshot,
  };
  return slug === 'screenx'
    ? providerVideo('youtube', channelVideoId(0), fields)
    : demoVideo(`experience-${slug}`, fields);
}

/** A film's trailers (events have none): its main trailer of its kind, in the page language. */
export function trailersOf(show: ShowRecord, title: string, snapshot: string, lang: Lang): Video[] {
  if (!show.isMovie) return [];
  const fields = {
    isMain: true,
    language: lang,
    title: `${title} - ${pickText({ en: 'Trailer', fr: 'Bande-annonce', de: 'Trailer', nl: 'Trailer' }, lang)}`,
    snapshot,
  };
  const kind = trailerKind(show);
  const n = Math.floor(show.id / 6);
  if (kind === 'youtube') return [providerVideo(kind, YOUTUBE_IDS[n % YOUTUBE_IDS.length] as string, fields)];
  if (kind === 'vimeo') return [providerVideo(kind, VIMEO_IDS[n % VIMEO_IDS.length] as string, fields)];
  if (kind === 'allocine') return [providerVideo(kind, ALLOCINE_IDS[n % ALLOCINE_IDS.length] as string, fields)];
  return [demoVideo(`trailer-${show.slug}`, fields)];
}
