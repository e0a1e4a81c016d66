/** An error the API answers with its own status and message; anything else is a 500. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(400, message, errors);
/** A single field failed a rule only the server can check (a reference, a state). */
export const invalidField = (field: string, message: string) => new AppError(400, message, { [field]: message });
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, message);
export const notFound = (what = 'Resource') => new AppError(404, `${what} not found`);
export const conflict = (message: string, errors?: Record<string, string>) => new AppError(409, message, errors);
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new AppError(503, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** An update that names an older version than the stored one (contract §2). */
export function assertVersion(stored: number, given: number | undefined, what: string) {
  if (given !== undefined && given !== stored) {
    throw conflict(`This ${what} was changed by someone else. Reload it and try again.`, {
      version: 'Stale version',
    });
  }
}
