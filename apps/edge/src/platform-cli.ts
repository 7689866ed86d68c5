import { existsSync } from 'node:fs';
import path from 'node:path';
import { COUNTRY_CODES } from '@marquee/domain-models';
import { parseArgs, stringOption } from './cli-args';
import { startPlatform } from './platform';

// Runs the whole platform: `node apps/edge/dist/platform.mjs [--port 8080] [--json]`.
// --json prints one line of JSON with every URL (for tests) instead of the greeting.
const { options } = parseArgs(process.argv.slice(2));
const root = path.resolve(stringOption(options, 'root', process.env.MARQUEE_ROOT ?? process.cwd()));
const json = options.has('json');
const quiet = options.has('quiet');
const platform = await startPlatform({
  root,
  port: Number(stringOption(options, 'port', process.env.PORT ?? '8080')),
  deployDir: path.resolve(root, stringOption(options, 'deploy-dir', '.var/deploy')),
  dbPath: path.resolve(root, stringOption(options, 'db', '.var/api.sqlite')),
  log: quiet ? () => {} : (line) => (json ? console.error(line) : console.log(line)),
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
    }),
  );
} else {
  console.log('\nMarquee is running. The eight sites:');
  for (const [code, url] of Object.entries(sites)) console.log(`  ${code}  ${url}`);
  if (existsSync(path.join(root, 'packages', 'ui-kit', 'storybook-static', 'index.html'))) {
    console.log(`\nUI kit (Storybook): http://storybook.marquee.localhost:${port}/`);
  }
  console.log(`\nSign-in provider: ${platform.identity.url} (demo accounts in the README)`);
  console.log(`\nAPI ${platform.api.url} (through the edge: /api on any site). Ctrl-C stops everything.`);
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
for (const service of [platform.api, platform.identity, platform.edge]) {
  service.process.once('exit', (code) => {
    if (stopping) return;
    console.error(`${service.name} stopped unexpectedly (code ${code}); stopping the platform`);
    stop();
  });
}
