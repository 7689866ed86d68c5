import { existsSync } from 'node:fs';
import path from 'node:path';
import { DatabaseConfigError } from '@marquee/db';
import { COUNTRY_CODES } from '@marquee/domain-models';
import { parseArgs, stringOption } from './cli-args';
import { startPlatform } from './platform';

// Runs the whole platform: `node apps/edge/dist/platform.mjs [--port 8080] [--json]`.
// --json prints one line of JSON with every URL (for tests) instead of the greeting.
const { options } = parseArgs(process.argv.slice(2));
const root = path.resolve(stringOption(options, 'root', process.env.MARQUEE_ROOT ?? process.cwd()));
const json = options.has('json');
const quiet = options.has('quiet');
// MARQUEE_INSTANCES=N: N API, N provider and N edge processes on one database (DATABASE_URL, or an
// embedded PostgreSQL started here when it is unset).
const instancesText = stringOption(options, 'instances', process.env.MARQUEE_INSTANCES ?? '1');
const instances = Number(instancesText);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error(`MARQUEE_INSTANCES must be a whole number from 1 to 16, not "${instancesText}"`);
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL;
const platform = await startPlatform({
  root,
  port: Number(stringOption(options, 'port', process.env.PORT ?? '8080')),
  deployDir: path.resolve(root, stringOption(options, 'deploy-dir', '.var/deploy')),
  dbPath: path.resolve(root, stringOption(options, 'db', '.var/api.sqlite')),
  log: quiet ? () => {} : (line) => (json ? console.error(line) : console.log(line)),
  instances,
  ...(databaseUrl !== undefined ? { databaseUrl } : {}),
}).catch((error: unknown) => {
  if (!(error instanceof DatabaseConfigError)) throw error;
  console.error(`Marquee not started: ${error.message}`);
  process.exit(2);
});
const port = new URL(platform.edge.url).port;
const sites = Object.fromEntries(COUNTRY_CODES.map((code) => [code, `http://${code}.marquee.localhost:${port}/`]));
if (json) {
  console.log(
    JSON.stringify({
      edge: platform.edge.url,
      port: Number(port),
      api: platform.api.url,
      identity: platform.identity.url,
      sites,
      remotes: Object.fromEntries(
        Object.entries(platform.remotes).map(([name, s]) => [name, { url: s.url, pid: s.process.pid }]),
      ),
      instances: {
        edges: platform.instances.edges.map((s) => ({ url: s.url, pid: s.process.pid })),
        apis: platform.instances.apis.map((s) => ({ url: s.url, pid: s.process.pid })),
        identities: platform.instances.identities.map((s) => ({
          url: s.loopbackUrl ?? s.url,
          issuer: s.url,
          pid: s.process.pid,
        })),
      },
      ...(platform.database ? { database: platform.database } : {}),
    }),
  );
} else {
  console.log('\nMarquee is running. The eight sites:');
  for (const [code, url] of Object.entries(sites)) console.log(`  ${code}  ${url}`);
  if (existsSync(path.join(root, 'packages', 'ui-kit', 'storybook-static', 'index.html'))) {
    console.log(`\nUI kit (Storybook): http://storybook.marquee.localhost:${port}/`);
  }
  console.log(`\nSign-in provider: ${platform.identity.url} (demo accounts in the README)`);
  // MAIL_INBOX_URL: the development mail catcher `npm start` runs (configs/scripts/start.mjs).
  if (process.env.MAIL_INBOX_URL)
    console.log(`\nMail sent by the platform (development inbox): ${process.env.MAIL_INBOX_URL}`);
  console.log(`\nAPI ${platform.api.url} (through the edge: /api on any site). Ctrl-C stops everything.`);
  if (platform.database) console.log(`Shared database: ${platform.database}`);
  if (platform.instances.edges.length > 1) {
    console.log(`\n${platform.instances.edges.length} instances of each, on that one database:`);
    platform.instances.edges.forEach((edge, i) => {
      const edgePort = new URL(edge.url).port;
      const identity = platform.instances.identities[i];
      console.log(
        `  #${i + 1}  edge http://fr.marquee.localhost:${edgePort}/ (every site on that port)  API ${platform.instances.apis[i]?.url}  provider ${identity?.loopbackUrl ?? identity?.url}`,
      );
    });
    console.log("  A load balancer in front of them is production's job: see docs/DEPLOY.md.");
  }
  console.log('Browsers other than Chromium and Firefox may not resolve *.localhost: see README.');
}
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void platform.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// The platform is unusable without its API, its sign-in provider or its edge: stop everything if one dies.
for (const service of [...platform.instances.apis, ...platform.instances.identities, ...platform.instances.edges]) {
  service.process.once('exit', (code) => {
    if (stopping) return;
    console.error(`${service.name} stopped unexpectedly (code ${code}); stopping the platform`);
    stop();
  });
}
