import { existsSync, readdirSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';

const REMOTES = '../../../apps/remotes';
/** Each remote's recorded API images (`src/app/page-stories.recorded/media/`), where the site has them. */
const recordedMedia = readdirSync(new URL(`${REMOTES}/`, import.meta.url))
  .map((remote) => `${REMOTES}/${remote}/src/app/page-stories.recorded/media`)
  .filter((dir) => existsSync(new URL(dir, import.meta.url)));

/** Storybook for designers and for tests: the stories run as vitest browser tests with axe. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The kit's components, then the remotes' pages (each remote's `src/app/pages.stories.tsx`: its
  // real pages fed recorded API answers, docs/decisions/0061-page-stories-visual.md).
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx', '../../../apps/remotes/*/src/app/pages.stories.tsx'],
  // The recorded answers point at the API's images (`/api/media/cinema/….svg`): served from the
  // recordings at the same path, so a story's pictures load as on the site instead of answering 404.
  staticDirs: recordedMedia.map((from) => ({ from, to: '/api/media' })),
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
