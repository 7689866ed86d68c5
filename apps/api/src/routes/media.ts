import {
  isRasterWidth,
  parseRasterFile,
  RASTER_KINDS,
  RASTER_MEDIA_TYPES,
  type RasterArtwork,
  type RasterFormat,
  type RasterKind,
} from '@marquee/domain-models';
import type { Hono } from 'hono';
import type { Env } from '../http';
import { RASTER_REVISION, type RasterCache, type WarmItem } from '../lib/raster-cache';
import { hash } from '../lib/random';
import { pickText } from '../lib/text';
import type { Lang } from '../seed/sites';
import type { Store } from '../store';

const PALETTES: [string, string, string][] = [
  ['#0f2027', '#2c5364', '#ffc426'],
  ['#3a0ca3', '#f72585', '#fff3b0'],
  ['#1b1b2f', '#e43f5a', '#f9f7f7'],
  ['#0b3d2e', '#3ca370', '#f5e6a8'],
  ['#2b193d', '#c08497', '#ffe5d9'],
  ['#101820', '#f2aa4c', '#ffffff'],
  ['#14213d', '#fca311', '#e5e5e5'],
  ['#3d0c02', '#d1495b', '#edae49'],
  ['#001219', '#0a9396', '#e9d8a6'],
  ['#22223b', '#9a8c98', '#f2e9e4'],
];
const DISPLAY_FONT = "'Bebas Neue', 'Oswald', 'League Gothic', Impact, 'Arial Narrow', sans-serif";

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function wrap(title: string, max: number): string[] {
  const words = title.toUpperCase().split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && `${line} ${w}`.length > max) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  return lines.slice(0, 5);
}

/** A poster (2:3) or a backdrop (16:9): a gradient, a motif, the title set in a display face. */
export function artwork(kind: 'poster' | 'backdrop', key: string, title: string, subtitle: string): string {
  const h = hash(key);
  const [a, b, ink] = PALETTES[h % PALETTES.length] as [string, string, string];
  const poster = kind === 'poster';
  const W = poster ? 400 : 1280;
  const H = poster ? 600 : 720;
  const angle = (h >>> 4) % 360;
  const lines = wrap(title, poster ? 12 : 22);
  // sized for a non-condensed fallback face (about 0.7 em per capital) so no title leaves the frame
  const longest = Math.max(...lines.map((l) => l.length), 4);
  const size = Math.min(poster ? 68 : 104, Math.floor((W - (poster ? 56 : 192)) / (longest * 0.7)));
  const startY = poster ? H * 0.62 - ((lines.length - 1) * size) / 2 : H * 0.55 - ((lines.length - 1) * size) / 2;
  const x = poster ? W / 2 : 96;
  const anchor = poster ? 'middle' : 'start';
  const cx = poster ? W * (0.3 + ((h >>> 8) % 40) / 100) : W * 0.72;
  const cy = poster ? H * 0.3 : H * 0.45;
  const r = poster ? 120 + ((h >>> 12) % 60) : 300;
  const text = lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${Math.round(startY + i * size)}" text-anchor="${anchor}" font-family="${DISPLAY_FONT}" font-size="${Math.round(size)}" font-weight="700" letter-spacing="1" fill="${ink}">${esc(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(title)}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
<radialGradient id="l"><stop offset="0" stop-color="${ink}" stop-opacity=".55"/><stop offset="1" stop-color="${ink}" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#l)"/>
<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.45)}" fill="none" stroke="${ink}" stroke-opacity=".35" stroke-width="2"/>
<rect x="12" y="12" width="${W - 24}" height="${H - 24}" fill="none" stroke="${ink}" stroke-opacity=".25"/>
<rect x="0" y="${H - (poster ? 64 : 80)}" width="${W}" height="${poster ? 64 : 80}" fill="#000" fill-opacity=".35"/>
${text}
<text x="${poster ? W / 2 : 96}" y="${H - (poster ? 26 : 32)}" text-anchor="${anchor}" font-family="'Inter', 'Helvetica Neue', Arial, sans-serif" font-size="${poster ? 15 : 22}" letter-spacing="4" fill="${ink}" fill-opacity=".85">${esc(subtitle.toUpperCase())}</text>
</svg>`;
}

function icon(name: string): string {
  const h = hash(name);
  const [a, , ink] = PALETTES[h % PALETTES.length] as [string, string, string];
  const label = name.replace(/-/g, ' ').slice(0, 10).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${esc(name)}"><rect width="96" height="96" rx="18" fill="${a}"/><text x="48" y="56" text-anchor="middle" font-family="${DISPLAY_FONT}" font-size="${label.length > 6 ? 14 : 22}" fill="${ink}">${esc(label)}</text></svg>`;
}

const showArtworkMemo = new WeakMap<Store, Map<string, string>>();

/**
 * The SVG of a show's poster or backdrop by any of its slugs (the title in that slug's
 * language), memoised per store; null for an unknown slug.
 */
export function showArtwork(store: Store, kind: RasterKind, slug: string): string | null {
  let memo = showArtworkMemo.get(store);
  if (!memo) {
    memo = new Map();
    showArtworkMemo.set(store, memo);
  }
  const key = `${kind}/${slug}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const hit = store.showSlugs.get(slug)?.[0];
  const show = hit ? store.showById.get(hit.id) : undefined;
  if (!show || !hit) return null;
  const lang = (hit.lang === '*' ? 'en' : hit.lang) as Lang;
  const sub = show.isMovie
    ? `${show.directors[0] ?? ''} · ${show.duration} min`
    : pickText(
        {
          en: 'Live on the big screen',
          fr: 'En direct sur grand écran',
          de: 'Live auf der großen Leinwand',
          nl: 'Live op het grote doek',
        },
        lang,
      );
  const svg = artwork(kind, show.slug, pickText(show.titles, lang), sub);
  memo.set(key, svg);
  return svg;
}

/** The version of raster artwork made from an SVG: changes with the SVG and the encoder settings. */
export function artworkVersion(svg: string): string {
  return hash(`${RASTER_REVISION}:${svg}`).toString(36);
}

/** A show's poster or backdrop as raster artwork (for its URLs), by slug; null for an unknown slug. */
export function showRasterArtwork(store: Store, kind: RasterKind, slug: string): RasterArtwork | null {
  const svg = showArtwork(store, kind, slug);
  return svg === null ? null : { kind, slug, version: artworkVersion(svg) };
}

/**
 * The posters a page is likeliest to ask for, for warming the raster cache: every current slug
 * at the widths and formats phones and desktops pick first, then the others, and the JPEG
 * fallback of the cards. (The other JPEG sizes, for social cards, and backdrops are encoded when
 * first asked for.)
 */
export function* posterWarmList(store: Store): Generator<WarmItem> {
  const slugs = [...store.showSlugs].filter(([, hits]) => hits.some((h) => h.current)).map(([slug]) => slug);
  const passes: [number, RasterFormat][] = [
    [320, 'avif'],
    [320, 'webp'],
    [480, 'avif'],
    [480, 'webp'],
    [320, 'jpeg'],
    [240, 'avif'],
    [240, 'webp'],
    [640, 'avif'],
    [640, 'webp'],
    [160, 'avif'],
    [160, 'webp'],
  ];
  for (const [width, format] of passes) {
    for (const slug of slugs) {
      const art = showRasterArtwork(store, 'poster', slug);
      if (art) yield { request: { ...art, width, format }, svg: () => showArtwork(store, 'poster', slug) };
    }
  }
}

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
        const cinema = store.cinemaBySlug.get(slug);
        return cinema ? artwork('backdrop', slug, cinema.name, pickText(cinema.city, 'en')) : null;
      }
      if (kind === 'city') {
        const city = store.cities.find((x) => x.slug === slug);
        return city ? artwork('backdrop', slug, pickText(city.name, 'en'), 'Marquee') : null;
      }
      if (kind === 'article' || kind === 'card' || kind === 'experience' || kind === 'season') {
        return artwork('backdrop', `${kind}:${slug}`, slug.replace(/-/g, ' '), 'Marquee');
      }
      if (kind === 'icon' || kind === 'rating' || kind === 'logo') return icon(slug);
      return null;
    });
    return res ?? missing();
  });
}
