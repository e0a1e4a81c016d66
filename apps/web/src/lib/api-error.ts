import type { ErrorBody } from '@lathe/shared';

/** HTTP status, or one of the transport failures of spec §7 "Generic error shapes". */
export type ApiErrorStatus = number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';

type ErrorFields = Partial<Pick<ErrorBody, 'message' | 'errors'>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the client reads of the contract's error body (its message and field errors); anything
 * else (a proxy's HTML page, a field of the wrong type) reads as nothing. Checked by hand rather
 * than with the contract's zod schema, which would put zod into the entry bundle of every page.
 */
function readErrorFields(data: unknown): ErrorFields {
  if (!isRecord(data)) return {};
  const { message, errors } = data;
  if (message !== undefined && typeof message !== 'string') return {};
  if (errors !== undefined && !(isRecord(errors) && Object.values(errors).every((v) => typeof v === 'string'))) {
    return {};
  }
  return { message, errors: errors as Record<string, string> | undefined };
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
    const body = readErrorFields(data);
    const serverMessage = body.message || undefined;
    super(serverMessage ?? DEFAULT_MESSAGES[String(status)] ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.errors = body.errors ?? {};
    this.data = data;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's message when there is one, else the fallback (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? (error.serverMessage ?? fallback) : fallback;
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;
