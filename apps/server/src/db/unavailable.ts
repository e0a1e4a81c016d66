/** What a client is told while the database cannot be reached (503, with Retry-After). */
export const DATABASE_UNAVAILABLE = 'The database is unavailable; try again in a moment';
/** Seconds a client should wait before trying again: a restarting PostgreSQL is back in a few. */
export const RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not there yet: class 08 (connection
 * exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting
 * up or shutting down), 53300 too_many_connections.
 */
const UNAVAILABLE_STATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** node-postgres errors that carry no code: a connection cut mid-query, the pool's connect timeout. */
const DRIVER_MESSAGES =
  /Connection terminated|Connection ended|timeout exceeded when trying to connect|connection timeout|is not queryable/i;

/** True when the error (or one it wraps, as Drizzle does) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
  }
  return false;
}
