/**
 * Raster artwork (posters and backdrops) as the API serves it: one URL rule for the API, which
 * answers a show's `poster` and `background` sizes with it, and for the pages, which derive the
 * AVIF and WebP candidates of a `<picture>` from those URLs. The version in the URL changes with
 * the image, so every URL can be cached for a year as immutable.
 *
 * `/api/media/{kind}/{slug}.{version}.{width}.{avif|webp|jpg}`
 */

/** Raster formats served, best first: a `<picture>` lists them in this order. */
export const RASTER_FORMATS = ['avif', 'webp', 'jpeg'] as const;
/** A raster format. */
export type RasterFormat = (typeof RASTER_FORMATS)[number];

/** The media type of each format (`Content-Type`, `<source type>`). */
export const RASTER_MEDIA_TYPES: Readonly<Record<RasterFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

const EXTENSIONS: Readonly<Record<RasterFormat, string>> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/**
 * The artwork kinds served as raster: their frame (2:3 posters, 16:9 backdrops) and the widths
 * rendered. Poster widths cover a card (about 170-230 px) and the film page (320 px) at device
 * pixel ratios 1 to 2 and more; backdrop widths a phone to a wide desktop.
 */
export const RASTER_KINDS = {
  poster: { width: 400, height: 600, widths: [160, 240, 320, 480, 640], sizes: { sm: 160, md: 320, lg: 640 } },
  backdrop: { width: 1280, height: 720, widths: [480, 960, 1280, 1920], sizes: { sm: 480, md: 960, lg: 1280 } },
} as const;
/** A kind of raster artwork. */
export type RasterKind = keyof typeof RASTER_KINDS;

/** One piece of artwork at one version: what a raster URL names apart from width and format. */
export interface RasterArtwork {
  readonly kind: RasterKind;
  readonly slug: string;
  /** Changes whenever the image does (lower-case letters and digits). */
  readonly version: string;
}

/** A parsed raster URL. */
export interface RasterRequest extends RasterArtwork {
  readonly width: number;
  readonly format: RasterFormat;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const VERSION = /^[a-z0-9]{1,16}$/;
const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z0-9]{1,16})\.(\d{1,5})\.(avif|webp|jpg)$/;
const PATH = /^\/api\/media\/(poster|backdrop)\/([^/?#]+)$/;

function isRasterKind(kind: string): kind is RasterKind {
  return Object.hasOwn(RASTER_KINDS, kind);
}

/** Whether a width is one the API renders for that kind. */
export function isRasterWidth(kind: RasterKind, width: number): boolean {
  return (RASTER_KINDS[kind].widths as readonly number[]).includes(width);
}

/** The URL of a raster file whose parts are known to be good (checked, or parsed from such a URL). */
function rasterPath(artwork: RasterArtwork, width: number, format: RasterFormat): string {
  return `/api/media/${artwork.kind}/${artwork.slug}.${artwork.version}.${width}.${EXTENSIONS[format]}`;
}

/** The URL of one artwork at one width in one format (a width the kind offers). */
export function rasterImageUrl(artwork: RasterArtwork, width: number, format: RasterFormat): string {
  if (!SLUG.test(artwork.slug)) throw new RangeError(`not a slug: "${artwork.slug}"`);
  if (!VERSION.test(artwork.version)) throw new RangeError(`not a version: "${artwork.version}"`);
  if (!isRasterWidth(artwork.kind, width)) {
    throw new RangeError(`${artwork.kind} widths are ${RASTER_KINDS[artwork.kind].widths.join(', ')}, not ${width}`);
  }
  return rasterPath(artwork, width, format);
}

/**
 * The parts of a raster file name (`{slug}.{version}.{width}.{ext}`) of a kind, or null when the
 * name does not have that shape. The width is not checked against the kind's widths.
 */
export function parseRasterFile(kind: string, file: string): RasterRequest | null {
  if (!isRasterKind(kind)) return null;
  const m = FILE.exec(file);
  if (!m) return null;
  const ext = m[4] as string;
  const format = (Object.keys(EXTENSIONS) as RasterFormat[]).find((f) => EXTENSIONS[f] === ext);
  if (!format) return null;
  return { kind, slug: m[1] as string, version: m[2] as string, width: Number(m[3]), format };
}

/** The parts of a raster URL (path, or absolute URL), or null when it is not one. */
export function parseRasterUrl(url: string): RasterRequest | null {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  const m = PATH.exec(path);
  return m ? parseRasterFile(m[1] as string, m[2] as string) : null;
}

/** The `sm`, `md` and `lg` sizes of an artwork as JPEG, as the API answers them for a show. */
export function rasterSizes(artwork: RasterArtwork): { sm: string; md: string; lg: string } {
  const { sizes } = RASTER_KINDS[artwork.kind];
  return {
    sm: rasterImageUrl(artwork, sizes.sm, 'jpeg'),
    md: rasterImageUrl(artwork, sizes.md, 'jpeg'),
    lg: rasterImageUrl(artwork, sizes.lg, 'jpeg'),
  };
}

/** A `<source>` of a `<picture>`. */
export interface ImageSource {
  readonly type: string;
  readonly srcSet: string;
}

/** What a `<picture>` needs: AVIF and WebP sources, the JPEG `<img>` and the artwork's frame. */
export interface ResponsiveImage {
  readonly sources: readonly ImageSource[];
  /** The JPEG fallback (for a browser that takes neither AVIF nor WebP): the given URL. */
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

/**
 * The candidates of a raster URL's artwork (e.g. a show's `poster.md`): AVIF and WebP sources at
 * the given widths of the kind (default: all of them), the JPEG of that URL as the fallback.
 * Null for a URL that is not a raster URL (an SVG or a foreign image): show it as it is.
 */
export function responsiveImage(url: string, widths?: readonly number[]): ResponsiveImage | null {
  const parsed = parseRasterUrl(url);
  if (!parsed || !isRasterWidth(parsed.kind, parsed.width)) return null;
  const kind = RASTER_KINDS[parsed.kind];
  const chosen = widths ? kind.widths.filter((w) => widths.includes(w)) : kind.widths;
  if (chosen.length === 0) throw new RangeError(`none of ${widths?.join(', ')} is a ${parsed.kind} width`);
  // A parsed URL's parts have the shape the checks want, and the widths are the kind's own: the
  // page's code need not carry the checks (a browser bundle keeps only what it calls).
  const set = (format: RasterFormat) => chosen.map((w) => `${rasterPath(parsed, w, format)} ${w}w`).join(', ');
  return {
    sources: (['avif', 'webp'] as const).map((format) => ({ type: RASTER_MEDIA_TYPES[format], srcSet: set(format) })),
    src: rasterPath(parsed, parsed.width, 'jpeg'),
    width: kind.width,
    height: kind.height,
  };
}
