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

/** Whether Debian's packages can be installed here (root, with apt-get). */
const canApt = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

/**
 * Installs a Debian package with apt: from the package lists as they are, else after
 * `apt-get update` (a fresh machine has none). True when apt-get says it is installed.
 * @param {string} name
 */
function aptInstall(name) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', name], { stdio: 'inherit', env }).status === 0;
  return install() || (spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status === 0 && install());
}

/** Debian's `chromium-headless-shell`: the same Chromium's headless-only build (Playwright's own default for headless tests). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser of the e2e suite: `$CHROMIUM_PATH`, else Debian's headless shell when installed,
 * else `chromiumPath()`. The headless shell is the same Chromium (Blink, V8, the same version from
 * the same source package) without the full browser's headless mode: about 0.6 of its CPU for the
 * same pages (docs/PERFORMANCE.md, "Cutting the e2e step (branch ci-e2e)"). The visual suite and
 * the stories keep `chromiumPath()`: their screenshots are compared with committed baselines.
 */
export function e2eChromiumPath() {
  return process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath());
}

/**
 * The e2e suite's launch flags: CHROMIUM_ARGS, and Blink settings that make the headless shell load
 * lazy images as the full Chromium does. The shell knows no connection type when it places lazy
 * images, so it used the "unknown" margin (2,500 px below the viewport) where the full browser
 * uses its 4G one (1,250 px); `lazyLoadingImageMarginPxUnknown=1250` gives it the full browser's
 * (measured on a page of lazy images at 1,000–9,000 px, both browsers). `--blink-settings` takes
 * one list, so Playwright's own headless settings (hover and pointer types) are repeated here.
 */
export const E2E_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4,lazyLoadingImageMarginPxUnknown=1250',
];

/**
 * The e2e suite's browser for `npm test`: the headless shell, installed with apt when missing and
 * root (`chromium-headless-shell`, the same version as `chromium`); `fallback` (the full
 * Chromium) when it cannot be had, with a line saying so. `$CHROMIUM_PATH` wins, as everywhere.
 * @param {string} fallback
 */
export function ensureE2eChromium(fallback) {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (canApt()) {
    console.log('> installing the headless shell of Chromium with apt (Debian package "chromium-headless-shell")');
    if (aptInstall('chromium-headless-shell') && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  }
  console.log(
    `> e2e in ${fallback} (no chromium-headless-shell: sudo apt-get install chromium-headless-shell makes the step lighter)`,
  );
  return fallback;
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
  if (canApt()) {
    console.log('> installing Chromium with apt (Debian package "chromium")');
    if (aptInstall('chromium') && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
    throw new Error('apt-get could not install chromium');
  }
  throw new Error(
    'No Chromium found. Install it (Debian/Ubuntu: sudo apt-get install chromium) or point the tests at one: CHROMIUM_PATH=/path/to/chrome npm test',
  );
}
