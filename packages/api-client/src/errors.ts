/** Typed outcomes of a failed call. */
export type ApiErrorKind =
  | 'not-found'
  | 'gone'
  | 'unauthorised'
  | 'forbidden'
  | 'bad-request'
  | 'server'
  | 'network'
  | 'invalid-response';

/** A failed API call, mapped to what the page must do about it. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly url: string,
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Maps an HTTP status to an error kind. */
export function kindOfStatus(status: number): ApiErrorKind {
  if (status === 404) return 'not-found';
  if (status === 410) return 'gone';
  if (status === 401) return 'unauthorised';
  if (status === 403) return 'forbidden';
  if (status >= 400 && status < 500) return 'bad-request';
  return 'server';
}

/**
 * True when the API could not be reached (down, timed out) or said so itself (502, 503, 504 from
 * a gateway): the page is "unavailable, try again shortly" (503), not broken (an API answering
 * 500 stays a 500). Read by shape, since a remote's bundle may throw its own copy of ApiError.
 */
export function isApiUnavailable(error: unknown): boolean {
  const { name, kind, status } = (error ?? {}) as { name?: unknown; kind?: unknown; status?: unknown };
  if (name !== 'ApiError') return false;
  return kind === 'network' || (kind === 'server' && (status === 502 || status === 503 || status === 504));
}

/** True when the error means "this record does not exist" (shown as not found). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'not-found';
}

/** True when the record was retired (410: go to /410_GONE). */
export function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'gone';
}

/** True when the call needs a (valid) sign-in: 401. */
export function isUnauthorised(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'unauthorised';
}
