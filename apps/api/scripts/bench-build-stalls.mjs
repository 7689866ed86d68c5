// How long a request waits behind "tonight" builds (decision 0071-api-tonight-builds-in-slices):
// one API instance (a build's dist/main.mjs) on CPU 0 on a database already holding the scale
// (DATABASE_URL: load it first with bench:catalogue), a probe on CPU 1 asking a kept answer (the
// search) one request at a time while the bench's 21 tonight URLs are built one after the other
// (each with another `limit`: a whole build, at most 100 rounds); per round the builds' time and API CPU, the probe's
// p50, p99 and longest wait; at the end the longest stretches the instance's thread was held
// (scripts/thread-held.mjs). Not a test: a measurement.
// Usage: DATABASE_URL=postgres://… node scripts/bench-build-stalls.mjs [--api dist/main.mjs] [--rounds 3] [--scale stress]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const api = arg('api', join(here, '..', 'dist', 'main.mjs'));
const rounds = Number(arg('rounds', '3'));
const scale = arg('scale', 'stress');
if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  console.error('DATABASE_URL must name a PostgreSQL database holding the scale (bench:catalogue loads it)');
  process.exit(2);
}
const scratch = mkdtempSync(join(tmpdir(), 'marquee-build-stalls-'));
const held = pathToFileURL(join(here, 'thread-held.mjs')).href;
const node = [process.execPath, '--max-semi-space-size=4', '--import', held, api, '--scale', scale];
const child = spawn('taskset', ['-c', '0', ...node], {
  env: {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DB_PATH: join(scratch, 'api.sqlite'),
    API_ANSWER_CACHE: 'on',
    MEDIA_WARMUP: 'off',
    MEDIA_CACHE_DIR: join(scratch, 'media'),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /API listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`api exited ${code}`)));
  });
  const SITE = { 'X-Marquee-Site': 'fr', 'Accept-Encoding': 'gzip' };
  const get = async (p) => (await fetch(url + p, { headers: SITE })).arrayBuffer();
  const json = async (p) => (await fetch(url + p, { headers: { 'X-Marquee-Site': 'fr' } })).json();
  // bench:catalogue's tonight scenario
  const films = (await json('/api/shows?filter=book')).shows.filter((s) => s.isMovie).map((s) => s.slug);
  const days = (await json(`/api/show/${films[0]}`)).days.slice(0, 7);
  const cinemas = (await json('/api/cinemas')).cinemas.slice(0, 30).map((c) => c.slug);
  const tonight = days.flatMap((d) => [
    `/api/tonight?date=${d}&from=18:00&to=23:00&clock=client`,
    `/api/tonight?date=${d}&preset=evening&lat=48.8566&lng=2.3522&sort=distance&clock=client`,
    `/api/tonight?date=${d}&from=17:00&tags=audio-description&cinemas=${cinemas.slice(0, 5).join(',')}&clock=client`,
  ]);
  const probe = '/api/search/full?q=paris';
  for (let i = 0; i < 200; i++) await get(probe);
  for (const p of tonight) await get(`${p}&warm=1`);
  const cpuMs = () => {
    const f = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  };
  process.kill(child.pid, 'SIGUSR2');
  for (let round = 0; round < rounds; round++) {
    let building = true;
    const waits = [];
    const probing = (async () => {
      while (building) {
        const t = performance.now();
        await get(probe);
        waits.push(performance.now() - t);
      }
    })();
    const cpu = cpuMs();
    const started = performance.now();
    // another limit is another question: each is a whole build, the rows read again (an unknown
    // parameter would change the answer's key only: the rows of the search are kept, decision 0073)
    for (const p of tonight) await get(`${p}&limit=${100 + round}`);
    const ms = performance.now() - started;
    const perBuild = (cpuMs() - cpu) / tonight.length;
    building = false;
    await probing;
    waits.sort((a, b) => a - b);
    const q = (x) => waits[Math.min(waits.length - 1, Math.floor(waits.length * x))].toFixed(1);
    console.log(
      `round ${round}: ${tonight.length} builds in ${ms.toFixed(0)} ms, API CPU ${perBuild.toFixed(1)} ms a build; probe: ${waits.length} answers, p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, longest ${waits.at(-1).toFixed(1)} ms`,
    );
  }
} finally {
  child.kill('SIGTERM');
  if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  rmSync(scratch, { recursive: true, force: true });
}
