import {
  type BarReceipt,
  barReadiness,
  dateOfMinute,
  type ListQuery,
  type ListResult,
  type PlanningPurchaseData,
  type PurchaseOrderData,
  projectBar,
  type STOCK_PLANNING_SORTABLE,
  type StockPlanningFilter,
  type StockPlanningRow,
  type StockProjection,
  suggestPurchase,
  todayIn,
} from '@lathe/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { purchaseOrderLines, purchaseOrders, stockBalances, suppliers } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { scheduleReader } from '../schedule/index.js';
import { type ComputedList, computedPage, searchAndSort } from './computed-list.js';
import { type BarNeeds, barNeeds, type PlannedStarts } from './planning-demand.js';
import { suggestedPurchaseOrder } from './planning-purchase.js';
import { materialLabel } from './stock-items.js';

/*
 * Material planning (`GET stock/planning`), time-phased: for each bar open work needs (planning-
 * demand.ts: pieces still to make × bar a piece, less bar issued to the work and still there,
 * dated by the schedule), the company's own stock now and what confirmed purchase orders are due
 * to bring by their delivery dates (the supplier's lead time after the order date when none is
 * given), projected day by day (projectBar in packages/shared). What nothing covers is the kg to
 * buy, suggested from the bar's last supplier, their minimum order and lead time. Worked in grams,
 * so no sum picks up float dust.
 */

export type PlanningSort = (typeof STOCK_PLANNING_SORTABLE)[number];

const kg = (g: number) => g / 1000;

/** The company's own stock of each bar (grams). */
const ownStock = (db: DbOrTx, keys: string[]) =>
  db
    .select({ itemKey: stockBalances.itemKey, grams: sql<string>`round(sum(${stockBalances.quantity}) * 1000)` })
    .from(stockBalances)
    .where(and(inArray(stockBalances.itemKey, keys), eq(stockBalances.ownerKey, '')))
    .groupBy(stockBalances.itemKey);

/** Bar still to come on confirmed and partly received purchase orders, per line, with the day it is due. */
const openPurchaseLines = (db: DbOrTx, keys: string[]) =>
  db
    .select({
      itemKey: sql<string>`${purchaseOrderLines.materialKey}`,
      purchaseOrderId: purchaseOrders.id,
      poNumber: purchaseOrders.poNumber,
      supplierName: purchaseOrders.supplierName,
      grams: sql<string>`round(greatest(${purchaseOrderLines.quantity} - ${purchaseOrderLines.receivedQuantity}, 0) * 1000)`,
      due: sql<string>`coalesce(${purchaseOrderLines.deliveryDate}, ${purchaseOrders.deliveryDate},
        ${purchaseOrders.poDate} + coalesce(${suppliers.leadTimeDays}, 7))::text`,
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(
      and(
        eq(purchaseOrderLines.kind, 'bar_stock'),
        inArray(purchaseOrderLines.materialKey, keys),
        inArray(purchaseOrders.status, ['confirmed', 'partly_received']),
      ),
    );

/** The supplier each bar was last ordered from (any order but a cancelled one), with their terms. */
const lastSuppliers = (db: DbOrTx, keys: string[]) =>
  db
    .selectDistinctOn([purchaseOrderLines.materialKey], {
      itemKey: sql<string>`${purchaseOrderLines.materialKey}`,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      leadTimeDays: suppliers.leadTimeDays,
      minimumOrderKg: suppliers.minimumOrderKg,
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(
      and(
        eq(purchaseOrderLines.kind, 'bar_stock'),
        inArray(purchaseOrderLines.materialKey, keys),
        sql`${purchaseOrders.status} <> 'cancelled'`,
      ),
    )
    .orderBy(purchaseOrderLines.materialKey, desc(purchaseOrders.poDate), desc(purchaseOrders.createdAt));

/** Terms when nobody has supplied the bar yet: the supplier columns' defaults. */
const NO_SUPPLIER = { supplierId: null, supplierName: null, leadTimeDays: 7, minimumOrderKg: 0 };

/** The day the schedule starts each work order (its first placed operation). */
async function plannedStarts(db: Db): Promise<PlannedStarts> {
  const { result } = await scheduleReader(db).current();
  const starts = new Map<string, number>();
  for (const { workOrderId, start } of result.placements) {
    const known = starts.get(workOrderId);
    if (known === undefined || start < known) starts.set(workOrderId, start);
  }
  return new Map([...starts].map(([id, minute]) => [id, dateOfMinute(minute)]));
}

/** Each bar's needs, with what is in stock, what is coming and who supplies it. */
async function planningInputs(db: Db) {
  const today = todayIn();
  const bars = await barNeeds(db, await plannedStarts(db), today);
  const keys = [...bars.keys()];
  const [stock, lines, supplied] =
    keys.length === 0
      ? [[], [], []]
      : await Promise.all([ownStock(db, keys), openPurchaseLines(db, keys), lastSuppliers(db, keys)]);
  const receiptsOf = new Map<string, BarReceipt[]>();
  for (const line of lines) {
    const receipt: BarReceipt = {
      date: line.due,
      grams: Number(line.grams),
      label: `${line.poNumber ?? 'Purchase order'} · ${line.supplierName}`,
      ref: { kind: 'purchase_order', id: line.purchaseOrderId },
    };
    receiptsOf.set(line.itemKey, [...(receiptsOf.get(line.itemKey) ?? []), receipt]);
  }
  return {
    today,
    bars,
    stockOf: new Map(stock.map((row) => [row.itemKey, Number(row.grams)])),
    receiptsOf,
    supplierOf: new Map(supplied.map((row) => [row.itemKey, row])),
  };
}

type Inputs = Awaited<ReturnType<typeof planningInputs>>;

/** A bar projected day by day from what is in stock now (none needed: what is coming alone). */
function projectionFor(inputs: Inputs, key: string) {
  const onHandGrams = inputs.stockOf.get(key) ?? 0;
  const receipts = inputs.receiptsOf.get(key) ?? [];
  const demands = inputs.bars.get(key)?.demands ?? [];
  return { onHandGrams, receipts, projection: projectBar({ today: inputs.today, onHandGrams, demands, receipts }) };
}

/** The bar open work needs, or 404. */
function barOf(inputs: Inputs, key: string): BarNeeds {
  const bar = inputs.bars.get(key);
  if (!bar) throw notFound('No open work needs this bar');
  return bar;
}

function rowOf(bar: BarNeeds, inputs: Inputs): StockPlanningRow {
  const { onHandGrams: inStock, receipts, projection } = projectionFor(inputs, bar.key);
  const coming = receipts.reduce((sum, receipt) => sum + receipt.grams, 0);
  const supplier = inputs.supplierOf.get(bar.key) ?? NO_SUPPLIER;
  const suggestion = suggestPurchase(
    projection,
    { leadTimeDays: supplier.leadTimeDays, minimumGrams: Math.round(supplier.minimumOrderKg * 1000) },
    inputs.today,
  );
  return {
    id: bar.key,
    grade: bar.grade,
    rodSize: bar.rodSize,
    needKg: kg(bar.needGrams),
    issuedKg: kg(bar.coveredGrams),
    inStockKg: kg(inStock),
    onOrderKg: kg(coming),
    shortageKg: kg(bar.needGrams - bar.coveredGrams - inStock - coming),
    ordersCount: bar.ordersCount,
    unknownWeight: bar.unknownWeight,
    shortFrom: projection.shortFrom,
    lateReceipts: projection.lateReceipts,
    suggestion: suggestion && {
      kg: kg(suggestion.grams),
      needBy: suggestion.needBy,
      orderBy: suggestion.orderBy,
      late: suggestion.late,
      supplierId: supplier.supplierId,
      supplierName: supplier.supplierName,
      leadTimeDays: supplier.leadTimeDays,
      minimumOrderKg: supplier.minimumOrderKg,
      bars: bar.gramsPerBar ? Math.ceil(suggestion.grams / bar.gramsPerBar) : null,
    },
  };
}

/** Every bar open work needs, with what covers it, what is short and what to buy. */
async function planningRows(db: Db): Promise<StockPlanningRow[]> {
  const inputs = await planningInputs(db);
  return [...inputs.bars.values()].map((bar) => rowOf(bar, inputs));
}

/**
 * When `needGrams` more of a bar can be had for new work without leaving planned work short, and
 * why then: from stock today, once a purchase order due in has come, or bought now at the bar's
 * last supplier's lead time.
 */
export async function barReadinessOf(db: Db, itemKey: string, needGrams: number) {
  const inputs = await planningInputs(db);
  const { onHandGrams: onHand, projection } = projectionFor(inputs, itemKey);
  const supplier = inputs.supplierOf.get(itemKey) ?? NO_SUPPLIER;
  return { ...barReadiness(projection, onHand, needGrams, inputs.today, supplier.leadTimeDays), supplier };
}

/** One bar's needs and receipts day by day (404 when no open work needs it). */
async function projectionOf(db: Db, id: string): Promise<StockProjection> {
  const inputs = await planningInputs(db);
  const bar = barOf(inputs, id);
  const { onHandGrams: inStock, projection } = projectionFor(inputs, id);
  return {
    id,
    grade: bar.grade,
    rodSize: bar.rodSize,
    today: inputs.today,
    inStockKg: kg(inStock),
    rows: projection.rows.map((row) => ({
      date: row.date,
      kind: row.kind,
      kg: kg(row.grams),
      balanceKg: kg(row.balanceGrams),
      label: row.label,
      ref: row.ref,
    })),
  };
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

export function createPlanning(db: Db) {
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
    projection: (id: string) => projectionOf(db, id),
    /** The draft purchase order of a bar open work needs (404 when none does), due the day it is needed. */
    async purchaseOrderOf(id: string, input: PlanningPurchaseData): Promise<PurchaseOrderData> {
      const inputs = await planningInputs(db);
      const row = rowOf(barOf(inputs, id), inputs);
      const needBy = row.suggestion?.needBy ?? row.shortFrom;
      return suggestedPurchaseOrder(db, { ...row, needBy }, input.supplierId, input.quantityKg);
    },
  };
}
