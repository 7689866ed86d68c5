import { launchPlatform, PLATFORM_ENV } from './platform.mjs';

/** Starts the platform once for the whole run; Playwright calls the returned teardown at the end. */
export default async function globalSetup() {
  const { info, stop, deployDir } = await launchPlatform();
  // The deploy store too: serial tests deploy variants of a remote into it.
  process.env[PLATFORM_ENV] = JSON.stringify({ ...info, deployDir });
  return stop;
}
