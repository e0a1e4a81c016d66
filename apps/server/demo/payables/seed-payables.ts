import { count } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../src/db/client.js';
import { supplierBills, supplierPayments } from '../../src/db/schema/index.js';
import { runWithAuditContext, setAuditActor } from '../../src/lib/audit-context.js';
import { stampBook } from '../stores/backdate.js';
import { loadPayablesInputs, payablesActor } from './inputs.js';
import { planPayables } from './payables-plan.js';
import { runPayables } from './run.js';

/*
 * The accounts' side of the stores' months: every supplier invoice that came with the goods
 * booked as a bill and matched against its order and receipt (two held on a mismatch, one of them
 * approved; a scrapped lot's credit blocked), the coolant supplier's advance set against its bill,
 * and a payment run every month paying the bills then due, so the payables ageing has bills
 * unpaid, overdue and part paid. Keyed in through the services by the demo accountant, in one
 * transaction.
 */

async function summary(db: DbOrTx): Promise<string> {
  const [bills] = await db.select({ n: count() }).from(supplierBills);
  const [payments] = await db.select({ n: count() }).from(supplierPayments);
  return `${bills?.n ?? 0} supplier bills, ${payments?.n ?? 0} supplier payments`;
}

/**
 * The bills and payments of the stores' receipts, dated as they happened up to today (India time)
 * and the same for the same day. Nothing is added while any supplier bill exists, so a second run
 * adds nothing; nor on a database without a user to key it in as. `now` may not be in the future.
 * Returns the counts in the tables.
 */
export async function seedPayables(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<string> {
  const [bills] = await db.select({ n: count() }).from(supplierBills);
  const actor = await payablesActor(db);
  if ((bills?.n ?? 0) > 0 || !actor) return summary(db);
  const events = planPayables(await loadPayablesInputs(db, now));
  return runWithAuditContext({ ip: null, route: null }, () => {
    // Every transaction then names the accountant to the audit trail, as a signed-in request would.
    setAuditActor(actor);
    return db.transaction(async (tx) => {
      const book = stampBook();
      await runPayables(tx, events, actor, book, now);
      await book.write(tx);
      return summary(tx);
    });
  });
}
