import { launchPlatform, PLATFORM_ENV } from './platform.mjs';

/** Starts the platform once for the whole run; Playwright calls the returned teardown at the end. */
export default async function globalSetup() {
  // No poster warm-up in the background: the tests encode only what they ask for.
  const { info, stop, deployDir } = await launchPlatform({ warmMedia: false });
  // The deploy store too: serial tests deploy variants of a remote into it.
  process.env[PLATFORM_ENV] = JSON.stringify({ ...info, deployDir });
  return stop;
}
