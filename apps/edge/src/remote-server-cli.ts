import { assertRemoteName } from './deploy';
import { parseArgs, stringOption } from './cli-args';
import { startRemoteServer } from './remote-server';

// Usage: node dist/remote-server.mjs --name catalogue --deploy-dir .var/deploy [--port 0]
const { options } = parseArgs(process.argv.slice(2));
const name = stringOption(options, 'name', '');
try {
  assertRemoteName(name);
} catch (error) {
  console.error(String((error as Error).message));
  process.exit(2);
}
const server = await startRemoteServer({
  name,
  deployDir: stringOption(options, 'deploy-dir', process.env.MARQUEE_DEPLOY_DIR ?? '.var/deploy'),
  port: Number(stringOption(options, 'port', '0')),
});
console.log(`remote ${name} listening on ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
