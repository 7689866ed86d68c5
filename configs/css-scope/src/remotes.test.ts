import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { remoteScopeViolations } from './css-scope';

// Every remote of the workspace (each folder of apps/remotes, so a new remote is checked from
// its first commit): the classes it defines and the classes it uses are its own.
const remotesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/remotes');
const remotes = (await readdir(remotesDir, { withFileTypes: true }))
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('remote CSS is scoped to its remote', () => {
  it('finds the five remotes', () => {
    expect(remotes.sort()).toEqual(['account', 'catalogue', 'help-centre', 'locator', 'search']);
  });

  for (const remote of remotes) {
    it(`${remote}: every class it defines or uses starts with ${remote}- (no shell class, no unscoped selector)`, async () => {
      expect(await remoteScopeViolations(path.join(remotesDir, remote), remote)).toEqual([]);
    });
  }
});
