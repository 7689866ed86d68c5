import type { RemoteName, RemoteRoutes } from '@marquee/remote-contract';

/** A remote that could not be loaded (its server is down, its manifest is missing...). */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`remote "${remote}" could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/**
 * Loads remotes' `./routes` modules: through the Module Federation runtime in the browser
 * (remote-loader.ts), from their server builds on the edge.
 */
export interface RemoteLoader {
  /** Loads (once) a remote's routes module; rejects with a RemoteLoadError. */
  load(name: RemoteName): Promise<RemoteRoutes>;
  /** The routes module if it is already loaded. */
  loaded(name: RemoteName): RemoteRoutes | undefined;
  /** Forgets a failed remote so that the next load tries again (the fallback's retry). */
  reset(name: RemoteName): void;
}
