// One-bundle variant of apps/shell/src/lib/remote-loader.ts for the first-load benchmark:
// the catalogue is imported statically, with no federation runtime and no import map.
import type { RemoteName, RemoteRoutes } from '@marquee/remote-contract';
import * as catalogue from '@marquee/remote-catalogue/routes';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`remote "${remote}" could not be loaded`, { cause });
  }
}

const routes: RemoteRoutes = {
  ...(catalogue as RemoteRoutes),
  // Same texts as the federated build, served by the benchmark's server.
  loadTranslations: async (site, language) => (await fetch(`/bench-texts/${site}_${language}.json`)).json(),
};

export function createRemoteLoader() {
  return {
    load: async (name: RemoteName) => {
      if (name !== 'catalogue') throw new RemoteLoadError(name, new Error('not in the one-bundle benchmark'));
      return routes;
    },
    loaded: (name: RemoteName) => (name === 'catalogue' ? routes : undefined),
    reset: () => {},
  };
}
