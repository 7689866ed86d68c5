import { type ManifestReader, runtimeRemotes } from '../manifest';
import { forPaths, type Handler, sendText } from './context';
import type { Rollouts } from './rollout';

/** Where the browser asks which remote versions are live in the site's environment. */
export const RUNTIME_MANIFEST_PATH = '/_marquee/remotes.json';

/** The live remotes of the environment (their versions and where their modules are), for the browser. */
export function runtimeManifestHandler(options: {
  readonly manifests: ManifestReader;
  readonly deployRoot: string;
  readonly rollouts: Rollouts;
}): Handler {
  return forPaths(
    (pathname) => pathname === RUNTIME_MANIFEST_PATH,
    async ({ req, res, environment, scheme }) => {
      // The versions this visitor's pages get (a rollout's candidate, an override).
      const { manifest } = options.rollouts.forVisitor(
        req,
        undefined,
        environment,
        await options.manifests.read(environment),
        scheme,
      );
      res.setHeader('Access-Control-Allow-Origin', '*');
      sendText(
        res,
        200,
        JSON.stringify({ environment, remotes: await runtimeRemotes(manifest, options.deployRoot) }),
        'application/json; charset=utf-8',
      );
      return true;
    },
  );
}
