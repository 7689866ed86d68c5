import { launchPlatform, PLATFORM_ENV } from './platform.mjs';

/** Starts the platform once for the whole run; Playwright calls the returned teardown at the end. */
export default async function globalSetup() {
  const { info, stop } = await launchPlatform();
  process.env[PLATFORM_ENV] = JSON.stringify(info);
  return stop;
}
