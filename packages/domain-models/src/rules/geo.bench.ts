// The locator's nearest-cinemas computation on 400 cinemas (issue 15, "Measure and record"):
// 400 cinemas spread over metropolitan France (a seeded generator: the same set on every run),
// the visitor in central Paris, the settings' defaults (at most 6 within 50 km).
//   cd packages/domain-models && npx vitest bench --run src/rules/geo.bench.ts
// Node's timings; a phone at 4x CPU slowdown takes about four times as long.
import { bench, describe } from 'vitest';
import { nearest } from './geo';

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const random = seeded(20_261_124);
const CINEMAS = Array.from({ length: 400 }, (_, i) => ({
  slug: `cinema-${i}`,
  // A quarter of them in and around Paris, as the chain's map is dense there.
  gpsPosition:
    i % 4 === 0
      ? { x: 2.2 + random() * 0.3, y: 48.75 + random() * 0.2 }
      : { x: -4.5 + random() * 12.5, y: 42.5 + random() * 8.5 },
}));
const PARIS = { x: 2.3522, y: 48.8566 };

describe('nearest cinemas (400 cinemas, at most 6 within 50 km)', () => {
  bench('from central Paris', () => {
    const found = nearest(CINEMAS, PARIS, 50, 6);
    if (found.length !== 6) throw new Error(`expected 6 cinemas, got ${found.length}`);
  });
  bench('from a place with no cinema within 50 km', () => {
    nearest(CINEMAS, { x: -30, y: 40 }, 50, 6);
  });
});
