// Makes the pinned pnpm available with nothing but Node and npm (corepack does not work
// here: it cannot verify registry signatures offline). Exports helpers the two commands use.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const packageManager = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager;
export const PNPM_VERSION = packageManager.replace(/^pnpm@/, '');
const toolsDir = path.join(root, '.tools');
const localPnpm = path.join(toolsDir, 'node_modules', '.bin', 'pnpm');

function versionOf(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The pnpm command to run: a matching global one, else one installed into .tools/ with npm. */
export function ensurePnpm() {
  if (versionOf('pnpm') === PNPM_VERSION) return 'pnpm';
  if (existsSync(localPnpm) && versionOf(localPnpm) === PNPM_VERSION) return localPnpm;
  console.log(`> installing pnpm ${PNPM_VERSION} into .tools/ (npm)`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(
    npm,
    ['install', '--prefix', toolsDir, '--no-save', '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0 || versionOf(localPnpm) !== PNPM_VERSION) {
    throw new Error(`could not install pnpm ${PNPM_VERSION} with npm`);
  }
  return localPnpm;
}

/** Runs a command in the repository, streaming its output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    console.log(`\n> ${[path.basename(command), ...args].join(' ')}`);
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        // The pnpm the commands use (a global one, or the one in .tools/) is on PATH for every
        // tool they start: turbo looks the package manager up by name.
        PATH: [...(command.includes(path.sep) ? [path.dirname(command)] : []), process.env.PATH].join(path.delimiter),
        TURBO_TELEMETRY_DISABLED: '1',
        npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr',
        ...options.env,
      },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Installs the workspace (frozen lockfile on CI). */
export async function install(pnpm) {
  await run(pnpm, ['install', ...(process.env.CI ? ['--frozen-lockfile'] : [])]);
}

/** Builds every app and package (turbo caches what did not change); `storybook` adds the UI kit's static Storybook. */
export async function build(pnpm, { storybook = false } = {}) {
  const tasks = storybook ? ['build', 'build-storybook'] : ['build'];
  await run(pnpm, ['exec', 'turbo', 'run', ...tasks, '--concurrency=2', '--output-logs=errors-only']);
}

/** Runs as a script: makes pnpm available and prints its path. */
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(ensurePnpm());
}
