import type { RemoteName, RemoteRoutes } from '@marquee/remote-contract';
import { ROUTES_EXPOSE } from '@marquee/remote-contract';
import { createInstance } from '@module-federation/runtime';
import type { RemoteLocation } from '../app/bootstrap-data';
import { type RemoteLoader, RemoteLoadError } from './remote-error';

/** Creates the browser's remote loader: one federation instance, remotes registered at run time. */
export function createRemoteLoader(locations: Partial<Record<RemoteName, RemoteLocation>>): RemoteLoader {
  const federation = createInstance({
    name: 'marquee_shell',
    remotes: Object.entries(locations).map(([name, location]) => ({ name, entry: location.entry, type: 'module' })),
    shared: {},
  });
  const pending = new Map<RemoteName, Promise<RemoteRoutes>>();
  const done = new Map<RemoteName, RemoteRoutes>();

  return {
    load(name) {
      const existing = pending.get(name);
      if (existing) return existing;
      const location = locations[name];
      const promise = (async () => {
        if (!location) throw new Error(`remote "${name}" is not in the runtime manifest`);
        const module = await federation.loadRemote<RemoteRoutes>(`${name}/${ROUTES_EXPOSE.slice(2)}`);
        if (!module || typeof module !== 'object' || !('pages' in module)) {
          throw new Error(`remote "${name}" exposes no pages`);
        }
        done.set(name, module);
        return module;
      })().catch((error: unknown) => {
        pending.delete(name);
        throw error instanceof RemoteLoadError ? error : new RemoteLoadError(name, error);
      });
      pending.set(name, promise);
      return promise;
    },
    loaded(name) {
      return done.get(name);
    },
    reset(name) {
      pending.delete(name);
      done.delete(name);
      const location = locations[name];
      // Register again with force so the runtime drops its cached (failed) entry.
      if (location) federation.registerRemotes([{ name, entry: location.entry, type: 'module' }], { force: true });
    },
  };
}
