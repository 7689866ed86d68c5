import { existsSync } from 'node:fs';
import path from 'node:path';
import { databaseTarget, DatabaseConfigError, openDb } from '@marquee/db';
import { parseArgs, stringOption } from './cli-args';
import { DbManifestStore } from './manifest-store';
import { RENDER_DEFAULTS, siteUrls, startEdge } from './server';

// Usage: node dist/main.mjs [--port 8080] [--api http://127.0.0.1:4000] [--root DIR] [--deploy-dir DIR]
//   [--render server|client] [--render-cache-ttl MS] [--data-budget MS] [--identity http://id.marquee.localhost:4100]
// React and the router run their production builds unless told otherwise (server renders).
process.env.NODE_ENV ??= 'production';
const { options } = parseArgs(process.argv.slice(2));

function renderMode(): 'server' | 'client' {
  const mode = stringOption(options, 'render', process.env.MARQUEE_RENDER ?? 'server');
  if (mode !== 'server' && mode !== 'client') throw new Error(`--render takes server or client, not "${mode}"`);
  return mode;
}

function numberOption(name: string, fallback: number): number {
  const raw = stringOption(options, name, String(fallback));
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} takes a number of milliseconds, not "${raw}"`);
  return value;
}
const root = path.resolve(stringOption(options, 'root', process.env.MARQUEE_ROOT ?? process.cwd()));
/** With DATABASE_URL the live remote versions are rows of the shared database: every edge agrees. */
async function sharedManifests() {
  if (process.env.DATABASE_URL === undefined) return undefined;
  try {
    return await DbManifestStore.open(openDb(databaseTarget(process.env, '')));
  } catch (error) {
    if (error instanceof DatabaseConfigError) {
      console.error(`edge: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}
const manifests = await sharedManifests();
const storybookDir = path.join(root, 'packages', 'ui-kit', 'storybook-static');
const edge = await startEdge({
  // Another folder of country builds (`<cc>/dist`): an e2e test serves a copy of a site it changes.
  countriesDir: path.resolve(root, stringOption(options, 'countries-dir', path.join('apps', 'countries'))),
  vendorDir: path.join(root, 'apps', 'vendor', 'dist'),
  deployDir: path.resolve(root, stringOption(options, 'deploy-dir', process.env.MARQUEE_DEPLOY_DIR ?? '.var/deploy')),
  ...(manifests ? { manifests } : {}),
  apiUrl: stringOption(options, 'api', process.env.MARQUEE_API_URL ?? 'http://127.0.0.1:4000'),
  port: Number(stringOption(options, 'port', process.env.PORT ?? '8080')),
  host: stringOption(options, 'host', '127.0.0.1'),
  ...(existsSync(storybookDir) ? { storybookDir } : {}),
  serverRender: renderMode() === 'server',
  renderCacheTtlMs: numberOption('render-cache-ttl', RENDER_DEFAULTS.renderCacheTtlMs),
  dataBudgetMs: numberOption('data-budget', RENDER_DEFAULTS.dataBudgetMs),
  ...(process.env.TRUSTED_PROXIES
    ? { trustedProxies: process.env.TRUSTED_PROXIES.split(',').map((p) => p.trim()) }
    : {}),
  identityUrl: stringOption(options, 'identity', process.env.IDENTITY_URL ?? 'http://id.marquee.localhost:4100'),
});
console.log(`edge listening on ${edge.url}${manifests ? ` (live remote versions: ${manifests.description})` : ''}`);
for (const url of siteUrls(edge.sites, edge.port)) console.log(`  ${url}`);
if (existsSync(storybookDir)) console.log(`  storybook: http://storybook.marquee.localhost:${edge.port}/`);
const stop = () => void edge.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
