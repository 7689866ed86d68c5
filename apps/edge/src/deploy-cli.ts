import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { databaseTarget, DatabaseConfigError, openDb } from '@marquee/db';
import { parseArgs, stringOption } from './cli-args';
import {
  DeployError,
  deployRemote,
  listRemotes,
  promoteRemote,
  pruneVersions,
  readHostSingletons,
  rollbackRemote,
  setShare,
} from './deploy';
import { DbManifestStore, FileManifestStore, type ManifestStore } from './manifest-store';
import { describeCounts, errorRate, overrideToken, RolloutCounts, rolloutStatus, statusToken } from './rollout';
import { assertEnvironment, assertRemoteName } from './deploy';

const USAGE = `Deploys a built remote as a new version, rolls it back, or lists what is live.

  marquee-deploy deploy <remote> [--env development] [--version V] [--build-dir DIR]
                 [--share PERCENT [--min-visits N] [--margin POINTS]]
  marquee-deploy share <remote> PERCENT [--env development]    raise (or lower) a rollout's share
  marquee-deploy promote <remote> [--env development]          the candidate live for everyone
  marquee-deploy rollback <remote> [--env development]         withdraw the candidate, or go back a version
  marquee-deploy status [--env development] [--link [--origin URL] [--minutes 60]]
  marquee-deploy override <remote> <version> [--env development] [--origin URL] [--minutes 60]
  marquee-deploy list [--env development]
  marquee-deploy prune [--keep-hours 24]   remove versions no environment serves or rolls back to,
                                           retired longer ago than that in every environment

  --share 10        the new version is live for 10 % of visitors (a stable cookie per visitor),
                    rolled back by itself when its error rate exceeds the stable version's by
                    --margin points (default 5) after --min-visits visits (default 50)
  override          prints a signed link that loads that version of the remote in the browser
                    that opens it first, and nobody else's, until it expires
  status --link     prints a signed link to the edge's status page (/_marquee/status)
  --origin URL      the site the links open (default http://fr.marquee.localhost:$PORT or 8080)

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
  const counts = () =>
    RolloutCounts.open({ deployDir, ...(manifests instanceof DbManifestStore ? { db: manifests.db } : {}) });
  const origin = stringOption(options, 'origin', `http://fr.marquee.localhost:${process.env.PORT ?? '8080'}`);
  const minutes = Number(stringOption(options, 'minutes', '60'));
  if (!(minutes > 0 && minutes <= 7 * 24 * 60)) throw new DeployError('--minutes takes 1 to 10080');
  const expires = Date.now() + minutes * 60_000;
  if (command === 'status') {
    assertEnvironment(environment);
    const store = await counts();
    try {
      if (options.has('link')) {
        console.log(`${new URL('/_marquee/status', origin).href}?token=${statusToken(await store.secret(), expires)}`);
        console.log(`(valid ${minutes} min; it opens the status page of that site's environment in your browser)`);
        return 0;
      }
      console.log(`remotes in ${environment}:`);
      for (const row of await rolloutStatus(environment, manifests, store)) {
        console.log(`${row.remote.padEnd(12)} live ${row.live.version}: ${describeCounts(row.live.counts)}`);
        if (row.candidate) {
          const candidate = row.candidate;
          const over = errorRate(candidate.counts) - errorRate(row.live.counts);
          console.log(
            `${''.padEnd(12)} candidate ${candidate.version} at ${candidate.share} %: ${describeCounts(candidate.counts)}, ${over >= 0 ? '+' : ''}${over.toFixed(1)} points (rolled back above +${candidate.marginPct} after ${candidate.minVisits} visits)`,
          );
        }
        for (const event of row.events.slice(0, 3)) {
          console.log(
            `${''.padEnd(12)} ${event.at} ${event.action} ${event.version}${event.share ? ` ${event.share} %` : ''}${event.note ? `: ${event.note}` : ''}`,
          );
        }
      }
      return 0;
    } finally {
      await store.close();
    }
  }
  if (command === 'override') {
    const version = positional[2];
    if (!name || !version) {
      console.error(USAGE);
      return 2;
    }
    assertRemoteName(name);
    assertEnvironment(environment);
    const store = await counts();
    try {
      const token = overrideToken(await store.secret(), { environment, remote: name, version, expires });
      console.log(`${new URL('/_marquee/override', origin).href}?token=${token}`);
      console.log(
        `(works once, in the browser that opens it; ${name} ${version} there for ${minutes} min; the page shows a badge to end it)`,
      );
      return 0;
    } finally {
      await store.close();
    }
  }
  if (command === 'promote' && name) {
    const result = await promoteRemote({ deployDir, name, environment, manifests });
    console.log(
      `${result.name}: ${result.environment} now serves ${result.version} to everyone (was ${result.previous})`,
    );
    return 0;
  }
  if (command === 'share' && name) {
    const result = await setShare({ deployDir, name, environment, manifests, share: Number(positional[2]) });
    console.log(
      result.share === 100
        ? `${result.name}: ${result.environment} now serves ${result.version} to everyone`
        : `${result.name}: ${result.version} now at ${result.share} % of visitors in ${result.environment}`,
    );
    return 0;
  }
  if (command === 'prune') {
    const hours = Number(stringOption(options, 'keep-hours', '24'));
    if (!(hours >= 0)) throw new DeployError('--keep-hours takes a number of hours');
    const removed = await pruneVersions({ deployDir, manifests, keepMs: hours * 3_600_000 });
    console.log(removed.length ? `removed ${removed.join(', ')}` : 'nothing to remove');
    return 0;
  }
  if (command === 'list') {
    const manifest = await listRemotes(deployDir, environment, manifests);
    for (const [remote, deployed] of Object.entries(manifest.remotes)) {
      console.log(
        `${remote.padEnd(12)} ${deployed.version}${deployed.candidate ? `  candidate ${deployed.candidate.version} at ${deployed.candidate.share} %` : ''}${deployed.previous.length ? `  (before: ${deployed.previous.join(', ')})` : ''}`,
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
    console.log(
      result.withdrawn
        ? `${result.name}: rollout of ${result.withdrawn} withdrawn; ${result.environment} serves ${result.version} to everyone`
        : `${result.name}: ${result.environment} is back on ${result.version} (was ${result.previous})`,
    );
    return 0;
  }
  const remoteDir = path.join(root, 'apps', 'remotes', name);
  const buildDir = path.resolve(root, stringOption(options, 'build-dir', path.join(remoteDir, 'dist', 'client')));
  const packageVersion = (
    JSON.parse(await readFile(path.join(remoteDir, 'package.json'), 'utf8').catch(() => '{}')) as { version?: string }
  ).version;
  const version = options.get('version');
  const numberOf = (key: string) => (options.has(key) ? Number(options.get(key)) : undefined);
  const share = numberOf('share');
  const minVisits = numberOf('min-visits');
  const marginPct = numberOf('margin');
  if (minVisits !== undefined && !(Number.isInteger(minVisits) && minVisits >= 1))
    throw new DeployError('--min-visits takes a whole number of visits');
  if (marginPct !== undefined && !(marginPct >= 0 && marginPct <= 100))
    throw new DeployError('--margin takes 0 to 100 points');
  const result = await deployRemote({
    ...(share === undefined ? {} : { share }),
    ...(minVisits === undefined ? {} : { minVisits }),
    ...(marginPct === undefined ? {} : { marginPct }),
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
  if (result.share) {
    // A new rollout is judged on its own visits: the version's earlier counts are forgotten.
    const rollout = await counts();
    try {
      await rollout.reset(result.environment, result.name, result.version);
    } finally {
      await rollout.close();
    }
  }
  console.log(
    result.share
      ? `${result.name}: ${result.version} live for ${result.share} % of visitors in ${result.environment} (the others keep ${result.previous}); \`promote\`, \`share\` or \`rollback\` next`
      : `${result.name}: ${result.environment} now serves ${result.version}${result.previous ? ` (was ${result.previous})` : ''}`,
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
