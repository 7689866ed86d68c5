/** An error answered as JSON with its status; `field` names the parameter at fault. */
export class ApiFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string, field = 'slug') => new ApiFailure(404, 'not_found', `${what} not found`, field);
export const badRequest = (field: string, message: string) =>
  new ApiFailure(400, 'bad_request', `${field}: ${message}`, field);
