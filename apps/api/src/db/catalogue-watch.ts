import { setTimeout as sleep } from 'node:timers/promises';
import { type Db, JobLease, PostgresDb } from '@marquee/db';
import { CATALOGUE_CHANNEL } from './catalogue';

/** What the watcher uses of the client a pg pool lends. */
interface ListenClient {
  query(sql: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string }) => void): unknown;
  on(event: 'error' | 'end', listener: () => void): unknown;
  removeAllListeners(event: string): unknown;
  release(destroy?: boolean): void;
}

/**
 * Tells an instance when the catalogue's version may have changed, without a restart:
 * on PostgreSQL a connection of its own LISTENs on the catalogue's channel (every bump
 * NOTIFYs at commit), and after a lost connection it reconnects and checks once (a NOTIFY sent
 * meanwhile is lost); on SQLite there is nothing to listen to, so the version row is read every
 * `pollMs` (one indexed read of one row). `check` reads the version and reloads when it changed.
 */
export function watchCatalogue(
  db: Db,
  check: () => Promise<void>,
  options: { pollMs?: number } = {},
): { close(): Promise<void> } {
  let closed = false;
  const run = () =>
    check().catch((error: unknown) => {
      if (!closed) console.error(`[api] catalogue version check failed: ${(error as Error).message}`);
    });
  if (!(db instanceof PostgresDb)) {
    const timer = setInterval(run, options.pollMs ?? 1000);
    timer.unref();
    return {
      async close() {
        closed = true;
        clearInterval(timer);
      },
    };
  }
  // One connection of the pool held for LISTEN (the pool's others serve the queries).
  type Client = ListenClient;
  let client: Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (attempt: number): Promise<void> => {
    if (closed) return;
    let next: Client;
    try {
      next = (await db.pool.connect()) as unknown as ListenClient;
    } catch {
      if (closed) return;
      retry = setTimeout(() => void connect(attempt + 1), Math.min(5000, 250 * 2 ** attempt));
      retry.unref();
      return;
    }
    // A lost connection: reconnect with a back-off, then check the version once (a NOTIFY may be missed).
    const lost = () => {
      if (client !== next) return;
      client = null;
      next.release(true);
      if (closed) return;
      retry = setTimeout(() => void connect(1), 250);
      retry.unref();
    };
    next.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) void run();
    });
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    try {
      await next.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch {
      lost();
      return;
    }
    if (closed) return;
    await run();
  };
  const started = connect(0);
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await started;
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('notification');
        await current.query(`UNLISTEN ${CATALOGUE_CHANNEL}`).catch(() => undefined);
        current.release(true);
      }
    },
  };
}

/**
 * The rolling showtime window as a job: one instance at a time runs it (a lease
 * on the shared engine), on a timer, off the request path. At start the first instance makes the
 * window before it listens; the others wait until it is there (or for `startTimeoutMs`, then go
 * on with what exists).
 */
export class ShowtimeWindowJob {
  readonly lease: JobLease;
  constructor(
    db: Db,
    private readonly move: () => Promise<boolean>,
    private readonly isCurrent: () => Promise<boolean>,
  ) {
    this.lease = new JobLease(db, 'showtime-window', 10 * 60_000);
  }

  /** Runs the job if this instance takes the lease: true when it moved the window. */
  async tick(): Promise<boolean> {
    let moved = false;
    await this.lease.runExclusive(async () => {
      moved = await this.move();
    });
    return moved;
  }

  /** Before listening: makes the window, or waits for the instance making it. */
  async atStart(startTimeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + startTimeoutMs;
    let pause = 20;
    while (!(await this.isCurrent())) {
      if (await this.lease.runExclusive(async () => void (await this.move()))) return;
      if (Date.now() > deadline) {
        console.error('[api] the showtime window is still being made by another instance: starting with what exists');
        return;
      }
      await sleep(pause);
      pause = Math.min(500, pause * 2);
    }
  }

  #timer: NodeJS.Timeout | undefined;
  /** Runs `tick` every `intervalMs`, then `after` when the window moved. */
  schedule(intervalMs: number, after: () => Promise<void>): void {
    let running = false;
    this.#timer = setInterval(() => {
      if (running) return;
      running = true;
      this.tick()
        .then((moved) => (moved ? after() : undefined))
        .catch((error: unknown) => console.error(`[api] showtime window job failed: ${(error as Error).message}`))
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}
