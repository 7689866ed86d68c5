import sharp from 'sharp';
import { readFileSync } from 'node:fs';
sharp.concurrency(1);
sharp.cache(false);
const svg = readFileSync(process.argv[2]);
for (const w of [320, 480, 640]) {
  for (const [fmt, opts] of [
    ['avif', { quality: 50, effort: 0 }],
    ['avif', { quality: 50, effort: 2 }],
    ['webp', { quality: 74, effort: 4 }],
    ['webp', { quality: 74, effort: 2 }],
    ['jpeg', { quality: 78, mozjpeg: true }],
  ]) {
    const t = performance.now();
    let out;
    for (let i = 0; i < 3; i++)
      out = await sharp(svg, { density: (72 * w) / 400 })
        .resize(w, Math.round(w * 1.5))
        .toFormat(fmt, opts)
        .toBuffer();
    console.log(w, fmt, JSON.stringify(opts), ((performance.now() - t) / 3).toFixed(1), 'ms', out.length, 'B');
  }
}
