import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { tokenVerifier } from './auth';
import { RasterCache } from './lib/raster-cache';
import { extraRoutes } from './routes/index';
import { posterWarmList } from './routes/media';
import type { Scale } from './seed/seed';
import { Store } from './store';

/** Options of startApi. */
export interface StartApiOptions {
  port?: number;
  host?: string;
  dbPath: string;
  now?: () => Date;
  scale?: Scale;
  /**
   * Folder where encoded posters and backdrops are kept across restarts and shared by processes
   * (file names carry the image version); absent or null: kept in memory only.
   */
  mediaCacheDir?: string | null;
  /** Encode the posters in that folder in the background after start-up, behind requests (default false). */
  warmMedia?: boolean;
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
  // Refuse to start on a configuration that cannot verify tokens (before opening anything).
  tokenVerifier(process.env);
  const store = new Store(options.dbPath, options.scale ?? 'default', options.now ?? (() => new Date()));
  const raster = new RasterCache({ dir: options.mediaCacheDir ?? null });
  const app = createApp(store, extraRoutes, raster);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  let warmTimer: NodeJS.Timeout | undefined;
  if (options.warmMedia && options.mediaCacheDir) {
    // After listening, so start-up does not wait; it yields to every request.
    warmTimer = setTimeout(() => {
      const started = Date.now();
      void raster.warm(posterWarmList(store)).then((count) => {
        if (count > 0) console.error(`[api] media cache: ${count} posters encoded in ${Date.now() - started} ms`);
      });
    }, 1000).unref();
  }
  let closed: Promise<void> | null = null;
  return {
    url: `http://${host}:${port}`,
    port,
    close() {
      closed ??= new Promise<void>((resolve) => {
        clearTimeout(warmTimer);
        raster.stop();
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
