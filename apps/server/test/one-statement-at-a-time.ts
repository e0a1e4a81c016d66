import { afterEach, expect } from 'vitest';

/*
 * The PostgreSQL project's check that no code sends a statement to a connection still running one:
 * inside a transaction every statement goes to the transaction's one connection, so reads there run
 * one after another, never side by side (`Promise.all` on `tx`). node-postgres queues such a
 * statement with a deprecation warning and refuses it from pg 9. The warning comes once per
 * process, so the file that sends the first overlap fails, which is enough to stop the run.
 */
const OVERLAP = 'Calling client.query() when the client is already executing a query';

interface Heard {
  overlaps: string[];
}
const state = globalThis as typeof globalThis & { statementOverlaps?: Heard };
// Files share a worker (isolate: false): one listener a process.
if (!state.statementOverlaps) {
  const heard: Heard = { overlaps: [] };
  state.statementOverlaps = heard;
  process.on('warning', (warning) => {
    if (warning.message.startsWith(OVERLAP)) heard.overlaps.push(warning.stack ?? warning.message);
  });
}
const heard = state.statementOverlaps;

afterEach(async () => {
  // A warning is emitted on the next tick after the statement that caused it.
  await new Promise((resolve) => setImmediate(resolve));
  expect(heard.overlaps.splice(0), 'a statement sent to a connection already running one').toEqual([]);
});
