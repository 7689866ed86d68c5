import ky, { HTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import type { ApiClientOptions } from './client';
import { ApiError } from './errors';

// ky and valibot, loaded by the client at its first request (docs/decisions/0032): a page that is
// only hydrated from the server's data never needs them, so their files are not part of the
// first load.

/** What the client loads at its first request. */
export type Transport = Omit<typeof import('./transport'), 'createHttp'>;

/** The one configured ky instance of a client. */
export function createHttp(options: ApiClientOptions): KyInstance {
  return ky.create({
    headers: options.headers,
    fetch: options.fetch,
    timeout: options.timeoutMs ?? 10_000,
    retry: {
      limit: options.retries ?? 2,
      // Only idempotent reads are retried: a POST/PATCH/DELETE is sent once.
      methods: ['get'],
      statusCodes: [408, 429, 500, 502, 503, 504],
      delay: options.retryDelay ?? ((attempt) => Math.min(3_000, 300 * 2 ** (attempt - 1))),
    },
  });
}

/** The HTTP status of a ky error (an answer outside 2xx), else undefined. */
export function httpErrorStatus(error: unknown): number | undefined {
  return error instanceof HTTPError ? error.response.status : undefined;
}

/** The answer checked against its schema; an answer of another shape is an `invalid-response` ApiError. */
export function parseWith<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
  url: string,
  path: string,
): v.InferOutput<S> {
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const where = issue ? v.getDotPath(issue) : undefined;
  throw new ApiError(
    'invalid-response',
    url,
    200,
    `unexpected answer from ${path}${where ? ` at ${where}` : ''}: ${issue?.message ?? ''}`,
  );
}
