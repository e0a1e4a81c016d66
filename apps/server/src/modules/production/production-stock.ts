import { gramsPerPiece, materialKey, partKey, rodSizeLabel, scaleDecimal } from '@lathe/shared';
import { and, asc, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  products,
  stockBalances,
  stockMovements,
  stockTrackedProducts,
  workOrderMaterials,
  workOrderOperations,
  workOrders,
} from '../../db/schema/index.js';
import { firstOperation, startedPieces } from '../../lib/started-pieces.js';
import { BAR_COLUMNS } from '../products/index.js';
import { drawOldestFirst, postMovements, type StockMovementInput } from '../stock/index.js';
import { ownStockOfHeat } from '../work-orders/index.js';

/*
 * What production does to stock, through the ledger's one way in, in the entry's transaction:
 *
 * - The pieces the first operation starts (good and rejected) use bar: the bar a piece takes each
 *   (barPerPiece: from the product's geometry, else its raw material weight), issued against the
 *   work order from the heats reserved for it, oldest first (work_order_materials.issued_quantity
 *   goes up); beyond the reservation, from the company's other stock oldest first. Fewer pieces
 *   started (an entry edited or deleted) return the bar, newest heat first, to the heats it came
 *   from. What the issued bar should be is worked from all the order's entries each time, so bar
 *   short when an entry was made is issued later.
 * - The good pieces off the last operation enter finished stock when the product keeps stock;
 *   fewer good pieces take them out again (refused when they have been dispatched meanwhile).
 *
 * The ledger is append-only: an edit or a delete posts the difference, never a rewrite.
 */

/** The work order as its stock movements name it. */
export interface WorkOrderOfStock {
  id: string;
  woNumber: string | null;
  productId: string;
  salesOrderId: string | null;
  drawingNumber: string | null;
}

/** Who moves the stock, when, and what the ledger says of it. */
export interface StockMove {
  date: string;
  userId: string | null;
  /** "Rough 1st side, shift 1 of 06/04/2026". */
  note: string;
}

const grams = (kg: number) => scaleDecimal(kg, 3);
const kg = (g: number) => g / 1000;
/** Whole grams of bar whole `pieces` need at `perPiece` grams each. */
const gramsFor = (perPiece: number, pieces: number) => perPiece * pieces;

/** The bar the work order draws: its reservation's item, else the product's; null when it uses no known bar. */
async function barOf(tx: DbOrTx, order: WorkOrderOfStock) {
  const [product] = await tx
    .select({ ...BAR_COLUMNS, rodSize: products.rodSize })
    .from(products)
    .where(eq(products.id, order.productId));
  const [reserved] = await tx
    .select({
      itemKey: workOrderMaterials.itemKey,
      grade: workOrderMaterials.grade,
      rodSize: workOrderMaterials.rodSize,
    })
    .from(workOrderMaterials)
    .where(eq(workOrderMaterials.workOrderId, order.id))
    .limit(1);
  const perPiece = product ? gramsPerPiece(product) : null;
  if (!product || perPiece === null) return null;
  if (reserved) return { ...reserved, perPiece };
  const grade = product.grade.trim();
  const rodSize = product.rodSize.trim();
  if (!grade || !rodSize) return null;
  return { itemKey: materialKey(grade, rodSize), grade, rodSize: rodSizeLabel(rodSize), perPiece };
}

type Bar = NonNullable<Awaited<ReturnType<typeof barOf>>>;

const barMovement = (order: WorkOrderOfStock, bar: Bar, move: StockMove, kind: 'issue' | 'return') => ({
  itemKey: bar.itemKey,
  itemType: 'material' as const,
  grade: bar.grade,
  rodSize: bar.rodSize,
  ownerId: null,
  movementDate: move.date,
  kind,
  salesOrderId: order.salesOrderId,
  sourceType: 'work_order',
  sourceId: order.id,
  sourceNumber: order.woNumber,
  reason: move.note,
  createdBy: move.userId,
  field: 'goodQuantity',
});

/** Adds to what the work order has drawn of a heat (a heat beyond the reservation gets a row of its own). */
async function addIssued(tx: DbOrTx, order: WorkOrderOfStock, bar: Bar, heatNumber: string, drawnGrams: number) {
  await tx
    .insert(workOrderMaterials)
    .values({
      workOrderId: order.id,
      itemKey: bar.itemKey,
      grade: bar.grade,
      rodSize: bar.rodSize,
      heatNumber,
      reservedQuantity: 0,
      issuedQuantity: kg(drawnGrams),
    })
    .onConflictDoUpdate({
      target: [workOrderMaterials.workOrderId, workOrderMaterials.itemKey, workOrderMaterials.heatNumber],
      set: { issuedQuantity: sql`${workOrderMaterials.issuedQuantity} + ${kg(drawnGrams).toFixed(3)}::numeric` },
    });
}

/** The company's own kg of the bar in stock by the day, over all its heats. */
async function availableGrams(tx: DbOrTx, itemKey: string, date: string) {
  const [row] = await tx
    .select({ quantity: sql<string>`coalesce(sum(${stockBalances.quantity}), 0)` })
    .from(stockBalances)
    .where(and(eq(stockBalances.itemKey, itemKey), eq(stockBalances.ownerKey, ''), lte(stockBalances.firstIn, date)));
  return grams(Number(row?.quantity ?? 0));
}

/**
 * Issues up to `wanted` grams: the reserved heats first (oldest first), then the company's other
 * stock oldest first, as far as there is any. Answers the grams it could not issue.
 */
async function issueBar(tx: DbOrTx, order: WorkOrderOfStock, bar: Bar, wanted: number, move: StockMove) {
  let left = wanted;
  const reserved = await tx
    .select({
      heatNumber: workOrderMaterials.heatNumber,
      reserved: workOrderMaterials.reservedQuantity,
      issued: workOrderMaterials.issuedQuantity,
      inStock: stockBalances.quantity,
      firstIn: stockBalances.firstIn,
    })
    .from(workOrderMaterials)
    .leftJoin(stockBalances, ownStockOfHeat)
    .where(and(eq(workOrderMaterials.workOrderId, order.id), eq(workOrderMaterials.itemKey, bar.itemKey)))
    .orderBy(sql`${stockBalances.firstIn} asc nulls last`, asc(workOrderMaterials.heatNumber));
  const fromReserved: StockMovementInput[] = [];
  for (const heat of reserved) {
    if (left === 0) break;
    // A heat that came in after the entry's day cannot have been used that day.
    if (!heat.firstIn || heat.firstIn > move.date) continue;
    const held = Math.max(0, grams(heat.reserved) - grams(heat.issued));
    const take = Math.min(left, held, grams(heat.inStock ?? 0));
    if (take <= 0) continue;
    fromReserved.push({ ...barMovement(order, bar, move, 'issue'), heatNumber: heat.heatNumber, quantity: -kg(take) });
    await addIssued(tx, order, bar, heat.heatNumber, take);
    left -= take;
  }
  await postMovements(tx, fromReserved);
  if (left === 0) return 0;
  // Beyond the reservation: the oldest heats in stock, as an issue without a heat named draws.
  const drawable = Math.min(left, await availableGrams(tx, bar.itemKey, move.date));
  if (drawable <= 0) return left;
  const drawn = await drawOldestFirst(tx, { ...barMovement(order, bar, move, 'issue'), quantity: kg(drawable) });
  await postMovements(tx, drawn);
  for (const movement of drawn) await addIssued(tx, order, bar, movement.heatNumber ?? '', grams(-movement.quantity));
  return left - drawable;
}

/** Returns `excess` grams the work order drew, to the heats it drew last (newest first). */
async function returnBar(tx: DbOrTx, order: WorkOrderOfStock, bar: Bar, excess: number, move: StockMove) {
  let left = excess;
  const drawn = await tx
    .select({
      id: workOrderMaterials.id,
      heatNumber: workOrderMaterials.heatNumber,
      issued: workOrderMaterials.issuedQuantity,
    })
    .from(workOrderMaterials)
    .leftJoin(stockBalances, ownStockOfHeat)
    .where(
      and(
        eq(workOrderMaterials.workOrderId, order.id),
        eq(workOrderMaterials.itemKey, bar.itemKey),
        gt(workOrderMaterials.issuedQuantity, 0),
      ),
    )
    .orderBy(sql`${stockBalances.firstIn} desc nulls first`, desc(workOrderMaterials.heatNumber));
  const movements: StockMovementInput[] = [];
  for (const heat of drawn) {
    if (left === 0) break;
    const give = Math.min(left, grams(heat.issued));
    movements.push({ ...barMovement(order, bar, move, 'return'), heatNumber: heat.heatNumber, quantity: kg(give) });
    await tx
      .update(workOrderMaterials)
      .set({ issuedQuantity: sql`${workOrderMaterials.issuedQuantity} - ${kg(give).toFixed(3)}::numeric` })
      .where(eq(workOrderMaterials.id, heat.id));
    left -= give;
  }
  await postMovements(tx, movements);
}

/** The grams of the bar the work order has drawn so far, over its heats. */
async function issuedGrams(tx: DbOrTx, workOrderId: string, itemKey: string) {
  const [row] = await tx
    .select({ issued: sql<string>`coalesce(sum(${workOrderMaterials.issuedQuantity}), 0)` })
    .from(workOrderMaterials)
    .where(and(eq(workOrderMaterials.workOrderId, workOrderId), eq(workOrderMaterials.itemKey, itemKey)));
  return grams(Number(row?.issued ?? 0));
}

/** Grams issued less returned against the sales order of this bar, by hand and by production alike. */
async function orderIssuedGrams(tx: DbOrTx, salesOrderId: string, itemKey: string) {
  const [row] = await tx
    .select({ issued: sql<string>`coalesce(-sum(${stockMovements.quantity}), 0)` })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.salesOrderId, salesOrderId),
        eq(stockMovements.itemKey, itemKey),
        eq(stockMovements.itemType, 'material'),
        inArray(stockMovements.kind, ['issue', 'return']),
      ),
    );
  return grams(Number(row?.issued ?? 0));
}

/** Grams of this bar the pieces started on the sales order's work orders (all of them) need. */
async function orderStartedGrams(tx: DbOrTx, salesOrderId: string, itemKey: string) {
  const rows = await tx
    .select({
      id: workOrders.id,
      ...BAR_COLUMNS,
      rodSize: products.rodSize,
      started: startedPieces,
      reservedItem: sql<string | null>`(select min(${workOrderMaterials.itemKey}) from ${workOrderMaterials}
        where ${workOrderMaterials.workOrderId} = ${workOrders.id})`,
    })
    .from(workOrders)
    .innerJoin(products, eq(products.id, workOrders.productId))
    .innerJoin(workOrderOperations, firstOperation)
    .where(and(eq(workOrders.salesOrderId, salesOrderId), ne(workOrders.status, 'draft')));
  return rows
    .filter((row) => (row.reservedItem ?? materialKey(row.grade.trim(), row.rodSize.trim())) === itemKey)
    .reduce((sum, row) => sum + gramsFor(gramsPerPiece(row) ?? 0, Number(row.started)), 0);
}

/**
 * Grams of bar this work order may still draw: what its started pieces need beyond what it has
 * drawn, and, for a sales order's work order, no more than the order's work orders together need
 * beyond what was issued to the order by either path (one issue path: bar issued to the order by
 * hand is drawn on first, never issued twice).
 */
async function gramsToIssue(tx: DbOrTx, order: WorkOrderOfStock, bar: Bar, needed: number, issued: number) {
  const own = needed - issued;
  if (own <= 0 || !order.salesOrderId) return Math.max(0, own);
  // One after another: inside a transaction they share one connection (test/one-statement-at-a-time.ts).
  const orderNeeded = await orderStartedGrams(tx, order.salesOrderId, bar.itemKey);
  const orderIssued = await orderIssuedGrams(tx, order.salesOrderId, bar.itemKey);
  return Math.max(0, Math.min(own, orderNeeded - orderIssued));
}

/**
 * Brings the bar issued to the work order to what the pieces started on its first operation need
 * (`started`, good and rejected, all its entries): the difference is issued (as far as bar issued
 * to its sales order does not already cover it) or returned. Bar not in stock to issue is not
 * refused (the pieces were made all the same): it stays owed and is issued by a later entry once
 * it has come in. Answers the kg still owed.
 */
export async function settleBar(tx: DbOrTx, order: WorkOrderOfStock, started: number, move: StockMove) {
  const bar = await barOf(tx, order);
  if (!bar) return 0;
  const needed = gramsFor(bar.perPiece, started);
  const issued = await issuedGrams(tx, order.id, bar.itemKey);
  if (needed < issued) await returnBar(tx, order, bar, issued - needed, move);
  const wanted = await gramsToIssue(tx, order, bar, needed, issued);
  if (wanted === 0) return 0;
  return kg(await issueBar(tx, order, bar, wanted, move));
}

/** The kg of bar the work order's started pieces need that could not be issued yet (0 when none, or no bar is known). */
export async function barOwed(tx: DbOrTx, order: WorkOrderOfStock, started: number) {
  const bar = await barOf(tx, order);
  if (!bar) return 0;
  const needed = gramsFor(bar.perPiece, started);
  return kg(await gramsToIssue(tx, order, bar, needed, await issuedGrams(tx, order.id, bar.itemKey)));
}

/**
 * `pieces` more (or, negative, fewer) good pieces off the last operation, into finished stock when
 * the product keeps stock. Fewer take out no more than this work order has put in.
 */
export async function moveFinishedParts(tx: DbOrTx, order: WorkOrderOfStock, pieces: number, move: StockMove) {
  if (pieces === 0) return;
  const itemKey = partKey(order.productId);
  let quantity = pieces;
  if (pieces > 0) {
    const [tracked] = await tx
      .select({ productId: stockTrackedProducts.productId })
      .from(stockTrackedProducts)
      .where(eq(stockTrackedProducts.productId, order.productId));
    if (!tracked) return;
  } else {
    const [posted] = await tx
      .select({ pieces: sql<string>`coalesce(sum(${stockMovements.quantity}), 0)` })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.sourceId, order.id),
          eq(stockMovements.kind, 'production'),
          eq(stockMovements.itemKey, itemKey),
        ),
      );
    quantity = -Math.min(-pieces, Math.max(0, Number(posted?.pieces ?? 0)));
    if (quantity === 0) return;
  }
  await postMovements(tx, [
    {
      itemKey,
      itemType: 'part',
      productId: order.productId,
      label: order.drawingNumber ?? 'this part',
      ownerId: null,
      movementDate: move.date,
      kind: 'production',
      heatNumber: '',
      quantity,
      salesOrderId: order.salesOrderId,
      sourceType: 'work_order',
      sourceId: order.id,
      sourceNumber: order.woNumber,
      reason: move.note,
      createdBy: move.userId,
      field: 'goodQuantity',
    },
  ]);
}
