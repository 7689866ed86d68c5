import path from 'node:path';
import { writeRemoteLocaleFiles } from '@marquee/i18n/build';
import { remoteConfig } from '@marquee/vite-config';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteConfig({
    name: 'account',
    exposes: { './routes': './src/app/routes.tsx' },
    onBuilt: (outDir) =>
      writeRemoteLocaleFiles(path.join(import.meta.dirname, 'locales'), outDir).then(() => undefined),
  }),
);
