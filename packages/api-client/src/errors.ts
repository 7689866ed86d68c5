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
/**
 * Marks an `ApiError` whatever copy of this package made it: the shell and each remote bundle
 * their own copy, so an error the shell's client throws is not an `instanceof` a remote's class.
 */
const API_ERROR = Symbol.for('marquee.api-error');

export class ApiError extends Error {
  readonly [API_ERROR] = true;

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

/** True for an `ApiError` of any copy of this package (see `API_ERROR`). */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[API_ERROR] === true)
  );
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
 * 500 stays a 500). Recognised by its brand (`isApiError`), since a remote's bundle may throw its
 * own copy of ApiError.
 */
export function isApiUnavailable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { kind, status } = error;
  return kind === 'network' || (kind === 'server' && (status === 502 || status === 503 || status === 504));
}

/** True when the error means "this record does not exist" (shown as not found). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'not-found';
}

/** True when the record was retired (410: go to /410_GONE). */
export function isGone(error: unknown): boolean {
  return isApiError(error) && error.kind === 'gone';
}

/** True when the call needs a (valid) sign-in: 401. */
export function isUnauthorised(error: unknown): boolean {
  return isApiError(error) && error.kind === 'unauthorised';
}
