import pg from 'pg';
import { afterEach, expect } from 'vitest';

/*
 * The PostgreSQL project's check that no code sends a statement to a connection still running one:
 * inside a transaction every statement goes to the transaction's one connection, so reads there run
 * one after another, never side by side (`Promise.all` on `tx`). node-postgres queues such a
 * statement and refuses it from pg 9. Its own deprecation warning is no check: it comes once a
 * process, and only for a third statement side by side (it looks at the queue behind the running
 * one), so two reads side by side passed unseen. The driver's `query` is watched instead: each
 * statement sent while its connection runs or holds another is kept with where it was sent from,
 * and fails the test that sent it.
 */
interface DriverState {
  _activeQuery: unknown;
  _queryQueue: unknown[];
  pipeline?: boolean;
}
interface Heard {
  overlaps: string[];
}
const state = globalThis as typeof globalThis & { statementOverlaps?: Heard };
// Files share a worker (isolate: false), and with it the driver: it is watched once a process.
if (!state.statementOverlaps) {
  const heard: Heard = { overlaps: [] };
  state.statementOverlaps = heard;
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  (pg.Client.prototype as unknown as { query: typeof query }).query = function (this: pg.Client, ...args) {
    const client = this as unknown as DriverState;
    if (!client.pipeline && (client._activeQuery || client._queryQueue.length > 0)) {
      heard.overlaps.push(new Error('sent while the connection was running another').stack ?? '');
    }
    return query.apply(this, args);
  };
}
const heard = state.statementOverlaps;

afterEach(() => {
  expect(heard.overlaps.splice(0), 'a statement sent to a connection already running one').toEqual([]);
});
