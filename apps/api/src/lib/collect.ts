import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Gc = (options: { type: 'major'; execution: 'async' }) => void;
let gc: Gc | null | undefined;

/**
 * Asks V8 for a full collection, run as a task of its own (not now): called after a new catalogue
 * version replaced the tables held and flushed the answers built on them (docs/decisions/
 * 0070-api-loader-child-process.md). A serving process otherwise only scavenges, and the previous
 * version's tables and answers — tens of MB at the stress size — stay in an old space grown to
 * hold both, until its limit. `gc` is V8's, exposed once through its flag (the start command is
 * unchanged); where that is refused, nothing is done.
 */
export function collectGarbage(): void {
  if (gc === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      gc = runInNewContext('gc') as Gc;
    } catch {
      gc = null;
    }
  }
  gc?.({ type: 'major', execution: 'async' });
}

/**
 * A soft limit of the process's resident memory (as Go's GOMEMLIMIT): every `everyMs`, when the
 * RSS is over `limitMb`, a full collection is asked for (above). A serving process allocates
 * fast and mostly scavenges, so what it promotes waits in an old space V8 lets grow to a limit
 * set from its live size — 270 MB RSS seen at the stress size with ≈ 100 MB live; this gives the
 * garbage back long before. When a collection leaves the process over the limit anyway (that
 * much is live), it waits `backoffMs` before the next. Returns the timer's stop.
 */
export function softMemoryLimit(limitMb: number, everyMs = 10_000, backoffMs = 300_000): () => void {
  let quietUntil = 0;
  let collected = false;
  const timer = setInterval(() => {
    const over = process.memoryUsage.rss() > limitMb * 1_048_576;
    if (collected && over) quietUntil = Date.now() + backoffMs;
    collected = false;
    if (!over || Date.now() < quietUntil) return;
    collectGarbage();
    collected = true;
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
