import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, isApiUnavailable, isGone, isNotFound, isUnauthorised } from './errors';

describe('errors across copies of the package', () => {
  it('an ApiError made by another copy (the shell bundles one, each remote its own) is still recognised', async () => {
    // A second instance of the module, as a remote's bundle has beside the shell's.
    const other = (await import(/* @vite-ignore */ `./errors.ts?copy=${Date.now()}`)) as typeof import('./errors');
    expect(other.ApiError).not.toBe(ApiError);
    const missing = new other.ApiError('not-found', '/api/show/x', 404, 'not found');
    expect(missing instanceof ApiError).toBe(false);
    expect(isApiError(missing)).toBe(true);
    expect(isNotFound(missing)).toBe(true);
    expect(isGone(new other.ApiError('gone', '/api/show/x', 410, 'gone'))).toBe(true);
    expect(isUnauthorised(new other.ApiError('unauthorised', '/api/client/1', 401, 'sign in'))).toBe(true);
  });

  it('other errors are not API errors', () => {
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError({ kind: 'not-found' })).toBe(false);
    expect(isNotFound(null)).toBe(false);
    expect(isNotFound(new ApiError('server', '/api/x', 500, 'down'))).toBe(false);
  });
});

describe('isApiUnavailable', () => {
  it('the API unreachable or a gateway saying so is "unavailable" (503 page); a 500, a 404 or another error is not', () => {
    expect(isApiUnavailable(new ApiError('network', '/api/shows', undefined, 'fetch failed'))).toBe(true);
    expect(isApiUnavailable(new ApiError('server', '/api/shows', 503, 'down'))).toBe(true);
    expect(isApiUnavailable(new ApiError('server', '/api/shows', 504, 'timed out'))).toBe(true);
    expect(isApiUnavailable(new ApiError('server', '/api/shows', 500, 'broken'))).toBe(false);
    expect(isApiUnavailable(new ApiError('not-found', '/api/show/x', 404, 'no film'))).toBe(false);
    expect(isApiUnavailable(new Error('network'))).toBe(false);
    expect(isApiUnavailable(undefined)).toBe(false);
    // Another bundle's copy of ApiError is recognised by its brand, a look-alike without it is not.
    expect(isApiUnavailable({ [Symbol.for('marquee.api-error')]: true, name: 'ApiError', kind: 'network' })).toBe(true);
    expect(isApiUnavailable({ name: 'ApiError', kind: 'network' })).toBe(false);
  });
});
