/** HTTP status, or one of the transport failures of spec §7 "Generic error shapes". */
export type ApiErrorStatus = number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';

interface ErrorData {
  message?: unknown;
  errors?: unknown;
}

const DEFAULT_MESSAGES: Record<string, string> = {
  FETCH_ERROR: 'Could not reach the server',
  TIMEOUT_ERROR: 'The server took too long to answer',
  PARSING_ERROR: 'The server sent an unreadable answer',
};

/** Every failed API call becomes one of these: the status, the server's message and its field errors. */
export class ApiError extends Error {
  readonly status: ApiErrorStatus;
  /** The message the server sent, when it sent one. */
  readonly serverMessage: string | undefined;
  /** Field name → message, from the server's validation errors. */
  readonly errors: Record<string, string>;
  readonly data: unknown;

  constructor(status: ApiErrorStatus, data?: unknown) {
    const body = (data && typeof data === 'object' ? data : {}) as ErrorData;
    const serverMessage = typeof body.message === 'string' && body.message ? body.message : undefined;
    super(serverMessage ?? DEFAULT_MESSAGES[String(status)] ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.errors = toFieldErrors(body.errors);
    this.data = data;
  }
}

function toFieldErrors(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's message when there is one, else the fallback (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? (error.serverMessage ?? fallback) : fallback;
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;
