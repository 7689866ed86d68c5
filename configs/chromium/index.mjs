// Finds the Chromium the browser tests drive, installing Debian's package when it is missing
// and we are root (Playwright's own browser download does not work here).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The path of a Chromium executable; throws with instructions when there is none. */
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
