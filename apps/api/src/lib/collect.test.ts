import { PerformanceObserver, constants } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { softMemoryLimit } from './collect';

/** Full collections (V8's mark-compacts) seen while `during` runs. */
async function majorCollections(during: () => Promise<void>): Promise<number> {
  let count = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as unknown as { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) count += 1;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  try {
    await during();
    // the entries of the last collections are delivered on a later turn
    await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    observer.disconnect();
  }
  return count;
}

const idle = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('the soft memory limit (API_MEMORY_SOFT_MB)', () => {
  it('asks for full collections while the RSS is over the limit, and none while it is under', async () => {
    const under = softMemoryLimit(1_000_000, 20);
    try {
      expect(await majorCollections(() => idle(400))).toBe(0);
    } finally {
      under();
    }
    // a process is always over 1 MB: the first check collects; then, still over, it backs off
    const over = softMemoryLimit(1, 20, 60_000);
    try {
      const seen = await majorCollections(() => idle(400));
      expect(seen).toBeGreaterThanOrEqual(1);
      expect(seen).toBeLessThanOrEqual(2);
    } finally {
      over();
    }
  });
});
