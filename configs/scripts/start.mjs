// `npm start`: installs, builds, and runs the whole platform (API, one server per remote,
// the edge) with a development mail catcher (maildev: every mail the platform sends lands in its
// web inbox), then prints the eight site URLs and the inbox's. Ctrl-C stops all of it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { build, ensurePnpm, install, root } from './bootstrap.mjs';

/** True when nothing listens on the port yet. */
function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

try {
  const pnpm = ensurePnpm();
  await install(pnpm);
  await build(pnpm, { storybook: true });
  const wanted = Number(process.env.PORT ?? 8080);
  const port = (await isFree(wanted)) ? wanted : 0;
  if (port === 0) console.log(`port ${wanted} is taken: using a free port instead (set PORT to choose one)`);
  // SMTP_URL set by the developer: their server. Otherwise the catcher, on free loopback ports
  // (imported only now: the install above brings maildev).
  let mail;
  if (!process.env.SMTP_URL) {
    const { startMailCatcher } = await import('../../packages/mail/dev/mail-catcher.mjs');
    mail = await startMailCatcher();
  }
  const child = spawn(
    process.execPath,
    [path.join(root, 'apps', 'edge', 'dist', 'platform.mjs'), '--port', String(port), '--root', root],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...(mail ? { SMTP_URL: mail.smtpUrl, MAIL_INBOX_URL: mail.inboxUrl } : {}) },
    },
  );
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  // The catcher stops with the platform.
  child.once('exit', (code) => {
    const done = () => process.exit(code ?? 0);
    if (mail) mail.stop().then(done, done);
    else done();
  });
} catch (error) {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
