import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Environment } from '@marquee/domain-models';
import type { RemoteName } from '@marquee/remote-contract';
import { REMOTE_NAMES } from '@marquee/remote-contract';

/**
 * A version live for a share of the visitors beside the stable one (decision 0049):
 * chosen per visitor by a stable key, rolled back by itself when its error rate exceeds the
 * stable version's by `marginPct` points once it has `minVisits` visits.
 */
export interface Candidate {
  readonly version: string;
  /** Percent of visitors (1-99) who get it. */
  readonly share: number;
  /** When it was deployed (ISO). */
  readonly since: string;
  readonly minVisits: number;
  readonly marginPct: number;
}

/** What happened to a remote in an environment (the last few, for `status`). */
export interface RolloutEvent {
  readonly at: string;
  readonly action: 'deploy' | 'rollout' | 'share' | 'promote' | 'rollback' | 'auto-rollback';
  readonly version: string;
  readonly share?: number;
  /** Why (an automatic rollback says the rates it compared). */
  readonly note?: string;
}

/** One remote's entry in an environment's manifest: the live version and the ones before it. */
export interface DeployedRemote {
  readonly version: string;
  /** Earlier live versions, most recent first (what a rollback goes back to). */
  readonly previous: readonly string[];
  /** A version under gradual rollout, if any. */
  readonly candidate?: Candidate;
  /** The last changes, most recent first. */
  readonly events?: readonly RolloutEvent[];
  /**
   * When each version stopped being live or the candidate (ISO), for `prune`: its files stay
   * served at least the configured time after (pages opened before keep loading them).
   */
  readonly retired?: Readonly<Record<string, string>>;
}

/** How many retired versions an entry remembers. */
const RETIRED = 50;

/** The versions an entry serves: the live one and the candidate. */
export function servedVersions(entry: DeployedRemote | undefined): string[] {
  return entry ? [entry.version, ...(entry.candidate ? [entry.candidate.version] : [])] : [];
}

/**
 * The entry after a change with its `retired` times kept up: a version the change stopped serving
 * is retired now; one served again is not. Applied by every ManifestStore's `update`.
 */
export function withRetired(before: DeployedRemote | undefined, after: DeployedRemote): DeployedRemote {
  const served = new Set(servedVersions(after));
  const now = new Date().toISOString();
  const retired: Record<string, string> = {};
  for (const version of servedVersions(before)) if (!served.has(version)) retired[version] = now;
  for (const [version, at] of Object.entries(after.retired ?? before?.retired ?? {})) {
    if (!served.has(version) && !(version in retired)) retired[version] = at;
  }
  const kept = Object.entries(retired)
    .sort(([, a], [, b]) => b.localeCompare(a))
    .slice(0, RETIRED);
  const { retired: _old, ...rest } = after;
  return kept.length > 0 ? { ...rest, retired: Object.fromEntries(kept) } : rest;
}

/** An environment's remote manifest as stored: remote name -> deployed version. */
export interface StoredManifest {
  readonly remotes: Partial<Record<RemoteName, DeployedRemote>>;
}

/**
 * A remote's `./routes` as the browser loads it without the federation runtime (absolute
 * paths): the module, the chunks it imports, its stylesheets (docs/decisions/0014).
 */
export interface RoutesModule {
  readonly module: string;
  readonly imports: readonly string[];
  readonly css: readonly string[];
  /** The shared singletons the module and its chunks import (bare specifiers). */
  readonly singletons?: readonly string[];
  /**
   * The chunk of each lazy page (page kind -> module, its imports and the singletons they import):
   * a rendered page hints its own.
   */
  readonly pages?: Readonly<
    Record<
      string,
      { readonly module: string; readonly imports: readonly string[]; readonly singletons?: readonly string[] }
    >
  >;
}

/**
 * What a page is given per remote: the URL of its federation manifest and its version, and,
 * when its build says where `./routes` is, that module (loaded straight, no federation runtime).
 */
export type RuntimeRemotes = Partial<
  Record<RemoteName, { readonly entry: string; readonly version: string; readonly routes?: RoutesModule }>
>;

/** The file a remote's build writes beside its entry (configs/vite `BUILD_INFO_FILE`). */
const BUILD_INFO_FILE = 'marquee-build.json';

/** Deployed versions never change: what their build info says is read once per version. */
const routesModules = new Map<string, Promise<RoutesModule | undefined>>();

/**
 * Where a deployed remote version's `./routes` module is, from its `marquee-build.json`
 * (`exposes['./routes']`); undefined for a build that does not say (loaded through the runtime).
 */
export function routesModule(deployDir: string, name: RemoteName, version: string): Promise<RoutesModule | undefined> {
  const file = path.join(deployDir, 'remotes', name, version, BUILD_INFO_FILE);
  let found = routesModules.get(file);
  if (!found) {
    const base = remoteBase(name, version);
    found = readFile(file, 'utf8').then(
      (text) => {
        type Files = { module: string; imports: string[]; singletons?: string[] };
        const info = JSON.parse(text) as {
          exposes?: Record<string, Files & { css: string[]; pages?: Record<string, Files> }>;
        };
        const routes = info.exposes?.['./routes'];
        if (!routes) return undefined;
        const absolute = (files: Files) => ({
          module: `${base}${files.module}`,
          imports: files.imports.map((chunk) => `${base}${chunk}`),
          ...(files.singletons ? { singletons: files.singletons } : {}),
        });
        return {
          ...absolute(routes),
          css: routes.css.map((sheet) => `${base}${sheet}`),
          ...(routes.pages
            ? {
                pages: Object.fromEntries(Object.entries(routes.pages).map(([kind, files]) => [kind, absolute(files)])),
              }
            : {}),
        };
      },
      () => undefined,
    );
    routesModules.set(file, found);
  }
  return found;
}

/** Path of an environment's manifest in the deploy store. */
export function manifestPath(deployDir: string, environment: Environment): string {
  return path.join(deployDir, 'manifests', `${environment}.json`);
}

/** Public path of a deployed remote version. */
export function remoteBase(name: RemoteName, version: string): string {
  return `/remotes/${name}/${encodeURIComponent(version)}/`;
}

/** Turns a stored manifest into what a page's remote loader is given. */
export async function runtimeRemotes(manifest: StoredManifest, deployDir: string): Promise<RuntimeRemotes> {
  const out: Record<string, { entry: string; version: string; routes?: RoutesModule }> = {};
  for (const name of REMOTE_NAMES) {
    const deployed = manifest.remotes[name];
    if (!deployed) continue;
    const routes = await routesModule(deployDir, name, deployed.version);
    out[name] = {
      entry: `${remoteBase(name, deployed.version)}mf-manifest.json`,
      version: deployed.version,
      // Without the pages' chunks: the shell imports a page's chunk through the module itself.
      ...(routes ? { routes: { module: routes.module, imports: routes.imports, css: routes.css } } : {}),
    };
  }
  return out;
}

/** What pages read the live versions from (a `ManifestStore`: files, or the shared database). */
export interface ManifestReader {
  read(environment: Environment): Promise<StoredManifest>;
}
