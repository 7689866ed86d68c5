import { isRasterWidth, parseRasterFile, RASTER_KINDS, RASTER_MEDIA_TYPES } from '@marquee/domain-models';
import type { Hono } from 'hono';
import { artwork, artworkVersion, icon } from '../artwork';
import type { Env } from '../http';
import type { RasterCache } from '../lib/raster-cache';
import { hash } from '../lib/random';
import { pickText } from '../lib/text';
import { showArtwork } from '../queries/artwork';
import { cinemaWithSlug, cityWithSlug } from '../queries/cinemas';
import { sharedBrand, siteInfo } from '../queries/sites';
import type { Store } from '../store';

const RASTER_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
};

const problem = (status: number, error: string, message: string, field: string) =>
  new Response(JSON.stringify({ status, error, message, field }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * Posters and backdrops as AVIF, WebP and JPEG at the widths of `RASTER_KINDS`
 * (`/api/media/{kind}/{slug}.{version}.{width}.{avif|webp|jpg}`, see domain-models' media rule).
 * The format is in the URL, so nothing is negotiated (no `Vary`); the version changes with the
 * image, so every answer is immutable. Other files fall through to the SVG route.
 */
export function rasterMediaRoutes(app: Hono<Env>, store: Store, cache: RasterCache): void {
  app.get('/api/media/:kind/:file', async (c, next) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file');
    if (!Object.hasOwn(RASTER_KINDS, kind) || !/\.(avif|webp|jpg)$/.test(file)) return next();
    const request = parseRasterFile(kind, file);
    if (!request) return problem(404, 'not_found', 'image not found', 'path');
    if (!isRasterWidth(request.kind, request.width)) {
      return problem(
        400,
        'bad_request',
        `width: ${request.kind} images are ${RASTER_KINDS[request.kind].widths.join(', ')} pixels wide, not ${request.width}`,
        'width',
      );
    }
    const svg = showArtwork(store, request.kind, request.slug);
    if (svg === null) return problem(404, 'not_found', 'image not found', 'path');
    if (artworkVersion(svg) !== request.version) {
      return problem(404, 'not_found', 'image not found: that version is not the current one', 'path');
    }
    const headers = {
      ...RASTER_HEADERS,
      'content-type': RASTER_MEDIA_TYPES[request.format],
      etag: `"${request.version}-${request.width}-${request.format}"`,
    };
    if (c.req.header('if-none-match') === headers.etag) return new Response(null, { status: 304, headers });
    try {
      const bytes = await cache.get(request, svg);
      return new Response(new Uint8Array(bytes), {
        status: 200,
        headers: { ...headers, 'content-length': String(bytes.length) },
      });
    } catch (error) {
      console.error('[api] media: encoding failed', request, error);
      return problem(503, 'unavailable', 'image could not be encoded; try again', 'path');
    }
  });
}

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
};

/** Generated images: posters, backdrops, cinema and article pictures, icons. */
export function mediaRoutes(app: Hono<Env>, store: Store): void {
  const cache = new Map<string, string>();
  const send = (key: string, make: () => string | null) => {
    let svg = cache.get(key);
    if (svg === undefined) {
      const made = make();
      if (made === null) return null;
      svg = made;
      if (cache.size > 5000) cache.clear();
      cache.set(key, svg);
    }
    return new Response(svg, { status: 200, headers: { ...SVG_HEADERS, etag: `"${hash(svg).toString(36)}"` } });
  };
  const missing = () =>
    new Response(JSON.stringify({ status: 404, error: 'not_found', message: 'image not found', field: 'path' }), {
      status: 404,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });

  app.get('/api/media/:kind/:file', (c) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file');
    const m = /^([a-z0-9-]{1,120})\.svg$/.exec(file);
    if (!m) return missing();
    const slug = m[1] as string;
    const res = send(`${kind}/${slug}`, () => {
      if (kind === 'poster' || kind === 'backdrop' || kind === 'trailer') {
        return showArtwork(store, kind === 'poster' ? 'poster' : 'backdrop', slug);
      }
      if (kind === 'cinema') {
        const cinema = cinemaWithSlug(store, slug);
        return cinema ? artwork('backdrop', slug, cinema.name, pickText(cinema.city, 'en')) : null;
      }
      if (kind === 'city') {
        // a city's picture carries the brand of its site
        const city = cityWithSlug(store, slug);
        const brand = city ? siteInfo(store, city.site)?.brand : undefined;
        return city && brand ? artwork('backdrop', slug, pickText(city.name, 'en'), brand.name) : null;
      }
      if (kind === 'article' || kind === 'card' || kind === 'experience' || kind === 'season') {
        return artwork('backdrop', `${kind}:${slug}`, slug.replace(/-/g, ' '), sharedBrand(store).name);
      }
      if (kind === 'icon' || kind === 'rating' || kind === 'logo') return icon(slug);
      return null;
    });
    return res ?? missing();
  });
}
