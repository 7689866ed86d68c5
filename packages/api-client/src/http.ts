/**
 * The API client's HTTP layer: `fetch` with a time limit per attempt and retries of idempotent
 * reads, nothing else (the client parses and maps the answers). It replaced ky (~5 KB gzip of
 * every page's first load) with the part of it the client used.
 */

/** A non-2xx answer: the client maps its status to an outcome. */
export class HttpStatusError extends Error {
  constructor(readonly response: Response) {
    super(`${response.status} ${response.statusText}`.trim());
    this.name = 'HttpStatusError';
  }
}

/** An attempt that got no answer within its time limit (not retried: the server may be working on it). */
export class HttpTimeoutError extends Error {
  constructor(url: string, ms: number) {
    super(`no answer from ${url} within ${ms} ms`);
    this.name = 'HttpTimeoutError';
  }
}

/** How the HTTP layer is set up. */
export interface HttpOptions {
  readonly headers?: Readonly<Record<string, string>>;
  readonly fetch?: typeof fetch;
  /** Time limit of one attempt, until the answer's headers (ms). */
  readonly timeoutMs: number;
  /** Retries of a GET on a network error or a status of `RETRIED_STATUSES`. */
  readonly retries: number;
  /** Delay before retry n (from 1), in ms. */
  readonly retryDelay: (attempt: number) => number;
}

/** One request. */
export interface HttpRequest {
  readonly method: 'get' | 'post' | 'patch' | 'delete';
  readonly signal?: AbortSignal | undefined;
  readonly headers?: Readonly<Record<string, string>> | undefined;
  readonly credentials?: 'include' | 'omit' | 'same-origin' | undefined;
  /** A JSON body (sent with its content type). */
  readonly json?: unknown;
}

/** Statuses worth asking again for: the server may answer the same read a moment later. */
export const RETRIED_STATUSES: readonly number[] = [408, 429, 500, 502, 503, 504];

/** The longest wait a `Retry-After` header may ask for before a retry (ms). */
const MAX_RETRY_AFTER_MS = 10_000;

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/** Waits `ms`, or rejects as soon as `signal` aborts. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal ? abortError(signal) : undefined);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The delay a `Retry-After` header asks for (seconds or an HTTP date), capped; null without one. */
function retryAfter(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) ? Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms)) : null;
}

/** One attempt: the caller's signal and the time limit both abort it. */
async function attempt(url: string, init: RequestInit, options: HttpOptions, signal?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal ? abortError(signal) : undefined);
  if (signal?.aborted) throw abortError(signal);
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new HttpTimeoutError(url, options.timeoutMs)), options.timeoutMs);
  try {
    return await (options.fetch ?? fetch)(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Sends a request and resolves with a 2xx answer; rejects with `HttpStatusError` for any other
 * status, `HttpTimeoutError`, the caller's abort reason, or the network error. A GET is retried
 * on network errors and `RETRIED_STATUSES` (after `Retry-After` when the answer gives one);
 * anything else is sent once.
 */
export async function send(url: string, request: HttpRequest, options: HttpOptions): Promise<Response> {
  const headers = new Headers(options.headers);
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  let body: string | undefined;
  if (request.json !== undefined) {
    body = JSON.stringify(request.json);
    headers.set('content-type', 'application/json');
  }
  const init: RequestInit = {
    method: request.method.toUpperCase(),
    headers,
    ...(body === undefined ? {} : { body }),
    ...(request.credentials ? { credentials: request.credentials } : {}),
  };
  const retries = request.method === 'get' ? options.retries : 0;
  for (let tried = 0; ; tried++) {
    let response: Response;
    try {
      response = await attempt(url, init, options, request.signal);
    } catch (error) {
      const network = !(error instanceof HttpTimeoutError) && !request.signal?.aborted;
      if (!network || tried >= retries) throw error;
      await wait(options.retryDelay(tried + 1), request.signal);
      continue;
    }
    if (response.ok) return response;
    if (tried >= retries || !RETRIED_STATUSES.includes(response.status)) throw new HttpStatusError(response);
    // The body of a failed attempt is not read: release it.
    void response.body?.cancel().catch(() => {});
    await wait(retryAfter(response) ?? options.retryDelay(tried + 1), request.signal);
  }
}
