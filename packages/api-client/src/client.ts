import type { Language } from '@marquee/domain-models';
import ky, { HTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { ApiError, kindOfStatus } from './errors';

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
  /** Retries of idempotent GETs on network errors and 5xx (default 2). */
  readonly retries?: number;
  /** Time limit of one attempt in ms (default 10 000). */
  readonly timeoutMs?: number;
}

type Query = Readonly<Record<string, string | number | boolean | undefined>>;

/** Paths that never carry the language parameter (the spec: all /api/ calls except settings). */
function takesLanguage(path: string): boolean {
  return path.startsWith('/api/') && !path.startsWith('/api/settings');
}

/** The API client: GET answers are cached by full URL with in-flight dedupe. */
export class ApiClient {
  readonly #http: KyInstance;
  readonly #options: ApiClientOptions;
  readonly #cache = new Map<string, Promise<unknown>>();

  constructor(options: ApiClientOptions) {
    this.#options = options;
    this.#http = ky.create({
      headers: options.headers,
      fetch: options.fetch,
      timeout: options.timeoutMs ?? 10_000,
      retry: { limit: options.retries ?? 2, methods: ['get'], statusCodes: [408, 429, 500, 502, 503, 504] },
    });
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
    const pending = this.#fetchJson(url, signal).then((body) => {
      const parsed = v.safeParse(schema, body);
      if (!parsed.success) {
        const issue = parsed.issues[0];
        const where = issue ? v.getDotPath(issue) : undefined;
        throw new ApiError(
          'invalid-response',
          url,
          200,
          `unexpected answer from ${path}${where ? ` at ${where}` : ''}: ${issue?.message ?? ''}`,
        );
      }
      return parsed.output;
    });
    this.#cache.set(url, pending);
    // A failed call is not cached: the next attempt asks again.
    pending.catch(() => this.#cache.delete(url));
    return pending;
  }

  /** Forgets every cached answer (logout clears caches). */
  clearCache(): void {
    this.#cache.clear();
  }

  async #fetchJson(url: string, signal?: AbortSignal): Promise<unknown> {
    try {
      return await this.#http.get(url, { signal }).json();
    } catch (error) {
      if (error instanceof HTTPError) {
        throw new ApiError(
          kindOfStatus(error.response.status),
          url,
          error.response.status,
          `${error.response.status} from ${new URL(url).pathname}`,
        );
      }
      if (error instanceof Error && error.name === 'AbortError') throw error;
      throw new ApiError('network', url, undefined, `network error for ${new URL(url).pathname}: ${String(error)}`);
    }
  }
}

/** Makes an API client. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return new ApiClient(options);
}
