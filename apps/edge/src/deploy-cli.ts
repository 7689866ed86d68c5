import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { databaseTarget, DatabaseConfigError, openDb } from '@marquee/db';
import { parseArgs, stringOption } from './cli-args';
import { DeployError, deployRemote, listRemotes, readHostSingletons, rollbackRemote } from './deploy';
import { DbManifestStore, FileManifestStore, type ManifestStore } from './manifest-store';

const USAGE = `Deploys a built remote as a new version, rolls it back, or lists what is live.

  marquee-deploy deploy <remote> [--env development] [--version V] [--build-dir DIR]
  marquee-deploy rollback <remote> [--env development]
  marquee-deploy list [--env development]

  --deploy-dir DIR  the deploy store (default $MARQUEE_DEPLOY_DIR or .var/deploy)
  --vendor-dir DIR  the hosts' vendor build whose singleton versions a remote must match
                    (default apps/vendor/dist): a remote built against another React is refused
  remotes: catalogue, account, help-centre, locator, search
  No country app is rebuilt: pages pick the new version up on their next load.
  With DATABASE_URL set, the live versions are rows of that database (what every edge reads);
  the versions' files still go to the deploy store.`;

async function main(argv: string[]): Promise<number> {
  const { positional, options } = parseArgs(argv);
  const [command, name] = positional;
  const root = process.env.MARQUEE_ROOT ?? process.cwd();
  const deployDir = path.resolve(
    root,
    stringOption(options, 'deploy-dir', process.env.MARQUEE_DEPLOY_DIR ?? '.var/deploy'),
  );
  const environment = stringOption(options, 'env', 'development');
  const manifests: ManifestStore =
    process.env.DATABASE_URL === undefined
      ? new FileManifestStore(deployDir)
      : await DbManifestStore.open(openDb(databaseTarget(process.env, '')));
  if (command === 'list') {
    const manifest = await listRemotes(deployDir, environment, manifests);
    for (const [remote, deployed] of Object.entries(manifest.remotes)) {
      console.log(
        `${remote.padEnd(12)} ${deployed.version}${deployed.previous.length ? `  (before: ${deployed.previous.join(', ')})` : ''}`,
      );
    }
    return 0;
  }
  if ((command !== 'deploy' && command !== 'rollback') || !name || options.has('help')) {
    console.error(USAGE);
    return options.has('help') ? 0 : 2;
  }
  if (command === 'rollback') {
    const result = await rollbackRemote({ deployDir, name, environment, manifests });
    console.log(`${result.name}: ${result.environment} is back on ${result.version} (was ${result.previous})`);
    return 0;
  }
  const remoteDir = path.join(root, 'apps', 'remotes', name);
  const buildDir = path.resolve(root, stringOption(options, 'build-dir', path.join(remoteDir, 'dist', 'client')));
  const packageVersion = (
    JSON.parse(await readFile(path.join(remoteDir, 'package.json'), 'utf8').catch(() => '{}')) as { version?: string }
  ).version;
  const version = options.get('version');
  const result = await deployRemote({
    deployDir,
    name,
    buildDir,
    environment,
    manifests,
    packageVersion,
    hostSingletons: await readHostSingletons(
      path.resolve(root, stringOption(options, 'vendor-dir', path.join('apps', 'vendor', 'dist'))),
    ),
    ...(typeof version === 'string' ? { version } : {}),
  });
  console.log(
    `${result.name}: ${result.environment} now serves ${result.version}${result.previous ? ` (was ${result.previous})` : ''}`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof DeployError || error instanceof DatabaseConfigError;
    console.error(known ? `deploy: ${error.message}` : error);
    process.exit(known ? 1 : 3);
  },
);
