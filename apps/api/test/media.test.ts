import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ApiErrorSchema,
  parseRasterUrl,
  RASTER_KINDS,
  type RasterRequest,
  rasterImageUrl,
  responsiveImage,
  ShowDetailSchema,
  ShowListSchema,
} from '@marquee/domain-models';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RasterCache } from '../src/lib/raster-cache';
import { artworkVersion } from '../src/artwork';
import { type RunningApi, startApi } from '../src/server';
import { expectShape, startTestApi, type TestApi } from './helpers';

let t: TestApi;
let cacheDir: string;
let second: RunningApi | null = null;
beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), 'marquee-media-'));
  t = await startTestApi({ mediaCacheDir: cacheDir });
});
afterAll(async () => {
  await second?.close();
  await t.stop();
  rmSync(cacheDir, { recursive: true, force: true });
});

/** The first show of the fr list, with its poster and backdrop URLs. */
async function firstShow() {
  const list = await expectShape(await t.get('/api/shows'), ShowListSchema);
  const show = list.shows[0];
  if (!show) throw new Error('no show');
  return show;
}

const MAGIC: Record<string, (bytes: Buffer) => boolean> = {
  'image/avif': (b) => b.subarray(4, 12).toString('latin1') === 'ftypavif',
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
};

describe('posters and backdrops as raster images', () => {
  it('ENT-06 a show answers its poster and backdrop sizes as versioned JPEG URLs; posterPath stays the SVG', async () => {
    const show = await firstShow();
    expect(show.posterPath).toMatch(/^\/api\/media\/poster\/[a-z0-9-]+\.svg$/);
    const md = parseRasterUrl(show.poster.md);
    expect(md).toMatchObject({ kind: 'poster', slug: show.slug, width: 320, format: 'jpeg' });
    expect(parseRasterUrl(show.poster.sm)).toMatchObject({ width: 160, version: md?.version });
    expect(parseRasterUrl(show.poster.lg)).toMatchObject({ width: 640, version: md?.version });
    expect(parseRasterUrl(show.background.md)).toMatchObject({ kind: 'backdrop', slug: show.slug, width: 960 });
    const detail = await expectShape(await t.get(`/api/show/${show.slug}`), ShowDetailSchema);
    expect(detail.poster).toEqual(show.poster);
    // Per language: the nl title is drawn on the nl poster, under another version.
    const nl = await expectShape(await t.get('/api/shows', 'nl'), ShowListSchema);
    const same = nl.shows.find((s) => s.showRef === show.showRef);
    if (same && same.title !== show.title) expect(same.poster.md).not.toBe(show.poster.md);
  });

  it('serves AVIF, WebP and JPEG at the width asked, with their type, one-year immutable caching and no Vary', async () => {
    const show = await firstShow();
    const image = responsiveImage(show.poster.md);
    if (!image) throw new Error('poster.md is not a raster URL');
    const urls = [
      ...image.sources.map((source) => ({ type: source.type, url: source.srcSet.split(', ')[2]?.split(' ')[0] ?? '' })),
      { type: 'image/jpeg', url: image.src },
    ];
    for (const { type, url } of urls) {
      const res = await fetch(t.api.url + url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get('content-length')).toBe(String(bytes.length));
      expect(MAGIC[type]?.(bytes), `${url} is ${type}`).toBe(true);
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([320, 480]);
      expect(bytes.length).toBeLessThan(40_000);
    }
  });

  it('every poster and backdrop width has the 2:3 or 16:9 frame', async () => {
    const show = await firstShow();
    const artwork = { slug: show.slug, version: parseRasterUrl(show.poster.md)?.version ?? '' };
    const backdrop = { slug: show.slug, version: parseRasterUrl(show.background.md)?.version ?? '' };
    const cases = [
      ...RASTER_KINDS.poster.widths.map((w) => ({ url: rasterImageUrl({ kind: 'poster', ...artwork }, w, 'webp'), w })),
      ...RASTER_KINDS.backdrop.widths
        .slice(0, 2)
        .map((w) => ({ url: rasterImageUrl({ kind: 'backdrop', ...backdrop }, w, 'webp'), w })),
    ];
    for (const { url, w } of cases) {
      const res = await fetch(t.api.url + url);
      expect(res.status, url).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      const frame = url.includes('/poster/') ? RASTER_KINDS.poster : RASTER_KINDS.backdrop;
      expect([meta.width, meta.height], url).toEqual([w, Math.round((w * frame.height) / frame.width)]);
    }
  });

  it('answers 304 to the ETag, and HEAD with the headers alone', async () => {
    const show = await firstShow();
    const url = t.api.url + (responsiveImage(show.poster.md)?.src ?? '');
    const first = await fetch(url);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[a-z0-9]+-320-jpeg"$/);
    const again = await fetch(url, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toContain('immutable');
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/jpeg');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('keeps encoded files in the cache folder (whole files only) and another API on it serves the same bytes', async () => {
    const show = await firstShow();
    const url = show.poster.md;
    const bytes = Buffer.from(await (await fetch(t.api.url + url)).arrayBuffer());
    const files = readdirSync(join(cacheDir, 'poster'));
    const file = url.split('/').pop() ?? '';
    expect(files).toContain(file);
    expect(files.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const written = statSync(join(cacheDir, 'poster', file)).mtimeMs;
    second = await startApi({ port: 0, dbPath: t.dbPath, mediaCacheDir: cacheDir });
    const again = Buffer.from(await (await fetch(second.url + url)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    expect(statSync(join(cacheDir, 'poster', file)).mtimeMs).toBe(written);
  });

  it('unknown slug, stale version, unknown format or kind: 404; a width not offered: 400 naming width; never a 500', async () => {
    const show = await firstShow();
    const version = parseRasterUrl(show.poster.md)?.version ?? '';
    const notFound = [
      `/api/media/poster/no-such-film.${version}.320.avif`,
      `/api/media/poster/${show.slug}.zzzz0.320.avif`,
      `/api/media/poster/${show.slug}.${version}.320.png`,
      `/api/media/poster/${show.slug}.${version}.abc.avif`,
      `/api/media/poster/${show.slug}.${version}.1234567.avif`,
      `/api/media/cinema/${show.slug}.${version}.320.avif`,
      `/api/media/poster/${show.slug}..320.avif`,
      '/api/media/poster/.avif',
    ];
    for (const path of notFound) {
      const body = await expectShape(await fetch(t.api.url + path), ApiErrorSchema, 404);
      expect(body.field, path).toBe('path');
    }
    for (const width of [333, 0, 99999]) {
      const bad = await expectShape(
        await fetch(`${t.api.url}/api/media/poster/${show.slug}.${version}.${width}.webp`),
        ApiErrorSchema,
        400,
      );
      expect(bad.field).toBe('width');
      expect(bad.message).toContain('160, 240, 320, 480, 640');
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('poster', 'backdrop', 'trailer', 'x'),
        fc.oneof(fc.constant(show.slug), fc.string({ maxLength: 20 })),
        fc.oneof(fc.constant(version), fc.string({ maxLength: 8 })),
        fc.oneof(fc.constantFrom('320', '0', '-1', '1e3', '0320'), fc.string({ maxLength: 6 })),
        fc.constantFrom('avif', 'webp', 'jpg', 'jpeg', 'svg', ''),
        async (kind, slug, v, width, ext) => {
          const path = `/api/media/${kind}/${encodeURIComponent(`${slug}.${v}.${width}.${ext}`)}`;
          const res = await fetch(t.api.url + path);
          await res.arrayBuffer();
          expect(res.status, path).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the SVG endpoints keep working', async () => {
    const show = await firstShow();
    for (const path of [show.posterPath, show.backgroundPath]) {
      const res = await fetch(t.api.url + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
    }
  });
});

describe('raster cache', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600" width="400" height="600"><rect width="400" height="600" fill="#f2aa4c"/></svg>';
  const request = (width: number): RasterRequest => ({
    kind: 'poster',
    slug: 'test-film',
    version: artworkVersion(svg),
    width,
    format: 'webp',
  });

  it('the version changes with the artwork', () => {
    expect(artworkVersion(svg)).toMatch(/^[a-z0-9]{1,16}$/);
    expect(artworkVersion(svg.replace('#f2aa4c', '#101820'))).not.toBe(artworkVersion(svg));
  });

  it('concurrent requests for one image share one encode', async () => {
    const cache = new RasterCache({ dir: null });
    const [a, b] = await Promise.all([cache.get(request(160), svg), cache.get(request(160), svg)]);
    expect(a).toBe(b);
  });

  it('warming encodes into the folder what is not there yet, and stops when told', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-warm-'));
    try {
      const cache = new RasterCache({ dir });
      const items = [160, 240].map((w) => ({ request: request(w), svg: () => svg }));
      expect(await cache.warm(items)).toBe(2);
      expect(readdirSync(join(dir, 'poster')).sort()).toEqual(
        [160, 240].map((w) => `test-film.${artworkVersion(svg)}.${w}.webp`).sort(),
      );
      expect(await cache.warm(items)).toBe(0);
      const stopped = new RasterCache({ dir });
      const run = stopped.warm([320, 480, 640].map((w) => ({ request: request(w), svg: () => svg })));
      stopped.stop();
      expect(await run).toBeLessThan(3);
      expect(await new RasterCache({ dir: null }).warm(items)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
