// Makes the installed app's icons (apps/shell/public/assets/icons/*.png) from the SVGs in
// apps/shell/pwa/: 192 and 512 px, and a maskable 512 px one whose mark stays inside the safe
// zone (the inner 80 %). The PNGs are committed; run this again after changing an SVG:
//   node apps/shell/scripts/pwa-icons.mjs
// It borrows the API's rasteriser (sharp, a dependency of apps/api) rather than adding one here.
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const shellDir = path.resolve(import.meta.dirname, '..');
const sharp = createRequire(path.join(shellDir, '../api/package.json'))('sharp');
const outDir = path.join(shellDir, 'public/assets/icons');
const ICONS = [
  { svg: 'icon.svg', size: 192, file: 'icon-192.png' },
  { svg: 'icon.svg', size: 512, file: 'icon-512.png' },
  { svg: 'maskable.svg', size: 512, file: 'maskable-512.png' },
];

await mkdir(outDir, { recursive: true });
for (const icon of ICONS) {
  const svg = await readFile(path.join(shellDir, 'pwa', icon.svg));
  await sharp(svg, { density: (72 * icon.size) / 512 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, icon.file));
  console.log(`${icon.file}: ${icon.size}x${icon.size}`);
}
