import { defineConfig } from 'vite';

// Node build of the provider; workspace packages (TypeScript source) are bundled in.
export default defineConfig({
  // nodemailer (through @marquee/mail) is bundled too: the provider's own node_modules do not hold it.
  ssr: { noExternal: [/^@marquee\//, 'nodemailer'] },
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.mjs', format: 'es' } },
  },
});
