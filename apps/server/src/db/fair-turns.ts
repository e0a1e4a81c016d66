import { setImmediate as yieldToIo } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import { currentAuditActor } from '../lib/audit-context.js';

/**
 * One task at a time, taken in turns by whoever is waiting: the embedded database's order of
 * statements. PGlite runs every statement on the main thread, one at a time, in the order they
 * were asked for, and hands over from one to the next without letting Node read a socket in
 * between. So one user's eight expensive reads ran back to back while everyone else's request,
 * the health probe's too, sat unread, and then queued behind all eight.
 *
 * Here each waiting task joins its lane (a user, or an address before sign-in); the next turn
 * goes to the lane after the one that ran last, and Node reads the sockets before each handover.
 * Anyone else waits for at most one task of each busy lane, however many one of them queued.
 * An idle database starts a task at once, without the yield.
 */
export function createFairTurns() {
  /** Waiting tasks per lane; the Map's order is the order of the turns. */
  const lanes = new Map<string, Array<() => void>>();
  let busy = false;

  async function handOver() {
    await yieldToIo();
    const [lane, waiting] = lanes.entries().next().value ?? [];
    if (lane === undefined || !waiting) {
      busy = false;
      return;
    }
    const start = waiting.shift() as () => void;
    // The lane goes to the back of the line; empty, it leaves it.
    lanes.delete(lane);
    if (waiting.length) lanes.set(lane, waiting);
    start();
  }

  return {
    async run<T>(lane: string, task: () => Promise<T>): Promise<T> {
      if (busy) {
        await new Promise<void>((start) => {
          const waiting = lanes.get(lane);
          if (waiting) waiting.push(start);
          else lanes.set(lane, [start]);
        });
      }
      busy = true;
      try {
        return await task();
      } finally {
        void handOver();
      }
    },
    /** Tasks waiting for a turn (for tests). */
    get waiting() {
      let count = 0;
      for (const waiting of lanes.values()) count += waiting.length;
      return count;
    },
  };
}

/** The lane of the current request: its user once known, else its address; work outside a request shares one. */
function currentLane(): string {
  const actor = currentAuditActor();
  if (actor?.id) return `user:${actor.id}`;
  return actor?.ip ? `ip:${actor.ip}` : 'server';
}

/**
 * Makes the client's statements and transactions (all the app and drizzle send) take fair turns.
 * A transaction is one turn: the statements inside it go through its own handle, not these.
 */
export function takeTurns(client: PGlite): void {
  const turns = createFairTurns();
  const { query, exec, transaction } = client;
  client.query = ((...args: Parameters<typeof query>) =>
    turns.run(currentLane(), () => query.apply(client, args))) as typeof query;
  client.exec = (...args) => turns.run(currentLane(), () => exec.apply(client, args));
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    turns.run(currentLane(), () => transaction.apply(client, args))) as typeof transaction;
}
