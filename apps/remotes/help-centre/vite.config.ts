import path from 'node:path';
import { writeRemoteLocaleFiles } from '@marquee/i18n/build';
import { pageSources } from '@marquee/remote-contract/pages';
import { remoteConfig } from '@marquee/vite-config';
import { defineConfig } from 'vite';
import { PAGES } from './src/app/pages';

const remote = remoteConfig({
  name: 'help-centre',
  exposes: { './routes': './src/app/routes.tsx' },
  // The lazy pages of ./routes (the table of src/app/pages.ts), so a server-rendered page hints its own chunk.
  pages: pageSources(PAGES),
  onBuilt: (outDir) => writeRemoteLocaleFiles(path.join(import.meta.dirname, 'locales'), outDir).then(() => undefined),
});

export default defineConfig(remote);
