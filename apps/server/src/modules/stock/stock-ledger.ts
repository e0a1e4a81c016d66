import { scaleDecimal } from '@lathe/shared';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { stockBalances, stockMovements } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';

/*
 * The stock ledger's one way in: every document that moves stock (a goods receipt, an issue, a
 * dispatch, a job-work challan and what comes back) posts its movements here, in its own
 * transaction. Each movement is appended to the ledger and applied to its balance (item × owner
 * × heat) under that balance row's lock, so two movements of the same stock queue and neither
 * can take it below zero: the second sees what the first left.
 */

export type StockMovementKind = typeof stockMovements.$inferInsert.kind;

/** A stock item: a bar (`EN8|Ø25`, kg and bars) or a product's finished parts (`part:<id>`, pieces). */
export interface StockItem {
  itemKey: string;
  itemType: 'material' | 'part';
  grade?: string | null;
  rodSize?: string | null;
  productId?: string | null;
  /** The customer whose free-issue material it is; null or absent for the company's own. */
  ownerId?: string | null;
}

export interface StockMovementInput extends StockItem {
  movementDate: string;
  kind: StockMovementKind;
  heatNumber?: string | null;
  /** Signed: + into stock, − out of it (kg for material, pieces for parts). */
  quantity: number;
  bars?: number | null;
  reason?: string | null;
  salesOrderId?: string | null;
  sourceType?: string | null;
  sourceId?: string | null;
  sourceNumber?: string | null;
  createdBy?: string | null;
  /** The form field a refusal names ('lines.2.quantity'); 'quantity' when absent. */
  field?: string;
}

const ownerKeyOf = (ownerId: string | null | undefined) => ownerId ?? '';
const decimal = (value: number) => (scaleDecimal(value, 3) / 1000).toFixed(3);

/** What the item is called in a refusal: "EN8 Ø25" or the product's part stock. */
const itemLabel = (item: StockItem) =>
  item.itemType === 'material' ? `${item.grade ?? ''} ${item.rodSize ?? ''}`.trim() : 'this part';

function shortRefusal(movement: StockMovementInput, available: { quantity: number; bars: number } | undefined) {
  const unit = movement.itemType === 'material' ? 'kg' : 'pieces';
  const heat = movement.heatNumber ? `, heat ${movement.heatNumber}` : '';
  const field = movement.field ?? 'quantity';
  if (available && (movement.bars ?? 0) < 0 && available.bars + (movement.bars ?? 0) < 0) {
    return invalidField(field, `Only ${available.bars} bars of ${itemLabel(movement)}${heat} are in stock`);
  }
  const have = available?.quantity ?? 0;
  return invalidField(field, `Only ${have.toLocaleString('en-IN')} ${unit} of ${itemLabel(movement)}${heat} in stock`);
}

/** Applies one movement to its balance under the row's lock; refuses (400 on its field) what would go below zero. */
async function applyToBalance(tx: DbOrTx, movement: StockMovementInput) {
  const ownerKey = ownerKeyOf(movement.ownerId);
  const heat = movement.heatNumber ?? '';
  const quantity = decimal(movement.quantity);
  const bars = movement.bars ?? 0;
  const key = and(
    eq(stockBalances.itemKey, movement.itemKey),
    eq(stockBalances.ownerKey, ownerKey),
    eq(stockBalances.heatNumber, heat),
  );
  const [updated] = await tx
    .update(stockBalances)
    .set({
      quantity: sql`${stockBalances.quantity} + ${quantity}::numeric`,
      bars: sql`${stockBalances.bars} + ${bars}::integer`,
      updatedAt: new Date(),
    })
    .where(
      and(
        key,
        sql`${stockBalances.quantity} + ${quantity}::numeric >= 0`,
        sql`${stockBalances.bars} + ${bars}::integer >= 0`,
      ),
    )
    .returning({ quantity: stockBalances.quantity });
  if (updated) return;
  if (movement.quantity >= 0 && bars >= 0) {
    // No balance yet: the first movement in makes it (a concurrent first one adds to it instead).
    await tx
      .insert(stockBalances)
      .values({
        itemKey: movement.itemKey,
        ownerKey,
        heatNumber: heat,
        itemType: movement.itemType,
        grade: movement.grade ?? null,
        rodSize: movement.rodSize ?? null,
        productId: movement.productId ?? null,
        ownerId: movement.ownerId ?? null,
        quantity: movement.quantity,
        bars,
        firstIn: movement.movementDate,
      })
      .onConflictDoUpdate({
        target: [stockBalances.itemKey, stockBalances.ownerKey, stockBalances.heatNumber],
        set: {
          quantity: sql`${stockBalances.quantity} + excluded.quantity`,
          bars: sql`${stockBalances.bars} + excluded.bars`,
          updatedAt: new Date(),
        },
      });
    return;
  }
  const [available] = await tx
    .select({ quantity: stockBalances.quantity, bars: stockBalances.bars })
    .from(stockBalances)
    .where(key);
  throw shortRefusal(movement, available);
}

/**
 * Appends the movements to the ledger and applies each to its balance, in order, inside the
 * caller's transaction: a refusal (400 naming the movement's field and what is in stock) throws,
 * and the caller's rollback takes back every movement of the document.
 */
export async function postMovements(tx: DbOrTx, movements: readonly StockMovementInput[]): Promise<void> {
  if (movements.length === 0) return;
  for (const movement of movements) await applyToBalance(tx, movement);
  await tx.insert(stockMovements).values(
    movements.map(({ field: _field, ...movement }) => ({
      ...movement,
      heatNumber: movement.heatNumber ?? '',
      bars: movement.bars ?? 0,
      ownerId: movement.ownerId ?? null,
    })),
  );
}

/**
 * An outgoing quantity with no heat named, split over the item's heats oldest first (first in,
 * first out), each heat's balance locked: the movements to post, one per heat drawn from.
 * Refuses (400 on `field`) when all the heats together hold less.
 */
export async function drawOldestFirst(
  tx: DbOrTx,
  movement: Omit<StockMovementInput, 'heatNumber' | 'quantity'> & { quantity: number },
): Promise<StockMovementInput[]> {
  const wanted = scaleDecimal(movement.quantity, 3);
  const heats = await tx
    .select({ heatNumber: stockBalances.heatNumber, quantity: stockBalances.quantity })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.itemKey, movement.itemKey),
        eq(stockBalances.ownerKey, ownerKeyOf(movement.ownerId)),
        gt(stockBalances.quantity, 0),
      ),
    )
    .orderBy(asc(stockBalances.firstIn), asc(stockBalances.heatNumber))
    .for('update');
  const drawn: StockMovementInput[] = [];
  let left = wanted;
  for (const heat of heats) {
    if (left === 0) break;
    const take = Math.min(left, scaleDecimal(heat.quantity, 3));
    drawn.push({ ...movement, heatNumber: heat.heatNumber, quantity: -take / 1000, bars: 0 });
    left -= take;
  }
  if (left > 0) {
    const have = heats.reduce((sum, heat) => sum + scaleDecimal(heat.quantity, 3), 0) / 1000;
    throw shortRefusal({ ...movement, heatNumber: null, quantity: -movement.quantity }, { quantity: have, bars: 0 });
  }
  return drawn;
}
