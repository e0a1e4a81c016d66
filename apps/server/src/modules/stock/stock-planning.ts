import {
  gradeKey,
  type ListQuery,
  type ListResult,
  materialKey,
  type OrderProductOfBar,
  orderBarPosition,
  rodSizeLabel,
  type STOCK_PLANNING_SORTABLE,
  type StockPlanningFilter,
  type StockPlanningRow,
  scaleDecimal,
} from '@lathe/shared';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  dispatches,
  dispatchLines,
  products,
  purchaseOrderLines,
  purchaseOrders,
  salesOrderLines,
  salesOrders,
  stockBalances,
  stockMovements,
  workOrderOperations,
  workOrders,
} from '../../db/schema/index.js';
import { type ComputedList, computedPage, searchAndSort } from './computed-list.js';
import { materialLabel } from './stock-items.js';

/*
 * Material planning (`GET stock/planning`): for each bar the confirmed orders still need, the raw
 * material for their pieces still to make (the product's raw material weight × pieces neither
 * dispatched nor alive on a work order), less what was issued to those orders and is still at the
 * work (issued by hand or by production, less the bar their started and dispatched pieces hold:
 * orderBarPosition in packages/shared), less the company's own stock, less what is on order from
 * suppliers. Above zero, it is the kg to buy. Worked in grams, so no sum picks up float dust.
 */

export type PlanningSort = (typeof STOCK_PLANNING_SORTABLE)[number];

const kg = (g: number) => g / 1000;

interface Bar {
  key: string;
  grade: string;
  rodSize: string;
  /** Per order: its products on this bar, and whether it still has pieces of them to dispatch. */
  orders: Map<string, { products: Map<string, OrderProductOfBar>; pending: boolean }>;
  unknown: Map<string, { productId: string; drawingNumber: string; description: string }>;
}

/** Every line of the confirmed orders with a line still to dispatch, with its product's bar and weight. */
function orderLines(db: DbOrTx) {
  return db
    .select({
      orderId: salesOrderLines.orderId,
      ordered: salesOrderLines.quantity,
      dispatched: salesOrderLines.dispatchedQuantity,
      productId: products.id,
      drawingNumber: products.drawingNumber,
      description: products.productDescription,
      grade: products.grade,
      rodSize: products.rodSize,
      rawMaterialWeight: products.rawMaterialWeight,
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
}

/** Per confirmed order and product: the pieces its released work orders started and rejected. */
function startedOnWorkOrders(db: DbOrTx) {
  return db
    .select({
      orderId: sql<string>`${workOrders.salesOrderId}`,
      productId: workOrders.productId,
      started: sql<string>`coalesce(sum(${workOrderOperations.goodQuantity} + ${workOrderOperations.rejectedQuantity}), 0)`,
      rejected: sql<string>`coalesce(sum(${workOrders.rejectedQuantity}), 0)`,
    })
    .from(workOrders)
    .innerJoin(salesOrders, eq(salesOrders.id, workOrders.salesOrderId))
    .innerJoin(
      workOrderOperations,
      and(eq(workOrderOperations.workOrderId, workOrders.id), eq(workOrderOperations.seq, 1)),
    )
    .where(and(eq(salesOrders.status, 'confirmed'), ne(workOrders.status, 'draft')))
    .groupBy(workOrders.salesOrderId, workOrders.productId);
}

/**
 * Per confirmed order and product: the day bar of each item was first issued to the order and
 * the pieces dispatched since, by dispatch day (folded per product's bar in barsNeeded).
 */
function dispatchesByDay(db: DbOrTx) {
  return db
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
}

/** Issued less returned against each confirmed order, per item (grams), by hand and by production alike. */
function issuedToOrders(db: DbOrTx) {
  return db
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
}

/** The company's own stock of each bar (grams). */
const ownStock = (db: DbOrTx, keys: string[]) =>
  db
    .select({ itemKey: stockBalances.itemKey, grams: sql<string>`round(sum(${stockBalances.quantity}) * 1000)` })
    .from(stockBalances)
    .where(and(inArray(stockBalances.itemKey, keys), eq(stockBalances.ownerKey, '')))
    .groupBy(stockBalances.itemKey);

/** Bar stock still to come on confirmed and partly received purchase orders (grams). */
const onOrder = (db: DbOrTx, keys: string[]) =>
  db
    .select({
      itemKey: sql<string>`${purchaseOrderLines.materialKey}`,
      grams: sql<string>`round(sum(greatest(${purchaseOrderLines.quantity} - ${purchaseOrderLines.receivedQuantity}, 0)) * 1000)`,
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .where(
      and(
        eq(purchaseOrderLines.kind, 'bar_stock'),
        inArray(purchaseOrderLines.materialKey, keys),
        inArray(purchaseOrders.status, ['confirmed', 'partly_received']),
      ),
    )
    .groupBy(purchaseOrderLines.materialKey);

/** The open orders' lines gathered by bar, order and product, with what their work orders started. */
async function barsNeeded(db: DbOrTx, firstIssued: Map<string, string>): Promise<Map<string, Bar>> {
  const [lines, started, dispatched] = await Promise.all([
    orderLines(db),
    startedOnWorkOrders(db),
    dispatchesByDay(db),
  ]);
  const startedOf = new Map(started.map((row) => [`${row.orderId}|${row.productId}`, row]));
  const dispatchedOf = new Map<string, { date: string; pieces: number }[]>();
  for (const row of dispatched) {
    const key = `${row.orderId}|${row.productId}`;
    dispatchedOf.set(key, [...(dispatchedOf.get(key) ?? []), { date: row.dispatchDate, pieces: Number(row.pieces) }]);
  }
  const bars = new Map<string, Bar>();
  for (const line of lines) {
    const key = materialKey(line.grade, line.rodSize);
    const bar = bars.get(key) ?? {
      key,
      // One spelling of the grade however products typed it ("en 24", "EN-24" → EN24).
      grade: gradeKey(line.grade),
      rodSize: rodSizeLabel(line.rodSize),
      orders: new Map(),
      unknown: new Map(),
    };
    bars.set(key, bar);
    const order = bar.orders.get(line.orderId) ?? { products: new Map(), pending: false };
    bar.orders.set(line.orderId, order);
    const pending = line.dispatched < line.ordered;
    order.pending ||= pending;
    const weight = line.rawMaterialWeight;
    if ((weight == null || weight <= 0) && pending) {
      bar.unknown.set(line.productId, {
        productId: line.productId,
        drawingNumber: line.drawingNumber,
        description: line.description,
      });
    }
    const work = startedOf.get(`${line.orderId}|${line.productId}`);
    const issuedOn = firstIssued.get(`${line.orderId}|${key}`);
    const product = order.products.get(line.productId) ?? {
      ordered: 0,
      dispatched: 0,
      dispatchedSinceIssue: issuedOn
        ? (dispatchedOf.get(`${line.orderId}|${line.productId}`) ?? [])
            .filter((dispatch) => dispatch.date >= issuedOn)
            .reduce((sum, dispatch) => sum + dispatch.pieces, 0)
        : 0,
      started: Number(work?.started ?? 0),
      rejected: Number(work?.rejected ?? 0),
      gramsPerPiece: weight == null || weight <= 0 ? null : scaleDecimal(weight, 3),
    };
    product.ordered += line.ordered;
    product.dispatched += line.dispatched;
    order.products.set(line.productId, product);
  }
  // A bar only fully dispatched lines were cut from is no longer needed.
  for (const [key, bar] of bars) if (![...bar.orders.values()].some((order) => order.pending)) bars.delete(key);
  return bars;
}

/** Every bar the open orders need, with what covers it and what is short. */
async function planningRows(db: DbOrTx): Promise<StockPlanningRow[]> {
  const issued = await issuedToOrders(db);
  const firstIssued = new Map<string, string>();
  for (const row of issued) if (row.firstIssued) firstIssued.set(`${row.orderId}|${row.itemKey}`, row.firstIssued);
  const bars = await barsNeeded(db, firstIssued);
  const keys = [...bars.keys()];
  if (keys.length === 0) return [];
  const [stock, ordered] = await Promise.all([ownStock(db, keys), onOrder(db, keys)]);
  const issuedOf = new Map(issued.map((row) => [`${row.orderId}|${row.itemKey}`, Number(row.grams)]));
  const stockOf = new Map(stock.map((row) => [row.itemKey, Number(row.grams)]));
  const orderedOf = new Map(ordered.map((row) => [row.itemKey, Number(row.grams)]));
  return [...bars.values()].map((bar) => {
    let need = 0;
    let covered = 0;
    for (const [orderId, order] of bar.orders) {
      const position = orderBarPosition([...order.products.values()], issuedOf.get(`${orderId}|${bar.key}`) ?? 0);
      need += position.needGrams;
      covered += position.coveredGrams;
    }
    const inStock = stockOf.get(bar.key) ?? 0;
    const coming = orderedOf.get(bar.key) ?? 0;
    return {
      id: bar.key,
      grade: bar.grade,
      rodSize: bar.rodSize,
      needKg: kg(need),
      issuedKg: kg(covered),
      inStockKg: kg(inStock),
      onOrderKg: kg(coming),
      shortageKg: kg(need - covered - inStock - coming),
      ordersCount: [...bar.orders.values()].filter((order) => order.pending).length,
      unknownWeight: [...bar.unknown.values()].sort((a, b) => a.drawingNumber.localeCompare(b.drawingNumber)),
    };
  });
}

const SPEC: ComputedList<StockPlanningRow, PlanningSort> = {
  sortBy: {
    shortage: (row) => row.shortageKg,
    material: (row) => materialLabel(row.grade, row.rodSize).toLowerCase(),
    need: (row) => row.needKg,
  },
  text: (row) => `${materialLabel(row.grade, row.rodSize)} ${row.grade} ${row.rodSize} ${row.id}`,
  key: (row) => row.id,
};

export function createPlanning(db: DbOrTx) {
  const rows = async (filters: StockPlanningFilter) =>
    (await planningRows(db)).filter((row) => !filters.short || row.shortageKg > 0);
  return {
    async list(query: ListQuery<PlanningSort>, filters: StockPlanningFilter): Promise<ListResult<StockPlanningRow>> {
      return computedPage(await rows(filters), SPEC, query);
    },
    /** Every row the list would show, in its order (CSV export). */
    async *all(query: Omit<ListQuery<PlanningSort>, 'page' | 'limit'>, filters: StockPlanningFilter) {
      yield searchAndSort(await rows(filters), SPEC, query);
    },
  };
}
