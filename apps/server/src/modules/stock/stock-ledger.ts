import { indianDate, scaleDecimal, todayIn } from '@lathe/shared';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { stockBalances, stockMovements } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';
import { barsOfMovement } from './bars-of-heat.js';

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
  /** What a refusal calls a part ("TV-100"); bars are called by grade and rod size. */
  label?: string;
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
  item.itemType === 'material' ? `${item.grade ?? ''} ${item.rodSize ?? ''}`.trim() : (item.label ?? 'this part');

function shortRefusal(
  movement: StockMovementInput,
  available: { quantity: number; bars: number; firstIn?: string } | undefined,
) {
  const unit = movement.itemType === 'material' ? 'kg' : 'pieces';
  const heat = movement.heatNumber ? `, heat ${movement.heatNumber}` : '';
  const field = movement.field ?? 'quantity';
  // Goods cannot leave before they came in: the balances of the days between would go below zero.
  if (available?.firstIn && available.firstIn > movement.movementDate) {
    return invalidField(
      field,
      `${itemLabel(movement)}${heat} first came in on ${indianDate(available.firstIn)}: nothing of it can go out on an earlier day`,
    );
  }
  // Short of kg says so, whatever the bars: the kg are what was asked for.
  const shortOfKg = !available || scaleDecimal(available.quantity, 3) + scaleDecimal(movement.quantity, 3) < 0;
  if (available && !shortOfKg && (movement.bars ?? 0) < 0 && available.bars + (movement.bars ?? 0) < 0) {
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
      // Goods in on an earlier day than the heat was first seen: it came in then (FIFO reads it).
      ...(movement.quantity > 0
        ? { firstIn: sql`least(${stockBalances.firstIn}, ${movement.movementDate}::date)` }
        : {}),
      updatedAt: new Date(),
    })
    .where(
      and(
        key,
        sql`${stockBalances.quantity} + ${quantity}::numeric >= 0`,
        sql`${stockBalances.bars} + ${bars}::integer >= 0`,
        movement.quantity < 0 || bars < 0 ? lte(stockBalances.firstIn, movement.movementDate) : undefined,
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
          firstIn: sql`least(${stockBalances.firstIn}, excluded.first_in)`,
          updatedAt: new Date(),
        },
      });
    return;
  }
  const [available] = await tx
    .select({ quantity: stockBalances.quantity, bars: stockBalances.bars, firstIn: stockBalances.firstIn })
    .from(stockBalances)
    .where(key);
  throw shortRefusal(movement, available);
}

/** The balance row a movement locks, as text that sorts the same way in every transaction. */
const lockKey = (movement: StockMovementInput) =>
  `${movement.itemKey}\u0000${ownerKeyOf(movement.ownerId)}\u0000${movement.heatNumber ?? ''}`;

/**
 * Appends the movements to the ledger (answering their ids, in the order given) and applies each
 * to its balance inside the caller's transaction: a refusal (400 naming the movement's field and
 * what is in stock) throws, and the caller's rollback takes back every movement of the document.
 * The balances are taken in one order (item, owner, heat), whatever the document's, so two
 * documents moving the same items in different orders queue instead of deadlocking; movements of
 * one balance keep their order.
 */
export async function postMovements(tx: DbOrTx, movements: readonly StockMovementInput[]): Promise<number[]> {
  if (movements.length === 0) return [];
  const ordered = [...movements].sort((a, b) => (lockKey(a) < lockKey(b) ? -1 : lockKey(a) > lockKey(b) ? 1 : 0));
  // Each movement with the bars it moves: those its kg stand for when it names none.
  const withBars = new Map<StockMovementInput, StockMovementInput>();
  for (const movement of ordered) {
    const resolved = { ...movement, bars: await barsOfMovement(tx, movement) };
    withBars.set(movement, resolved);
    await applyToBalance(tx, resolved);
  }
  const rows = await tx
    .insert(stockMovements)
    .values(
      movements
        .map((given) => withBars.get(given) as StockMovementInput)
        .map(({ field: _field, label: _label, ...movement }) => ({
          ...movement,
          heatNumber: movement.heatNumber ?? '',
          bars: movement.bars ?? 0,
          ownerId: movement.ownerId ?? null,
        })),
    )
    .returning({ id: stockMovements.id });
  return rows.map((row) => row.id);
}

/**
 * An outgoing quantity with no heat named, split over the item's heats oldest first (first in,
 * first out), each heat's balance locked: the movements to post, one per heat drawn from.
 * `quantity` and `bars` are what is wanted (both positive; bars optional): the bars come from the
 * heats the kg come from, as far as each holds them. Only heats in by the movement's day are
 * drawn from. Refuses (400 on `field`) when all of them together hold less.
 */
export async function drawOldestFirst(
  tx: DbOrTx,
  movement: Omit<StockMovementInput, 'heatNumber' | 'quantity'> & { quantity: number },
): Promise<StockMovementInput[]> {
  const wanted = scaleDecimal(movement.quantity, 3);
  const heats = await tx
    .select({ heatNumber: stockBalances.heatNumber, quantity: stockBalances.quantity, bars: stockBalances.bars })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.itemKey, movement.itemKey),
        eq(stockBalances.ownerKey, ownerKeyOf(movement.ownerId)),
        gt(stockBalances.quantity, 0),
        // Only heats in by the day the goods go out.
        lte(stockBalances.firstIn, movement.movementDate),
      ),
    )
    .orderBy(asc(stockBalances.firstIn), asc(stockBalances.heatNumber))
    .for('update');
  const drawn: StockMovementInput[] = [];
  let left = wanted;
  let barsLeft = Math.max(0, movement.bars ?? 0);
  for (const heat of heats) {
    if (left === 0) break;
    const take = Math.min(left, scaleDecimal(heat.quantity, 3));
    const bars = Math.min(barsLeft, heat.bars);
    drawn.push({ ...movement, heatNumber: heat.heatNumber, quantity: -take / 1000, bars: bars ? -bars : 0 });
    left -= take;
    barsLeft -= bars;
  }
  const field = movement.field ?? 'quantity';
  if (left > 0) {
    const have = heats.reduce((sum, heat) => sum + scaleDecimal(heat.quantity, 3), 0) / 1000;
    throw shortRefusal(
      { ...movement, heatNumber: null, quantity: -movement.quantity, bars: 0 },
      { quantity: have, bars: 0 },
    );
  }
  if (barsLeft > 0) {
    const have = (movement.bars ?? 0) - barsLeft;
    const message = `Only ${have} bars of ${itemLabel(movement)} are in the heats drawn from (oldest first): choose the heat`;
    throw invalidField(field.replace(/quantity$/, 'bars'), message);
  }
  return drawn;
}

/**
 * The day a cancelled document's stock goes back: today, or the document's own date when that is
 * later (goods cannot leave before they came in).
 */
export function reversalDate(documentDate: string): string {
  const today = todayIn();
  return today > documentDate ? today : documentDate;
}
