import { scaleDecimal } from '@lathe/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { stockMovements, stockTrackedProducts } from '../../db/schema/index.js';
import { currentAuditActor } from '../../lib/audit-context.js';
import { drawOldestFirst, postMovements, type StockMovementInput } from '../stock/index.js';
import type { JobWorkChallanRecord } from './job-work-lock.js';
import type { JobWorkLineRow } from './job-work-rows.js';

/*
 * What a challan does to stock. Bar stock always leaves stock when the challan is sent, and so
 * do a product's parts when its stock is tracked; parts of a product whose stock is not kept
 * are followed on the challan alone. What comes back good returns to the heats it left from;
 * rejected pieces are counted on the challan, never as good stock.
 */

const SOURCE = 'job_work_challan';

/** The products among `lines` whose finished parts are kept in stock. */
async function trackedProducts(tx: DbOrTx, lines: readonly JobWorkLineRow[]) {
  const ids = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  if (ids.length === 0) return new Set<string>();
  const rows = await tx
    .select({ productId: stockTrackedProducts.productId })
    .from(stockTrackedProducts)
    .where(inArray(stockTrackedProducts.productId, ids));
  return new Set(rows.map((row) => row.productId));
}

/** The stock item a line is, for the ledger. */
const itemOf = (line: JobWorkLineRow) => ({
  itemKey: line.itemKey,
  itemType: line.itemType as 'part' | 'material',
  grade: line.grade,
  rodSize: line.rodSize,
  productId: line.productId,
  label: line.description,
});

/**
 * Sending: each stock-kept line leaves stock on the challan date, from its heat when the line
 * names one, else from the oldest heats first; the ledger refuses (400 on `lines.{i}.quantity`)
 * what is not in stock. Each line is posted before the next is drawn, so two lines of one item
 * never draw the same kg twice.
 */
export async function sendOut(tx: DbOrTx, challan: JobWorkChallanRecord, lines: readonly JobWorkLineRow[]) {
  const tracked = await trackedProducts(tx, lines);
  const base = {
    movementDate: challan.challanDate,
    kind: 'job_work_out' as const,
    sourceType: SOURCE,
    sourceId: challan.id,
    sourceNumber: challan.challanNumber,
    reason: challan.process,
    createdBy: currentAuditActor()?.id ?? null,
  };
  for (const [i, line] of lines.entries()) {
    if (line.itemType === 'part' && !(line.productId && tracked.has(line.productId))) continue;
    const movement = { ...base, ...itemOf(line), field: `lines.${i}.quantity` };
    const out: StockMovementInput[] = line.heatNumber
      ? [{ ...movement, heatNumber: line.heatNumber, quantity: -line.quantity }]
      : await drawOldestFirst(tx, { ...movement, quantity: line.quantity });
    await postMovements(tx, out);
  }
}

/** The challan's movements of a kind, oldest first. */
const movementsOf = (tx: DbOrTx, challanId: string, kind: 'job_work_out' | 'job_work_in') =>
  tx
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.sourceId, challanId), eq(stockMovements.kind, kind)))
    .orderBy(asc(stockMovements.id));

type Movement = typeof stockMovements.$inferSelect;

/** What of each item and heat that went out has not come back yet, in the order it went out. */
async function stillOut(tx: DbOrTx, challanId: string) {
  const back = new Map<string, number>();
  for (const movement of await movementsOf(tx, challanId, 'job_work_in')) {
    const key = `${movement.itemKey}\u0000${movement.heatNumber}`;
    back.set(key, (back.get(key) ?? 0) + scaleDecimal(movement.quantity, 3));
  }
  const out = new Map<string, { movement: Movement; left: number }[]>();
  for (const movement of await movementsOf(tx, challanId, 'job_work_out')) {
    const key = `${movement.itemKey}\u0000${movement.heatNumber}`;
    const sent = -scaleDecimal(movement.quantity, 3);
    const returned = Math.min(back.get(key) ?? 0, sent);
    back.set(key, (back.get(key) ?? 0) - returned);
    const heats = out.get(movement.itemKey) ?? [];
    heats.push({ movement, left: sent - returned });
    out.set(movement.itemKey, heats);
  }
  return out;
}

/**
 * What came back good into stock, on the receipt's date: each line's good quantity to the heats
 * its item left from, oldest out first. A line whose item never left stock (parts not kept in
 * stock) moves nothing.
 */
export async function bringBack(
  tx: DbOrTx,
  challan: JobWorkChallanRecord,
  received: readonly { line: JobWorkLineRow; goodQuantity: number }[],
  receipt: { receiptDate: string; reason: string | null },
) {
  const out = await stillOut(tx, challan.id);
  const createdBy = currentAuditActor()?.id ?? null;
  const movements: StockMovementInput[] = [];
  for (const { line, goodQuantity } of received) {
    let wanted = scaleDecimal(goodQuantity, 3);
    for (const heat of out.get(line.itemKey) ?? []) {
      if (wanted === 0) break;
      const take = Math.min(wanted, heat.left);
      if (take === 0) continue;
      heat.left -= take;
      wanted -= take;
      movements.push({
        ...itemOf(line),
        ownerId: heat.movement.ownerId,
        movementDate: receipt.receiptDate,
        kind: 'job_work_in',
        heatNumber: heat.movement.heatNumber,
        quantity: take / 1000,
        reason: receipt.reason,
        sourceType: SOURCE,
        sourceId: challan.id,
        sourceNumber: challan.challanNumber,
        createdBy,
      });
    }
  }
  await postMovements(tx, movements);
}

/** Cancelling: everything that went out comes back into the heats it left, dated `on`. */
export async function takeBack(tx: DbOrTx, challan: JobWorkChallanRecord, on: string, reason: string | null) {
  const createdBy = currentAuditActor()?.id ?? null;
  const sent = await movementsOf(tx, challan.id, 'job_work_out');
  await postMovements(
    tx,
    sent.map((movement) => ({
      itemKey: movement.itemKey,
      itemType: movement.itemType as 'part' | 'material',
      grade: movement.grade,
      rodSize: movement.rodSize,
      productId: movement.productId,
      ownerId: movement.ownerId,
      heatNumber: movement.heatNumber,
      movementDate: on,
      kind: 'job_work_in' as const,
      quantity: -movement.quantity,
      reason: `Challan cancelled${reason ? `: ${reason}` : ''}`,
      sourceType: SOURCE,
      sourceId: challan.id,
      sourceNumber: challan.challanNumber,
      createdBy,
    })),
  );
}
