import { count, countDistinct } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../src/db/client.js';
import {
  inspections,
  machineCapacity,
  plantHolidays,
  productionEntries,
  workOrders,
} from '../../src/db/schema/index.js';
import { runWithAuditContext, setAuditActor } from '../../src/lib/audit-context.js';
import { loadProductionInputs, productionActors } from './inputs.js';
import { planProduction } from './production-plan.js';
import { runProduction } from './run.js';
import { stampBook } from './stamps.js';

/*
 * The demo plant's last month: each machine's shifts and the plant's holidays, about thirty work
 * orders from the open sales orders (and a few for stock) with their first-piece inspections,
 * production entries shift by shift that move the work orders and the stock on, a machine down
 * for maintenance, and the PDI reports of recent dispatches. So the OEE charts have a month to
 * show and the schedule has real work still to place. All of it keyed in through the services,
 * in one transaction.
 */

async function summary(db: DbOrTx): Promise<string> {
  const counts: string[] = [];
  const tally = async (name: string, table: PgTable) =>
    counts.push(`${(await db.select({ n: count() }).from(table))[0]?.n ?? 0} ${name}`);
  await tally('work orders', workOrders);
  const [entries] = await db
    .select({ n: count(), days: countDistinct(productionEntries.entryDate) })
    .from(productionEntries);
  counts.push(`${entries?.n ?? 0} production entries on ${entries?.days ?? 0} days`);
  await tally('inspections', inspections);
  await tally('plant holidays', plantHolidays);
  await tally("machines' capacity", machineCapacity);
  return counts.join(', ');
}

/**
 * The plant's month, dated back from today (India time) and the same for the same day. Nothing is
 * added while any work order exists, so a second run adds nothing; nor on a database without a
 * user to key it in as. `now` may not be in the future. Returns the counts in the tables.
 */
export async function seedProduction(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<string> {
  const [existing] = await db.select({ n: count() }).from(workOrders);
  const actors = await productionActors(db);
  if ((existing?.n ?? 0) > 0 || !actors) return summary(db);
  const events = planProduction(await loadProductionInputs(db, now));
  return runWithAuditContext({ ip: null, route: null }, () => {
    setAuditActor(actors.planner);
    return db.transaction(async (tx) => {
      const book = stampBook();
      await runProduction(tx, events, actors, book, now);
      await book.write(tx);
      return summary(tx);
    });
  });
}
