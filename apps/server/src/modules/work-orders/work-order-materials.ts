import { lineNeeds, materialKey, rodSizeLabel, scaleDecimal, type WorkOrderMaterialNeed } from '@lathe/shared';
import { and, asc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { stockBalances, workOrderMaterials, workOrders } from '../../db/schema/index.js';
import type { WorkOrderRecord } from './work-order-lock.js';
import { barProductOf, productOf, type WorkOrderProductRow } from './work-order-product.js';

/*
 * The bar a released work order holds: the bar a piece of its product takes (barPerPiece: from its
 * geometry, else its raw material weight) × the quantity, of the product's bar (materialKey of its
 * grade and rod size), reserved from the company's own stock heat by heat, oldest first. A heat counts as free only for what other open work orders do not
 * hold of it (reserved less already issued). Release reserves what there is and never refuses a
 * shortfall: the work order shows what it is short by.
 */

/** The work orders whose reservations hold bar: released, or in progress. */
export const OPEN_WORK_ORDER = ['released', 'in_progress'];

const grams = (kg: number) => scaleDecimal(kg, 3);
const kg = (g: number) => g / 1000;

/** The bar a quantity of the product needs, or why it cannot be said (its grade, rod size or raw weight is missing). */
export function barNeed(product: WorkOrderProductRow | undefined, quantity: number) {
  const grade = product?.grade?.trim() || null;
  const rodSize = product?.rodSize?.trim() || null;
  const item = grade && rodSize ? materialKey(grade, rodSize) : null;
  const neededKg = product ? lineNeeds(barProductOf(product), quantity).rawMaterialKg : null;
  let note: string | null = null;
  if (!grade || !rodSize) note = 'The product has no grade or rod size, so no bar is reserved for it';
  else if (neededKg === null) note = 'The product has no raw material weight, so no bar is reserved for it';
  return { item, grade, rodSize: rodSize ? rodSizeLabel(rodSize) : null, neededKg, note };
}

/**
 * Reserves the work order's bar: each heat of the item in the company's own stock, oldest first
 * (first in), locked FOR UPDATE in that one order (the order drawOldestFirst locks them in when
 * bar is issued), so a second release of the same bar waits and then sees this one's
 * reservations, and a release and an issue queue rather than deadlock. Answers the kg reserved.
 */
export async function reserveBar(tx: DbOrTx, order: WorkOrderRecord): Promise<number> {
  await tx.delete(workOrderMaterials).where(eq(workOrderMaterials.workOrderId, order.id));
  const need = barNeed(await productOf(tx, order.productId), order.quantity);
  if (!need.item || need.neededKg === null || need.neededKg <= 0) return 0;

  const heats = await tx
    .select({ heatNumber: stockBalances.heatNumber, quantity: stockBalances.quantity })
    .from(stockBalances)
    .where(and(eq(stockBalances.itemKey, need.item), eq(stockBalances.ownerKey, '')))
    .orderBy(asc(stockBalances.firstIn), asc(stockBalances.heatNumber))
    .for('update');
  if (heats.length === 0) return 0;

  // Read after the lock: what other open work orders hold, as committed by any release we waited for.
  const held = await tx
    .select({
      heatNumber: workOrderMaterials.heatNumber,
      grams: sql<string>`round(sum(greatest(${workOrderMaterials.reservedQuantity} - ${workOrderMaterials.issuedQuantity}, 0)) * 1000)`,
    })
    .from(workOrderMaterials)
    .innerJoin(workOrders, eq(workOrders.id, workOrderMaterials.workOrderId))
    .where(
      and(
        eq(workOrderMaterials.itemKey, need.item),
        inArray(workOrders.status, OPEN_WORK_ORDER),
        ne(workOrders.id, order.id),
      ),
    )
    .groupBy(workOrderMaterials.heatNumber);
  const heldOf = new Map(held.map((row) => [row.heatNumber, Number(row.grams)]));

  let left = grams(need.neededKg);
  const rows: (typeof workOrderMaterials.$inferInsert)[] = [];
  for (const heat of heats) {
    if (left === 0) break;
    const free = grams(heat.quantity) - (heldOf.get(heat.heatNumber) ?? 0);
    if (free <= 0) continue;
    const take = Math.min(left, free);
    rows.push({
      workOrderId: order.id,
      itemKey: need.item,
      grade: need.grade,
      rodSize: need.rodSize,
      heatNumber: heat.heatNumber,
      reservedQuantity: kg(take),
    });
    left -= take;
  }
  if (rows.length > 0) await tx.insert(workOrderMaterials).values(rows);
  return kg(grams(need.neededKg) - left);
}

/** The company's own stock of a work order's heat (its balance row): the heat's age, by when it first came in. */
export const ownStockOfHeat = and(
  eq(stockBalances.itemKey, workOrderMaterials.itemKey),
  eq(stockBalances.ownerKey, ''),
  eq(stockBalances.heatNumber, workOrderMaterials.heatNumber),
);

/** The work order's bar, reserved and drawn, oldest heat first, as the document shows it. */
export async function readMaterials(tx: DbOrTx, workOrderId: string) {
  return (
    tx
      .select({
        itemKey: workOrderMaterials.itemKey,
        grade: workOrderMaterials.grade,
        rodSize: workOrderMaterials.rodSize,
        heatNumber: workOrderMaterials.heatNumber,
        reservedQuantity: workOrderMaterials.reservedQuantity,
        issuedQuantity: workOrderMaterials.issuedQuantity,
      })
      .from(workOrderMaterials)
      .leftJoin(stockBalances, ownStockOfHeat)
      // Reserved, or drawn beyond the reservation (a heat of its own with nothing reserved).
      .where(
        and(
          eq(workOrderMaterials.workOrderId, workOrderId),
          or(gt(workOrderMaterials.reservedQuantity, 0), gt(workOrderMaterials.issuedQuantity, 0)),
        ),
      )
      .orderBy(sql`${stockBalances.firstIn} asc nulls last`, asc(workOrderMaterials.heatNumber))
  );
}

/** Needed against reserved: the shortfall once released (a draft has reserved nothing yet). */
export function materialNeedOf(
  order: Pick<WorkOrderRecord, 'status' | 'quantity'>,
  product: WorkOrderProductRow | undefined,
  materials: readonly { reservedQuantity: number }[],
): WorkOrderMaterialNeed {
  const need = barNeed(product, order.quantity);
  const reservedGrams = materials.reduce((sum, row) => sum + grams(row.reservedQuantity), 0);
  const reserving = order.status !== 'draft';
  return {
    item: need.item,
    grade: need.grade,
    rodSize: need.rodSize,
    neededKg: need.neededKg,
    reservedKg: kg(reservedGrams),
    shortKg: reserving && need.neededKg !== null ? kg(Math.max(0, grams(need.neededKg) - reservedGrams)) : null,
    note: need.note,
  };
}
