import type { Language } from '@marquee/domain-models';
import type { KyInstance } from 'ky';
import type * as v from 'valibot';
import { ApiError, isApiError, kindOfStatus } from './errors';
import type { Transport } from './transport';

/** How an API client is set up: one per page in the browser, one per request on a server. */
export interface ApiClientOptions {
  /** Origin the `/api/...` paths are resolved against (the page's origin in a browser). */
  readonly baseUrl: string;
  /** The page language, added as `language` to every /api/ call but settings once known. */
  readonly language?: Language;
  /** Headers added to every call (the edge sets `X-Marquee-Site` on server-side calls). */
  readonly headers?: Readonly<Record<string, string>>;
  /** A fetch implementation (tests, servers); the global one by default. */
  readonly fetch?: typeof fetch;
  /** Retries of idempotent GETs on network errors, 408, 429 and 5xx (default 2). */
  readonly retries?: number;
  /** Delay before retry n (from 1), in ms; default exponential 300, 600, 1200... capped at 3 s. */
  readonly retryDelay?: (attempt: number) => number;
  /** Time limit of one attempt in ms (default 10 000). */
  readonly timeoutMs?: number;
  /** Base of the client API (settings `clientApiUrl`); empty or absent: `baseUrl`. */
  readonly clientBaseUrl?: string;
  /** The current access token, read on every client-API call (bearer header). */
  readonly accessToken?: () => string | null | undefined;
}

/** A query: undefined values are left out. */
export type Query = Readonly<Record<string, string | number | boolean | undefined>>;

/** How a client-API path is rewritten (A§7): `{client base}/api/v1/{path}` or `{client base}/api/{language}/{path}`. */
export type ClientPathStyle = 'v1' | 'language';

/** Options of one call. */
export interface CallOptions {
  readonly query?: Query;
  readonly signal?: AbortSignal;
}

/** Paths that never carry the language parameter (the spec: all /api/ calls except settings). */
function takesLanguage(path: string): boolean {
  return path.startsWith('/api/') && !path.startsWith('/api/settings');
}

/**
 * The client-base rewrite of A§7: a client-flagged path (`accounts/me`, `webview`, `logout`)
 * becomes `{client base}/api/v1/{path}` or `{client base}/api/{language}/{path}`; a path that
 * already starts `/api/v1/accounts/me` is only prefixed by the client base url.
 */
export function rewriteClientPath(
  path: string,
  clientBase: string,
  style: ClientPathStyle = 'v1',
  language?: string,
): string {
  const base = clientBase.replace(/\/+$/, '');
  if (path.startsWith('/api/v1/accounts/me')) return `${base}${path}`;
  const relative = path.replace(/^\/+/, '');
  if (style === 'language') {
    if (!language) throw new Error(`the language is needed to rewrite ${path}`);
    return `${base}/api/${language}/${relative}`;
  }
  return `${base}/api/v1/${relative}`;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The API client: GET answers are cached by full URL with in-flight dedupe. */
export class ApiClient {
  #transport: Promise<Transport & { http: KyInstance }> | undefined;
  readonly #options: ApiClientOptions;
  readonly #cache = new Map<string, Promise<unknown>>();
  readonly #svg = new Map<string, Promise<string>>();

  constructor(options: ApiClientOptions) {
    this.#options = options;
  }

  /** The language the client adds to calls. */
  get language(): Language | undefined {
    return this.#options.language;
  }

  /** Full URL of a call, with the language parameter where the spec wants it. */
  url(path: string, query: Query = {}): string {
    const url = new URL(path, this.#options.baseUrl);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    if (this.#options.language && takesLanguage(url.pathname)) url.searchParams.set('language', this.#options.language);
    return url.toString();
  }

  /** Full URL of a client-API call (the client-base rewrite, then the language parameter rule). */
  clientUrl(path: string, style: ClientPathStyle = 'v1', query: Query = {}): string {
    const base = this.#options.clientBaseUrl || this.#options.baseUrl;
    return this.url(rewriteClientPath(path, base, style, this.#options.language), query);
  }

  /** GETs a JSON answer, checks it against its schema, and caches it by full URL. */
  get<S extends v.GenericSchema>(
    path: string,
    schema: S,
    query?: Query,
    signal?: AbortSignal,
  ): Promise<v.InferOutput<S>> {
    const url = this.url(path, query);
    const cached = this.#cache.get(url);
    if (cached) return cached as Promise<v.InferOutput<S>>;
    const pending = this.#send('get', url, { signal }).then((body) => this.#parse(schema, body, url, path));
    this.#cache.set(url, pending);
    // A failed (or aborted) call is not cached: the next attempt asks again.
    pending.catch(() => this.#cache.delete(url));
    return pending;
  }

  /** GETs a JSON answer that must not be cached (one-time headers such as the anti-robot proof). Retried like any GET. */
  async getFresh<S extends v.GenericSchema>(
    path: string,
    schema: S,
    options: CallOptions & { headers?: Record<string, string> } = {},
  ): Promise<v.InferOutput<S>> {
    const url = this.url(path, options.query);
    const body = await this.#send('get', url, { signal: options.signal, headers: options.headers });
    return this.#parse(schema, body, url, path);
  }

  /** POSTs a JSON body to a site path (never cached; sent once, not retried) and checks the answer. */
  async post<S extends v.GenericSchema>(
    path: string,
    schema: S,
    body: unknown,
    signal?: AbortSignal,
  ): Promise<v.InferOutput<S>> {
    const url = this.url(path);
    return this.#parse(schema, await this.#send('post', url, { signal, json: body }), url, path);
  }

  /**
   * A client-API call (A§7): the url is rewritten to the client base, the bearer header of
   * the current token is added, and the answer is never cached (it is private and changes).
   * Only GET is retried. `schema` null: the answer body is ignored (204). `headers`: this call's
   * own (never an authorization: the token's is added here).
   */
  async client<S extends v.GenericSchema>(
    method: 'get' | 'post' | 'patch' | 'delete',
    path: string,
    schema: S | null,
    options: CallOptions & {
      body?: unknown;
      style?: ClientPathStyle;
      credentials?: boolean;
      headers?: Readonly<Record<string, string>>;
    } = {},
  ): Promise<S extends v.GenericSchema ? v.InferOutput<S> : undefined> {
    const url = path.startsWith('/api/client/')
      ? this.url(path, options.query)
      : this.clientUrl(path, options.style, options.query);
    const token = this.#options.accessToken?.();
    const headers = { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const body = await this.#send(method, url, {
      signal: options.signal,
      json: options.body,
      headers: Object.keys(headers).length > 0 ? headers : undefined,
      credentials: options.credentials ? 'include' : undefined,
      expectBody: schema !== null,
    });
    return (schema ? await this.#parse(schema, body, url, path) : undefined) as S extends v.GenericSchema
      ? v.InferOutput<S>
      : undefined;
  }

  /** An .svg icon as text, cached in memory by URL for the life of the client (A§7). */
  svg(path: string, signal?: AbortSignal): Promise<string> {
    const url = new URL(path, this.#options.baseUrl).toString();
    const cached = this.#svg.get(url);
    if (cached) return cached;
    const pending = this.#loadTransport()
      .then(({ http }) => http.get(url, { signal }).text())
      .catch(async (error: unknown) => {
        throw await this.#mapError(error, url);
      });
    this.#svg.set(url, pending);
    pending.catch(() => this.#svg.delete(url));
    return pending;
  }

  /** Forgets every cached answer (logout clears caches); `{ svg: true }` drops the icons too. */
  clearCache(options: { svg?: boolean } = {}): void {
    this.#cache.clear();
    if (options.svg) this.#svg.clear();
  }

  async #send(
    method: 'get' | 'post' | 'patch' | 'delete',
    url: string,
    init: {
      signal?: AbortSignal;
      json?: unknown;
      headers?: Record<string, string>;
      credentials?: 'include' | 'omit' | 'same-origin';
      expectBody?: boolean;
    },
  ): Promise<unknown> {
    try {
      const { http } = await this.#loadTransport();
      const response = await http(url, {
        method,
        signal: init.signal,
        // Undefined keys would replace the instance's headers: add only what is set.
        ...(init.headers ? { headers: init.headers } : {}),
        ...(init.credentials ? { credentials: init.credentials } : {}),
        ...(init.json !== undefined ? { json: init.json } : {}),
      });
      if (init.expectBody === false || response.status === 204) return undefined;
      return await response.json();
    } catch (error) {
      throw await this.#mapError(error, url);
    }
  }

  /**
   * ky and this client's instance of it, loaded at the first request (docs/decisions/0032). A file
   * that cannot be fetched (offline, a replaced deploy) fails that request as a network error, and
   * the next request tries again.
   */
  #loadTransport() {
    this.#transport ??= import('./transport').then(
      (transport) => ({ ...transport, http: transport.createHttp(this.#options) }),
      (error: unknown) => {
        this.#transport = undefined;
        throw error;
      },
    );
    return this.#transport;
  }

  /** Checks an answer against its schema (valibot loads with the transport, after the answer came). */
  async #parse<S extends v.GenericSchema>(
    schema: S,
    body: unknown,
    url: string,
    path: string,
  ): Promise<v.InferOutput<S>> {
    const { parseWith } = await this.#loadTransport();
    return parseWith(schema, body, url, path);
  }

  async #mapError(error: unknown, url: string): Promise<unknown> {
    if (isApiError(error) || isAbort(error)) return error;
    const path = new URL(url).pathname;
    const status = this.#transport ? (await this.#transport.catch(() => null))?.httpErrorStatus(error) : undefined;
    if (status !== undefined) return new ApiError(kindOfStatus(status), url, status, `${status} from ${path}`);
    return new ApiError('network', url, undefined, `network error for ${path}: ${String(error)}`);
  }
}

/** Makes an API client. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return new ApiClient(options);
}
