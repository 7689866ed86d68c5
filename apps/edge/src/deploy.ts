import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Environment } from '@marquee/domain-models';
import { ENVIRONMENTS } from '@marquee/domain-models';
import type { RemoteName } from '@marquee/remote-contract';
import { REMOTE_NAMES } from '@marquee/remote-contract';
import {
  type Candidate,
  type DeployedRemote,
  type RolloutEvent,
  type StoredManifest,
  servedVersions,
} from './manifest';
import { FileManifestStore, type ManifestStore } from './manifest-store';

/** A deploy or rollback that cannot be done; the message says why. */
export class DeployError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeployError';
  }
}

/** How many earlier versions an environment remembers for rollbacks. */
const HISTORY = 10;

/** Version names are path segments: letters, digits, dot, dash, underscore, plus. */
const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/;

export function assertRemoteName(name: string): asserts name is RemoteName {
  if (!(REMOTE_NAMES as readonly string[]).includes(name)) {
    throw new DeployError(`unknown remote "${name}": one of ${REMOTE_NAMES.join(', ')}`);
  }
}

export function assertEnvironment(environment: string): asserts environment is Environment {
  if (!(ENVIRONMENTS as readonly string[]).includes(environment)) {
    throw new DeployError(`unknown environment "${environment}": one of ${ENVIRONMENTS.join(', ')}`);
  }
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(path.join(dir, entry.name), rel)));
    else out.push(rel);
  }
  return out.sort();
}

/** A short hash of a build's files, so the same build always gets the same version. */
export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    hash.update(file);
    hash.update(await readFile(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 10);
}

/** What a deploy is asked to do. */
export interface DeployOptions {
  readonly deployDir: string;
  readonly name: string;
  /** The remote's browser build (its `dist/client`). */
  readonly buildDir: string;
  readonly environment?: string;
  /** Version name; default `<package version>-<content hash>`. */
  readonly version?: string;
  /** The remote's package version, used in the default version name. */
  readonly packageVersion?: string;
  /**
   * Versions of the shared singletons the hosts run (apps/vendor's vendor-manifest.json). When
   * given, a remote built against any other version is refused: one React on every page.
   */
  readonly hostSingletons?: Readonly<Record<string, string>>;
  /** Where the live versions are kept (default: the deploy store's manifest files). */
  readonly manifests?: ManifestStore;
  /**
   * Percent of visitors (1-99) who get the new version beside the live one (a gradual rollout);
   * absent or 100: live for everyone at once.
   */
  readonly share?: number;
  /** A rollout's automatic rollback: visits the candidate needs before it is judged… */
  readonly minVisits?: number;
  /** …and by how many points its error rate may exceed the stable version's. */
  readonly marginPct?: number;
}

/** Defaults of a rollout's automatic rollback. */
export const ROLLOUT_DEFAULTS = { minVisits: 50, marginPct: 5 } as const;

/** How many changes an entry remembers for `status`. */
const EVENTS = 10;

/** The entry's events with one more, most recent first. */
export function withEvent(current: DeployedRemote | undefined, event: Omit<RolloutEvent, 'at'>): RolloutEvent[] {
  return [{ at: new Date().toISOString(), ...event }, ...(current?.events ?? [])].slice(0, EVENTS);
}

/** A share of visitors: a whole percent from 1 to 99 (100 is a plain deploy, `promote`). */
export function assertShare(share: number): void {
  if (!Number.isInteger(share) || share < 1 || share > 100) {
    throw new DeployError(`invalid share "${share}": a whole percent from 1 to 100`);
  }
}

/** The file a remote's build writes with the singleton versions it was built against. */
const BUILD_INFO_FILE = 'marquee-build.json';

/** Refuses a build compiled against singleton versions the hosts do not run. */
async function assertSameSingletons(
  name: string,
  buildDir: string,
  host: Readonly<Record<string, string>>,
): Promise<void> {
  const file = path.join(buildDir, BUILD_INFO_FILE);
  if (!existsSync(file)) {
    throw new DeployError(
      `${buildDir} has no ${BUILD_INFO_FILE}: rebuild ${name} with the current configs/vite preset`,
    );
  }
  const built = JSON.parse(await readFile(file, 'utf8')) as { singletons?: Record<string, string> };
  const mismatches = Object.entries(built.singletons ?? {})
    .filter(([pkg, version]) => host[pkg] !== undefined && host[pkg] !== version)
    .map(([pkg, version]) => `${pkg} ${version} (hosts run ${host[pkg]})`);
  if (mismatches.length > 0) {
    throw new DeployError(
      `${name} was built against ${mismatches.join(', ')}: shared singletons must be the hosts' versions (one React on a page); rebuild it against them or release a new vendor build first`,
    );
  }
}

/** Result of a deploy or rollback. */
export interface DeployResult {
  readonly name: RemoteName;
  readonly environment: Environment;
  readonly version: string;
  readonly previous: string | undefined;
  /** A rollout's share of visitors (absent: live for everyone). */
  readonly share?: number;
  /** A rollback that ended a rollout: the candidate it withdrew. */
  readonly withdrawn?: string;
}

/**
 * Deploys a built remote as a new version and makes it live in an environment: its files
 * go to `remotes/<name>/<version>/` in the store (never overwritten once there) and the
 * environment's manifest points to it. No country app is rebuilt.
 */
export async function deployRemote(options: DeployOptions): Promise<DeployResult> {
  const { deployDir, name, buildDir } = options;
  const environment = options.environment ?? 'development';
  assertRemoteName(name);
  assertEnvironment(environment);
  const federationManifest = path.join(buildDir, 'mf-manifest.json');
  if (!existsSync(federationManifest)) {
    throw new DeployError(
      `${buildDir} has no mf-manifest.json: build the remote first (pnpm --filter @marquee/remote-${name} build)`,
    );
  }
  const built = JSON.parse(await readFile(federationManifest, 'utf8')) as { name?: string };
  if (built.name !== name) throw new DeployError(`${buildDir} is the build of "${built.name}", not of "${name}"`);
  if (options.hostSingletons) await assertSameSingletons(name, buildDir, options.hostSingletons);
  const version = options.version ?? `${options.packageVersion ?? '0.0.0'}-${await contentHash(buildDir)}`;
  if (!VERSION_PATTERN.test(version)) throw new DeployError(`invalid version "${version}"`);

  const target = path.join(deployDir, 'remotes', name, version);
  if (existsSync(target)) {
    if ((await contentHash(target)) !== (await contentHash(buildDir))) {
      throw new DeployError(
        `version ${version} of ${name} is already deployed with other files: deployed versions never change, choose another version`,
      );
    }
  } else {
    const staging = `${target}.${process.pid}.tmp`;
    await mkdir(path.dirname(target), { recursive: true });
    await cp(buildDir, staging, { recursive: true });
    await rename(staging, target);
  }

  const manifests = options.manifests ?? new FileManifestStore(deployDir);
  const share = options.share ?? 100;
  assertShare(share);
  if (share < 100) {
    const { before } = await manifests.update(environment, name, (current): DeployedRemote => {
      if (!current) throw new DeployError(`${name} has no live version in ${environment}: deploy it fully first`);
      if (current.version === version) throw new DeployError(`${version} is already the live version of ${name}`);
      const candidate: Candidate = {
        version,
        share,
        since: new Date().toISOString(),
        minVisits: options.minVisits ?? ROLLOUT_DEFAULTS.minVisits,
        marginPct: options.marginPct ?? ROLLOUT_DEFAULTS.marginPct,
      };
      return { ...current, candidate, events: withEvent(current, { action: 'rollout', version, share }) };
    });
    return { name, environment, version, previous: before?.version, share };
  }
  const { before } = await manifests.update(environment, name, (current): DeployedRemote => {
    const previous =
      current && current.version !== version
        ? [current.version, ...current.previous].slice(0, HISTORY)
        : (current?.previous ?? []);
    return { version, previous, events: withEvent(current, { action: 'deploy', version }) };
  });
  return { name, environment, version, previous: before?.version };
}

/** What a change of a deployed remote names: its environment (checked), remote (checked) and manifest store. */
interface ChangeOptions {
  deployDir: string;
  name: string;
  environment?: string;
  manifests?: ManifestStore;
}

function changeTarget(options: ChangeOptions): {
  environment: Environment;
  name: RemoteName;
  manifests: ManifestStore;
} {
  const environment = options.environment ?? 'development';
  const name = options.name;
  assertRemoteName(name);
  assertEnvironment(environment);
  return { environment, name, manifests: options.manifests ?? new FileManifestStore(options.deployDir) };
}

/** Makes a rollout's candidate live for everyone (the stable version becomes the one before). */
export async function promoteRemote(options: ChangeOptions): Promise<DeployResult> {
  const { environment, name, manifests } = changeTarget(options);
  const { before, after } = await manifests.update(environment, name, (current) => {
    if (!current?.candidate) throw new DeployError(`${name} has no rollout under way in ${environment}`);
    const version = current.candidate.version;
    return {
      version,
      previous: [current.version, ...current.previous].slice(0, HISTORY),
      events: withEvent(current, { action: 'promote', version }),
    };
  });
  return { name, environment, version: after.version, previous: before?.version };
}

/** Changes the share of a rollout under way (raised in steps; 100 promotes it). */
export async function setShare(options: ChangeOptions & { share: number }): Promise<DeployResult> {
  assertShare(options.share);
  if (options.share === 100) return promoteRemote(options);
  const { environment, name, manifests } = changeTarget(options);
  const { after } = await manifests.update(environment, name, (current) => {
    if (!current?.candidate) throw new DeployError(`${name} has no rollout under way in ${environment}`);
    const candidate = { ...current.candidate, share: options.share };
    return {
      ...current,
      candidate,
      events: withEvent(current, { action: 'share', version: candidate.version, share: options.share }),
    };
  });
  return {
    name,
    environment,
    version: after.candidate?.version ?? after.version,
    previous: after.version,
    share: options.share,
  };
}

/**
 * Rolls back: withdraws a rollout's candidate when one is under way (the stable version stays,
 * for everyone), else makes the version before the live one live again.
 */
export async function rollbackRemote(options: ChangeOptions): Promise<DeployResult> {
  const { environment, name, manifests } = changeTarget(options);
  const { before, after } = await manifests.update(environment, name, (current) => {
    if (current?.candidate) {
      const { candidate, ...rest } = current;
      return { ...rest, events: withEvent(current, { action: 'rollback', version: candidate.version }) };
    }
    const [back, ...rest] = current?.previous ?? [];
    if (!current || !back) throw new DeployError(`${name} has no earlier version in ${environment} to roll back to`);
    return { version: back, previous: rest, events: withEvent(current, { action: 'rollback', version: back }) };
  });
  if (before?.candidate) {
    return { name, environment, version: after.version, previous: after.version, withdrawn: before.candidate.version };
  }
  return { name, environment, version: after.version, previous: before?.version };
}

/** The live version of every remote in an environment. */
export async function listRemotes(
  deployDir: string,
  environment = 'development',
  manifests: ManifestStore = new FileManifestStore(deployDir),
): Promise<StoredManifest> {
  assertEnvironment(environment);
  return manifests.read(environment);
}

/** How long a version stays in the store after it stopped being served, by default (24 hours). */
export const KEEP_RETIRED_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the files of the versions no environment serves or may roll back to, retired longer
 * than `keepMs` ago in every environment that served them (a page opened before
 * a change keeps loading its versions at least that long). A version no environment ever served
 * through this store is left alone. Returns the removed `<remote>/<version>`.
 */
export async function pruneVersions(options: {
  deployDir: string;
  keepMs?: number;
  manifests?: ManifestStore;
  now?: number;
}): Promise<string[]> {
  const keepMs = options.keepMs ?? KEEP_RETIRED_MS;
  const now = options.now ?? Date.now();
  const manifests = options.manifests ?? new FileManifestStore(options.deployDir);
  const entries = (await Promise.all(ENVIRONMENTS.map((environment) => manifests.read(environment)))).flatMap(
    (manifest) => Object.entries(manifest.remotes),
  );
  const removed: string[] = [];
  for (const name of REMOTE_NAMES) {
    const mine = entries.filter(([remote]) => remote === name).map(([, entry]) => entry);
    const named = new Set(mine.flatMap((entry) => (entry ? [...servedVersions(entry), ...entry.previous] : [])));
    const retiredAt = new Map<string, number>();
    for (const entry of mine) {
      for (const [version, at] of Object.entries(entry?.retired ?? {})) {
        retiredAt.set(version, Math.max(retiredAt.get(version) ?? 0, Date.parse(at)));
      }
    }
    const dir = path.join(options.deployDir, 'remotes', name);
    const versions = await readdir(dir).catch(() => [] as string[]);
    for (const version of versions) {
      const at = retiredAt.get(version);
      if (named.has(version) || at === undefined || now - at < keepMs) continue;
      await rm(path.join(dir, version), { recursive: true, force: true });
      removed.push(`${name}/${version}`);
    }
  }
  return removed;
}

/** The singleton versions the hosts run, from apps/vendor's build (vendor-manifest.json). */
export async function readHostSingletons(vendorDir: string): Promise<Record<string, string>> {
  const file = path.join(vendorDir, 'vendor-manifest.json');
  if (!existsSync(file)) throw new DeployError(`${file} is missing: build apps/vendor first`);
  return (JSON.parse(await readFile(file, 'utf8')) as { versions: Record<string, string> }).versions;
}
