import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Environment } from '@marquee/domain-models';
import type { RemoteName } from '@marquee/remote-contract';
import { REMOTE_NAMES } from '@marquee/remote-contract';

/** One remote's entry in an environment's manifest: the live version and the ones before it. */
export interface DeployedRemote {
  readonly version: string;
  /** Earlier live versions, most recent first (what a rollback goes back to). */
  readonly previous: readonly string[];
}

/** An environment's remote manifest as stored: remote name -> deployed version. */
export interface StoredManifest {
  readonly remotes: Partial<Record<RemoteName, DeployedRemote>>;
}

/** What a page is given: remote name -> URL of its federation manifest, and version. */
export type RuntimeRemotes = Partial<Record<RemoteName, { readonly entry: string; readonly version: string }>>;

/** Path of an environment's manifest in the deploy store. */
export function manifestPath(deployDir: string, environment: Environment): string {
  return path.join(deployDir, 'manifests', `${environment}.json`);
}

/** Public path of a deployed remote version. */
export function remoteBase(name: RemoteName, version: string): string {
  return `/remotes/${name}/${encodeURIComponent(version)}/`;
}

/** Turns a stored manifest into what the page's federation runtime registers. */
export function runtimeRemotes(manifest: StoredManifest): RuntimeRemotes {
  const out: Record<string, { entry: string; version: string }> = {};
  for (const name of REMOTE_NAMES) {
    const deployed = manifest.remotes[name];
    if (deployed)
      out[name] = { entry: `${remoteBase(name, deployed.version)}mf-manifest.json`, version: deployed.version };
  }
  return out;
}

/**
 * Reads environment manifests from the deploy store, again whenever the file changes, so a
 * deploy or a rollback takes effect on the next request without restarting the edge.
 */
export class ManifestReader {
  readonly #cache = new Map<Environment, { mtimeMs: number; size: number; manifest: StoredManifest }>();

  constructor(readonly deployDir: string) {}

  async read(environment: Environment): Promise<StoredManifest> {
    const file = manifestPath(this.deployDir, environment);
    let info: { mtimeMs: number; size: number };
    try {
      info = await stat(file);
    } catch {
      return { remotes: {} };
    }
    const cached = this.#cache.get(environment);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.manifest;
    const manifest = JSON.parse(await readFile(file, 'utf8')) as StoredManifest;
    this.#cache.set(environment, { ...info, manifest });
    return manifest;
  }
}
