import { startApi } from './server';

const scale = process.argv.includes('--scale') ? process.argv[process.argv.indexOf('--scale') + 1] : 'default';
if (scale !== 'default' && scale !== 'large') {
  console.error(`--scale must be default or large, got ${scale}`);
  process.exit(2);
}
const port = process.env.PORT === undefined || process.env.PORT === '' ? 4000 : Number(process.env.PORT);
const api = await startApi({
  port,
  host: process.env.HOST || '127.0.0.1',
  dbPath: process.env.DB_PATH || (scale === 'large' ? 'apps/api/.var/api-large.sqlite' : 'apps/api/.var/api.sqlite'),
  scale,
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
