import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Environment } from '@marquee/domain-models';
import { ENVIRONMENTS } from '@marquee/domain-models';
import type { RemoteName } from '@marquee/remote-contract';
import { REMOTE_NAMES } from '@marquee/remote-contract';
import type { DeployedRemote, StoredManifest } from './manifest';
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
  const { before } = await manifests.update(environment, name, (current): DeployedRemote => {
    const previous =
      current && current.version !== version
        ? [current.version, ...current.previous].slice(0, HISTORY)
        : (current?.previous ?? []);
    return { version, previous };
  });
  return { name, environment, version, previous: before?.version };
}

/** Makes the version before the live one live again. */
export async function rollbackRemote(options: {
  deployDir: string;
  name: string;
  environment?: string;
  manifests?: ManifestStore;
}): Promise<DeployResult> {
  const environment = options.environment ?? 'development';
  assertRemoteName(options.name);
  assertEnvironment(environment);
  const name = options.name;
  const manifests = options.manifests ?? new FileManifestStore(options.deployDir);
  const { before, after } = await manifests.update(environment, name, (current) => {
    const [back, ...rest] = current?.previous ?? [];
    if (!current || !back) throw new DeployError(`${name} has no earlier version in ${environment} to roll back to`);
    return { version: back, previous: rest };
  });
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

/** The singleton versions the hosts run, from apps/vendor's build (vendor-manifest.json). */
export async function readHostSingletons(vendorDir: string): Promise<Record<string, string>> {
  const file = path.join(vendorDir, 'vendor-manifest.json');
  if (!existsSync(file)) throw new DeployError(`${file} is missing: build apps/vendor first`);
  return (JSON.parse(await readFile(file, 'utf8')) as { versions: Record<string, string> }).versions;
}
