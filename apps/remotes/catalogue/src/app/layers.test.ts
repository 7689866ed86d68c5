import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rule of the remotes (biome.json, `noRestrictedImports` on `src/features/`): a feature
 * imports its own files, the remote's shared layer (`components/`, `lib/`, `state/`) and packages,
 * never another feature. The repository's real biome.json lints probe files laid out as in a
 * remote, in a scratch folder (the source tree is never written).
 */
const root = path.resolve(import.meta.dirname, '../../../../..');
const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');
const remotes = readdirSync(path.join(root, 'apps/remotes'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .filter((entry) => readdirSync(path.join(root, 'apps/remotes', entry.name, 'src')).includes('features'))
  .map((entry) => entry.name);

const RULE = 'A feature never imports another feature';
let scratch = '';

/** The probe files of one remote: what a feature may import, and each way of reaching into another feature. */
const probes = (remote: string): Record<string, string> => {
  const features = `apps/remotes/${remote}/src/features`;
  return {
    [`${features}/probe/allowed.ts`]: [
      "import { own } from './own';",
      "import { shared } from '../../lib/shared';",
      "import { Part } from '../../components/part';",
      "import { store } from '../../state/store';",
      "import '../../components/content/content.css';",
      'export { own, shared, Part, store };',
    ].join('\n'),
    [`${features}/probe/nested/allowed.ts`]: [
      "import { own } from '../own';",
      "import { shared } from '../../../lib/shared';",
      'export { own, shared };',
    ].join('\n'),
    [`${features}/probe/sibling.ts`]:
      "import { breadcrumbList } from '../other/other-data';\nexport { breadcrumbList };",
    [`${features}/probe/sibling-css.ts`]: "import '../other/content.css';\nexport const a = 1;",
    [`${features}/probe/by-features.ts`]: "import { b } from '../../features/other/other-page';\nexport { b };",
    [`${features}/probe/nested/sibling.ts`]: "import { c } from '../../other/other-data';\nexport { c };",
    [`${features}/probe/nested/deeper/sibling.ts`]:
      "import { d } from '../../../other/parts/other-part';\nexport { d };",
  };
};

/** Biome's diagnostics per probe file: the file names it reports the layer rule for. */
async function flagged(): Promise<string[]> {
  const result = await promisify(execFile)(
    process.execPath,
    [biome, 'lint', '--max-diagnostics=none', '--diagnostic-level=error', '.'],
    { cwd: scratch, maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? '',
  }));
  const output = `${result.stdout}\n${result.stderr}`;
  // Each diagnostic starts with "path:line:column lint/style/noRestrictedImports" and then says its message.
  const files: string[] = [];
  for (const block of output.split(/\n(?=\S+:\d+:\d+ lint\/)/)) {
    const file = /^(\S+):\d+:\d+ lint\/style\/noRestrictedImports/.exec(block.trim())?.[1];
    if (file && block.includes(RULE)) files.push(file.replaceAll('\\', '/'));
  }
  return files.sort();
}

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'marquee-layers-'));
  // The real configuration, without the VCS part (the scratch folder is no Git checkout).
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;
  delete config.$schema;
  delete config.vcs;
  writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
  for (const remote of remotes) {
    for (const [file, text] of Object.entries(probes(remote))) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      writeFileSync(path.join(scratch, file), `${text}\n`);
    }
  }
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the remotes’ layer rule: a feature never imports another feature', () => {
  it('lint fails on each way into another feature, in every remote with features/, and says where to go', async () => {
    expect(remotes).toEqual(expect.arrayContaining(['account', 'catalogue', 'help-centre', 'locator', 'search']));
    const expected = remotes
      .flatMap((remote) => Object.keys(probes(remote)).filter((file) => !file.endsWith('allowed.ts')))
      .sort();
    expect(await flagged()).toEqual(expected);
  }, 60_000);
});
