import {
  addDays,
  type BarDemand,
  type BarProduct,
  barPerPiece,
  gradeKey,
  gramsPerPiece,
  materialKey,
  type OrderProductOfBar,
  orderBarPosition,
  rodSizeLabel,
  routingDays,
  scaleDecimal,
} from '@lathe/shared';
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  dispatches,
  dispatchLines,
  products,
  salesOrderLines,
  salesOrders,
  stockMovements,
  workOrderMaterials,
  workOrderOperations,
  workOrders,
} from '../../db/schema/index.js';
import { lineDueDate } from '../../lib/pending-order-lines.js';
import { firstOperation, startedPieces } from '../../lib/started-pieces.js';
import { NEEDS_COLUMNS } from '../products/index.js';

/*
 * What the open work still needs of each bar, and when (material planning's demand side):
 * - each confirmed order's products on the bar, netted by orderBarPosition (pieces still to make,
 *   less bar issued to the order and still at the work), needed on the day the first of its work
 *   orders starts on the schedule, else its earliest due date less the routing's time;
 * - each released work order made for stock, netted the same way against the bar it has drawn.
 */

/** Where the schedule starts each work order: the day its first placed operation starts. */
export type PlannedStarts = ReadonlyMap<string, string>;

/** A product whose weight is not known, so what it needs cannot be counted. */
export interface UnknownWeight {
  productId: string;
  drawingNumber: string;
  description: string;
}

/** One bar's demand: its dated needs, and the totals the shortage list shows. */
export interface BarNeeds {
  key: string;
  grade: string;
  rodSize: string;
  demands: BarDemand[];
  /** Grams the pieces still to make need. */
  needGrams: number;
  /** Of those, what bar issued to the work and still there covers. */
  coveredGrams: number;
  /** Confirmed orders with pieces of it still to dispatch. */
  ordersCount: number;
  unknownWeight: UnknownWeight[];
  /** Grams a bar of it weighs, when every product needing it that has the bar's geometry says the same; else null. */
  gramsPerBar: number | null;
}

const productFigures = {
  productId: products.id,
  drawingNumber: products.drawingNumber,
  description: products.productDescription,
  rodSize: products.rodSize,
  // The cycle times (routingDays reads them) and what gives the bar a piece takes (its grade among them), as the order's needs read them.
  ...NEEDS_COLUMNS,
};

/** Every line of the confirmed orders with a line still to dispatch, with its product and due date. */
const orderLines = (db: DbOrTx) =>
  db
    .select({
      orderId: salesOrderLines.orderId,
      orderNumber: salesOrders.orderNumber,
      ordered: salesOrderLines.quantity,
      dispatched: salesOrderLines.dispatchedQuantity,
      dueDate: sql<string | null>`${lineDueDate}::text`,
      ...productFigures,
    })
    .from(salesOrderLines)
    .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
    .innerJoin(products, eq(products.id, salesOrderLines.productId))
    .where(
      and(
        eq(salesOrders.status, 'confirmed'),
        sql`exists (select 1 from ${salesOrderLines} pending where pending.order_id = ${salesOrders.id}
          and pending.dispatched_quantity < pending.quantity)`,
      ),
    );

/** The work orders that use bar: every released one of a confirmed order, and those for stock still open. */
const workOrdersOfDemand = (db: DbOrTx) =>
  db
    .select({
      id: workOrders.id,
      woNumber: workOrders.woNumber,
      status: workOrders.status,
      salesOrderId: workOrders.salesOrderId,
      quantity: workOrders.quantity,
      dueDate: workOrders.dueDate,
      started: startedPieces,
      rejected: workOrders.rejectedQuantity,
      issued: sql<string>`(select coalesce(sum(${workOrderMaterials.issuedQuantity}), 0) from ${workOrderMaterials}
        where ${workOrderMaterials.workOrderId} = ${workOrders.id})`,
      ...productFigures,
    })
    .from(workOrders)
    .innerJoin(products, eq(products.id, workOrders.productId))
    .innerJoin(workOrderOperations, firstOperation)
    .leftJoin(salesOrders, eq(salesOrders.id, workOrders.salesOrderId))
    .where(
      sql`(${eq(salesOrders.status, 'confirmed')} and ${ne(workOrders.status, 'draft')})
        or (${isNull(workOrders.salesOrderId)} and ${inArray(workOrders.status, ['released', 'in_progress'])})`,
    );

/** Per confirmed order and product and day, the pieces dispatched (for what was dispatched since an issue). */
const dispatchesByDay = (db: DbOrTx) =>
  db
    .select({
      orderId: dispatches.orderId,
      productId: salesOrderLines.productId,
      dispatchDate: dispatches.dispatchDate,
      pieces: sql<string>`sum(${dispatchLines.quantity})`,
    })
    .from(dispatchLines)
    .innerJoin(dispatches, eq(dispatches.id, dispatchLines.dispatchId))
    .innerJoin(salesOrderLines, eq(salesOrderLines.id, dispatchLines.orderLineId))
    .innerJoin(salesOrders, eq(salesOrders.id, dispatches.orderId))
    .where(
      and(
        eq(salesOrders.status, 'confirmed'),
        sql`exists (select 1 from ${stockMovements} where ${stockMovements.salesOrderId} = ${salesOrders.id}
          and ${stockMovements.kind} = 'issue')`,
      ),
    )
    .groupBy(dispatches.orderId, salesOrderLines.productId, dispatches.dispatchDate);

/** Issued less returned against each confirmed order, per bar (grams), by hand and by production alike; and the first issue's day. */
const issuedToOrders = (db: DbOrTx) =>
  db
    .select({
      orderId: sql<string>`${stockMovements.salesOrderId}`,
      itemKey: stockMovements.itemKey,
      grams: sql<string>`round(-sum(${stockMovements.quantity}) * 1000)`,
      firstIssued: sql<
        string | null
      >`(min(${stockMovements.movementDate}) filter (where ${stockMovements.kind} = 'issue'))::text`,
    })
    .from(stockMovements)
    .where(
      and(
        isNotNull(stockMovements.salesOrderId),
        inArray(stockMovements.kind, ['issue', 'return']),
        eq(stockMovements.itemType, 'material'),
        sql`exists (select 1 from ${salesOrders} where ${salesOrders.id} = ${stockMovements.salesOrderId} and ${salesOrders.status} = 'confirmed')`,
      ),
    )
    .groupBy(stockMovements.salesOrderId, stockMovements.itemKey);

type ProductRow = Awaited<ReturnType<typeof orderLines>>[number];

/** The day a need falls on: the planned start of its first scheduled work order, else its due date less the routing's time. */
function needDay(
  starts: PlannedStarts,
  workOrderIds: readonly string[],
  dueDate: string | null,
  product: Parameters<typeof routingDays>[0],
  pieces: number,
  today: string,
) {
  const planned = workOrderIds
    .map((id) => starts.get(id))
    .filter((day): day is string => day !== undefined)
    .sort()[0];
  if (planned) return planned;
  return addDays(dueDate ?? today, -routingDays(product, pieces));
}

interface OrderOfBar {
  orderNumber: string;
  pending: boolean;
  products: Map<string, OrderProductOfBar & { row: ProductRow; dueDate: string | null; workOrders: string[] }>;
}

/** Every bar open work needs, with its dated needs and the totals the shortage list shows. */
export async function barNeeds(db: DbOrTx, starts: PlannedStarts, today: string): Promise<Map<string, BarNeeds>> {
  const [lines, orders, dispatched, issued] = await Promise.all([
    orderLines(db),
    workOrdersOfDemand(db),
    dispatchesByDay(db),
    issuedToOrders(db),
  ]);
  const issuedOf = new Map(issued.map((row) => [`${row.orderId}|${row.itemKey}`, row]));
  const dispatchedOf = new Map<string, { date: string; pieces: number }[]>();
  for (const row of dispatched) {
    const key = `${row.orderId}|${row.productId}`;
    dispatchedOf.set(key, [...(dispatchedOf.get(key) ?? []), { date: row.dispatchDate, pieces: Number(row.pieces) }]);
  }
  const bars = new Map<string, BarNeeds>();
  const barOf = (row: { grade: string; rodSize: string }) => {
    const key = materialKey(row.grade, row.rodSize);
    let bar = bars.get(key);
    if (!bar) {
      // One spelling of the grade however products typed it ("en 24", "EN-24" → EN24).
      bar = {
        key,
        grade: gradeKey(row.grade),
        rodSize: rodSizeLabel(row.rodSize),
        demands: [],
        needGrams: 0,
        coveredGrams: 0,
        ordersCount: 0,
        unknownWeight: [],
        gramsPerBar: null,
      };
      bars.set(key, bar);
    }
    return bar;
  };

  // What a bar weighs, by each product needing it that has the bar's geometry.
  const barWeights = new Map<string, Set<number>>();
  const noteBarWeight = (key: string, product: BarProduct) => {
    const { kgPerBar } = barPerPiece(product);
    if (kgPerBar === null) return;
    barWeights.set(key, (barWeights.get(key) ?? new Set()).add(scaleDecimal(kgPerBar, 3)));
  };

  // The confirmed orders, by bar: each order's products on it, with their work orders' progress.
  const ordersByBar = new Map<string, Map<string, OrderOfBar>>();
  for (const line of lines) {
    const key = materialKey(line.grade, line.rodSize);
    const byOrder = ordersByBar.get(key) ?? new Map<string, OrderOfBar>();
    ordersByBar.set(key, byOrder);
    const order = byOrder.get(line.orderId) ?? {
      orderNumber: line.orderNumber ?? '',
      pending: false,
      products: new Map(),
    };
    byOrder.set(line.orderId, order);
    const pending = line.dispatched < line.ordered;
    order.pending ||= pending;
    if (pending) noteBarWeight(key, line);
    const firstIssued = issuedOf.get(`${line.orderId}|${key}`)?.firstIssued ?? null;
    const product = order.products.get(line.productId) ?? {
      ordered: 0,
      dispatched: 0,
      dispatchedSinceIssue: firstIssued
        ? (dispatchedOf.get(`${line.orderId}|${line.productId}`) ?? [])
            .filter((dispatch) => dispatch.date >= firstIssued)
            .reduce((sum, dispatch) => sum + dispatch.pieces, 0)
        : 0,
      started: 0,
      rejected: 0,
      gramsPerPiece: gramsPerPiece(line),
      row: line,
      dueDate: null,
      workOrders: [],
    };
    product.ordered += line.ordered;
    product.dispatched += line.dispatched;
    if (pending && line.dueDate && (!product.dueDate || line.dueDate < product.dueDate)) product.dueDate = line.dueDate;
    order.products.set(line.productId, product);
  }
  for (const workOrder of orders) {
    if (!workOrder.salesOrderId) continue;
    const product = ordersByBar
      .get(materialKey(workOrder.grade, workOrder.rodSize))
      ?.get(workOrder.salesOrderId)
      ?.products.get(workOrder.productId);
    if (!product) continue;
    product.started += Number(workOrder.started);
    product.rejected += workOrder.rejected;
    if (workOrder.status === 'released' || workOrder.status === 'in_progress') product.workOrders.push(workOrder.id);
  }

  for (const [key, byOrder] of ordersByBar) {
    if (![...byOrder.values()].some((order) => order.pending)) continue;
    for (const [orderId, order] of byOrder) {
      const products = [...order.products.values()];
      const first = products[0] as (typeof products)[number];
      const bar = barOf(first.row);
      if (order.pending) bar.ordersCount += 1;
      const position = orderBarPosition(products, Number(issuedOf.get(`${orderId}|${key}`)?.grams ?? 0));
      bar.needGrams += position.needGrams;
      bar.coveredGrams += position.coveredGrams;
      // What is covered comes off the need that falls first.
      let covered = position.coveredGrams;
      const dated = products
        .filter((product) => product.gramsPerPiece !== null)
        .map((product) => {
          const pieces = Math.max(
            0,
            product.ordered - Math.max(product.dispatched, product.started - product.rejected),
          );
          return {
            grams: pieces * (product.gramsPerPiece as number),
            date: needDay(starts, product.workOrders, product.dueDate, product.row, pieces, today),
            product,
          };
        })
        .filter((need) => need.grams > 0)
        .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      for (const need of dated) {
        const take = Math.min(covered, need.grams);
        covered -= take;
        if (need.grams - take <= 0) continue;
        bar.demands.push({
          date: need.date,
          grams: need.grams - take,
          label: `${order.orderNumber} · ${need.product.row.drawingNumber}`,
          ref: { kind: 'sales_order', id: orderId },
        });
      }
      for (const product of products) {
        if (product.gramsPerPiece !== null || product.dispatched >= product.ordered) continue;
        bar.unknownWeight.push({
          productId: product.row.productId,
          drawingNumber: product.row.drawingNumber,
          description: product.row.description,
        });
      }
    }
  }

  // Work orders made for stock: their pieces still to make, less the bar they drew that is still at the work.
  for (const workOrder of orders) {
    if (workOrder.salesOrderId) continue;
    const grams = gramsPerPiece(workOrder);
    if (grams === null) continue;
    const made = {
      ordered: workOrder.quantity,
      dispatched: 0,
      dispatchedSinceIssue: 0,
      started: Number(workOrder.started),
      rejected: workOrder.rejected,
      gramsPerPiece: grams,
    };
    const position = orderBarPosition([made], scaleDecimal(Number(workOrder.issued), 3));
    const left = position.needGrams - position.coveredGrams;
    if (left <= 0) continue;
    const bar = barOf(workOrder);
    noteBarWeight(bar.key, workOrder);
    bar.needGrams += position.needGrams;
    bar.coveredGrams += position.coveredGrams;
    bar.demands.push({
      date: needDay(starts, [workOrder.id], workOrder.dueDate, workOrder, left / grams, today),
      grams: left,
      label: `${workOrder.woNumber ?? 'Work order'} · ${workOrder.drawingNumber} (for stock)`,
      ref: { kind: 'work_order', id: workOrder.id },
    });
  }
  for (const bar of bars.values()) {
    const weights = [...(barWeights.get(bar.key) ?? [])];
    bar.gramsPerBar = weights.length === 1 ? (weights[0] as number) : null;
    const seen = new Set<string>();
    bar.unknownWeight = bar.unknownWeight
      .filter((product) => !seen.has(product.productId) && seen.add(product.productId))
      .sort((a, b) => a.drawingNumber.localeCompare(b.drawingNumber));
  }
  return bars;
}
