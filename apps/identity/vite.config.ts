import { defineConfig } from 'vite';

// Node build of the provider; workspace packages (TypeScript source) are bundled in.
export default defineConfig({
  ssr: { noExternal: [/^@marquee\//] },
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.mjs', format: 'es' } },
  },
});
