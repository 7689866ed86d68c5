import type { RemoteName, RemoteRoutes } from '@marquee/remote-contract';
import { ROUTES_EXPOSE } from '@marquee/remote-contract';
import type { RemoteLocation, RoutesModuleLocation } from '../app/bootstrap-data';
import { reportLoadFailure } from './error-beacon';
import { type RemoteLoader, RemoteLoadError } from './remote-error';

type Federation = ReturnType<typeof import('@module-federation/runtime')['createInstance']>;

/** Adds a remote's stylesheet unless the page has it already (the server render links it). */
function stylesheet(href: string): Promise<void> {
  const url = new URL(href, document.baseURI).href;
  const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => link.href === url,
  );
  if (present) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`stylesheet ${url} failed to load`));
    document.head.append(link);
  });
}

/**
 * A remote's `./routes` loaded straight: its stylesheets, then the module, an ES module whose
 * only outside imports are the import map's singletons (docs/decisions/0014). The browser
 * fetches the chunks it imports itself; a failed fetch is asked again once.
 */
async function importRoutes(location: RoutesModuleLocation, attempt: number): Promise<unknown> {
  await Promise.all(location.css.map(stylesheet));
  // A retry after a failure needs another URL: the browser keeps a failed module import.
  const url = attempt === 0 ? location.module : `${location.module}?retry=${attempt}`;
  return import(/* @vite-ignore */ url);
}

/**
 * Creates the browser's remote loader. A remote whose build says where its `./routes` module is
 * gets it imported straight; any other is loaded through the federation runtime, fetched only
 * then (it is not in the page's first load).
 */
export function createRemoteLoader(locations: Partial<Record<RemoteName, RemoteLocation>>): RemoteLoader {
  let federation: Promise<Federation> | undefined;
  const runtime = () => {
    federation ??= import('@module-federation/runtime').then(({ createInstance }) =>
      createInstance({
        name: 'marquee_shell',
        remotes: Object.entries(locations)
          .filter(([, location]) => !location.routes)
          .map(([name, location]) => ({ name, entry: location.entry, type: 'module' })),
        shared: {},
      }),
    );
    federation.catch(() => {
      federation = undefined;
    });
    return federation;
  };
  const pending = new Map<RemoteName, Promise<RemoteRoutes>>();
  const done = new Map<RemoteName, RemoteRoutes>();
  const attempts = new Map<RemoteName, number>();

  return {
    load(name) {
      const existing = pending.get(name);
      if (existing) return existing;
      const location = locations[name];
      const promise = (async () => {
        if (!location) throw new Error(`remote "${name}" is not in the runtime manifest`);
        const module = location.routes
          ? await importRoutes(location.routes, attempts.get(name) ?? 0)
          : await (await runtime()).loadRemote<RemoteRoutes>(`${name}/${ROUTES_EXPOSE.slice(2)}`);
        if (!module || typeof module !== 'object' || !('pages' in module)) {
          throw new Error(`remote "${name}" exposes no pages`);
        }
        done.set(name, module as RemoteRoutes);
        return module as RemoteRoutes;
      })().catch((error: unknown) => {
        pending.delete(name);
        // Counted against the version this page loads (docs/decisions/0049): the edge compares versions' rates.
        reportLoadFailure(name);
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
      if (!location) return;
      if (location.routes) {
        attempts.set(name, (attempts.get(name) ?? 0) + 1);
        return;
      }
      // Register again with force so the runtime drops its cached (failed) entry.
      void runtime().then((instance) =>
        instance.registerRemotes([{ name, entry: location.entry, type: 'module' }], { force: true }),
      );
    },
  };
}
