import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseRasterFile,
  parseRasterUrl,
  RASTER_FORMATS,
  RASTER_KINDS,
  type RasterKind,
  rasterImageUrl,
  rasterSizes,
  responsiveImage,
} from './media';

const poster = { kind: 'poster', slug: 'le-dernier-phare', version: 'k3j2x9' } as const;

describe('raster image URLs', () => {
  it('name the artwork, its version, the width and the format', () => {
    expect(rasterImageUrl(poster, 320, 'avif')).toBe('/api/media/poster/le-dernier-phare.k3j2x9.320.avif');
    expect(rasterImageUrl(poster, 320, 'jpeg')).toBe('/api/media/poster/le-dernier-phare.k3j2x9.320.jpg');
    expect(rasterImageUrl({ ...poster, kind: 'backdrop' }, 1280, 'webp')).toBe(
      '/api/media/backdrop/le-dernier-phare.k3j2x9.1280.webp',
    );
  });

  it('refuse a width the kind does not offer, a bad slug or version', () => {
    expect(() => rasterImageUrl(poster, 333, 'avif')).toThrow(/160, 240, 320, 480, 640/);
    expect(() => rasterImageUrl({ ...poster, slug: 'Le Phare' }, 320, 'avif')).toThrow(/slug/);
    expect(() => rasterImageUrl({ ...poster, version: 'a.b' }, 320, 'avif')).toThrow(/version/);
  });

  it('parse back to what built them, for every kind, width and format', () => {
    const artwork = fc.record({
      kind: fc.constantFrom(...(Object.keys(RASTER_KINDS) as RasterKind[])),
      slug: fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/),
      version: fc.stringMatching(/^[a-z0-9]{1,16}$/),
    });
    fc.assert(
      fc.property(artwork, fc.nat(10), fc.constantFrom(...RASTER_FORMATS), (art, i, format) => {
        const widths = RASTER_KINDS[art.kind].widths;
        const width = widths[i % widths.length] as number;
        const url = rasterImageUrl(art, width, format);
        expect(parseRasterUrl(url)).toEqual({ ...art, width, format });
        expect(parseRasterUrl(`http://fr.marquee.localhost:8080${url}`)).toEqual({ ...art, width, format });
      }),
    );
  });

  it('parsing rejects anything else (SVG, unknown kind or extension, extra segments)', () => {
    expect(parseRasterUrl('/api/media/poster/le-dernier-phare.svg')).toBeNull();
    expect(parseRasterUrl('/api/media/poster/le-dernier-phare.svg?size=md')).toBeNull();
    expect(parseRasterUrl('/api/media/cinema/paris.k3.320.avif')).toBeNull();
    expect(parseRasterUrl('/api/media/poster/x.k3.320.png')).toBeNull();
    expect(parseRasterUrl('/api/media/poster/a/x.k3.320.avif')).toBeNull();
    expect(parseRasterFile('poster', 'x.k3.999999.avif')).toBeNull();
    expect(parseRasterFile('poster', 'x.k3.333.avif')).toEqual({
      kind: 'poster',
      slug: 'x',
      version: 'k3',
      width: 333,
      format: 'avif',
    });
    expect(parseRasterFile('__proto__', 'x.k3.320.avif')).toBeNull();
  });

  it('a show answers sm, md and lg as JPEG (social cards and old browsers take JPEG)', () => {
    expect(rasterSizes(poster)).toEqual({
      sm: '/api/media/poster/le-dernier-phare.k3j2x9.160.jpg',
      md: '/api/media/poster/le-dernier-phare.k3j2x9.320.jpg',
      lg: '/api/media/poster/le-dernier-phare.k3j2x9.640.jpg',
    });
  });
});

describe('responsive image of a raster URL', () => {
  it('gives AVIF then WebP sources at every width, the JPEG fallback and the 2:3 frame', () => {
    const image = responsiveImage('/api/media/poster/le-dernier-phare.k3j2x9.320.jpg');
    expect(image).toEqual({
      sources: [
        {
          type: 'image/avif',
          srcSet: [160, 240, 320, 480, 640]
            .map((w) => `/api/media/poster/le-dernier-phare.k3j2x9.${w}.avif ${w}w`)
            .join(', '),
        },
        {
          type: 'image/webp',
          srcSet: [160, 240, 320, 480, 640]
            .map((w) => `/api/media/poster/le-dernier-phare.k3j2x9.${w}.webp ${w}w`)
            .join(', '),
        },
      ],
      src: '/api/media/poster/le-dernier-phare.k3j2x9.320.jpg',
      width: 400,
      height: 600,
    });
  });

  it('keeps only the widths asked for, and a backdrop is 16:9', () => {
    const image = responsiveImage('/api/media/backdrop/x.v1.960.jpg', [960, 1280, 333]);
    expect(image?.sources[0]?.srcSet).toBe(
      '/api/media/backdrop/x.v1.960.avif 960w, /api/media/backdrop/x.v1.1280.avif 1280w',
    );
    expect([image?.width, image?.height]).toEqual([1280, 720]);
    expect(() => responsiveImage('/api/media/backdrop/x.v1.960.jpg', [333])).toThrow(/backdrop width/);
  });

  it('is null for an image that is not a raster URL (shown as it is)', () => {
    expect(responsiveImage('/api/media/poster/le-dernier-phare.svg?size=md')).toBeNull();
    expect(responsiveImage('https://cdn.example.com/p.jpg')).toBeNull();
    expect(responsiveImage('/api/media/poster/x.v1.333.jpg')).toBeNull();
  });
});
