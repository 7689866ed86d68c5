import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseConfigError } from '@marquee/db';
import { MailConfigError } from '@marquee/mail';
import { AuthConfigError } from './auth';
import { LOADER_ARG, loaderChild } from './loader';
import { type Scale, SCALES } from './seed/seed';
import { startApi } from './server';

/** apps/api/.var, whatever the working directory (dist/main.mjs and src/main.ts are both one level down). */
const varDir = join(dirname(fileURLToPath(import.meta.url)), '..', '.var');

// A child of an API running one task of the catalogue's batch work (src/loader.ts), then exiting.
if (process.argv[2] === LOADER_ARG) await loaderChild(process.argv[3] ?? '');

const asked = process.argv.includes('--scale') ? process.argv[process.argv.indexOf('--scale') + 1] : 'default';
if (!asked || !Object.hasOwn(SCALES, asked)) {
  console.error(`--scale must be one of ${Object.keys(SCALES).join(', ')}, got ${asked}`);
  process.exit(2);
}
const scale = asked as Scale;
const port = process.env.PORT === undefined || process.env.PORT === '' ? 4000 : Number(process.env.PORT);
const api = await startApi({
  port,
  host: process.env.HOST || '127.0.0.1',
  dbPath: process.env.DB_PATH || join(varDir, scale === 'default' ? 'api.sqlite' : `api-${scale}.sqlite`),
  scale,
  mediaCacheDir: process.env.MEDIA_CACHE_DIR || join(varDir, 'media-cache'),
  warmMedia: process.env.MEDIA_WARMUP !== 'off',
}).catch((error: unknown) => {
  // A configuration that cannot verify tokens stops the API before it listens.
  // So does a malformed DATABASE_URL, TRUSTED_PROXIES, SMTP_URL or MAIL_FROM: a clear message, no stack trace.
  if (!(error instanceof AuthConfigError || error instanceof DatabaseConfigError || error instanceof MailConfigError))
    throw error;
  console.error(`API not started: ${error.message}`);
  process.exit(1);
});
console.log(`API listening on ${api.url}`);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  api.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
