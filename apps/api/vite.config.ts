import { defineConfig } from 'vite';

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
