import { describe, expect, it } from 'vitest';
import { ApiError, isApiUnavailable } from './errors';

describe('isApiUnavailable', () => {
  it('the API unreachable or a gateway saying so is "unavailable" (503 page); a 500, a 404 or another error is not', () => {
    expect(isApiUnavailable(new ApiError('network', '/api/shows', undefined, 'fetch failed'))).toBe(true);
    expect(isApiUnavailable(new ApiError('server', '/api/shows', 503, 'down'))).toBe(true);
    expect(isApiUnavailable(new ApiError('server', '/api/shows', 504, 'timed out'))).toBe(true);
    expect(isApiUnavailable(new ApiError('server', '/api/shows', 500, 'broken'))).toBe(false);
    expect(isApiUnavailable(new ApiError('not-found', '/api/show/x', 404, 'no film'))).toBe(false);
    expect(isApiUnavailable(new Error('network'))).toBe(false);
    expect(isApiUnavailable(undefined)).toBe(false);
    // Another bundle's copy of ApiError is recognised by its shape.
    expect(isApiUnavailable({ name: 'ApiError', kind: 'network' })).toBe(true);
  });
});
