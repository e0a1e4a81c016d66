import { errorBodySchema } from '@lathe/shared';

/** HTTP status, or one of the transport failures of spec §7 "Generic error shapes". */
export type ApiErrorStatus = number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';

/** What the client reads of the contract's error body; anything else (a proxy's HTML page) reads as nothing. */
const errorFields = errorBodySchema.pick({ message: true, errors: true }).partial();

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
    const parsed = errorFields.safeParse(data);
    const body = parsed.success ? parsed.data : {};
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
