import {
  gradeKey,
  type ListQuery,
  type ListResult,
  lineNeeds,
  materialKey,
  rodSizeLabel,
  type STOCK_PLANNING_SORTABLE,
  type StockPlanningFilter,
  type StockPlanningRow,
} from '@lathe/shared';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  products,
  purchaseOrderLines,
  purchaseOrders,
  salesOrderLines,
  salesOrders,
  stockBalances,
  stockMovements,
} from '../../db/schema/index.js';
import { pendingLine } from '../sales-orders/order-list.js';
import { type ComputedList, computedPage, searchAndSort } from './computed-list.js';
import { materialLabel } from './stock-items.js';

/*
 * Material planning (`GET stock/planning`): for each bar the confirmed orders still need, the raw
 * material for their pieces still to dispatch (the product's raw material weight × pieces, as the
 * order shows its needs), less what was already issued against those orders, less the company's
 * own stock, less what is on order from suppliers. Above zero, it is the kg to buy. Worked in
 * grams, so no sum picks up float dust.
 */

export type PlanningSort = (typeof STOCK_PLANNING_SORTABLE)[number];

const grams = (kg: number) => Math.round(kg * 1000);
const kg = (g: number) => g / 1000;

interface Bar {
  key: string;
  grade: string;
  rodSize: string;
  /** Per order: the grams its pending pieces need (of the products whose weight is known). */
  needs: Map<string, number>;
  unknown: Map<string, { productId: string; drawingNumber: string; description: string }>;
}

/** The lines still to dispatch on confirmed orders, with their product's bar and weight. */
function openLines(db: DbOrTx) {
  return db
    .select({
      orderId: salesOrderLines.orderId,
      pending: sql<number>`${salesOrderLines.quantity} - ${salesOrderLines.dispatchedQuantity}`,
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
    .where(and(eq(salesOrders.status, 'confirmed'), pendingLine));
}

/** Issued less returned against each confirmed order, per item (grams). */
function issuedToOrders(db: DbOrTx) {
  return db
    .select({
      orderId: sql<string>`${stockMovements.salesOrderId}`,
      itemKey: stockMovements.itemKey,
      grams: sql<string>`round(-sum(${stockMovements.quantity}) * 1000)`,
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

/** The open lines gathered by bar and order: what each order needs of it, and the products of unknown weight. */
async function barsNeeded(db: DbOrTx): Promise<Map<string, Bar>> {
  const bars = new Map<string, Bar>();
  for (const line of await openLines(db)) {
    const key = materialKey(line.grade, line.rodSize);
    const bar = bars.get(key) ?? {
      key,
      // One spelling of the grade however products typed it ("en 24", "EN-24" → EN24).
      grade: gradeKey(line.grade),
      rodSize: rodSizeLabel(line.rodSize),
      needs: new Map(),
      unknown: new Map(),
    };
    bars.set(key, bar);
    const need = lineNeeds({ raw_material_weight: line.rawMaterialWeight }, Number(line.pending)).rawMaterialKg;
    if (need === null) {
      bar.unknown.set(line.productId, {
        productId: line.productId,
        drawingNumber: line.drawingNumber,
        description: line.description,
      });
    }
    bar.needs.set(line.orderId, (bar.needs.get(line.orderId) ?? 0) + (need === null ? 0 : grams(need)));
  }
  return bars;
}

/** Every bar the open orders need, with what covers it and what is short. */
async function planningRows(db: DbOrTx): Promise<StockPlanningRow[]> {
  const bars = await barsNeeded(db);
  const keys = [...bars.keys()];
  if (keys.length === 0) return [];
  const [issued, stock, ordered] = await Promise.all([issuedToOrders(db), ownStock(db, keys), onOrder(db, keys)]);
  const issuedOf = new Map(issued.map((row) => [`${row.orderId}|${row.itemKey}`, Number(row.grams)]));
  const stockOf = new Map(stock.map((row) => [row.itemKey, Number(row.grams)]));
  const orderedOf = new Map(ordered.map((row) => [row.itemKey, Number(row.grams)]));
  return [...bars.values()].map((bar) => {
    let need = 0;
    let used = 0;
    for (const [orderId, orderNeed] of bar.needs) {
      need += orderNeed;
      // Issued less returned, never below zero, and counted only up to what the order needs.
      used += Math.min(orderNeed, Math.max(0, issuedOf.get(`${orderId}|${bar.key}`) ?? 0));
    }
    const inStock = stockOf.get(bar.key) ?? 0;
    const coming = orderedOf.get(bar.key) ?? 0;
    return {
      id: bar.key,
      grade: bar.grade,
      rodSize: bar.rodSize,
      needKg: kg(need),
      issuedKg: kg(used),
      inStockKg: kg(inStock),
      onOrderKg: kg(coming),
      shortageKg: kg(need - used - inStock - coming),
      ordersCount: bar.needs.size,
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
