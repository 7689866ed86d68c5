import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook for designers and for tests: the stories run as vitest browser tests with axe. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The kit's components, then the remotes' pages (each remote's `src/app/pages.stories.tsx`: its
  // real pages fed recorded API answers, docs/decisions/0061-page-stories-visual.md).
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx', '../../../apps/remotes/*/src/app/pages.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
