import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { extraRoutes } from './routes/index';
import type { Scale } from './seed/seed';
import { Store } from './store';

/** Options of startApi. */
export interface StartApiOptions {
  port?: number;
  host?: string;
  dbPath: string;
  now?: () => Date;
  scale?: Scale;
}

/** A running API. */
export interface RunningApi {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the reference API: creates, migrates and seeds the SQLite file if needed, then listens. */
export async function startApi(options: StartApiOptions): Promise<RunningApi> {
  const host = options.host ?? '127.0.0.1';
  const store = new Store(options.dbPath, options.scale ?? 'default', options.now ?? (() => new Date()));
  const app = createApp(store, extraRoutes);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  let closed: Promise<void> | null = null;
  return {
    url: `http://${host}:${port}`,
    port,
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => {
          store.close();
          resolve();
        });
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      return closed;
    },
  };
}
