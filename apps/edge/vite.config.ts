import { defineConfig } from 'vite';

// Node build of the edge's three programs; workspace packages (TypeScript source) are bundled in.
export default defineConfig({
  ssr: { noExternal: [/^@marquee\//] },
  build: {
    ssr: true,
    outDir: 'dist',
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: {
      input: {
        main: 'src/main.ts',
        'deploy-cli': 'src/deploy-cli.ts',
        'remote-server': 'src/remote-server-cli.ts',
        platform: 'src/platform-cli.ts',
      },
      output: { entryFileNames: '[name].mjs', format: 'es' },
    },
  },
});
