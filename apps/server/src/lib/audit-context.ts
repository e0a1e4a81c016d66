import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';

/**
 * Who is acting and from where, for the audit trail: one store per request, opened before
 * anything else runs (plugins/access.ts) and filled in once the user is known. The database's
 * transactions hand it to the audit triggers (`lathe.actor`), the security events read it.
 */
export interface AuditActor {
  id: string | null;
  email: string | null;
  /** The client's address. */
  ip: string | null;
  /** "METHOD /api/path", without the query string. */
  route: string | null;
}

interface AuditStore {
  actor: AuditActor;
  /** The request's logger: a failed security event is logged, never answered. */
  log: FastifyBaseLogger | null;
}

const storage = new AsyncLocalStorage<AuditStore>();

/** Runs `fn` with a fresh store for one request: everything it starts, awaits or schedules sees it. */
export function runWithAuditContext<T>(
  origin: { ip: string | null; route: string | null; log?: FastifyBaseLogger },
  fn: () => T,
): T {
  const store = { actor: { id: null, email: null, ip: origin.ip, route: origin.route }, log: origin.log ?? null };
  return storage.run(store, fn);
}

/** Names the signed-in user as the actor of the current request. */
export function setAuditActor(user: { id: string; email: string }) {
  const store = storage.getStore();
  if (store) Object.assign(store.actor, { id: user.id, email: user.email });
}

/** The current request's actor, or undefined outside a request (start-up seeding, scripts). */
export const currentAuditActor = (): AuditActor | undefined => storage.getStore()?.actor;

export const currentAuditLog = (): FastifyBaseLogger | null => storage.getStore()?.log ?? null;

/**
 * Makes every transaction of the database name the current request's actor first
 * (`lathe.actor`, local to the transaction), so the audit triggers record who made the change.
 * Outside a request the setting stays unset and the triggers record no actor.
 */
export function auditTransactions(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    transaction(async (tx) => {
      const actor = currentAuditActor();
      if (actor) await tx.execute(sql`select set_config('lathe.actor', ${JSON.stringify(actor)}, true)`);
      return run(tx);
    }, config)) as Db['transaction'];
}
