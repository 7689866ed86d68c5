import { serveStorybook } from '../../packages/ui-kit/scripts/serve-storybook.mjs';

/** The static Storybook on a free loopback port for the run; its address in STORYBOOK_URL. */
export default async function globalSetup() {
  const { url, close } = await serveStorybook();
  process.env.STORYBOOK_URL = url;
  return close;
}
