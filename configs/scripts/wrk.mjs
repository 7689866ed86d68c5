// The benchmarks' C load generator: Debian's `wrk` package, when it is on the PATH. autocannon
// (an npm dependency, one JavaScript thread) spends more CPU per answer than our servers do on a
// cached page or a kept API answer of 10–25 KB, so on these 2-core machines its req/s measure
// autocannon itself; wrk spends a few percent of a core at the same rate. Used by
// `e2e/bench/release-day.mjs` (the cached page against a static file) and
// `apps/api/scripts/bench-catalogue.mjs` (the catalogue's answers); both fall back to autocannon
// without it, and say which generator they used.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Whether `wrk` can be run here. */
export const hasWrk = () => !spawnSync('wrk', ['--version']).error;

const UNIT_MS = { us: 0.001, ms: 1, s: 1000 };
const UNIT_BYTES = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** A latency percentile of wrk's `--latency` table, in ms (NaN when absent). */
function percentileMs(out, p) {
  const found = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)\\b`).exec(out);
  return found ? Number(found[1]) * UNIT_MS[found[2]] : Number.NaN;
}

/**
 * One load by wrk: one thread, `connections` connections for `seconds` on `origin`, each request
 * the next of `paths` in turn (all connections share the turn), with `headers` (a `host` header is
 * sent as wrk's own Host). Resolves in autocannon's shape: `requests.average` (req/s),
 * `requests.total`, `latency.p50` / `p99` (ms, rounded), `non2xx`, `errors`, `throughput.total`
 * (bytes read).
 * With `cpus` (a `taskset` list, "1"), wrk runs on those CPUs only: the load generator kept off
 * the servers' cores.
 * @param {{ origin: string; paths: string[]; connections: number; seconds: number; headers?: Record<string, string>; cpus?: string }} load
 */
export function wrk({ origin, paths, connections, seconds, headers = {}, cpus }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-wrk-'));
  const script = path.join(dir, 'paths.lua');
  writeFileSync(
    script,
    `local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format("GET", paths[i])\nend\n`,
  );
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script];
  for (const [name, value] of Object.entries(headers))
    args.push('-H', `${name.toLowerCase() === 'host' ? 'Host' : name}: ${value}`);
  return new Promise((resolve, reject) => {
    const [command, ...rest] = cpus ? ['taskset', '-c', cpus, 'wrk'] : ['wrk'];
    const child = spawn(command, [...rest, ...args, origin], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', (error) => {
      rmSync(dir, { recursive: true, force: true });
      reject(new Error(`wrk: ${error.message} (is Debian's wrk package installed?)`));
    });
    child.on('close', (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${out}`));
      const number = (pattern) => Number(pattern.exec(out)?.[1] ?? 0);
      const read = /requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB) read/.exec(out);
      const socketErrors = /Socket errors: (.*)/.exec(out)?.[1] ?? '';
      resolve({
        requests: { average: number(/Requests\/sec:\s+([\d.]+)/), total: number(/(\d+) requests in/) },
        latency: { p50: Math.round(percentileMs(out, 50)), p99: Math.round(percentileMs(out, 99)) },
        non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
        errors: socketErrors.split(',').reduce((sum, part) => sum + Number(/\d+/.exec(part)?.[0] ?? 0), 0),
        throughput: { total: read ? Number(read[1]) * UNIT_BYTES[read[2]] : Number.NaN },
      });
    });
  });
}
