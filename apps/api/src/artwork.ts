import { RASTER_REVISION } from './lib/raster-cache';
import { hash } from './lib/random';

/**
 * The generated artwork of the reference data (posters, backdrops, pictures, icons): pure drawing
 * from a key and the words to set, no catalogue read. `queries/artwork.ts` finds a show's words;
 * the media routes and the show answers (the poster version in their URLs) both use it.
 */

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

/** A square icon: a coloured tile with the name set in the display face. */
export function icon(name: string): string {
  const h = hash(name);
  const [a, , ink] = PALETTES[h % PALETTES.length] as [string, string, string];
  const label = name.replace(/-/g, ' ').slice(0, 10).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${esc(name)}"><rect width="96" height="96" rx="18" fill="${a}"/><text x="48" y="56" text-anchor="middle" font-family="${DISPLAY_FONT}" font-size="${label.length > 6 ? 14 : 22}" fill="${ink}">${esc(label)}</text></svg>`;
}

/** The version of raster artwork made from an SVG: changes with the SVG and the encoder settings. */
export function artworkVersion(svg: string): string {
  return hash(`${RASTER_REVISION}:${svg}`).toString(36);
}
