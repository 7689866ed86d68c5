import type { RasterArtwork, RasterFormat, RasterKind } from '@marquee/domain-models';
import { artwork, artworkVersion } from '../artwork';
import type { WarmItem } from '../lib/raster-cache';
import { pickText } from '../lib/text';
import type { Lang } from '../rows';
import type { Store } from '../store';

/** Reads of the catalogue behind the artwork: a show's poster and backdrop by slug, the posters to warm. */

const showArtworkMemo = new WeakMap<object, Map<string, string>>();

/**
 * The SVG of a show's poster or backdrop by any of its slugs (the title in that slug's
 * language), memoised per store; null for an unknown slug.
 */
export function showArtwork(store: Store, kind: RasterKind, slug: string): string | null {
  let memo = showArtworkMemo.get(store.generation);
  if (!memo) {
    memo = new Map();
    showArtworkMemo.set(store.generation, memo);
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
