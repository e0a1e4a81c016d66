import { existsSync, readFileSync, statSync } from 'node:fs';
import type { LoggedStatement } from '../src/db/sql-log.js';
import type { Endpoint } from './endpoints.js';
import type { RunningServer } from './server-process.js';

export interface Statement {
  query: string;
  params: unknown[];
}

/** The SQL one request sent, less the session lookup and the rate-limit count: batches in order, each batch's statements sent together. */
export type CapturedSql = Statement[][];

/** The access check's lookup of the caller's session: the raw loop has no auth. */
const isSessionLookup = (query: string) => /from "sessions"/i.test(query);
/**
 * The per-user budget's count (a write's, a search's: plugins/rate-limit.ts): the raw loop has no
 * user, and its loops would all queue on the one user's row.
 */
const isRateLimitCount = (query: string) => /"auth_throttle"/i.test(query);
/** What the raw loop's own transaction says. */
const isTransactionControl = (query: string) => /^\s*(begin|commit|rollback)\b/i.test(query);

/** Sends one request as the bench does under load and returns its answer's status. */
export async function request(server: RunningServer, endpoint: Endpoint): Promise<Response> {
  return fetch(`${server.origin}${endpoint.path}`, {
    method: endpoint.method,
    headers: {
      authorization: `Bearer ${server.token}`,
      ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(endpoint.body ? { body: JSON.stringify(endpoint.body()) } : {}),
  });
}

/**
 * A read asked once and its answer awaited, before it is measured: what the server keeps between
 * requests (the machine plan, the dashboard's machining hours, each worked once a change) is what
 * every request but the first finds, and the first, at the bench's sizes, can take seconds.
 */
export async function warmRead(server: RunningServer, endpoint: Endpoint): Promise<void> {
  if (endpoint.method === 'GET') await (await request(server, endpoint)).arrayBuffer();
}

/**
 * One request to each endpoint on a server started with `SQL_LOG=logFile`, and the statements
 * each sent, read back from the log (one request at a time, so each request's lines are its own).
 * A read is asked once before (warmRead), as the HTTP run asks it.
 */
export async function captureSql(
  server: RunningServer,
  logFile: string,
  endpoints: Endpoint[],
): Promise<Map<string, CapturedSql>> {
  const captured = new Map<string, CapturedSql>();
  for (const endpoint of endpoints) {
    await warmRead(server, endpoint);
    const before = existsSync(logFile) ? statSync(logFile).size : 0;
    const response = await request(server, endpoint);
    const text = await response.text();
    if (!response.ok) throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.status}: ${text}`);
    const lines = readFileSync(logFile).subarray(before).toString('utf8').split('\n').filter(Boolean);
    const batches = new Map<number, Statement[]>();
    for (const line of lines) {
      const { batch, query, params } = JSON.parse(line) as LoggedStatement;
      if (isSessionLookup(query) || isRateLimitCount(query) || isTransactionControl(query)) continue;
      batches.set(batch, [...(batches.get(batch) ?? []), { query, params }]);
    }
    if (batches.size === 0) throw new Error(`${endpoint.name}: no SQL was logged`);
    captured.set(endpoint.name, [...batches.values()]);
  }
  return captured;
}
