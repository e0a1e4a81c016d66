import { count } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../src/db/client.js';
import {
  customerMaterialReceipts,
  goodsReceipts,
  jobWorkChallans,
  purchaseOrders,
  stockMovements,
  stockTrackedProducts,
} from '../../src/db/schema/index.js';
import { runWithAuditContext, setAuditActor } from '../../src/lib/audit-context.js';
import { stampBook } from './backdate.js';
import { loadStoresInputs, storesActor } from './inputs.js';
import { runStores } from './run.js';
import { planStores } from './stores-plan.js';

/*
 * The material side of the demo shop: four months of buying bar stock, packing and cutting oil
 * from the demo suppliers with their goods receipts, issues of bars to production, finished
 * parts kept in stock, six months of plating job work, and a customer's free-issue bars. All of
 * it keyed in through the services by the demo Stores user, in one transaction.
 */

async function summary(db: DbOrTx): Promise<string> {
  const tables = {
    'purchase orders': purchaseOrders,
    'goods receipts': goodsReceipts,
    'stock movements': stockMovements,
    'job-work challans': jobWorkChallans,
    'free-issue receipts': customerMaterialReceipts,
    'stock-tracked products': stockTrackedProducts,
  };
  const counts: string[] = [];
  for (const [name, table] of Object.entries(tables)) {
    counts.push(`${(await db.select({ n: count() }).from(table))[0]?.n ?? 0} ${name}`);
  }
  return counts.join(', ');
}

/**
 * The stores' story, dated back from today (India time) and the same for the same day. Nothing
 * is added while any purchase order exists, so a second run adds nothing; nor on a database
 * without a user to key it in as (the demo Stores user, else an admin). `now` may not be in the
 * future: stock cannot move on a day still to come. Returns the counts in the tables.
 */
export async function seedStores(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<string> {
  const [orders] = await db.select({ n: count() }).from(purchaseOrders);
  const actor = await storesActor(db);
  if ((orders?.n ?? 0) > 0 || !actor) return summary(db);
  // Read as the screens read them, on the pool: material planning runs its queries side by side.
  const events = planStores(await loadStoresInputs(db, now));
  return runWithAuditContext({ ip: null, route: null }, () => {
    // Every transaction then names the Stores user to the audit trail, as a signed-in request would.
    setAuditActor(actor);
    return db.transaction(async (tx) => {
      const book = stampBook();
      await runStores(tx, events, actor, book, now);
      await book.write(tx);
      return summary(tx);
    });
  });
}
