import { getRequestListener } from '@hono/node-server';
import { createServer, type Server as HttpServer } from 'node:http';
import { HTTP_TIMEOUTS, httpServerTimeouts } from '@marquee/domain-models';
import type { AddressInfo } from 'node:net';
import { createMailer, mailConfigFromEnv } from '@marquee/mail';
import { findDueAlerts } from './alerts/finder';
import { AlertSender } from './alerts/outbox';
import { answerCacheFromEnv, createApp } from './app';
import type { AheadEnv } from './http';
import { tokenVerifier } from './auth';
import { RasterCache } from './lib/raster-cache';
import { hitPath } from './hit-path';
import { extraRoutes } from './routes/index';
import { posterWarmList } from './queries/artwork';
import type { Scale } from './seed/seed';
import { Store } from './store';

/** Options of startApi. */
export interface StartApiOptions {
  port?: number;
  host?: string;
  dbPath: string;
  now?: () => Date;
  scale?: Scale;
  /**
   * Folder where encoded posters and backdrops are kept across restarts and shared by processes
   * (file names carry the image version); absent or null: kept in memory only.
   */
  mediaCacheDir?: string | null;
  /** Encode the posters in that folder in the background after start-up, behind requests (default false). */
  warmMedia?: boolean;
  /** Timeouts and connection caps (defaults: API_LIMITS). */
  limits?: Partial<ApiLimits>;
  /** Where DATABASE_URL, TRUSTED_PROXIES, ANTI_ROBOT_SECRET, SMTP_URL and MAIL_FROM are read (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** How often the showtime window job runs (ms, default 60,000; one instance at a time runs it). */
  windowJobIntervalMs?: number;
  /** Where the seed's copy and the window's moves run: a child process or this one (src/loader.ts). */
  loader?: 'process' | 'inline';
  /** How often an instance on SQLite reads the catalogue's version (ms, default 1,000). */
  versionPollMs?: number;
  /** How often the alert job runs (ms, default one minute); only with SMTP_URL. */
  alertsEveryMs?: number;
  /**
   * Build the answers asked in a minute for the next one before it begins (default true; only with
   * the real clock: with `now` given, a test calls `answersAhead` itself).
   */
  answersAhead?: boolean;
  /**
   * Answer the kept catalogue answers from the node request event, ahead of Hono (default true;
   * false: every request through Hono, as the tests that compare both paths need).
   */
  hitPath?: boolean;
}

/** When in each minute (ms past it) the answers asked are built for the next minute. */
const AHEAD_AT_MS = 45_000;

/** Timeouts and caps of the API's server. */
export interface ApiLimits {
  /** Time a client has to send a request's headers (ms). */
  headersTimeoutMs: number;
  /** Time a client has to send a whole request (ms). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (ms); longer than the edge pool's idle time. */
  keepAliveTimeoutMs: number;
  /** A connection with no traffic is closed after this (ms). */
  idleTimeoutMs: number;
  /** Connections at once (the edge's pool holds at most 256 per edge). */
  maxConnections: number;
}

/**
 * The platform's timeouts (HTTP_TIMEOUTS: the same on the edge, the remotes' servers and the
 * identity provider), and caps for a server only the edge talks to.
 */
export const API_LIMITS: ApiLimits = {
  ...HTTP_TIMEOUTS,
  keepAliveTimeoutMs: 65_000,
  idleTimeoutMs: 120_000,
  maxConnections: 4_096,
};

/** A running API. */
export interface RunningApi {
  url: string;
  port: number;
  /** The catalogue this instance reads (its version, its window job): for tests and tools. */
  store: Store;
  /**
   * The alert job (the finder and the sender under one job lease), running on
   * its timer when SMTP_URL is set; null without SMTP (said once in the log).
   */
  alerts: AlertSender | null;
  /**
   * Builds for the next minute the catalogue answers asked since the last call whose kept answer
   * ends at its turn (what the API does 45 s past each minute with the real clock; an answer still
   * true next minute is not built: decision 0068-api-answers-kept-while-true); resolves with
   * how many it built.
   */
  answersAhead(): Promise<number>;
  /** How many requests the hit path answered (0 with `hitPath: false`): tests and benchmarks. */
  hitPathAnswers(): number;
  close(): Promise<void>;
}

/**
 * Starts the reference API: opens the catalogue and the shared state (the API's SQLite file,
 * created, migrated and seeded if needed; or DATABASE_URL's PostgreSQL, migrated under a lock and
 * seeded once), makes the showtime window (or waits for the instance making it), then listens.
 */
export async function startApi(options: StartApiOptions): Promise<RunningApi> {
  const host = options.host ?? '127.0.0.1';
  // Refuse to start on a configuration that cannot verify tokens (before opening anything).
  tokenVerifier(process.env);
  const limits: ApiLimits = { ...API_LIMITS, ...options.limits };
  const env = options.env ?? process.env;
  // A malformed SMTP_URL or MAIL_FROM stops start-up (MailConfigError), as DATABASE_URL does.
  const mailConfig = mailConfigFromEnv(env);
  // The catalogue, client data, limits and challenges: the API's SQLite file by default,
  // DATABASE_URL's database otherwise (decision 0044).
  const store = await Store.open({
    dbPath: options.dbPath,
    scale: options.scale ?? 'default',
    now: options.now ?? (() => new Date()),
    env,
    ...(options.windowJobIntervalMs ? { windowJobIntervalMs: options.windowJobIntervalMs } : {}),
    ...(options.loader ? { loader: options.loader } : {}),
    ...(options.versionPollMs ? { versionPollMs: options.versionPollMs } : {}),
  });
  const raster = new RasterCache({ dir: options.mediaCacheDir ?? null });
  const cache = answerCacheFromEnv(env);
  const app = createApp(store, extraRoutes, raster, cache);
  /**
   * Builds the answers asked this minute that end at its turn for the next one, before it begins
   * (decision 0052): each request replayed through the app with the next minute's clock, one after
   * the other, kept aside until that minute.
   */
  const answersAhead = () => {
    const now = store.now().getTime();
    const next = (Math.floor(now / 60_000) + 1) * 60_000;
    const env: AheadEnv = { answersAt: next };
    // each site's local minute now and next (once per site: every kept answer is checked)
    const minutes = new Map<string, string>();
    const local = (site: string, at: number) => {
      const id = `${site}|${at}`;
      let minute = minutes.get(id);
      if (minute === undefined) {
        const { date, time } = store.today(site, at);
        minute = `${date}T${time}`;
        minutes.set(id, minute);
      }
      return minute;
    };
    return cache.ahead(
      (site) => local(site, now),
      (site) => local(site, next),
      async ({ site, path }) => {
        const res = await app.fetch(
          new Request(`http://api.internal${path}`, { headers: { 'x-marquee-site': site, 'accept-encoding': 'gzip' } }),
          env,
        );
        await res.arrayBuffer();
      },
      { stop: () => closed !== null || store.now().getTime() >= next },
    );
  };
  let closed: Promise<void> | null = null;
  // With the real clock, from AHEAD_AT_MS past each minute (a test's clock calls answersAhead itself).
  let aheadTimer: NodeJS.Timeout | undefined;
  if (!options.now && options.answersAhead !== false) {
    const schedule = () => {
      const now = Date.now();
      const wait = (AHEAD_AT_MS - (now % 60_000) + 60_000) % 60_000 || 60_000;
      aheadTimer = setTimeout(() => {
        void answersAhead()
          .catch((error: unknown) => console.error(`[api] answers ahead: ${(error as Error).message}`))
          .finally(schedule);
      }, wait).unref();
    };
    schedule();
  }
  // A kept answer is written from the node request event, before the adapter and Hono (the hit
  // path, decision 0064: the same bytes as Hono's path); everything else goes to Hono.
  const hit = options.hitPath === false ? null : hitPath(store, cache);
  const listener = getRequestListener(app.fetch, { hostname: host });
  const server = await new Promise<HttpServer>((resolve, reject) => {
    // With how often Node checks connections against those timeouts (30 s by default).
    const s = createServer(httpServerTimeouts(limits), (req, res) => {
      if (!hit?.answer(req, res)) void listener(req, res);
    });
    s.once('error', reject);
    s.listen(options.port ?? 0, host, () => resolve(s));
  });
  const http = server as HttpServer;
  http.keepAliveTimeout = limits.keepAliveTimeoutMs;
  http.maxConnections = limits.maxConnections;
  http.setTimeout(limits.idleTimeoutMs, (socket) => socket.destroy());
  // A CONNECT (a tunnel: the API is no proxy) gets 405; with nobody listening, Node closed the
  // socket without a word (the edge's refuseConnect).
  http.on('connect', (_req, socket) => {
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  const port = (server.address() as AddressInfo).port;
  // Alerts: found and sent by whichever instance holds the job lease.
  let alerts: AlertSender | null = null;
  if (mailConfig.smtp) {
    const mailer = createMailer(mailConfig);
    alerts = new AlertSender(store.shared.db, mailer, {
      find: (now) => findDueAlerts(store, { env, now }),
      clock: () => store.now().getTime(),
    });
    alerts.start(options.alertsEveryMs ?? 60_000);
  } else {
    console.warn('[api] alerts: SMTP_URL is not set, alert mail is not sent (alerts are kept and wait)');
  }
  let warmTimer: NodeJS.Timeout | undefined;
  if (options.warmMedia && options.mediaCacheDir) {
    // After listening, so start-up does not wait; it yields to every request.
    warmTimer = setTimeout(() => {
      const started = Date.now();
      void raster.warm(posterWarmList(store)).then((count) => {
        if (count > 0) console.error(`[api] media cache: ${count} posters encoded in ${Date.now() - started} ms`);
      });
    }, 1000).unref();
  }
  return {
    url: `http://${host}:${port}`,
    port,
    store,
    alerts,
    answersAhead,
    hitPathAnswers: () => hit?.answered ?? 0,
    close() {
      closed ??= new Promise<void>((resolve) => {
        clearTimeout(warmTimer);
        clearTimeout(aheadTimer);
        // No new alert pass; the one under way ends before the database closes.
        const alertsStopped = alerts?.stop();
        raster.stop();
        server.close(() => {
          void Promise.resolve(alertsStopped)
            .then(() => alerts?.mailer.close())
            .finally(() => store.close().finally(resolve));
        });
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      return closed;
    },
  };
}
