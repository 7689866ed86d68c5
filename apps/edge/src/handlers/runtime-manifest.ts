import { type ManifestReader, runtimeRemotes } from '../manifest';
import { type Handler, sendText } from './context';

/** Where the browser asks which remote versions are live in the site's environment. */
export const RUNTIME_MANIFEST_PATH = '/_marquee/remotes.json';

/** The live remotes of the environment (their versions and where their modules are), for the browser. */
export function runtimeManifestHandler(options: {
  readonly manifests: ManifestReader;
  readonly deployRoot: string;
}): Handler {
  return async ({ res, environment, url }) => {
    if (url.pathname !== RUNTIME_MANIFEST_PATH) return false;
    const manifest = await options.manifests.read(environment);
    res.setHeader('Access-Control-Allow-Origin', '*');
    sendText(
      res,
      200,
      JSON.stringify({ environment, remotes: await runtimeRemotes(manifest, options.deployRoot) }),
      'application/json; charset=utf-8',
    );
    return true;
  };
}
