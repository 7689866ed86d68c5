// The development mail catcher: maildev (SMTP + a web inbox) on free loopback ports, as a child
// process. Plain JavaScript so that `npm start` (configs/scripts/start.mjs) and the end-to-end
// platform (e2e/platform.mjs) can start it with nothing but Node. Nothing it catches leaves the
// machine (no relay is configured).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const require = createRequire(import.meta.url);

/** A port nothing listens on at this moment (the kernel's pick on 127.0.0.1). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A message as maildev's REST API (`GET /email`) gives it: the fields the tests read.
 * @typedef {{ id: string; subject: string; text?: string; html?: string; to: { address: string; name?: string }[]; from: { address: string; name?: string }[]; headers: Record<string, string>; date: string }} CaughtMail
 */

/**
 * Starts maildev on 127.0.0.1: `smtpUrl` (the SMTP_URL of the platform), `inboxUrl` (the web
 * inbox and its REST API), `stop()` (ends it and removes its mail folder). Rejects if it is not
 * listening within `timeoutMs`.
 * @param {{ timeoutMs?: number; log?: (line: string) => void }} [options]
 * @returns {Promise<{ smtpUrl: string; inboxUrl: string; pid: number | undefined; stop: () => Promise<void> }>}
 */
export async function startMailCatcher({ timeoutMs = 30_000, log = () => {} } = {}) {
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const mailDir = await mkdtemp(path.join(tmpdir(), 'marquee-mail-'));
  const bin = path.join(path.dirname(require.resolve('maildev/package.json')), 'bin', 'maildev');
  const child = spawn(
    process.execPath,
    [bin, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--mail-directory', mailDir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(force);
    }
    await rm(mailDir, { recursive: true, force: true });
  };
  try {
    await new Promise((resolve, reject) => {
      let smtp = false;
      let web = false;
      const timer = setTimeout(
        () => reject(new Error(`maildev did not start within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      /** @param {string} line */
      const onLine = (line) => {
        log(`[maildev] ${line}`);
        if (/SMTP Server running/.test(line)) smtp = true;
        if (/webapp running/.test(line)) web = true;
        if (smtp && web) {
          clearTimeout(timer);
          resolve(undefined);
        }
      };
      createInterface({ input: child.stdout }).on('line', onLine);
      createInterface({ input: child.stderr }).on('line', (line) => log(`[maildev] ${line}`));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`maildev exited before it was ready (code ${code})`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: `http://127.0.0.1:${webPort}/`,
    pid: child.pid,
    stop,
  };
}
