import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import type { TestProject } from 'vitest/node';
import type { ServerHtml } from './render-on-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server HTML of every story and mismatch fixture, rendered in Node before the browser tests. */
    serverHtml: ServerHtml;
  }
}

/**
 * Global setup of the `hydration` project: renders every story in Node (no DOM, as the real
 * server does) through a throw-away Vite SSR server, and hands the HTML to the browser tests.
 * The HTML must not come from the browser: there `window` exists and render-time reads of it
 * would agree with the client, hiding exactly the mismatches the test is for.
 */
export default async function setup(project: TestProject): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../..');
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'warn',
    appType: 'custom',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { renderOnServer } = (await server.ssrLoadModule(
      '/src/server-rendering/render-on-server.tsx',
    )) as typeof import('./render-on-server');
    project.provide('serverHtml', renderOnServer());
  } finally {
    await server.close();
  }
}
