import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { COUNTRY_CODES } from '@marquee/domain-models';
import { describe, expect, it } from 'vitest';

// SITE-40 (CL): a choice neither the spec nor the clarifications make is a site-configuration
// value, never a hard-coded country branch. This scans the front end's and the API's sources for
// a comparison of a site code with a country literal (`site === 'fr'`, `'nl' !== r.site`,
// `case 'be':` on a site) outside the site configuration (the country apps' site.config.ts, the
// API's seed/sites.ts, routing's per-site tables) and the tests, and fails on any new one.

const ROOT = join(import.meta.dirname, '../../..');
const SCANNED = ['apps', 'packages'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test', 'tests', 'e2e', '.turbo', 'storybook-static']);
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const NOT_SOURCE = /\.(test|spec|stories)\.(ts|tsx)$|\.d\.ts$/;
/** Site configuration itself: where per-site values belong. */
const CONFIGURATION = [/^apps\/countries\/[a-z]{2}\/site\.config\.ts$/, /^apps\/api\/src\/seed\/sites\.ts$/];

const CODES = COUNTRY_CODES.join('|');
/** A site-ish expression compared with a country literal, either way round. */
const BRANCH = new RegExp(
  [
    `\\b[\\w.?]*(?:site|Site|country|Country|code)\\s*[!=]==?\\s*'(?:${CODES})'`,
    `'(?:${CODES})'\\s*[!=]==?\\s*[\\w.?]*(?:site|Site|country|Country|code)\\b`,
  ].join('|'),
);
/** A switch on a site whose cases are country literals. */
const SWITCH = new RegExp(
  `switch\\s*\\(\\s*[\\w.?]*(?:site|Site|country|code)\\s*\\)[^}]*?case\\s*'(?:${CODES})'`,
  's',
);

/**
 * The branches left, each with why: the API seed's reference-data generation (which demo documents
 * and showtimes each site's seed gets). The footer's top cities, the video-on-demand catalogue and
 * the accessibility directory are site configuration (`SiteInfo` in the API's seed/sites.ts,
 * decisions 0028 and 0029): a branch coming back in those files fails here.
 */
const EXCEPTIONS: Readonly<Record<string, { readonly count: number; readonly reason: string }>> = {
  'apps/api/src/seed/extra.ts': {
    count: 9,
    reason: "reference data: which demo documents (pushes, promotions, native ads) exist on which site's seed",
  },
  'apps/api/src/seed/demo-clients.ts': {
    count: 1,
    reason: "reference data: the demo account fan@marquee.test has its five favourite cinemas on fr's seed",
  },
  'apps/api/src/db/showtimes.ts': {
    count: 2,
    reason: 'reference data: the seed gives Dutch-speaking sites Dutch-dubbed children showtimes',
  },
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sources(join(dir, entry.name));
    return SOURCE.test(entry.name) && !NOT_SOURCE.test(entry.name) ? [join(dir, entry.name)] : [];
  });
}

/** Every country branch of the scanned sources: file (from the repository root) → one line per comparison. */
function countryBranches(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of SCANNED.flatMap((dir) => sources(join(ROOT, dir)))) {
    const path = relative(ROOT, file).split('\\').join('/');
    if (CONFIGURATION.some((pattern) => pattern.test(path))) continue;
    const text = readFileSync(file, 'utf8');
    const lines = text
      .split('\n')
      .flatMap((line) => [...line.matchAll(new RegExp(BRANCH.source, 'g'))].map(() => line.trim()));
    const switches = SWITCH.test(text) ? ['switch on a site with country cases'] : [];
    if (lines.length + switches.length > 0) found.set(path, [...lines, ...switches]);
  }
  return found;
}

describe('SITE-40 no hard-coded country branch', () => {
  it('SITE-40 the detector catches the forms a country branch takes, and not a language test', () => {
    for (const branch of [
      "if (site === 'fr') return 5;",
      "const on = r.site === 'nl' || r.site === 'be';",
      "context.site !== 'ch'",
      "'ma' === page.site",
      "country == 'tn'",
    ]) {
      expect(BRANCH.test(branch), branch).toBe(true);
    }
    expect(SWITCH.test("switch (site) {\n  case 'fr':\n    return 1;\n}")).toBe(true);
    for (const fine of ["language === 'fr'", "lang === 'nl'", "kind === 'city'", "SITES['fr']"]) {
      expect(BRANCH.test(fine), fine).toBe(false);
    }
  });

  it('SITE-40 no source outside site configuration branches on a country, but for the listed exceptions', () => {
    const found = countryBranches();
    // The scan ran over the sources (the API's listed files are among them).
    expect(found.size).toBeGreaterThan(0);
    const unexpected = [...found].filter(([path]) => !(path in EXCEPTIONS));
    expect(unexpected, 'move these choices to site configuration (decision 0029)').toEqual([]);
    for (const [path, { count, reason }] of Object.entries(EXCEPTIONS)) {
      expect(reason.length).toBeGreaterThan(20);
      // An exception does not grow: a new branch in a listed file fails too (and a removed one asks to update the list).
      expect(found.get(path)?.length ?? 0, `${path}: ${found.get(path)?.join(' | ')}`).toBe(count);
    }
  });
});
