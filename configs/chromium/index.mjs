// Where the browser tests find Chromium (Debian's package; Playwright's own browser download
// does not work here), the flags that keep it offline and quiet, and the installer `npm test`
// uses when it is missing. Plain JavaScript: the two commands use it before any install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Launch flags: no sandbox (root in containers), no GPU, no background traffic to the network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The Chromium to drive: `$CHROMIUM_PATH`, else the first one installed, else `/usr/bin/chromium`. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || CANDIDATES.find((candidate) => existsSync(candidate)) || CANDIDATES[0];
}

/** The path of a Chromium executable, installing Debian's when missing and root; throws with instructions otherwise. */
export function ensureChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('> installing Chromium with apt (Debian package "chromium")');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const installed =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env }).status === 0;
    if (installed && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
    throw new Error('apt-get could not install chromium');
  }
  throw new Error(
    'No Chromium found. Install it (Debian/Ubuntu: sudo apt-get install chromium) or point the tests at one: CHROMIUM_PATH=/path/to/chrome npm test',
  );
}
