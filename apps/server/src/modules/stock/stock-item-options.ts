import {
  materialKey,
  OPTION_MATCHES,
  type Option,
  partKey,
  rodSizeLabel,
  STOCK_UNITS,
  type StockItemOption,
  type StockItemOptionsQuery,
} from '@lathe/shared';
import { and, asc, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  customers,
  products,
  purchaseOrderLines,
  purchaseOrders,
  salesOrders,
  stockBalances,
} from '../../db/schema/index.js';
import { escapeLike, searchCondition } from '../../lib/list.js';
import { materialLabel, partLabel } from './stock-items.js';

/*
 * The stock item picker (`GET stock/items/options`): the bars the company knows (from its
 * products' grades and rod sizes, what is in stock and what purchase orders bought), and the
 * products whose parts are stocked or sent out, each with its unit, HSN and GST rate for a
 * challan's line and the company's own stock of it now.
 */

interface Bar {
  itemKey: string;
  grade: string;
  rodSize: string;
  hsnCode: string | null;
  gstRate: number | null;
  inStock: number;
}

/** Every word of the search is in the bar's label, grade, rod size or key ("en8 25" finds EN8 Ø25). */
function matches(bar: Bar, search: string) {
  const text = `${materialLabel(bar.grade, bar.rodSize)} ${bar.grade} ${bar.rodSize} ${bar.itemKey}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/** The bars known to the company, one per key: stock's spelling first, then a purchase order's, then a product's. */
async function knownBars(db: DbOrTx): Promise<Bar[]> {
  const [inStock, ordered, needed] = await Promise.all([
    db
      .select({
        itemKey: stockBalances.itemKey,
        grade: sql<string>`max(${stockBalances.grade})`,
        rodSize: sql<string>`max(${stockBalances.rodSize})`,
        own: sql<number>`coalesce(sum(${stockBalances.quantity}) filter (where ${stockBalances.ownerKey} = ''), 0)::float8`,
      })
      .from(stockBalances)
      .where(eq(stockBalances.itemType, 'material'))
      .groupBy(stockBalances.itemKey),
    // The latest purchase order's line of each bar: its HSN and GST rate are what a challan copies.
    db
      .selectDistinctOn([purchaseOrderLines.materialKey], {
        itemKey: sql<string>`${purchaseOrderLines.materialKey}`,
        grade: sql<string>`${purchaseOrderLines.grade}`,
        rodSize: sql<string>`${purchaseOrderLines.rodSize}`,
        hsnCode: purchaseOrderLines.hsnCode,
        gstRate: purchaseOrderLines.gstRate,
      })
      .from(purchaseOrderLines)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
      .where(and(eq(purchaseOrderLines.kind, 'bar_stock'), ne(purchaseOrders.status, 'cancelled')))
      .orderBy(purchaseOrderLines.materialKey, desc(purchaseOrders.poDate), desc(purchaseOrders.createdAt)),
    db
      .select({ grade: products.grade, rodSize: products.rodSize })
      .from(products)
      .groupBy(products.grade, products.rodSize),
  ]);
  const bars = new Map<string, Bar>();
  const add = (itemKey: string, grade: string, rodSize: string) => {
    if (!grade.trim() || !rodSize.trim()) return undefined;
    const bar = bars.get(itemKey) ?? {
      itemKey,
      grade: grade.trim(),
      rodSize: rodSizeLabel(rodSize),
      hsnCode: null,
      gstRate: null,
      inStock: 0,
    };
    bars.set(itemKey, bar);
    return bar;
  };
  for (const row of inStock) {
    const bar = add(row.itemKey, row.grade ?? '', row.rodSize ?? '');
    if (bar) bar.inStock = row.own;
  }
  for (const row of ordered) {
    const bar = add(row.itemKey, row.grade ?? '', row.rodSize ?? '');
    if (bar) Object.assign(bar, { hsnCode: row.hsnCode, gstRate: row.gstRate });
  }
  for (const row of needed) add(materialKey(row.grade, row.rodSize), row.grade, row.rodSize);
  return [...bars.values()];
}

const barOption = (bar: Bar): StockItemOption => ({
  itemKey: bar.itemKey,
  itemType: 'material',
  label: materialLabel(bar.grade, bar.rodSize),
  grade: bar.grade,
  rodSize: bar.rodSize,
  productId: null,
  drawingNumber: null,
  description: null,
  partyCode: null,
  customerName: null,
  unit: STOCK_UNITS.material,
  hsnCode: bar.hsnCode,
  gstRate: bar.gstRate,
  inStock: bar.inStock,
});

/** Products whose drawing number, description or customer's party code contains the text, by drawing number. */
async function partOptions(db: DbOrTx, search: string, limit: number): Promise<StockItemOption[]> {
  const own = sql<number>`coalesce((select sum(${stockBalances.quantity}) from ${stockBalances}
    where ${stockBalances.itemKey} = 'part:' || ${products.id}::text and ${stockBalances.ownerKey} = ''), 0)::float8`;
  const rows = await db
    .select({
      id: products.id,
      drawingNumber: products.drawingNumber,
      description: products.productDescription,
      partyCode: products.partyCode,
      customerName: customers.name,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
      inStock: own,
    })
    .from(products)
    .leftJoin(customers, eq(customers.partyCode, products.partyCode))
    .where(searchCondition([products.searchText], search))
    .orderBy(asc(products.drawingNumber), asc(products.id))
    .limit(limit);
  return rows.map((row) => ({
    itemKey: partKey(row.id),
    itemType: 'part',
    label: partLabel(row.drawingNumber, row.description),
    grade: null,
    rodSize: null,
    productId: row.id,
    drawingNumber: row.drawingNumber,
    description: row.description,
    partyCode: row.partyCode,
    customerName: row.customerName,
    unit: STOCK_UNITS.part,
    hsnCode: row.hsnCode,
    gstRate: row.gstRate,
    inStock: row.inStock,
  }));
}

/** Up to 20 items matching the search: bars first (by label), then parts; or one kind only. */
export async function stockItemOptions(db: DbOrTx, { search, itemType }: StockItemOptionsQuery) {
  const bars =
    itemType === 'part'
      ? []
      : (await knownBars(db))
          .filter((bar) => matches(bar, search))
          .sort((a, b) => materialLabel(a.grade, a.rodSize).localeCompare(materialLabel(b.grade, b.rodSize)))
          .slice(0, itemType === 'material' ? OPTION_MATCHES : OPTION_MATCHES / 2)
          .map(barOption);
  const parts = itemType === 'material' ? [] : await partOptions(db, search, OPTION_MATCHES - bars.length);
  return [...bars, ...parts];
}

/** Confirmed orders whose number, PO number or customer contains the text: what an issue is made against. */
export async function stockOrderOptions(db: DbOrTx, search: string): Promise<Option[]> {
  const pattern = `%${escapeLike(search)}%`;
  const rows = await db
    .select({ id: salesOrders.id, orderNumber: salesOrders.orderNumber, customerName: salesOrders.customerName })
    .from(salesOrders)
    .where(
      and(
        eq(salesOrders.status, 'confirmed'),
        search ? or(ilike(salesOrders.searchText, pattern), ilike(salesOrders.customerName, pattern)) : undefined,
      ),
    )
    .orderBy(desc(salesOrders.orderNumber), desc(salesOrders.id))
    .limit(OPTION_MATCHES);
  return rows.map((row) => ({ id: row.id, name: `${row.orderNumber ?? ''} · ${row.customerName ?? ''}` }));
}
